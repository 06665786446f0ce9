import { useQuery } from '@tanstack/react-query';
import { createRootRouteWithContext, Outlet, useRouterState } from '@tanstack/react-router';
import { Component, lazy, Suspense, useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { documentTitle } from '../../shared/access/shell';
import { useCurrentPage } from '../features/navigation/use-current-page';
import { configQuery } from '../lib/config';
import type { RouterContext } from '../lib/router-context';
import { getSessionStatus, subscribeSessionStatus } from '../lib/session-status';
import { useOnceTrue, whenIdle } from '../on-first-use';
import { DocumentHead } from '../ui/document-head';
import { SafeRouteError } from '../ui/error-page-fallback';
import { NotFound } from '../ui/not-found';
import { OfflineBar } from '../ui/offline-bar';
import { RouteLoadingBar } from '../ui/shell/route-loading-bar';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Root,
  notFoundComponent: NotFound,
  errorComponent: SafeRouteError,
});

// The offline bar comes with the entry: when it is first needed nothing may load any more (no network, and on a
// first visit no service worker yet). The connection-failure dialog and the reload pop-up load when first needed,
// and in idle time before that; if their chunk cannot load, the page goes on without them rather than failing.
const loadSessionDialogs = () => import('../ui/session-status');
const SessionDialogs = lazy(() => loadSessionDialogs().then((m) => ({ default: m.SessionDialogs })));

class WithoutOnFailure extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

function SessionStatusLayer() {
  const status = useSyncExternalStore(subscribeSessionStatus, getSessionStatus, getSessionStatus);
  const dialogsNeeded = useOnceTrue(status.problem !== null || status.reload !== null);
  useEffect(
    () =>
      whenIdle(() => {
        loadSessionDialogs().catch(() => undefined);
      }),
    [],
  );
  return (
    <>
      {!status.online && <OfflineBar dataAsOf={status.dataAsOf} />}
      {dialogsNeeded && (
        <WithoutOnFailure>
          <Suspense fallback={null}>
            <SessionDialogs />
          </Suspense>
        </WithoutOnFailure>
      )}
    </>
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
      {/* The offline status bar, the connection-failure dialog and the reload pop-up (lib/session-status). */}
      <SessionStatusLayer />
    </>
  );
}
