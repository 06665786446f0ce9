// Mantine's style sheets per component, in layers (app styles always win, whatever order chunks load in): the
// base and what the sign-in page and the frame of every page draw, first; each page's chunk brings the rest.
import './mantine-styles.css';

import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { useNotifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { captureInstallPrompt } from './features/install/install-prompt';
import { applyManifestMapping } from './features/install/manifest-mapping';
import { configQuery } from './lib/config';
import { startGuardRequests } from './lib/guard-requests';
import { i18n } from './lib/i18n';
import { activateLocale, localeOfPath } from './lib/locale';
import { persistUserQueries, recoverOnReconnect } from './lib/offline-cache';
import { registerServiceWorker } from './lib/service-worker';
import { disableZodEval } from './lib/zod-jitless';
import { useOnceTrue } from './on-first-use';
import { createAppRouter, createQueryClient } from './router';
import { colorSchemeProps } from './ui/color-scheme';
import { cssVariablesResolver, theme } from './ui/theme';

disableZodEval();

// The notification stack loads with the first notice (lib/notify.ts): none is shown on a normal start.
const Notifications = lazy(() => import('./notifications-host'));
function NotificationsOnFirstUse() {
  const used = useOnceTrue(useNotifications().notifications.length > 0);
  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <Notifications />
    </Suspense>
  );
}

/**
 * index.html's splash lies over the page until the router has resolved the first page (its chunks and loaders) and
 * React has drawn it; a fixed layer, so its removal moves nothing.
 */
function removeSplashOnFirstPage(router: ReturnType<typeof createAppRouter>): void {
  const remove = () => {
    requestAnimationFrame(() => document.getElementById('boot')?.remove());
  };
  const unsubscribe = router.subscribe('onResolved', () => {
    unsubscribe();
    remove();
  });
}

/**
 * Starts downloading the first page's route chunks (its layouts' and its own: component and loader) at once. The
 * router loads them only after every guard has run, and the portal's guard waits for the user: without this the
 * chunks' round trip came after the user's.
 */
function loadFirstPageChunks(router: ReturnType<typeof createAppRouter>): void {
  const [matchedRoutes] = router.getMatchedRoutes(window.location.pathname);
  for (const route of matchedRoutes) void router.loadRouteChunk(route)?.catch(() => undefined);
}

async function start(): Promise<void> {
  // The browser offers the install prompt once, early: keep it for the 'Install app' action.
  captureInstallPrompt();
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient);
  loadFirstPageChunks(router);
  // The user's last answers first: an offline start draws the shell and the home page from them.
  await persistUserQueries(queryClient);
  startGuardRequests(queryClient);
  // <I18nProvider> renders nothing until a locale is active (TOOLCHAIN.md, Traps).
  await activateLocale(localeOfPath(window.location.pathname), window.location.pathname);
  recoverOnReconnect(queryClient);
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');

  createRoot(container).render(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} {...colorSchemeProps}>
          <NotificationsOnFirstUse />
          <QueryClientProvider client={queryClient}>
            <RouterProvider router={router} />
          </QueryClientProvider>
        </MantineProvider>
      </I18nProvider>
    </StrictMode>,
  );
  removeSplashOnFirstPage(router);
  registerServiceWorker();
  // WEB_MANIFEST: this host's manifest and icons from the mapping file (failures ignored).
  void queryClient.query({ ...configQuery(), staleTime: 'static' }).then(applyManifestMapping, () => undefined);
  // The outbox engine and the local database start after sign-in, in idle time (_portal/-background-work.ts).
}

void start();
