import { QueryClient } from '@tanstack/react-query';
import { createRouter } from '@tanstack/react-router';
import { allowsPrefetch, PAGE_FETCH_MIN_DELAY_MS } from '../shared/access/shell';
import { queryKeys } from './lib/query-keys';
import { serverStatusQuery } from './lib/server-status';
import { onBeforeSignOut, onMaintenance, onSessionEnd } from './lib/session';
import { routeTree } from './route-tree.gen';
import { SafeRouteError } from './ui/error-page-fallback';
import { NotFound } from './ui/not-found';
import { PageLoader } from './ui/page-loader';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // offlineFirst: a query runs once even while the browser says offline (navigator.onLine is often wrong,
      // and the query functions fall back to the device's data themselves); the default 'online' mode would
      // pause it, and a route loader waiting on it would never finish.
      queries: { staleTime: 60_000, retry: 1, networkMode: 'offlineFirst' },
      // A mutation fails at once without a network: the forms say so, and offline work goes to the outbox.
      mutations: { networkMode: 'always' },
    },
  });
}

/** navigator.connection where the browser has it (Chromium): its speed and the data saver. */
function connection(): { effectiveType?: string; saveData?: boolean } | undefined {
  return (navigator as Navigator & { connection?: { effectiveType?: string; saveData?: boolean } }).connection;
}

export function createAppRouter(queryClient: QueryClient) {
  const router = createRouter({
    routeTree,
    context: { queryClient },
    // The route loaders fill TanStack Query's cache, which decides freshness; the router must not cache on top.
    defaultPreloadStaleTime: 0,
    // Links preload on intent, except on 2g or with the data saver on.
    defaultPreload: allowsPrefetch(connection()) ? 'intent' : false,
    // A page's loader, once shown, stays 200 ms so it does not flash (spec 01 §9).
    defaultPendingMinMs: PAGE_FETCH_MIN_DELAY_MS,
    // Scroll to the top on navigation, restored on back (spec 01 §2).
    scrollRestoration: true,
    defaultNotFoundComponent: NotFound,
    defaultErrorComponent: SafeRouteError,
    defaultPendingComponent: PageLoader,
  });

  // Signed out here, in another tab, or by a refused refresh: forget the user's data (the host config and the
  // server status stay) and re-run the guards, which send a signed-in page to the login page.
  const hostWide: readonly unknown[] = [queryKeys.config.root[0], queryKeys.server.root[0]];
  onSessionEnd(() => {
    void router.invalidate().then(() => {
      queryClient.removeQueries({ predicate: (query) => !hostWide.includes(query.queryKey[0]) });
    });
  });

  // A shared tablet stops receiving the notifications of the user who signs out.
  onBeforeSignOut(() =>
    import('./domain/push/push-subscription').then(({ forgetPushSubscription }) => forgetPushSubscription()),
  );

  // The server answered 'maintenance' to a request: the maintenance guard knows at once, with the message.
  onMaintenance((message) => {
    queryClient.setQueryData(serverStatusQuery().queryKey, { status: 'maintenance', message: message ?? null });
  });

  return router;
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
