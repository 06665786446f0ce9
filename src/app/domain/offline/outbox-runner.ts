import { fetchTransport, replayOutbox, type OutboxTransport, type ReplaySummary } from '../../../browser/outbox';
import { OUTBOX_SYNC_TAG } from '../../../browser/worker-protocol';
import { env } from '../../env';
import { readSession, renewAccessToken, syncStoredSession } from '../../lib/session';
import { outboxOwner } from './outbox-owner';
import { onBackOnline } from '../../lib/connectivity';
import { blockReloadWhile } from '../../lib/session-status';

/**
 * The page's side of the outbox replay (ARCHITECTURE.md "Offline"): on app start, when the browser comes back `online`,
 * when the tab becomes visible, after something was queued, and when the earliest backoff is due. Background
 * Sync is registered too where the browser has it (Chromium), so the service worker sends while no tab is open;
 * Safari and Firefox have none, and this page path is enough there. One runner at a time per origin (the engine
 * holds a Web Lock shared with the worker).
 */

// Who queued work belongs to (a module of its own, so the cart button can ask without loading the engine).
export { outboxOwner };

/** The page's way to the API as the signed-in user (the outbox and the offline catalog download). */
export const pageTransport: OutboxTransport = fetchTransport({
  apiBase: env.apiBase,
  session: () => {
    const session = readSession();
    const owner = outboxOwner();
    return Promise.resolve(
      session && owner
        ? { userId: owner.userId, customerId: owner.customerId, accessToken: session.accessToken }
        : null,
    );
  },
  refresh: () => {
    const session = readSession();
    return session ? renewAccessToken(session.accessToken) : Promise.resolve(false);
  },
});

type SummaryListener = (summary: ReplaySummary) => void;
const listeners = new Set<SummaryListener>();

/** Calls `listener` after every replay run of this page (the notices and the sign-in prompt). */
export function onReplaySummary(listener: SummaryListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

let timer: ReturnType<typeof setTimeout> | undefined;
/** How soon a page asks again when another runner was busy. */
const BUSY_RETRY_MS = 3000;
let sending = false;

/** Whether this page is sending right now (the update notice does not reload meanwhile). */
export function isOutboxSending(): boolean {
  return sending;
}

/** Runs a replay now (after an enqueue, a "Retry now", or one of the triggers). Never throws. */
export async function replayNow(options: { networkBack?: boolean } = {}): Promise<ReplaySummary | null> {
  if (!outboxOwner()) return null;
  clearTimeout(timer);
  sending = true;
  let summary: ReplaySummary | null = null;
  try {
    summary = await replayOutbox({ transport: pageTransport, networkBack: options.networkBack === true });
  } catch (error) {
    console.error('The outbox replay failed', error);
  } finally {
    sending = false;
  }
  if (!summary) return null;
  for (const listener of listeners) listener(summary);
  // Another tab or the service worker holds the runner: what this page just queued would wait for the next trigger
  // (a visit saved while the worker sends the previous one), so this page asks again shortly.
  if (summary.busy) {
    timer = setTimeout(() => void replayNow(), BUSY_RETRY_MS);
    return summary;
  }
  // Paused entries wait for the user's Resume, not for the network.
  if (summary.remaining - summary.paused > 0) void registerBackgroundSync();
  // The earliest backoff: try again then, while the page stays open (a run that found the network down waits
  // for `online` or the next visit instead).
  if (summary.nextAttemptAt !== null && !summary.offline && !summary.signInRequired) {
    timer = setTimeout(() => void replayNow(), Math.max(1000, summary.nextAttemptAt - Date.now()));
  }
  return summary;
}

interface SyncManager {
  register(tag: string): Promise<void>;
}

/** Asks the browser to wake the service worker when the network is back (Chromium only; quietly absent elsewhere). */
async function registerBackgroundSync(): Promise<void> {
  // A run may end after its page is gone (a test environment torn down, a tab closed).
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  try {
    const registration = (await navigator.serviceWorker.ready) as ServiceWorkerRegistration & {
      sync?: SyncManager;
    };
    await registration.sync?.register(OUTBOX_SYNC_TAG);
  } catch {
    // Refused (no permission) or unsupported: the page's own triggers still send.
  }
}

let started = false;

/** Starts the page's triggers once per page. */
export function startOutboxRunner(): void {
  if (started) return;
  started = true;
  // A reload (a new version, another tab's session) waits while an upload is under way.
  blockReloadWhile(isOutboxSending);
  onBackOnline(() => void replayNow({ networkBack: true }));
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void replayNow();
  });
  // The worker's copy of the session first: a write the previous page did not finish (a switch, a sign-out).
  void syncStoredSession()
    .catch((error: unknown) => {
      console.warn('The session could not be kept in the local database', error);
    })
    .then(() => replayNow());
}
