import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../../../tests/support/test-server';
import { createLogger } from '../../lib/logger';
import { consumerFeedback } from '../feedback/feedback.tables';
import { createIdempotency, fingerprintRequest, pruneIdempotencyKeys } from './idempotency.middleware';
import { idempotencyKeys } from './idempotency.tables';
import { userIdOf } from '../../../../tests/support/builders';

const SEND = `mutation IdempotencySend($message: String!) {
  sendCustomerFeedback(message: $message) { message { status description } userErrors { field message code } }
}`;

let server: TestServer;

beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server.close();
});

/** POST /api/graphql as the outbox sends it: with an Idempotency-Key. */
async function sendWithKey(key: string, message: string, username = 'dealer', body?: string) {
  const res = await server.app.request('http://localhost/api/graphql', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json',
      authorization: `Bearer ${await server.tokenFor(username)}`,
      'idempotency-key': key,
    },
    body: body ?? JSON.stringify({ query: SEND, variables: { message }, operationName: 'IdempotencySend' }),
  });
  return { status: res.status, headers: res.headers, text: await res.text() };
}

const rowsWith = (message: string) =>
  server.db.select().from(consumerFeedback).where(eq(consumerFeedback.message, message));

describe('Idempotency-Key on POST /api/graphql', () => {
  it('runs 20 concurrent duplicates once: one row, every answer the first result or 409 IN_FLIGHT', async () => {
    const key = randomUUID();
    const message = `Concurrent ${key}`;
    await server.tokenFor('dealer');
    const answers = await Promise.all(Array.from({ length: 20 }, () => sendWithKey(key, message)));

    expect(await rowsWith(message)).toHaveLength(1);
    const ok = answers.filter((a) => a.status === 200);
    const inFlight = answers.filter((a) => a.status === 409);
    expect(ok.length + inFlight.length).toBe(20);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    const first = ok.find((a) => a.headers.get('idempotent-replayed') === null);
    expect(first).toBeDefined();
    expect(JSON.parse(first?.text ?? '')).toEqual({
      data: {
        sendCustomerFeedback: {
          message: { status: 'SUCCESS', description: 'Successfully sending consumer voice' },
          userErrors: [],
        },
      },
    });
    // Exactly one answer ran the mutation; the other 200s are replays of it.
    expect(ok.filter((a) => a.headers.get('idempotent-replayed') === null)).toHaveLength(1);
    for (const answer of ok) expect(JSON.parse(answer.text)).toEqual(JSON.parse(first?.text ?? ''));
    for (const answer of inFlight) {
      expect(JSON.parse(answer.text)).toMatchObject({
        message: 'This request is already being processed',
        code: 'IN_FLIGHT',
      });
      expect(answer.headers.get('retry-after')).toBe('2');
    }

    // Later, the outbox retries (its answer was lost): the first result again, nothing stored twice.
    const replay = await sendWithKey(key, message);
    expect(replay.status).toBe(200);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(JSON.parse(replay.text)).toEqual(JSON.parse(first?.text ?? ''));
    expect(await rowsWith(message)).toHaveLength(1);
    const [stored] = await server.db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, await userIdOf(server.db, 'dealer')), eq(idempotencyKeys.key, key)));
    expect(stored).toMatchObject({ operation: 'IdempotencySend', status: 'done', responseStatus: 200 });
  });

  it('refuses the same key with a different message with 422 IDEMPOTENCY_KEY_REUSED', async () => {
    const key = randomUUID();
    expect((await sendWithKey(key, `First ${key}`)).status).toBe(200);
    const reused = await sendWithKey(key, `Second ${key}`);
    expect(reused.status).toBe(422);
    expect(JSON.parse(reused.text)).toEqual({
      message: 'This idempotency key was already used for another request',
      code: 'IDEMPOTENCY_KEY_REUSED',
      errors: [
        {
          message: 'This idempotency key was already used for another request',
          extensions: { code: 'IDEMPOTENCY_KEY_REUSED' },
        },
      ],
    });
    expect(await rowsWith(`Second ${key}`)).toHaveLength(0);
    expect(await rowsWith(`First ${key}`)).toHaveLength(1);
  });

  it('treats the same request with reordered JSON keys and other spacing as the same request', async () => {
    const key = randomUUID();
    const message = `Reordered ${key}`;
    expect((await sendWithKey(key, message)).status).toBe(200);
    const reordered = `{ "operationName": "IdempotencySend",  "variables": {"message": ${JSON.stringify(message)}}, "query": ${JSON.stringify(SEND)} }`;
    const replay = await sendWithKey(key, message, 'dealer', reordered);
    expect(replay.status).toBe(200);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(await rowsWith(message)).toHaveLength(1);
  });

  it('keeps the keys of different users apart', async () => {
    const key = randomUUID();
    const message = `Shared key ${key}`;
    const dealer = await sendWithKey(key, message, 'dealer');
    const sales = await sendWithKey(key, message, 'sales');
    expect(dealer.status).toBe(200);
    expect(sales.status).toBe(200);
    expect(sales.headers.get('idempotent-replayed')).toBeNull();
    const rows = await rowsWith(message);
    expect(rows.map((r) => r.userId).sort()).toEqual(
      [await userIdOf(server.db, 'dealer'), await userIdOf(server.db, 'sales')].sort(),
    );
  });

  it('stores an answer with userErrors and replays it as it was', async () => {
    const key = randomUUID();
    const first = await sendWithKey(key, 'Nice <script>alert(1)</script>');
    expect(first.status).toBe(200);
    expect(JSON.parse(first.text)).toMatchObject({
      data: { sendCustomerFeedback: { message: { status: 'FAILED' }, userErrors: [{ field: 'message' }] } },
    });
    const replay = await sendWithKey(key, 'Nice <script>alert(1)</script>');
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    // Stored as jsonb: the same JSON, though its keys may come in another order.
    expect(JSON.parse(replay.text)).toEqual(JSON.parse(first.text));
  });

  it('replays a refusal (403) as a refusal', async () => {
    const key = randomUUID();
    const first = await sendWithKey(key, `Auditor ${key}`, 'auditor');
    expect(first.status).toBe(403);
    const replay = await sendWithKey(key, `Auditor ${key}`, 'auditor');
    expect(replay.status).toBe(403);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(JSON.parse(replay.text)).toEqual(JSON.parse(first.text));
  });

  it.each(['short', 'has spaces in it, not a key', 'x'.repeat(101), 'über-schlüssel-123456'])(
    'refuses the key %j with 400 and runs nothing',
    async (key) => {
      const message = `Bad key ${randomUUID()}`;
      const res = await sendWithKey(key, message);
      expect(res.status).toBe(400);
      expect(JSON.parse(res.text)).toMatchObject({ code: 'BAD_IDEMPOTENCY_KEY' });
      expect(await rowsWith(message)).toHaveLength(0);
    },
  );

  it('answers 401 without a token, before looking at the key', async () => {
    const key = randomUUID();
    const res = await server.app.request('http://localhost/api/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': key },
      body: JSON.stringify({ query: SEND, variables: { message: 'anonymous' } }),
    });
    expect(res.status).toBe(401);
    const keys = await server.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
    expect(keys).toHaveLength(0);
  });

  it('does not keep the answer of a request whose resolver failed: 500, and the retry runs again', async () => {
    const key = randomUUID();
    const message = `Resolver fails ${key}`;
    // The resolver's insert fails unexpectedly (as a driver error would) while the table is away.
    await server.db.execute(sql`alter table consumer_feedback rename to consumer_feedback_away`);
    let first;
    try {
      first = await sendWithKey(key, message);
    } finally {
      await server.db.execute(sql`alter table consumer_feedback_away rename to consumer_feedback`);
    }
    expect(first.status).toBe(500);
    expect(JSON.parse(first.text)).toMatchObject({ errors: [{ extensions: { code: 'INTERNAL_SERVER_ERROR' } }] });
    const retry = await sendWithKey(key, message);
    expect(retry.status).toBe(200);
    expect(retry.headers.get('idempotent-replayed')).toBeNull();
    expect(JSON.parse(retry.text)).toMatchObject({
      data: { sendCustomerFeedback: { message: { status: 'SUCCESS' } } },
    });
    expect(await rowsWith(message)).toHaveLength(1);
  });

  it('runs requests without the header as before (twice means twice)', async () => {
    const message = `No key ${randomUUID()}`;
    const token = await server.tokenFor('dealer');
    await server.graphql(SEND, { message }, token);
    await server.graphql(SEND, { message }, token);
    expect(await rowsWith(message)).toHaveLength(2);
  });
});

describe('the idempotency guard around a handler', () => {
  let dealerId: number;
  beforeAll(async () => {
    dealerId = await userIdOf(server.db, 'dealer');
  });

  /** A tiny app whose handler the test steers; the guard runs on the test server's real database. */
  function guarded(handler: () => Promise<Response>, now?: () => Date) {
    const idempotency = createIdempotency({ db: server.db, logger: createLogger('silent'), ...(now ? { now } : {}) });
    const app = new Hono();
    // Hono's default handler would print the planted error; the answer is what matters here.
    app.onError((_error, c) => c.json({ message: 'failed' }, 500));
    let runs = 0;
    app.post('/thing', (c) =>
      idempotency.handle(c, { userId: dealerId, actingFor: '' }, () => {
        runs++;
        return handler();
      }),
    );
    const post = (key: string, body = '{"a":1}') =>
      app.request('/thing', { method: 'POST', headers: { 'idempotency-key': key }, body });
    return { post, runs: () => runs };
  }

  it('never stores a 5xx: the retry runs again and its answer is the one kept', async () => {
    let fail = true;
    const app = guarded(() =>
      Promise.resolve(
        fail ? Response.json({ error: 'down' }, { status: 503 }) : Response.json({ id: 7 }, { status: 201 }),
      ),
    );
    const key = randomUUID();
    expect((await app.post(key)).status).toBe(503);
    fail = false;
    const second = await app.post(key);
    expect(second.status).toBe(201);
    const third = await app.post(key);
    expect(third.status).toBe(201);
    expect(third.headers.get('idempotent-replayed')).toBe('true');
    expect(await third.json()).toEqual({ id: 7 });
    expect(app.runs()).toBe(2);
  });

  it('never stores a 2xx whose GraphQL errors are failures on our side', async () => {
    let fail = true;
    const app = guarded(() =>
      Promise.resolve(
        fail
          ? Response.json({ data: null, errors: [{ message: 'Unexpected error.', extensions: { code: 'INTERNAL' } }] })
          : Response.json({ data: { ok: true } }),
      ),
    );
    const key = randomUUID();
    expect(await (await app.post(key)).json()).toMatchObject({ errors: [{ extensions: { code: 'INTERNAL' } }] });
    fail = false;
    const retry = await app.post(key);
    expect(retry.headers.get('idempotent-replayed')).toBeNull();
    expect(await retry.json()).toEqual({ data: { ok: true } });
    expect(app.runs()).toBe(2);
  });

  it('frees the key when the handler throws, so a retry runs', async () => {
    let fail = true;
    const app = guarded(() => (fail ? Promise.reject(new Error('boom')) : Promise.resolve(Response.json({ ok: 1 }))));
    const key = randomUUID();
    expect((await app.post(key)).status).toBe(500);
    fail = false;
    expect((await app.post(key)).status).toBe(200);
    expect(app.runs()).toBe(2);
  });

  it('answers 409 IN_FLIGHT with Retry-After while the first request runs, then replays its answer', async () => {
    let release: (res: Response) => void = () => undefined;
    const app = guarded(() => new Promise<Response>((resolve) => (release = resolve)));
    const key = randomUUID();
    const first = app.post(key);
    await expect.poll(() => app.runs()).toBe(1);
    const duplicate = await app.post(key);
    expect(duplicate.status).toBe(409);
    expect(duplicate.headers.get('retry-after')).toBe('2');
    expect(await duplicate.json()).toEqual({ message: 'This request is already being processed', code: 'IN_FLIGHT' });
    release(Response.json({ done: true }));
    expect((await first).status).toBe(200);
    const later = await app.post(key);
    expect(await later.json()).toEqual({ done: true });
    expect(app.runs()).toBe(1);
  });

  it('stores an empty 204 answer and replays it empty', async () => {
    const app = guarded(() => Promise.resolve(new Response(null, { status: 204 })));
    const key = randomUUID();
    expect((await app.post(key)).status).toBe(204);
    const replay = await app.post(key);
    expect(replay.status).toBe(204);
    expect(await replay.text()).toBe('');
    expect(app.runs()).toBe(1);
  });

  it('lets a retry take over a pending key abandoned for more than 10 minutes, but not a fresh one', async () => {
    const key = randomUUID();
    const { requestHash } = fingerprintRequest('POST', '/thing', '{"a":1}', '');
    await server.db
      .insert(idempotencyKeys)
      .values({ userId: dealerId, key, operation: 'POST /thing', requestHash, status: 'pending' });
    const fresh = guarded(() => Promise.resolve(Response.json({ ok: true })));
    expect((await fresh.post(key)).status).toBe(409);
    const later = guarded(
      () => Promise.resolve(Response.json({ ok: true })),
      () => new Date(Date.now() + 11 * 60 * 1000),
    );
    expect((await later.post(key)).status).toBe(200);
    expect(later.runs()).toBe(1);
  });
});

describe('fingerprintRequest', () => {
  const body = JSON.stringify({ query: SEND, variables: { message: 'x', extra: { b: 1, a: 2 } } });
  it('ignores key order but not values, and names the operation', () => {
    const a = fingerprintRequest('POST', '/api/graphql', body, 'R3/');
    const b = fingerprintRequest(
      'POST',
      '/api/graphql',
      JSON.stringify({ variables: { extra: { a: 2, b: 1 }, message: 'x' }, query: SEND }),
      'R3/',
    );
    expect(a).toEqual(b);
    expect(a.operation).toBe('IdempotencySend');
    expect(fingerprintRequest('POST', '/api/graphql', body.replace('"x"', '"y"'), 'R3/').requestHash).not.toBe(
      a.requestHash,
    );
  });

  it('differs when the request acts for another customer', () => {
    expect(fingerprintRequest('POST', '/api/graphql', body, 'A/').requestHash).not.toBe(
      fingerprintRequest('POST', '/api/graphql', body, 'B/').requestHash,
    );
  });
});

describe('pruneIdempotencyKeys', () => {
  it('deletes finished keys older than 30 days and pending keys older than a day, and keeps the rest', async () => {
    const dealerId = await userIdOf(server.db, 'dealer');
    const now = new Date();
    const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000);
    const row = (key: string, status: 'done' | 'pending', createdAt: Date) => ({
      userId: dealerId,
      key,
      operation: 'prune-test',
      requestHash: 'h',
      status,
      createdAt,
    });
    await server.db
      .insert(idempotencyKeys)
      .values([
        row('prune-done-old-000001', 'done', daysAgo(31)),
        row('prune-done-new-000001', 'done', daysAgo(29)),
        row('prune-pending-old-0001', 'pending', daysAgo(2)),
        row('prune-pending-new-0001', 'pending', daysAgo(0.5)),
      ]);
    expect(await pruneIdempotencyKeys(server.db, now)).toBe(2);
    const left = await server.db
      .select({ key: idempotencyKeys.key })
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.operation, 'prune-test'));
    expect(left.map((r) => r.key).sort()).toEqual(['prune-done-new-000001', 'prune-pending-new-0001']);
  });
});
