import { QueryClient } from '@tanstack/react-query';
import { createRouter } from '@tanstack/react-router';
import { queryKeys } from './lib/query-keys';
import { onSessionEnd } from './lib/session';
import { routeTree } from './route-tree.gen';
import { NotFound } from './ui/not-found';
import { PageLoader } from './ui/page-loader';
import { RouteError } from './ui/route-error';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 60_000, retry: 1 },
    },
  });
}

export function createAppRouter(queryClient: QueryClient) {
  const router = createRouter({
    routeTree,
    context: { queryClient },
    // The route loaders fill TanStack Query's cache, which decides freshness; the router must not cache on top.
    defaultPreloadStaleTime: 0,
    defaultPreload: 'intent',
    scrollRestoration: true,
    defaultNotFoundComponent: NotFound,
    defaultErrorComponent: RouteError,
    defaultPendingComponent: PageLoader,
  });

  // Signed out here, in another tab, or by a refused refresh: forget the user's data (the host config stays)
  // and re-run the guards, which send a signed-in page to the login page.
  onSessionEnd(() => {
    void router.invalidate().then(() => {
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== queryKeys.config.root[0] });
    });
  });

  return router;
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
