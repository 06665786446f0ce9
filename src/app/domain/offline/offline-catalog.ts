import {
  CatalogSyncError,
  catalogSyncedAt,
  syncCatalog,
  type CatalogSyncResult,
} from '../../../browser/catalog/catalog-sync';
import type { CatalogWorkerReply, CatalogWorkerRequest } from '../../../browser/catalog/catalog-worker-protocol';
import { forgetLocalCatalog, type LocalCatalogScope } from '../../../browser/catalog/local-catalog';
import { env } from '../../env';
import { isOnline } from '../../lib/connectivity';
import { outboxOwner, pageTransport } from './outbox-runner';
import { syncStoredSession } from '../../lib/session';

// The page's side of the offline catalog (ARCHITECTURE.md "Offline"): who the copy belongs to, the download (in a
// worker where the browser has module workers, else on the page), and the background refresh.

/** A copy older than this is refreshed in the background when the portal starts online. */
export const CATALOG_MAX_AGE_MS = 6 * 60 * 60_000;

/** The user and active customer the device's catalog copy is kept for; null when nobody is signed in. */
export function catalogScope(): LocalCatalogScope | null {
  const owner = outboxOwner();
  return owner ? { userId: owner.userId, customerId: owner.customerId ?? '-' } : null;
}

function inWorker(request: CatalogWorkerRequest, onProgress?: (written: number) => void): Promise<CatalogSyncResult> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('../../../browser/catalog/catalog-sync.worker.ts', import.meta.url), {
      type: 'module',
    });
    worker.addEventListener('message', (event: MessageEvent<CatalogWorkerReply>) => {
      const reply = event.data;
      if (reply.type === 'progress') {
        onProgress?.(reply.written);
        return;
      }
      worker.terminate();
      if (reply.type === 'done') resolve(reply.result);
      else reject(reply.reason ? new CatalogSyncError(reply.reason) : new Error(reply.message));
    });
    worker.addEventListener('error', (event) => {
      worker.terminate();
      reject(new Error(event.message || 'The catalog download stopped'));
    });
    worker.postMessage(request);
  });
}

let running: Promise<CatalogSyncResult> | null = null;

/**
 * Downloads the active customer's catalog to the device (everything when `full`, else what changed since the
 * last copy), then the customer's checkout data. One download at a time: a second call joins the running one.
 * Resolves to the number of articles the device holds.
 */
export async function downloadCatalog(options: { full?: boolean; onProgress?: (written: number) => void } = {}) {
  running ??= (
    typeof Worker === 'function' && env.isProduction
      ? // The worker sends as the session in the local database: it must be this page's (user and customer).
        syncStoredSession().then(() =>
          inWorker({ full: options.full ?? false, apiBase: env.apiBase }, options.onProgress),
        )
      : syncCatalog({
          transport: pageTransport,
          full: options.full ?? false,
          ...(options.onProgress ? { onProgress: options.onProgress } : {}),
        })
  ).finally(() => {
    running = null;
    forgetLocalCatalog();
  });
  const { count } = await running;
  // The checkout's data (ship-to, rates, freight, payment methods) goes with the copy, for offline order drafts.
  const { saveCheckoutDataForOffline } = await import('../order-drafts/order-drafts');
  await saveCheckoutDataForOffline();
  return count;
}

/**
 * Refreshes the device's copy in the background (only what changed) when it is older than
 * {@link CATALOG_MAX_AGE_MS} and the device is online. The first, full download is the user's choice ("Ready for
 * offline"): a whole catalog is megabytes and keeps the server busy for a while, too much to start unasked at
 * every sign-in on every device. Failures are only logged: the pages work online without it, and the next start
 * tries again.
 */
export function refreshCatalogInBackground(now: number = Date.now()): void {
  const scope = catalogScope();
  if (!scope || scope.customerId === '-' || !isOnline()) return;
  void catalogSyncedAt(scope.userId, scope.customerId)
    .then((synced) => (synced && now - synced.savedAt >= CATALOG_MAX_AGE_MS ? downloadCatalog() : undefined))
    .catch((error: unknown) => {
      console.warn('The offline catalog could not be refreshed', error);
    });
}
