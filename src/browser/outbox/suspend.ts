import { localDb } from '../local-db';
import { OutboxStateError } from './enqueue';
import type { OutboxEntry, OutboxSuspension } from './types';

/**
 * Pause, cancel and resume of an entry's upload (spec 02 "Cancellation is supported"; spec 01 upload state
 * "isSuspended"). The flag lives on the entry in IndexedDB, so a reload, another tab and the service worker see it;
 * the runner that is sending the entry right now — in this context or another — is told at once to abort its chunk.
 */

/** Where a pause is announced to the runner of another context (a tab, the service worker). */
const CHANNEL_NAME = 'portal.outbox.suspend';

/** This context's uploads under way, by entry key: Pause aborts the request in flight. */
const running = new Map<string, AbortController>();

function channel(): BroadcastChannel | null {
  return typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL_NAME);
}

/**
 * Holds an entry that is waiting or being sent: its upload stops now (the chunk in flight is aborted), what the
 * server acknowledged is kept, and it is not sent until {@link resume}. 'cancelled' is Cancel upload: the same hold,
 * said differently to the user; the item is never dropped (discarding stays its own, confirmed action).
 */
export async function suspend(key: string, reason: OutboxSuspension = 'paused'): Promise<OutboxEntry> {
  const db = localDb();
  const updated = await db.transaction('rw', db.outbox, async () => {
    const entry = await db.outbox.get(key);
    if (!entry) throw new OutboxStateError('not-found', `No outbox entry ${key}`);
    if (entry.state !== 'queued' && entry.state !== 'sending') {
      throw new OutboxStateError(
        'wrong-state',
        `Only an item waiting or being sent can be paused, this one is ${entry.state}`,
      );
    }
    const held: OutboxEntry = { ...entry, suspended: reason };
    await db.outbox.put(held);
    return held;
  });
  running.get(key)?.abort();
  const announce = channel();
  if (announce) {
    announce.postMessage({ key });
    announce.close();
  }
  return updated;
}

/** Lets a held entry go again: due now, from the server's offset. The caller starts the runner. */
export async function resume(key: string, now: () => number = Date.now): Promise<OutboxEntry> {
  const db = localDb();
  return db.transaction('rw', db.outbox, async () => {
    const entry = await db.outbox.get(key);
    if (!entry) throw new OutboxStateError('not-found', `No outbox entry ${key}`);
    // A resume of an entry that is not held (another tab resumed it, it was sent) changes nothing.
    if (entry.suspended === undefined) return entry;
    const { suspended: _held, ...rest } = entry;
    const resumed: OutboxEntry = {
      ...rest,
      nextAttemptAt: entry.state === 'queued' ? Math.min(entry.nextAttemptAt, now()) : entry.nextAttemptAt,
    };
    await db.outbox.put(resumed);
    return resumed;
  });
}

/** Whether the entry is held by the user now (read from the database: another context may have paused it). */
export async function isSuspended(key: string): Promise<boolean> {
  return (await localDb().outbox.get(key))?.suspended !== undefined;
}

/**
 * The signal the runner sends an entry's uploads with: aborted when the entry is paused here or in another
 * context. `dispose` when the entry is done.
 */
export function suspendSignal(key: string): { signal: AbortSignal; dispose: () => void } {
  const controller = new AbortController();
  running.set(key, controller);
  const listen = channel();
  if (listen) {
    listen.onmessage = (event: MessageEvent<{ key?: unknown }>) => {
      if (event.data.key === key) controller.abort();
    };
  }
  return {
    signal: controller.signal,
    dispose: () => {
      if (running.get(key) === controller) running.delete(key);
      listen?.close();
    },
  };
}
