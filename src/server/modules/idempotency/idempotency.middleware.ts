import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import type { Db } from '../../db/client';
import type { Logger } from '../../lib/logger';
import * as repo from './idempotency.repository';

/** The request header that carries the outbox entry's key. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
/** Set on an answer that was stored from an earlier run of the same request. */
export const IDEMPOTENT_REPLAYED_HEADER = 'Idempotent-Replayed';

/** Codes of the middleware's own refusals (`code` of the answer). */
export const IdempotencyErrorCode = {
  /** 400: the header is not a key we accept. */
  BAD_IDEMPOTENCY_KEY: 'BAD_IDEMPOTENCY_KEY',
  /** 409: the first request with this key is still running; retry after Retry-After seconds. */
  IN_FLIGHT: 'IN_FLIGHT',
  /** 422: the key was used for a different request; the client must send a new key. */
  IDEMPOTENCY_KEY_REUSED: 'IDEMPOTENCY_KEY_REUSED',
} as const;

/** A UUID or a similar random token: letters, digits, '-' and '_', 16 to 100 characters. */
const KEY_PATTERN = /^[A-Za-z0-9_-]{16,100}$/;

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
/** How long a finished key replays its answer; an outbox entry older than this is long sent or discarded. */
export const KEEP_DONE_KEYS_MS = 30 * DAY_MS;
/** A pending key older than this belongs to a process that died: a retry of the same request may take it over. */
export const STALE_PENDING_MS = 10 * 60 * 1000;
/** Seconds a client should wait before retrying an in-flight duplicate. */
const RETRY_AFTER_SECONDS = 2;

/**
 * Answers that are not final and so are never stored: 401 (the client refreshes its token and retries with the same
 * key), 408 and 429 (try later), and every 5xx (a failure on our side must never replay as the outcome; an
 * unexpected resolver error answers 500).
 */
const isTransient = (status: number) => status >= 500 || status === 401 || status === 408 || status === 429;

/** `extensions.code` of GraphQL errors that are failures on our side, whatever the status they came with. */
const UNEXPECTED_ERROR_CODES: ReadonlySet<unknown> = new Set(['INTERNAL', 'INTERNAL_SERVER_ERROR', 'TIMEOUT']);

/**
 * A JSON answer whose GraphQL `errors` carry an unexpected failure (the server answers those with 500, but a
 * 2xx that says so must not become the request's final outcome either): not stored, so a retry runs again.
 */
function carriesUnexpectedError(body: unknown): boolean {
  if (typeof body !== 'object' || body === null) return false;
  const errors = (body as { errors?: unknown }).errors;
  if (!Array.isArray(errors)) return false;
  return errors.some((error: unknown) => {
    const extensions =
      typeof error === 'object' && error !== null ? (error as { extensions?: unknown }).extensions : null;
    return (
      typeof extensions === 'object' &&
      extensions !== null &&
      UNEXPECTED_ERROR_CODES.has((extensions as { code?: unknown }).code)
    );
  });
}

export interface IdempotencyOptions {
  db: Db;
  logger: Logger;
  now?: () => Date;
}

export interface IdempotentRequest {
  userId: number;
  /**
   * Who the request acts for besides the user (the token's active customer): the same body sent for another
   * customer is a different request.
   */
  actingFor: string;
}

/** Sorts object keys recursively, so `{a, b}` and `{b, a}` hash alike. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([k, v]) => [k, canonical(v)]),
    );
  }
  return value;
}

const OPERATION_PATTERN = /\b(?:query|mutation|subscription)\s+([_A-Za-z][_0-9A-Za-z]*)/;

/**
 * The request's fingerprint and a name for it. A GraphQL body hashes as its query, variables and operation name
 * (key order and whitespace between JSON tokens do not matter); anything else as its raw text.
 */
export function fingerprintRequest(
  method: string,
  path: string,
  body: string,
  actingFor: string,
): { requestHash: string; operation: string } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    parsed = undefined;
  }
  let material: unknown = { method, path, body, actingFor };
  let operation = `${method} ${path}`;
  if (parsed && typeof parsed === 'object' && typeof (parsed as { query?: unknown }).query === 'string') {
    const gql = parsed as { query: string; variables?: unknown; operationName?: unknown };
    const operationName = typeof gql.operationName === 'string' ? gql.operationName : null;
    material = { method, path, query: gql.query, variables: gql.variables ?? {}, operationName, actingFor };
    operation = operationName ?? OPERATION_PATTERN.exec(gql.query)?.[1] ?? 'anonymous';
  } else if (parsed !== undefined) {
    material = { method, path, json: parsed, actingFor };
  }
  const requestHash = createHash('sha256')
    .update(JSON.stringify(canonical(material)))
    .digest('hex');
  return { requestHash, operation: operation.slice(0, 200) };
}

/**
 * The exactly-once guard of the offline outbox. A request with an `Idempotency-Key` header runs once per (user,
 * key); a repeat gets the stored answer of the first run (`Idempotent-Replayed: true`), a repeat while the first
 * still runs gets 409 IN_FLIGHT, and the key sent with a different request gets 422 IDEMPOTENCY_KEY_REUSED.
 * Requests without the header run as they are. Only for authenticated requests: the caller authenticates first.
 *
 * Old keys are pruned on the request path at most once an hour (see {@link pruneIdempotencyKeys}).
 */
export function createIdempotency(options: IdempotencyOptions) {
  const { db, logger } = options;
  const now = options.now ?? (() => new Date());
  let lastPrune = 0;

  async function pruneHourly() {
    const at = now();
    if (at.getTime() - lastPrune < HOUR_MS) return;
    lastPrune = at.getTime();
    try {
      await pruneIdempotencyKeys(db, at);
    } catch (error) {
      // Pruning is housekeeping: a failure must not fail the request; the next hour tries again.
      logger.error('pruning idempotency keys failed', { error });
    }
  }

  /** Wraps `run` (the handler) in the guard when the request carries the header. */
  async function handle(
    c: Context,
    request: IdempotentRequest,
    run: () => Response | Promise<Response>,
    asGraphQL = false,
  ): Promise<Response> {
    const key = c.req.header(IDEMPOTENCY_KEY_HEADER);
    if (key === undefined || c.req.method !== 'POST') return run();

    const refuse = (status: 400 | 409 | 422, message: string, code: string, headers: Record<string, string> = {}) => {
      // The GraphQL endpoint also carries the refusal as `errors`, so a GraphQL client shows its message.
      const body = asGraphQL ? { message, code, errors: [{ message, extensions: { code } }] } : { message, code };
      return c.json(body, status, headers);
    };

    if (!KEY_PATTERN.test(key)) {
      return refuse(
        400,
        'The Idempotency-Key header must be a UUID (16 to 100 letters, digits, - or _)',
        IdempotencyErrorCode.BAD_IDEMPOTENCY_KEY,
      );
    }
    await pruneHourly();

    const body = await c.req.raw.clone().text();
    const { requestHash, operation } = fingerprintRequest(c.req.method, c.req.path, body, request.actingFor);
    const ref = { userId: request.userId, key };

    const replay = (row: repo.IdempotencyRow): Response => {
      const headers: Record<string, string> = { [IDEMPOTENT_REPLAYED_HEADER]: 'true' };
      if (row.response === null) return new Response(null, { status: row.responseStatus ?? 204, headers });
      headers['content-type'] = 'application/json; charset=utf-8';
      return new Response(JSON.stringify(row.response), { status: row.responseStatus ?? 200, headers });
    };

    /** Owns the key (true), or the answer to give instead: the stored one, 409 or 422. */
    const claimKey = async (): Promise<true | Response> => {
      // A row can vanish between our insert and our read (its owner failed and freed the key): then try again.
      for (let attempt = 0; attempt < 3; attempt++) {
        if (await repo.insertPendingKey(db, ref, { operation, requestHash })) return true;
        const existing = await repo.findKey(db, ref);
        if (!existing) continue;
        if (existing.requestHash !== requestHash) {
          return refuse(
            422,
            'This idempotency key was already used for another request',
            IdempotencyErrorCode.IDEMPOTENCY_KEY_REUSED,
          );
        }
        if (existing.status === 'done') return replay(existing);
        const startedBefore = new Date(now().getTime() - STALE_PENDING_MS);
        if (await repo.takeOverStaleKey(db, ref, { requestHash, startedBefore, now: now() })) {
          logger.info('took over a stale idempotency key', { userId: ref.userId, operation });
          return true;
        }
        break;
      }
      return refuse(409, 'This request is already being processed', IdempotencyErrorCode.IN_FLIGHT, {
        'Retry-After': String(RETRY_AFTER_SECONDS),
      });
    };

    const claimed = await claimKey();
    if (claimed !== true) return claimed;

    let response: Response;
    try {
      response = await run();
    } catch (error) {
      await repo.deletePendingKey(db, ref);
      throw error;
    }
    if (isTransient(response.status)) {
      await repo.deletePendingKey(db, ref);
      return response;
    }
    const text = await response.text();
    let stored: unknown = null;
    if (text !== '') {
      try {
        stored = JSON.parse(text);
      } catch {
        // Only JSON answers are stored; this one is answered once and the key freed, so a retry runs again.
        await repo.deletePendingKey(db, ref);
        return new Response(text, response);
      }
    }
    if (carriesUnexpectedError(stored)) {
      await repo.deletePendingKey(db, ref);
      return new Response(text, response);
    }
    await repo.completeKey(db, ref, { responseStatus: response.status, response: stored });
    return new Response(text === '' ? null : text, response);
  }

  return { handle, prune: pruneHourly };
}

export type Idempotency = ReturnType<typeof createIdempotency>;

/**
 * Deletes finished keys older than 30 days (the outbox has long since sent or discarded their entries) and pending
 * keys older than a day (abandoned by a process that died). Called at most hourly from the request path.
 */
export async function pruneIdempotencyKeys(db: Db, now: Date): Promise<number> {
  return repo.deleteOldKeys(db, {
    doneBefore: new Date(now.getTime() - KEEP_DONE_KEYS_MS),
    pendingBefore: new Date(now.getTime() - DAY_MS),
  });
}
