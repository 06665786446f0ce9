import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { localDb } from '../local-db';
import { BACKOFF_CAP_MS } from './backoff';
import { enqueue, fix, type OutboxFileInput } from './enqueue';
import { replayOutbox } from './replay';
import type { OutboxSession, OutboxTransport } from './transport';
import type { OutboxEntry, OutboxFile } from './types';
import { UPLOAD_CHUNK_BYTES } from './uploads';

// jsdom's Blob is not structured-cloneable by Node, so IndexedDB (fake-indexeddb) would store an empty object;
// Node's own Blob is. Hoisted above the imports: Dexie notes the Blob class when it loads and copies instances of
// any other class as plain objects. Test-only: browsers store Blobs natively.
vi.hoisted(() => {
  globalThis.Blob = process.getBuiltinModule('node:buffer').Blob as unknown as typeof Blob;
});

// ---------------------------------------------------------------------------------------------------------------
// A small in-memory server implementing the uploads and GraphQL contract of docs/api.md, with switches to fail.
// ---------------------------------------------------------------------------------------------------------------

type Failure =
  | 'network' // the request never reaches the server
  | 'lost-answer' // the server acts, the answer is lost on the way back
  | 'in-flight' // 409 IN_FLIGHT
  | 'rate-limited' // 429 with Retry-After: 120
  | 'user-errors' // the mutation answers FAILED with userErrors
  | 401
  | 403
  | 409
  | 413
  | 500;

interface RecordedRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  offset?: number;
  length?: number;
  key?: string;
}

interface Upload {
  id: string;
  userId: string;
  key: string;
  slot: string;
  size: number;
  bytes: Uint8Array;
  received: number;
}

interface FeedbackRow {
  key: string;
  userId: string;
  customerId: string | null;
  message: string;
  photoIds: string[];
}

class FakeApi {
  readonly requests: RecordedRequest[] = [];
  readonly uploads = new Map<string, Upload>();
  readonly rows: FeedbackRow[] = [];
  /** Mutations executed per idempotency key (a replay of a done key does not count). */
  readonly executions = new Map<string, number>();
  private readonly answers = new Map<string, { body: string; status: number; answer: string }>();
  private readonly failures: { target: 'graphql' | 'upload' | 'patch' | 'any'; failure: Failure }[] = [];
  private readonly tokens = new Map<string, { userId: string; customerId: string | null }>();
  private nextId = 1;
  /** After this many acknowledged chunks, the connection drops: every request fails until `reconnect()`. */
  dropAfterChunks: number | null = null;
  private chunks = 0;
  private offline = false;
  refreshWorks = true;
  refreshes = 0;
  /** Milliseconds every answer takes, so concurrent runners really overlap. */
  latencyMs = 0;

  failNext(target: 'graphql' | 'upload' | 'patch' | 'any', failure: Failure, times = 1): void {
    for (let i = 0; i < times; i++) this.failures.push({ target, failure });
  }

  reconnect(): void {
    this.offline = false;
    this.dropAfterChunks = null;
  }

  /** A signed-in transport for a user; `expire()` makes its token answer 401 until it refreshes. */
  transport(userId: string, customerId: string | null = 'C1') {
    let token = this.issue(userId, customerId);
    const transport: OutboxTransport & { expire(): void } = {
      session: () => Promise.resolve<OutboxSession>({ userId, customerId, accessToken: token }),
      refresh: () => {
        this.refreshes++;
        if (!this.refreshWorks) return Promise.resolve(false);
        token = this.issue(userId, customerId);
        return Promise.resolve(true);
      },
      fetch: (path, init) => this.handle(path, init),
      expire: () => {
        this.tokens.delete(token);
      },
    };
    return transport;
  }

  private issue(userId: string, customerId: string | null): string {
    const token = `token-${this.nextId++}`;
    this.tokens.set(token, { userId, customerId });
    return token;
  }

  private takeFailure(target: 'graphql' | 'upload' | 'patch'): Failure | undefined {
    const index = this.failures.findIndex((f) => f.target === target || f.target === 'any');
    if (index < 0) return undefined;
    return this.failures.splice(index, 1)[0]?.failure;
  }

  async handle(path: string, init: RequestInit): Promise<Response> {
    if (this.latencyMs) await new Promise((resolve) => setTimeout(resolve, this.latencyMs));
    const headers = Object.fromEntries(Object.entries((init.headers ?? {}) as Record<string, string>));
    const method = init.method ?? 'GET';
    const recorded: RecordedRequest = { method, path, headers };
    if (headers['Idempotency-Key']) recorded.key = headers['Idempotency-Key'];
    if (headers['Upload-Offset']) recorded.offset = Number(headers['Upload-Offset']);
    this.requests.push(recorded);
    if (this.offline) throw new TypeError('Failed to fetch');

    const target = path === '/graphql' ? 'graphql' : method === 'PATCH' ? 'patch' : 'upload';
    const failure = this.takeFailure(target);
    if (failure === 'network') throw new TypeError('Failed to fetch');
    if (typeof failure === 'number' && failure !== 401) return this.refuse(failure);
    if (failure === 'in-flight')
      return json(409, { message: 'A request with this key is in progress', code: 'IN_FLIGHT' });
    if (failure === 'rate-limited')
      return json(429, { message: 'Too many requests', code: 'RATE_LIMITED' }, { 'Retry-After': '120' });

    const viewer = this.tokens.get(headers.Authorization?.replace(/^Bearer /, '') ?? '');
    if (!viewer || failure === 401) {
      return json(401, { errors: [{ message: 'Your session has expired', extensions: { code: 'UNAUTHENTICATED' } }] });
    }

    // As the real server: a request may name the customer it acts for (docs/api.md, Acting-Customer).
    const acting = headers['Acting-Customer'];
    const params = acting === undefined ? null : new URLSearchParams(acting);
    const actsFor = params ? { ...viewer, customerId: params.get('r3') || params.get('isr') || null } : viewer;
    let response: Response;
    if (path === '/graphql') response = this.graphql(actsFor, headers, init.body as string, failure);
    else if (path === '/uploads' && method === 'POST') response = this.startUpload(viewer.userId, init.body as string);
    else if (path.startsWith('/uploads/') && method === 'PATCH') {
      const chunk = new Uint8Array(await (init.body as Blob).arrayBuffer());
      recorded.length = chunk.byteLength;
      response = this.patchUpload(
        decodeURIComponent(path.slice('/uploads/'.length)),
        Number(headers['Upload-Offset']),
        chunk,
      );
    } else response = json(404, { message: 'Not found', code: 'NOT_FOUND' });

    if (failure === 'lost-answer') throw new TypeError('Failed to fetch');
    return response;
  }

  private refuse(status: number): Response {
    const code = { 403: 'FORBIDDEN', 409: 'CUSTOMER_NOT_YOURS', 413: 'FILE_TOO_LARGE', 500: 'INTERNAL' }[status];
    const message = {
      403: 'You do not have access to this',
      409: 'This customer does not belong to you anymore',
      413: 'The file is too large',
      500: 'Unexpected error',
    }[status];
    return json(status, { message, code });
  }

  private startUpload(userId: string, body: string): Response {
    const request = JSON.parse(body) as { key: string; slot: string; size: number };
    let upload = [...this.uploads.values()].find(
      (u) => u.userId === userId && u.key === request.key && u.slot === request.slot,
    );
    if (!upload) {
      upload = {
        id: `upload-${this.nextId++}`,
        userId,
        key: request.key,
        slot: request.slot,
        size: request.size,
        bytes: new Uint8Array(request.size),
        received: 0,
      };
      this.uploads.set(upload.id, upload);
    }
    return json(200, uploadAnswer(upload));
  }

  private patchUpload(id: string, offset: number, chunk: Uint8Array): Response {
    const upload = this.uploads.get(id);
    if (!upload) return json(404, { message: 'No such upload', code: 'NOT_FOUND' });
    if (offset > upload.received)
      return json(409, { message: 'Offset ahead', code: 'UPLOAD_OFFSET', received: upload.received });
    if (chunk.byteLength > UPLOAD_CHUNK_BYTES)
      return json(413, { message: 'Chunk too large', code: 'CHUNK_TOO_LARGE' });
    upload.bytes.set(chunk, offset);
    upload.received = Math.max(upload.received, offset + chunk.byteLength);
    this.chunks++;
    if (this.dropAfterChunks !== null && this.chunks >= this.dropAfterChunks) this.offline = true;
    return json(200, uploadAnswer(upload));
  }

  private graphql(
    viewer: { userId: string; customerId: string | null },
    headers: Record<string, string>,
    body: string,
    failure: Failure | undefined,
  ): Response {
    const key = headers['Idempotency-Key'] ?? '';
    const done = this.answers.get(`${viewer.userId}:${key}`);
    // The same request: the same body, acting for the same customer.
    const request = `${viewer.customerId ?? ''}|${body}`;
    if (done) {
      if (done.body !== request) return json(422, { message: 'Key reused', code: 'IDEMPOTENCY_KEY_REUSED' });
      return new Response(done.answer, {
        status: done.status,
        headers: { 'Content-Type': 'application/json', 'Idempotent-Replayed': 'true' },
      });
    }
    const { variables } = JSON.parse(body) as { variables: { message: string; photoIds?: string[] } };
    let payload: unknown;
    if (failure === 'user-errors' || variables.message === '') {
      payload = {
        message: { status: 'FAILED', description: 'Failed sending consumer voice' },
        userErrors: [{ field: 'message', message: 'Please enter a message', code: 'BAD_USER_INPUT' }],
      };
    } else {
      const photoIds = variables.photoIds ?? [];
      const incomplete = photoIds.find((id) => {
        const u = this.uploads.get(id);
        return !u || u.received < u.size;
      });
      if (incomplete)
        return json(400, {
          errors: [{ message: `Upload ${incomplete} is not complete`, extensions: { code: 'BAD_USER_INPUT' } }],
        });
      this.rows.push({
        key,
        userId: viewer.userId,
        customerId: viewer.customerId,
        message: variables.message,
        photoIds,
      });
      this.executions.set(key, (this.executions.get(key) ?? 0) + 1);
      payload = { message: { status: 'SUCCESS', description: 'Successfully sending consumer voice' }, userErrors: [] };
    }
    const answer = JSON.stringify({ data: { sendCustomerFeedback: payload } });
    this.answers.set(`${viewer.userId}:${key}`, { body: request, status: 200, answer });
    return new Response(answer, { status: 200, headers: { 'Content-Type': 'application/json' } });
  }

  graphqlKeys(): string[] {
    return this.requests.filter((r) => r.path === '/graphql').map((r) => r.key ?? '');
  }

  patches(): RecordedRequest[] {
    return this.requests.filter((r) => r.method === 'PATCH');
  }
}

function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });
}

function uploadAnswer(upload: Upload) {
  return { id: upload.id, received: upload.received, size: upload.size, complete: upload.received >= upload.size };
}

// ---------------------------------------------------------------------------------------------------------------

let clock = 1_000_000;
const now = () => clock;
const noJitter = () => 0;

function bytes(size: number, seed = 7): Uint8Array<ArrayBuffer> {
  const data = new Uint8Array(size);
  for (let i = 0; i < size; i++) data[i] = (i * 31 + seed) % 251;
  return data;
}

/** Byte equality without a deep-equal walk over millions of elements. */
function sameBytes(actual: Uint8Array | undefined, expected: Uint8Array): boolean {
  return actual !== undefined && Buffer.compare(actual, expected) === 0;
}

function photo(slot: string, size = 1000, seed = 7): OutboxFileInput {
  return { slot, file: new Blob([bytes(size, seed)], { type: 'image/jpeg' }), fileName: `${slot}.jpg` };
}

function feedback(
  message: string,
  options: { userId?: string; customerId?: string | null; recordId?: string; files?: OutboxFileInput[] } = {},
) {
  return enqueue(
    {
      userId: options.userId ?? 'A',
      actingFor: { r3: options.customerId === undefined ? 'C1' : options.customerId, isr: null },
      kind: 'consumer-voice',
      input: { message },
      label: message,
      files: options.files ?? [],
      ...(options.recordId ? { recordId: options.recordId } : {}),
    },
    now,
  );
}

const entry = async (key: string): Promise<OutboxEntry> => {
  const found = await localDb().outbox.get(key);
  if (!found) throw new Error(`no entry ${key}`);
  return found;
};
const filesOf = (key: string): Promise<OutboxFile[]> => localDb().outboxFiles.where('entryKey').equals(key).toArray();

let api: FakeApi;
const replay = (transport: OutboxTransport = api.transport('A')) => replayOutbox({ transport, now, random: noJitter });

beforeEach(async () => {
  const db = localDb();
  await Promise.all(db.tables.map((table) => table.clear()));
  api = new FakeApi();
  clock = 1_000_000;
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('replayOutbox outcomes', () => {
  it('sends files then the mutation, keeps the entry as sent with its result and frees its blobs', async () => {
    const queued = await feedback('Great bikes', { files: [photo('photo2', 500, 2), photo('photo1', 700, 1)] });

    const summary = await replay();

    expect(summary).toMatchObject({
      sent: 1,
      failed: 0,
      attention: 0,
      remaining: 0,
      signInRequired: false,
      busy: false,
    });
    const sent = await entry(queued.key);
    expect(sent).toMatchObject({ state: 'sent', sentAt: clock, lastError: null, firstSentAt: clock });
    expect(sent.result).toEqual({
      message: { status: 'SUCCESS', description: 'Successfully sending consumer voice' },
      userErrors: [],
    });
    const files = await filesOf(queued.key);
    expect(files.map((f) => [f.slot, f.blob, f.received, f.size])).toEqual([
      ['photo1', null, 700, 700],
      ['photo2', null, 500, 500],
    ]);
    // The mutation references the uploads in slot order, with the documented headers.
    expect(api.rows).toHaveLength(1);
    expect(api.rows[0]?.photoIds).toEqual([files[0]?.uploadId, files[1]?.uploadId]);
    expect([...api.uploads.values()].map((u) => u.bytes)).toEqual([bytes(700, 1), bytes(500, 2)]);
    const call = api.requests.find((r) => r.path === '/graphql');
    expect(call?.headers).toMatchObject({
      Authorization: 'Bearer token-1',
      Accept: 'application/json, text/plain, */*',
      'Content-Type': 'application/json',
      'Idempotency-Key': queued.key,
    });
  });

  it('sends line breaks as backslash + n', async () => {
    await feedback('line one\nline two');
    await replay();
    expect(api.rows[0]?.message).toBe('line one\\nline two');
  });

  it('retries a network error with backoff, keeping the entry queued with its error', async () => {
    const queued = await feedback('Hello');
    api.failNext('graphql', 'network');

    const summary = await replay();

    expect(summary).toMatchObject({ sent: 0, failed: 1, offline: true, remaining: 1, nextAttemptAt: clock + 2000 });
    expect(await entry(queued.key)).toMatchObject({
      state: 'queued',
      attempts: 1,
      nextAttemptAt: clock + 2000,
      lastError: { code: 'NETWORK_ERROR' },
    });
    // Not due yet: a run now sends nothing.
    expect((await replay()).sent).toBe(0);
    expect(api.rows).toHaveLength(0);
  });

  it('when the network is back, an entry that failed for the network is sent at once, not after its backoff', async () => {
    const networkFailed = await feedback('Hello');
    api.failNext('graphql', 'network');
    await replay();
    const serverFailed = await feedback('Later', { recordId: 'other-record' });
    api.failNext('graphql', 500);
    await replay();

    const summary = await replayOutbox({ transport: api.transport('A'), now, random: noJitter, networkBack: true });
    expect(summary.sent).toBe(1);
    expect(await entry(networkFailed.key)).toMatchObject({ state: 'sent' });
    // A 500 is the server's problem, not the network's: it keeps its backoff.
    expect(await entry(serverFailed.key)).toMatchObject({ state: 'queued' });
  });

  it('backs off exponentially on 500, capped at 5 minutes', async () => {
    const queued = await feedback('Hello');
    const waits: number[] = [];
    for (let i = 0; i < 10; i++) {
      api.failNext('graphql', 500);
      await replay();
      const current = await entry(queued.key);
      expect(current.state).toBe('queued');
      expect(current.lastError).toMatchObject({ status: 500, message: 'Unexpected error', code: 'INTERNAL' });
      waits.push(current.nextAttemptAt - clock);
      clock = current.nextAttemptAt;
    }
    expect(waits).toEqual([2000, 4000, 8000, 16000, 32000, 64000, 128000, 256000, BACKOFF_CAP_MS, BACKOFF_CAP_MS]);
    expect((await entry(queued.key)).attempts).toBe(10);
  });

  it('500 then 200 makes exactly one server row', async () => {
    const queued = await feedback('Once', { files: [photo('photo1')] });
    api.failNext('graphql', 500);
    await replay();
    clock += BACKOFF_CAP_MS;
    const summary = await replay();
    expect(summary.sent).toBe(1);
    expect(api.executions.get(queued.key)).toBe(1);
    expect(api.rows).toHaveLength(1);
    // The file was uploaded once: the retry found it complete and did not send it again.
    expect(api.patches()).toHaveLength(1);
  });

  it('a lost answer is retried with the same key: the server replays its first answer, one row', async () => {
    const queued = await feedback('Answer lost');
    api.failNext('graphql', 'lost-answer');
    await replay();
    expect(api.rows).toHaveLength(1);
    expect((await entry(queued.key)).state).toBe('queued');
    clock += BACKOFF_CAP_MS;
    await replay();
    expect((await entry(queued.key)).state).toBe('sent');
    expect(api.graphqlKeys()).toEqual([queued.key, queued.key]);
    expect(api.executions.get(queued.key)).toBe(1);
  });

  it('retries 409 IN_FLIGHT and honours Retry-After of a 429', async () => {
    const queued = await feedback('Busy');
    api.failNext('graphql', 'in-flight');
    await replay();
    expect(await entry(queued.key)).toMatchObject({ state: 'queued', lastError: { status: 409, code: 'IN_FLIGHT' } });
    clock += BACKOFF_CAP_MS;
    api.failNext('graphql', 'rate-limited');
    await replay();
    expect(await entry(queued.key)).toMatchObject({
      state: 'queued',
      nextAttemptAt: clock + 120_000,
      lastError: { status: 429 },
    });
  });

  it('401 refreshes once and repeats the same call', async () => {
    const queued = await feedback('After refresh');
    const transport = api.transport('A');
    transport.expire();

    const summary = await replayOutbox({ transport, now, random: noJitter });

    expect(summary).toMatchObject({ sent: 1, signInRequired: false });
    expect(api.refreshes).toBe(1);
    expect((await entry(queued.key)).state).toBe('sent');
    expect(api.graphqlKeys()).toEqual([queued.key, queued.key]);
    expect(api.requests.at(-1)?.headers.Authorization).toBe('Bearer token-2');
  });

  it('a failed refresh stops the run and keeps the queue; the summary asks for sign-in', async () => {
    const first = await feedback('One');
    const second = await feedback('Two');
    const transport = api.transport('A');
    transport.expire();
    api.refreshWorks = false;

    const summary = await replayOutbox({ transport, now, random: noJitter });

    expect(summary).toMatchObject({ signInRequired: true, sent: 0, remaining: 2 });
    for (const key of [first.key, second.key]) {
      expect(await entry(key)).toMatchObject({ state: 'queued', attempts: 0, lastError: null });
    }
    // It stopped at the first entry instead of trying every one.
    expect(api.graphqlKeys()).toEqual([first.key]);
    expect(api.rows).toHaveLength(0);
  });

  it('a refusal with userErrors needs attention, with the server message and fields', async () => {
    const queued = await feedback('Refused');
    api.failNext('graphql', 'user-errors');

    const summary = await replay();

    expect(summary).toMatchObject({ attention: 1, remaining: 0 });
    expect(await entry(queued.key)).toMatchObject({
      state: 'attention',
      lastError: {
        message: 'Failed sending consumer voice',
        status: 200,
        code: 'BAD_USER_INPUT',
        fields: [{ field: 'message', message: 'Please enter a message' }],
      },
    });
    // Blobs stay for the fix.
  });

  it.each([
    ['graphql', 403, 'FORBIDDEN', 'You do not have access to this'],
    ['graphql', 409, 'CUSTOMER_NOT_YOURS', 'This customer does not belong to you anymore'],
    ['upload', 413, 'FILE_TOO_LARGE', 'The file is too large'],
    ['patch', 413, 'FILE_TOO_LARGE', 'The file is too large'],
  ] as const)('a %s %i needs attention with the server message', async (target, status, code, message) => {
    const queued = await feedback('Refused', { files: [photo('photo1')] });
    api.failNext(target, status);

    await replay();

    expect(await entry(queued.key)).toMatchObject({ state: 'attention', lastError: { status, code, message } });
    expect((await filesOf(queued.key))[0]?.blob).not.toBeNull();
    expect(api.rows).toHaveLength(0);
  });

  it('an entry needing attention holds back only the later entries of its own record', async () => {
    const create = await feedback('create r1', { recordId: 'r1' });
    const update = await feedback('update r1', { recordId: 'r1' });
    const other = await feedback('other record', { recordId: 'r2' });
    api.failNext('graphql', 'user-errors');

    const summary = await replay();

    expect(summary).toMatchObject({ sent: 1, attention: 1, remaining: 1 });
    expect((await entry(create.key)).state).toBe('attention');
    expect(await entry(update.key)).toMatchObject({ state: 'queued', firstSentAt: null });
    expect((await entry(other.key)).state).toBe('sent');
    expect(api.graphqlKeys()).toEqual([create.key, other.key]);
    // Nothing of r1 is due while its head waits for the user.
    expect(summary.nextAttemptAt).toBeNull();
  });

  it('a fix is sent under a new key before the later entries of its record', async () => {
    const create = await feedback('create r1', { recordId: 'r1', files: [photo('photo1', 300, 3)] });
    const update = await feedback('update r1', { recordId: 'r1' });
    api.failNext('graphql', 'user-errors');
    await replay();

    const fixed = await fix(create.key, { message: 'create r1, fixed' }, {}, now);
    const summary = await replay();

    expect(fixed.key).not.toBe(create.key);
    expect(summary.sent).toBe(2);
    expect((await entry(create.key)).state).toBe('discarded');
    expect(await entry(fixed.key)).toMatchObject({ state: 'sent', replaces: create.key });
    expect((await entry(update.key)).state).toBe('sent');
    expect(api.graphqlKeys()).toEqual([create.key, fixed.key, update.key]);
    expect(api.rows.map((r) => r.message)).toEqual(['create r1, fixed', 'update r1']);
    // The carried-over photo was uploaded again under the new key.
    expect([...api.uploads.values()].map((u) => u.key)).toEqual([create.key, fixed.key]);
  });
});

describe('replayOutbox uploads', () => {
  it('sends a 2.5 MB file in 3 chunks of at most 1 MiB', async () => {
    const size = 2_500_000;
    const queued = await feedback('Video', { files: [photo('video', size)] });

    await replay();

    expect(api.patches().map((p) => [p.offset, p.length])).toEqual([
      [0, UPLOAD_CHUNK_BYTES],
      [UPLOAD_CHUNK_BYTES, UPLOAD_CHUNK_BYTES],
      [2 * UPLOAD_CHUNK_BYTES, size - 2 * UPLOAD_CHUNK_BYTES],
    ]);
    expect(sameBytes([...api.uploads.values()][0]?.bytes, bytes(size))).toBe(true);
    expect((await entry(queued.key)).state).toBe('sent');
  });

  it('resumes after an interruption at the chunk the server has not acknowledged, never re-sending one', async () => {
    const size = 2_500_000;
    const queued = await feedback('Video', { files: [photo('video', size)] });
    api.dropAfterChunks = 1;

    const interrupted = await replay();

    expect(interrupted).toMatchObject({ offline: true, sent: 0 });
    const [file] = await filesOf(queued.key);
    // The list shows the progress the server acknowledged.
    expect(file).toMatchObject({ received: UPLOAD_CHUNK_BYTES, uploadId: 'upload-2' });
    expect(api.patches().map((p) => p.offset)).toEqual([0, UPLOAD_CHUNK_BYTES]);

    api.reconnect();
    clock += BACKOFF_CAP_MS;
    await replay();

    const offsets = api.patches().map((p) => p.offset);
    // The second chunk's first try was lost with the connection; the server never acknowledged it.
    expect(offsets).toEqual([0, UPLOAD_CHUNK_BYTES, UPLOAD_CHUNK_BYTES, 2 * UPLOAD_CHUNK_BYTES]);
    expect(offsets.filter((o) => o === 0)).toHaveLength(1);
    expect(sameBytes([...api.uploads.values()][0]?.bytes, bytes(size))).toBe(true);
    expect((await entry(queued.key)).state).toBe('sent');
  });

  it('after a reload, resumes from what the server says it received', async () => {
    const size = 2_200_000;
    const queued = await feedback('Video', { files: [photo('video', size)] });
    api.dropAfterChunks = 1;
    await replay();
    // The device lost its progress record (e.g. the page died before writing it): the server's count decides.
    await localDb().outboxFiles.update(`${queued.key}:video`, { received: 0, uploadId: null });
    api.reconnect();
    clock += BACKOFF_CAP_MS;
    await replay();
    expect(
      api
        .patches()
        .map((p) => p.offset)
        .filter((o) => o === 0),
    ).toHaveLength(1);
    expect((await entry(queued.key)).state).toBe('sent');
  });
});

describe('replayOutbox runners and owners', () => {
  it('recovers an entry stuck in sending by a runner that died', async () => {
    const queued = await feedback('Stuck');
    await localDb().outbox.update(queued.key, { state: 'sending', firstSentAt: clock });

    const summary = await replay();

    expect(summary.sent).toBe(1);
    expect((await entry(queued.key)).state).toBe('sent');
  });

  it('two concurrent calls send each entry once', async () => {
    api.latencyMs = 5;
    const keys = [(await feedback('a')).key, (await feedback('b')).key, (await feedback('c')).key];

    const [first, second] = await Promise.all([replay(), replay()]);

    expect([first.busy, second.busy].sort()).toEqual([false, true]);
    expect(first.sent + second.sent).toBe(3);
    expect(api.graphqlKeys()).toEqual(keys);
    for (const key of keys) expect(api.executions.get(key)).toBe(1);
  });

  it('two contexts sharing the Web Lock (page and service worker) send each entry once', async () => {
    const held = new Set<string>();
    const locks = {
      request: async (
        name: string,
        _options: { ifAvailable: boolean },
        callback: (lock: object | null) => Promise<unknown>,
      ) => {
        if (held.has(name)) return callback(null);
        held.add(name);
        try {
          return await callback({ name });
        } finally {
          held.delete(name);
        }
      },
    };
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator) as object, { locks }));
    api.latencyMs = 5;
    const keys = [(await feedback('a')).key, (await feedback('b')).key];
    // A second copy of the module stands for the other context: its own flag, the same lock and database.
    vi.resetModules();
    const other = await import('./replay');

    const [page, worker] = await Promise.all([
      replay(),
      other.replayOutbox({ transport: api.transport('A'), now, random: noJitter }),
    ]);

    expect([page.busy, worker.busy].sort()).toEqual([false, true]);
    expect(api.graphqlKeys()).toEqual(keys);
    vi.unstubAllGlobals();
  });

  it("sends only the signed-in user's entries, each for the customer it was queued for", async () => {
    const mine = await feedback('mine');
    const theirs = await feedback('theirs', { userId: 'B' });
    const otherCustomer = await feedback('for C2', { customerId: 'C2' });

    const summary = await replay(api.transport('A', 'C1'));

    expect(summary).toMatchObject({ sent: 2, remaining: 0, waitingForCustomer: 0 });
    expect((await entry(mine.key)).state).toBe('sent');
    expect((await entry(otherCustomer.key)).state).toBe('sent');
    expect(await entry(theirs.key)).toMatchObject({ state: 'queued', firstSentAt: null });
    expect(api.requests.every((r) => r.key !== theirs.key)).toBe(true);

    await replay(api.transport('B', 'C1'));
    expect(api.rows.map((r) => [r.userId, r.customerId, r.message])).toEqual([
      ['A', 'C1', 'mine'],
      ['A', 'C2', 'for C2'],
      ['B', 'C1', 'theirs'],
    ]);
  });

  it('finishes an entry cut off half-way for its own customer after the user switched customer', async () => {
    const size = 2_500_000;
    const queued = await feedback('Shop photos', { customerId: 'C1', files: [photo('photo1', size)] });
    api.dropAfterChunks = 1;
    expect(await replay(api.transport('A', 'C1'))).toMatchObject({ offline: true, sent: 0 });
    expect((await entry(queued.key)).firstSentAt).not.toBeNull();

    // The rep now acts for C2: the entry is not stranded and still goes for C1, as the same request.
    api.reconnect();
    clock += BACKOFF_CAP_MS;
    const summary = await replay(api.transport('A', 'C2'));

    expect(summary).toMatchObject({ sent: 1, remaining: 0, waitingForCustomer: 0 });
    expect(api.rows.map((r) => [r.customerId, r.message])).toEqual([['C1', 'Shop photos']]);
    expect(api.requests.filter((r) => r.path === '/graphql').map((r) => r.headers['Acting-Customer'])).toEqual([
      'r3=C1&isr=',
    ]);
  });

  it("keeps an older version's entry without a named customer for a token of its customer", async () => {
    const old = await feedback('queued before the update', { customerId: 'C2' });
    await localDb().outbox.update(old.key, (row) => {
      delete row.actingFor;
    });

    expect(await replay(api.transport('A', 'C1'))).toMatchObject({ sent: 0, remaining: 1, waitingForCustomer: 1 });
    expect(await entry(old.key)).toMatchObject({ state: 'queued', firstSentAt: null });

    expect(await replay(api.transport('A', 'C2'))).toMatchObject({ sent: 1, waitingForCustomer: 0 });
    expect(api.rows.map((r) => [r.customerId, r.message])).toEqual([['C2', 'queued before the update']]);
  });

  it('without a signed-in user nothing is sent', async () => {
    await feedback('waiting');
    const transport: OutboxTransport = { ...api.transport('A'), session: () => Promise.resolve(null) };
    expect(await replayOutbox({ transport, now })).toMatchObject({ signInRequired: true, sent: 0 });
    expect(api.requests).toHaveLength(0);
  });

  it('an abort stops the run and puts the entry back untouched', async () => {
    const queued = await feedback('aborted');
    const controller = new AbortController();
    const transport = api.transport('A');
    const aborting: OutboxTransport = {
      ...transport,
      fetch: () => {
        controller.abort();
        return Promise.reject(new DOMException('Aborted', 'AbortError'));
      },
    };
    const summary = await replayOutbox({ transport: aborting, now, signal: controller.signal });
    expect(summary).toMatchObject({ sent: 0, failed: 0 });
    expect(await entry(queued.key)).toMatchObject({ state: 'queued', attempts: 0, lastError: null });
  });
});
