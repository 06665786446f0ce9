import { useQuery } from '@tanstack/react-query';
import { createRootRouteWithContext, Outlet, useRouterState } from '@tanstack/react-router';
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { documentTitle } from '../../shared/access/shell';
import { useCurrentPage } from '../features/navigation/use-portal-shell';
import { configQuery } from '../lib/config';
import type { RouterContext } from '../lib/router-context';
import { getSessionStatus, subscribeSessionStatus } from '../lib/session-status';
import { useOnceTrue } from '../on-first-use';
import { DocumentHead } from '../ui/document-head';
import { SafeRouteError } from '../ui/error-page-fallback';
import { NotFound } from '../ui/not-found';
import { RouteLoadingBar } from '../ui/shell/route-loading-bar';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Root,
  notFoundComponent: NotFound,
  errorComponent: SafeRouteError,
});

// The connection-failure dialog, the offline status bar and the reload pop-up load when there is first something
// to show (always precached, so an offline start or a failed chunk can still show them).
const SessionStatus = lazy(() => import('../ui/session-status').then((m) => ({ default: m.SessionStatus })));
function SessionStatusOnDemand() {
  const status = useSyncExternalStore(subscribeSessionStatus, getSessionStatus, getSessionStatus);
  const needed = useOnceTrue(!status.online || status.problem !== null || status.reload !== null);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <SessionStatus />
    </Suspense>
  );
}

/** Title, description, keywords and favicon of the host (spec 01 §3), the page's title first. */
function Head() {
  const { data: config } = useQuery(configQuery());
  const page = useCurrentPage();
  return (
    <DocumentHead
      title={documentTitle(page.title, config?.webTitle)}
      description={config?.webDescription}
      keywords={config?.webKeywords}
      iconHref={config?.webLogo ?? undefined}
    />
  );
}

function Root() {
  const isLoading = useRouterState({ select: (state) => state.status === 'pending' });
  return (
    <>
      <RouteLoadingBar isLoading={isLoading} />
      <Head />
      <Outlet />
      {/* The connection-failure dialog, the offline status bar and the reload pop-up (lib/session-status). */}
      <SessionStatusOnDemand />
    </>
  );
}
