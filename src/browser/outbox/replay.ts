import { localDb } from '../local-db';
import { identityOf } from '../token-claims';
import { retryDelay } from './backoff';
import { kindOf, sendGraphQL } from './kinds';
import type { SendOutcome } from './outcome';
import { queueOrder } from './queries';
import { isSuspended, suspendSignal } from './suspend';
import {
  ACTING_CUSTOMER_HEADER,
  actingCustomerValue,
  ApiClient,
  EntrySuspended,
  NetworkFailure,
  ReplayStop,
  type OutboxSession,
  type OutboxTransport,
} from './transport';
import { uploadFile } from './uploads';
import { ANY_CUSTOMER, type ActingCustomer, type OutboxEntry, type OutboxError } from './types';

export interface ReplayOptions {
  transport: OutboxTransport;
  now?: () => number;
  /** Stops the run between requests and cancels the current one; the entry goes back to the queue untouched. */
  signal?: AbortSignal;
  /** For the backoff's jitter (tests). */
  random?: () => number;
  /**
   * The network just came back (`online`, Background Sync): entries waiting out a network failure are due now
   * rather than at the end of their backoff, which was counting tries against a network that was not there.
   */
  networkBack?: boolean;
}

export interface ReplaySummary {
  /** Entries sent in this call. */
  sent: number;
  /** Tries that will be retried later (network, 5xx, in flight, 429). */
  failed: number;
  /** Entries the server refused in this call: they wait for the user. */
  attention: number;
  /** The user's entries still to send (queued or sending), whatever the reason. */
  remaining: number;
  /**
   * Of those, entries the user paused or whose upload they cancelled (`suspended`): they wait for Resume, not for
   * the network or a timer.
   */
  paused: number;
  /**
   * Of those, entries of an older version queued for another customer than the session's: they go when the user
   * acts for it again. Entries that name their customer are sent whatever the session's customer is.
   */
  waitingForCustomer: number;
  /** The session is gone and a refresh did not help: the queue is kept; ask the user to sign in. */
  signInRequired: boolean;
  /** The network failed: the run stopped rather than fail every entry; try again on `online`. */
  offline: boolean;
  /** Another runner (this page, another tab, the service worker) is replaying: nothing was done here. */
  busy: boolean;
  /** When the earliest waiting entry is due (epoch ms), for a timer; null when nothing waits for time. */
  nextAttemptAt: number | null;
}

const LOCK_NAME = 'portal.outbox';

function emptySummary(): ReplaySummary {
  return {
    sent: 0,
    failed: 0,
    attention: 0,
    remaining: 0,
    paused: 0,
    waitingForCustomer: 0,
    signInRequired: false,
    offline: false,
    busy: false,
    nextAttemptAt: null,
  };
}

// Without the Web Locks API (older Safari), a flag keeps this page or worker to one runner; runners in separate
// contexts could then overlap, and the idempotency keys keep that to one server action per entry.
let running = false;
// A call that came while this context's runner was busy: the runner makes one more pass before it ends, so an
// entry queued during its last pass is not left waiting for the next trigger.
let callAgain = false;

/**
 * Sends what is due in the outbox, as the transport's signed-in user, one entry at a time, in queue order. One
 * runner per origin: pages and the service worker share the 'portal.outbox' Web Lock, and a call that finds it
 * taken returns at once with `busy`.
 */
export async function replayOutbox(options: ReplayOptions): Promise<ReplaySummary> {
  if (running) {
    callAgain = true;
    return { ...emptySummary(), busy: true };
  }
  running = true;
  try {
    const locks = (navigator as { locks?: LockManager }).locks;
    if (!locks) return await runPasses(options);
    const result = await locks.request(LOCK_NAME, { ifAvailable: true }, (lock) => (lock ? runPasses(options) : null));
    return result ?? { ...emptySummary(), busy: true };
  } finally {
    running = false;
  }
}

async function runPasses(options: ReplayOptions): Promise<ReplaySummary> {
  let total = emptySummary();
  do {
    callAgain = false;
    const pass = await runPass(options);
    total = {
      ...pass,
      sent: total.sent + pass.sent,
      failed: total.failed + pass.failed,
      attention: total.attention + pass.attention,
    };
    if (pass.signInRequired || pass.offline || options.signal?.aborted) break;
  } while (wasCalledAgain());
  return total;
}

// A function, not the flag itself: the flag changes while the pass awaits, which flow analysis cannot see.
function wasCalledAgain(): boolean {
  return callAgain;
}

type Stop = 'sign-in' | 'offline' | 'aborted' | 'session-changed';

async function runPass(options: ReplayOptions): Promise<ReplaySummary> {
  const now = options.now ?? Date.now;
  const summary = emptySummary();
  const session = await options.transport.session();
  if (!session) return { ...summary, signInRequired: true };
  const db = localDb();

  // We hold the lock, so an entry still 'sending' belongs to a runner that died (closed tab, killed worker):
  // it goes back to the queue as it was. Its key makes the repeat safe.
  await db.outbox.where('[userId+state]').equals([session.userId, 'sending']).modify({ state: 'queued' });

  const client = new ApiClient(options.transport, session, options.signal);
  const tried = new Set<string>();
  let stop: Stop | null = null;
  let offlineUntil: number | null = null;

  while (stop === null) {
    if (options.signal?.aborted) {
      stop = 'aborted';
      break;
    }
    const { heads, unsent } = await recordHeads(session.userId);
    const next = heads.find(
      (e) => !tried.has(e.key) && isDue(e, session, now(), options.networkBack === true) && !isHeldBack(e, unsent),
    );
    if (!next) break;
    tried.add(next.key);
    const entry = await claim(next.key, session, now(), options.networkBack === true);
    if (!entry) continue;

    let outcome: SendOutcome;
    try {
      outcome = await sendEntry(client, entry, now);
    } catch (error) {
      if (error instanceof ReplayStop) {
        stop = error.reason;
        await db.outbox.update(entry.key, { state: 'queued' });
        break;
      }
      if (error instanceof EntrySuspended) {
        // Paused by the user: back to the queue, held, with no try counted; the run goes on with other records.
        await db.outbox.update(entry.key, { state: 'queued' });
        continue;
      }
      if (error instanceof NetworkFailure) stop = 'offline';
      outcome = {
        type: 'retry',
        error: {
          message: error instanceof Error ? error.message : String(error),
          code:
            error instanceof NetworkFailure
              ? error.reason === 'timeout'
                ? 'TIMEOUT'
                : 'NETWORK_ERROR'
              : 'CLIENT_ERROR',
          at: now(),
        },
        retryAfterMs: null,
      };
    }
    if (outcome.type === 'unauthorized') {
      stop = 'sign-in';
      await db.outbox.update(entry.key, { state: 'queued' });
      break;
    }
    const nextAttemptAt = await settle(entry, outcome, now(), options.random);
    if (outcome.type === 'done') summary.sent++;
    else if (outcome.type === 'attention') summary.attention++;
    else summary.failed++;
    if (stop === 'offline') offlineUntil = nextAttemptAt;
  }

  const { heads } = await recordHeads(session.userId);
  const unsent = await db.outbox
    .where('[userId+state]')
    .anyOf([
      [session.userId, 'queued'],
      [session.userId, 'sending'],
    ])
    .toArray();
  const waiting = heads.filter((e) => e.state === 'queued' && e.suspended === undefined && canSend(e, session));
  let nextAttemptAt = waiting.length > 0 ? Math.min(...waiting.map((e) => e.nextAttemptAt)) : null;
  if (nextAttemptAt !== null && offlineUntil !== null) nextAttemptAt = Math.max(nextAttemptAt, offlineUntil);
  return {
    ...summary,
    remaining: unsent.length,
    paused: unsent.filter((e) => e.suspended !== undefined).length,
    waitingForCustomer: unsent.filter((e) => !canSend(e, session)).length,
    signInRequired: stop === 'sign-in',
    offline: stop === 'offline',
    nextAttemptAt,
  };
}

/** The customer the session's token speaks for, by its codes (undefined for a token that is not a JWT). */
function sessionCustomer(session: OutboxSession): ActingCustomer | undefined {
  const identity = identityOf(session.accessToken);
  return identity ? { r3: identity.r3, isr: identity.isr } : undefined;
}

/**
 * Whether the session may send the entry: one that names its customer always (each request says whom it acts
 * for); an older version's entry only with a token of its customer, or any until its first try pins one.
 */
function canSend(entry: OutboxEntry, session: OutboxSession): boolean {
  return entry.actingFor !== undefined || entry.customerId === session.customerId || entry.customerId === ANY_CUSTOMER;
}

/** Queued, for a customer the session may send for, not held by the user, and its backoff over. */
function isDue(entry: OutboxEntry, session: OutboxSession, at: number, networkBack: boolean): boolean {
  if (entry.state !== 'queued' || entry.suspended !== undefined || !canSend(entry, session)) return false;
  const waitsForNetwork = entry.lastError?.code === 'NETWORK_ERROR' || entry.lastError?.code === 'TIMEOUT';
  return entry.nextAttemptAt <= at || (networkBack && waitsForNetwork);
}

/**
 * Whether an entry waits for an earlier unsent entry of another record its kind names (`waitsFor`: an order draft
 * behind its customer's cart changes).
 */
function isHeldBack(entry: OutboxEntry, unsent: readonly OutboxEntry[]): boolean {
  const kind = kindOf(entry.kind);
  if (!kind?.waitsFor) return false;
  return unsent.some(
    (earlier) =>
      earlier.key !== entry.key && queueOrder(earlier, entry) < 0 && kind.waitsFor?.(entry, earlier) === true,
  );
}

/**
 * The first unsent entry of each record, in queue order, and every unsent entry. Later entries of a record wait
 * behind it, whether it is queued (paused too), sending or refused (attention); entries of other records do not, unless their
 * kind says so (`isHeldBack`).
 */
async function recordHeads(userId: string): Promise<{ heads: OutboxEntry[]; unsent: OutboxEntry[] }> {
  const entries = await localDb()
    .outbox.where('[userId+state]')
    .anyOf([
      [userId, 'queued'],
      [userId, 'sending'],
      [userId, 'attention'],
    ])
    .toArray();
  entries.sort(queueOrder);
  const seen = new Set<string>();
  const heads: OutboxEntry[] = [];
  for (const entry of entries) {
    if (seen.has(entry.recordId)) continue;
    seen.add(entry.recordId);
    heads.push(entry);
  }
  return { heads, unsent: entries };
}

/** Marks the entry sending, if it still is queued and due (another runner or a discard may have come first). */
async function claim(
  key: string,
  session: OutboxSession,
  at: number,
  networkBack: boolean,
): Promise<OutboxEntry | null> {
  const db = localDb();
  return db.transaction('rw', db.outbox, async () => {
    const entry = await db.outbox.get(key);
    // Checked again inside the transaction: another runner may have taken or settled it meanwhile.
    if (entry?.userId !== session.userId || !isDue(entry, session, at, networkBack)) return null;
    // From here the entry is frozen: its key may reach the server with this body, for this customer (the server's
    // idempotency record covers it). An older version's entry gets the customer it is sent for now — the
    // session's, as its token would have said — and names it from then on.
    const claimed: OutboxEntry = {
      ...entry,
      state: 'sending',
      firstSentAt: entry.firstSentAt ?? at,
      customerId: entry.customerId === ANY_CUSTOMER ? session.customerId : entry.customerId,
    };
    const actingFor = entry.actingFor ?? sessionCustomer(session);
    if (actingFor) claimed.actingFor = actingFor;
    await db.outbox.put(claimed);
    return claimed;
  });
}

/** Files first, one at a time, then the kind's call with their upload ids. */
async function sendEntry(client: ApiClient, entry: OutboxEntry, now: () => number): Promise<SendOutcome> {
  const kind = kindOf(entry.kind);
  if (!kind) {
    return {
      type: 'attention',
      error: { message: `This version cannot send '${entry.kind}' items`, code: 'UNKNOWN_KIND', at: now() },
    };
  }
  const db = localDb();
  const slotOrder = (a: { slot: string }, b: { slot: string }) => a.slot.localeCompare(b.slot, 'en', { numeric: true });
  const files = (await db.outboxFiles.where('entryKey').equals(entry.key).toArray()).sort(slotOrder);
  // Pause aborts the chunk in flight (this context or, by broadcast, another); the flag is read again before each
  // chunk and before the call, so a pause is never missed. The call itself, once started, is not interrupted.
  const hold = suspendSignal(entry.key);
  try {
    for (const file of files) {
      const stopped = await uploadFile(client, entry.key, file, now, {
        signal: hold.signal,
        isHeld: () => isSuspended(entry.key),
      });
      if (stopped) return stopped;
    }
    if (hold.signal.aborted || (await isSuspended(entry.key))) throw new EntrySuspended();
  } finally {
    hold.dispose();
  }
  const uploaded = (await db.outboxFiles.where('entryKey').equals(entry.key).toArray()).sort(slotOrder);
  const uploads: { slot: string; uploadId: string }[] = [];
  for (const file of uploaded) {
    if (file.uploadId === null) {
      return {
        type: 'retry',
        error: { message: 'A file was not uploaded', code: 'CLIENT_ERROR', at: now() },
        retryAfterMs: null,
      };
    }
    uploads.push({ slot: file.slot, uploadId: file.uploadId });
  }
  return kind.send({
    key: entry.key,
    recordId: entry.recordId,
    op: entry.op,
    input: entry.input,
    uploads,
    previousResult: () => previousResult(entry),
    client,
    now,
    graphql: (document, variables, field) =>
      sendGraphQL(client, entry.key, document, variables, field, now, actingHeaders(entry)),
  });
}

/** The header naming the customer the entry is sent for (set on every claimed entry). */
function actingHeaders(entry: OutboxEntry): Record<string, string> {
  return entry.actingFor ? { [ACTING_CUSTOMER_HEADER]: actingCustomerValue(entry.actingFor) } : {};
}

/**
 * The server's answer to the latest entry of the same record that was sent before this one (e.g. the create an
 * update was queued behind), or undefined.
 */
async function previousResult(entry: OutboxEntry): Promise<unknown> {
  const sent = await localDb()
    .outbox.where('[userId+recordId]')
    .equals([entry.userId, entry.recordId])
    .filter((e) => e.state === 'sent' && e.key !== entry.key && queueOrder(e, entry) < 0)
    .toArray();
  // Entries of one record are sent in queue order: the last sent before this one answered last.
  sent.sort(queueOrder);
  return sent.at(-1)?.result;
}

/** Writes the outcome; returns the entry's next attempt time. Done frees its blobs in the same transaction. */
async function settle(
  entry: OutboxEntry,
  outcome: Exclude<SendOutcome, { type: 'unauthorized' }>,
  at: number,
  random?: () => number,
): Promise<number> {
  const db = localDb();
  return db.transaction('rw', db.outbox, db.outboxFiles, async () => {
    // Gone (wiped) or no longer ours to settle: leave it as it is.
    const current = await db.outbox.get(entry.key);
    if (current?.state !== 'sending') return entry.nextAttemptAt;
    if (outcome.type === 'done') {
      // A pause that came during the call (which is not interrupted) no longer holds anything.
      await db.outbox.update(entry.key, (sent) => {
        Object.assign(sent, { state: 'sent', result: outcome.result, sentAt: at, lastError: null });
        delete sent.suspended;
      });
      await db.outboxFiles.where('entryKey').equals(entry.key).modify({ blob: null });
      return entry.nextAttemptAt;
    }
    const lastError: OutboxError = outcome.error;
    if (outcome.type === 'attention') {
      // The refusal's payload may carry what the user needs to decide (a conflict's server version).
      await db.outbox.update(entry.key, {
        state: 'attention',
        lastError,
        attempts: current.attempts + 1,
        result: outcome.result ?? null,
      });
      return entry.nextAttemptAt;
    }
    const nextAttemptAt = at + retryDelay(current.attempts, outcome.retryAfterMs, random);
    await db.outbox.update(entry.key, {
      state: 'queued',
      lastError,
      attempts: current.attempts + 1,
      nextAttemptAt,
    });
    return nextAttemptAt;
  });
}
