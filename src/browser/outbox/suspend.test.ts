import { createHash } from 'node:crypto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { localDb } from '../local-db';
import { discard, enqueue, type OutboxFileInput } from './enqueue';
import { replayOutbox, type ReplaySummary } from './replay';
import { resume, suspend } from './suspend';
import type { OutboxSession, OutboxTransport } from './transport';
import type { OutboxEntry } from './types';
import { UPLOAD_CHUNK_BYTES } from './uploads';

// As in replay.test.ts: Node's Blob, which fake-indexeddb can store (jsdom's cannot be cloned by Node).
vi.hoisted(() => {
  globalThis.Blob = process.getBuiltinModule('node:buffer').Blob as unknown as typeof Blob;
});

/**
 * The uploads and GraphQL contract of docs/api.md, in memory, with a chunk that takes `chunkMs` to arrive: a
 * request aborted meanwhile stores nothing (as the real server, whose body read fails on an aborted request).
 */
class SlowApi {
  readonly uploads = new Map<string, { key: string; slot: string; bytes: Uint8Array; received: number }>();
  readonly patches: { offset: number; length: number; aborted: boolean }[] = [];
  readonly calls: { key: string; message: string; photoIds: string[] }[] = [];
  chunkMs = 0;
  /** Resolves when the next PATCH has started to arrive. */
  private onPatch: (() => void) | null = null;

  nextPatch(): Promise<void> {
    return new Promise((resolve) => {
      this.onPatch = resolve;
    });
  }

  transport(): OutboxTransport {
    const session: OutboxSession = { userId: 'A', customerId: 'C1', accessToken: 'token' };
    return {
      session: () => Promise.resolve(session),
      refresh: () => Promise.resolve(true),
      fetch: (path, init) => this.handle(path, init),
    };
  }

  private async handle(path: string, init: RequestInit): Promise<Response> {
    const headers = (init.headers ?? {}) as Record<string, string>;
    if (path === '/uploads' && init.method === 'POST') {
      const request = JSON.parse(init.body as string) as { key: string; slot: string; size: number };
      let id = [...this.uploads].find(([, u]) => u.key === request.key && u.slot === request.slot)?.[0];
      if (!id) {
        id = `upload-${this.uploads.size + 1}`;
        this.uploads.set(id, {
          key: request.key,
          slot: request.slot,
          bytes: new Uint8Array(request.size),
          received: 0,
        });
      }
      return this.state(id);
    }
    if (path.startsWith('/uploads/') && init.method === 'PATCH') {
      const id = decodeURIComponent(path.slice('/uploads/'.length));
      const upload = this.uploads.get(id);
      if (!upload) return json(404, { code: 'NOT_FOUND' });
      const offset = Number(headers['Upload-Offset']);
      const chunk = new Uint8Array(await (init.body as Blob).arrayBuffer());
      const record = { offset, length: chunk.byteLength, aborted: false };
      this.patches.push(record);
      this.onPatch?.();
      this.onPatch = null;
      await arriving(this.chunkMs, init.signal ?? undefined).catch((error: unknown) => {
        record.aborted = true;
        throw error;
      });
      if (offset > upload.received) return json(409, { code: 'UPLOAD_OFFSET', received: upload.received });
      upload.bytes.set(chunk, offset);
      upload.received = Math.max(upload.received, offset + chunk.byteLength);
      return this.state(id);
    }
    if (path === '/graphql') {
      const { variables } = JSON.parse(init.body as string) as { variables: { message: string; photoIds?: string[] } };
      this.calls.push({
        key: headers['Idempotency-Key'] ?? '',
        message: variables.message,
        photoIds: variables.photoIds ?? [],
      });
      return json(200, {
        data: { sendCustomerFeedback: { message: { status: 'SUCCESS', description: 'Sent' }, userErrors: [] } },
      });
    }
    return json(404, { code: 'NOT_FOUND' });
  }

  private state(id: string): Response {
    const upload = this.uploads.get(id);
    if (!upload) return json(404, { code: 'NOT_FOUND' });
    const size = upload.bytes.byteLength;
    return json(200, { id, received: upload.received, size, complete: upload.received >= size });
  }
}

function arriving(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new DOMException('Aborted', 'AbortError'));
      return;
    }
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(new DOMException('Aborted', 'AbortError'));
    });
  });
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

const sha256 = (data: Uint8Array) => createHash('sha256').update(data).digest('hex');

function randomBytes(size: number): Uint8Array<ArrayBuffer> {
  const data = new Uint8Array(size);
  for (let i = 0; i < size; i++) data[i] = (i * 131 + (i >> 8) * 7) % 256;
  return data;
}

function video(size: number): { input: OutboxFileInput; bytes: Uint8Array } {
  const bytes = randomBytes(size);
  return { bytes, input: { slot: 'photo1', file: new Blob([bytes], { type: 'video/mp4' }), fileName: 'video.mp4' } };
}

const feedback = (message: string, files: OutboxFileInput[] = [], recordId?: string) =>
  enqueue({
    userId: 'A',
    actingFor: { r3: 'C1', isr: null },
    kind: 'consumer-voice',
    input: { message },
    label: message,
    files,
    ...(recordId ? { recordId } : {}),
  });

const stored = async (key: string): Promise<OutboxEntry> => {
  const entry = await localDb().outbox.get(key);
  if (!entry) throw new Error(`no entry ${key}`);
  return entry;
};
const fileOf = async (key: string) => (await localDb().outboxFiles.where('entryKey').equals(key).toArray())[0];

let api: SlowApi;
const replay = (): Promise<ReplaySummary> => replayOutbox({ transport: api.transport() });

beforeEach(async () => {
  const db = localDb();
  await Promise.all(db.tables.map((table) => table.clear()));
  api = new SlowApi();
});

describe('pausing an upload (spec 02 "Cancellation is supported")', () => {
  it('aborts the chunk in flight, keeps what the server acknowledged, and resumes to the same bytes', async () => {
    const { input, bytes } = video(3 * UPLOAD_CHUNK_BYTES + 12_345);
    const entry = await feedback('with a video', [input]);
    api.chunkMs = 200;

    // Pause while the second chunk is on its way.
    const run = replay();
    await api.nextPatch();
    await api.nextPatch();
    expect((await stored(entry.key)).state).toBe('sending');
    await suspend(entry.key);
    const summary = await run;

    expect(api.patches).toHaveLength(2);
    expect(api.patches[1]).toMatchObject({ offset: UPLOAD_CHUNK_BYTES, aborted: true });
    const held = await stored(entry.key);
    expect(held).toMatchObject({ state: 'queued', suspended: 'paused', attempts: 0, lastError: null });
    expect(summary).toMatchObject({ sent: 0, failed: 0, remaining: 1, paused: 1, nextAttemptAt: null });
    // The offset the server acknowledged is kept: one chunk, not the aborted one.
    expect((await fileOf(entry.key))?.received).toBe(UPLOAD_CHUNK_BYTES);
    expect([...api.uploads.values()][0]?.received).toBe(UPLOAD_CHUNK_BYTES);

    // Held: a run sends nothing.
    expect(await replay()).toMatchObject({ sent: 0, paused: 1 });
    expect(api.patches).toHaveLength(2);
    expect(api.calls).toHaveLength(0);

    api.chunkMs = 0;
    await resume(entry.key);
    expect((await stored(entry.key)).suspended).toBeUndefined();
    expect(await replay()).toMatchObject({ sent: 1, remaining: 0, paused: 0 });

    // It went on from the server's offset: the aborted chunk again, then the rest; nothing acknowledged twice.
    expect(api.patches.slice(2).map((p) => p.offset)).toEqual([
      UPLOAD_CHUNK_BYTES,
      2 * UPLOAD_CHUNK_BYTES,
      3 * UPLOAD_CHUNK_BYTES,
    ]);
    const upload = [...api.uploads.values()][0];
    expect(upload && sha256(upload.bytes)).toBe(sha256(bytes));
    expect(api.calls).toEqual([{ key: entry.key, message: 'with a video', photoIds: ['upload-1'] }]);
    expect(await stored(entry.key)).toMatchObject({ state: 'sent' });
  });

  it('cancel keeps the item in the outbox, held, never dropped; discarding stays its own action', async () => {
    const { input } = video(2 * UPLOAD_CHUNK_BYTES);
    const entry = await feedback('cancelled', [input]);
    api.chunkMs = 200;
    const run = replay();
    await api.nextPatch();
    await suspend(entry.key, 'cancelled');
    await run;
    const held = await stored(entry.key);
    expect(held).toMatchObject({ state: 'queued', suspended: 'cancelled' });
    expect((await fileOf(entry.key))?.blob).not.toBeNull();
    await discard(entry.key);
    expect(await stored(entry.key)).toMatchObject({ state: 'discarded' });
  });

  it('a paused waiting entry is not sent; the entries of its record wait behind it, other records go', async () => {
    const first = await feedback('first of record R', [video(1000).input], 'R');
    const second = await feedback('second of record R', [], 'R');
    const other = await feedback('another record');
    await suspend(first.key);

    const summary = await replay();
    expect(summary).toMatchObject({ sent: 1, remaining: 2, paused: 1, nextAttemptAt: null });
    expect(api.calls.map((c) => c.message)).toEqual(['another record']);
    expect(api.patches).toHaveLength(0);
    expect((await stored(second.key)).state).toBe('queued');
    expect((await stored(other.key)).state).toBe('sent');

    await resume(first.key);
    expect(await replay()).toMatchObject({ sent: 2, remaining: 0 });
    // Queue order kept within the record.
    expect(api.calls.map((c) => c.message)).toEqual(['another record', 'first of record R', 'second of record R']);
  });

  it('a pause written by another context (no abort here) is seen before the next chunk', async () => {
    const { input, bytes } = video(3 * UPLOAD_CHUNK_BYTES);
    const entry = await feedback('paused elsewhere', [input]);
    api.chunkMs = 100;
    const run = replay();
    await api.nextPatch();
    // As another tab would: the flag only, no signal to this runner's controller.
    await localDb().outbox.update(entry.key, { suspended: 'paused' });
    await run;
    expect(api.patches).toHaveLength(1);
    expect(api.patches[0]).toMatchObject({ offset: 0, aborted: false });
    expect((await stored(entry.key)).state).toBe('queued');
    expect((await fileOf(entry.key))?.received).toBe(UPLOAD_CHUNK_BYTES);

    api.chunkMs = 0;
    await resume(entry.key);
    await replay();
    const upload = [...api.uploads.values()][0];
    expect(upload && sha256(upload.bytes)).toBe(sha256(bytes));
    expect(api.patches.map((p) => p.offset)).toEqual([0, UPLOAD_CHUNK_BYTES, 2 * UPLOAD_CHUNK_BYTES]);
  });

  it('refuses to pause an item that is sent or refused', async () => {
    const entry = await feedback('done');
    await replay();
    await expect(suspend(entry.key)).rejects.toMatchObject({ reason: 'wrong-state' });
  });
});
