import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister';
import { hashKey, type QueryClient, type QueryFunctionContext, type QueryKey } from '@tanstack/react-query';
import {
  type PersistedClient,
  persistQueryClientRestore,
  persistQueryClientSubscribe,
} from '@tanstack/react-query-persist-client';
import { identityOf } from '../../browser/token-claims';
import { NetworkError } from './api';
import { onBackOnline } from './connectivity';
import { readSession } from './session';

/**
 * Offline-first reads (ARCHITECTURE.md "Offline"). Two stores, one rule each:
 * - the signed-in user's small queries (the user, the home page, banners, announcements) are persisted to
 *   localStorage by TanStack Query's sync-storage persister, stamped with the identity (user + customer) they
 *   belong to: another identity at start does not restore them, so one user's data never shows for another;
 * - host-wide and large collections (the host config, the customer list, later the catalog) live in the local
 *   database (src/browser/local-db.ts), read by the query functions when the network does not answer.
 */

/**
 * The query roots persisted for an offline start: small, per user, needed to draw the shell and the home page,
 * the visit forms' lists, customers and reference lists (a rep fills visits in stores without signal), and the
 * claims' lists, capabilities, statuses, problems and dealer data (a mechanic files claims at the workshop stand),
 * and the PDIs' lists, checklist template and looked-up frames (a mechanic records PDIs there too).
 */
const PERSISTED_ROOTS: readonly unknown[] = [
  'session',
  'home',
  'profile',
  'banners',
  'announcements',
  'visit-forms',
  'claims',
  'pdi',
];
const STORAGE_KEY = 'portal.queries';
/** A persisted cache older than this is not restored: a week offline is longer than any visit round. */
const MAX_AGE_MS = 7 * 24 * 60 * 60_000;

/** Who the persisted queries belong to: the user and the active customer of the stored session. */
function currentIdentity(): string | null {
  const identity = identityOf(readSession()?.accessToken);
  return identity ? `${identity.userId}:${identity.r3 ?? identity.isr ?? '-'}` : null;
}

/**
 * Restores the persisted queries when they belong to the session's user and customer, and keeps them persisted
 * from then on, each write stamped with the identity of that moment (a sign-in or a customer switch in this page
 * changes it). Resolves once restored, so the first route's loaders see the cache.
 */
export async function persistUserQueries(queryClient: QueryClient): Promise<void> {
  let storage: Storage;
  try {
    storage = window.localStorage;
  } catch {
    return;
  }
  // The team's chosen persister (README); marked deprecated upstream in favour of the async one, same behaviour.
  // eslint-disable-next-line @typescript-eslint/no-deprecated
  const persister = createSyncStoragePersister({
    storage,
    key: STORAGE_KEY,
    throttleTime: 100,
    serialize: (client) => JSON.stringify({ identity: currentIdentity(), client }),
    deserialize: (text) => {
      const stored = JSON.parse(text) as { identity?: unknown; client?: PersistedClient };
      if (stored.client && stored.identity !== null && stored.identity === currentIdentity()) return stored.client;
      // Another user's or customer's cache: an expired, empty one, which the restore discards.
      return { timestamp: 0, buster: '', clientState: { queries: [], mutations: [] } };
    },
  });
  const options = {
    queryClient,
    persister,
    maxAge: MAX_AGE_MS,
    dehydrateOptions: {
      shouldDehydrateQuery: (query: { queryKey: QueryKey; state: { status: string } }) =>
        query.state.status === 'success' && PERSISTED_ROOTS.includes(query.queryKey[0]),
    },
  };
  await persistQueryClientRestore(options).catch(() => undefined);
  // Restored answers are a fallback, not fresh news: online, the start asks the server again (the session rules
  // depend on the user request), and only a request without an answer falls back to them (`offlineFirst`).
  await queryClient.invalidateQueries({ refetchType: 'none' });
  persistQueryClientSubscribe(options);
}

/**
 * Wraps a query function so that, when the network does not answer, the query keeps what it holds (restored
 * from the device or fetched earlier in this visit) instead of failing; `fallback` may read the local database
 * when the cache is empty. Any other failure (401, 403, a refused request) is still an error.
 */
export function offlineFirst<T, K extends QueryKey = QueryKey>(
  fetcher: (context: QueryFunctionContext<K>) => Promise<T>,
  fallback?: () => Promise<T | undefined>,
): (context: QueryFunctionContext<K>) => Promise<T> {
  return async (context) => {
    try {
      return await fetcher(context);
    } catch (error) {
      if (!(error instanceof NetworkError)) throw error;
      const cached = context.client.getQueryData<T>(context.queryKey) ?? (await fallback?.());
      if (cached === undefined) throw error;
      servedFromDevice.add(hashKey(context.queryKey));
      return cached;
    }
  };
}

/** Queries answered from the device while the network was away: asked again when it comes back. */
const servedFromDevice = new Set<string>();

/**
 * Back online, the page recovers without a reload: the answers served from the device (and failed queries) are
 * asked again — so 'as of' notices go with fresh data — and images that failed offline load again. Returns the
 * unsubscribe.
 */
export function recoverOnReconnect(queryClient: QueryClient): () => void {
  const handleOnline = () => {
    const served = new Set(servedFromDevice);
    servedFromDevice.clear();
    void queryClient.invalidateQueries({
      predicate: (query) => served.has(query.queryHash) || query.state.status === 'error',
    });
    for (const image of document.images) {
      // A broken image (decoded to nothing) is asked for again by setting its address anew.
      if (image.complete && image.naturalWidth === 0 && image.currentSrc !== '') {
        const source = image.src;
        image.src = '';
        image.src = source;
      }
    }
  };
  return onBackOnline(handleOnline);
}
