/// <reference lib="webworker" />
// Minimal service worker of Step 1: precache the built app and serve index.html for in-app navigations, so a
// reload of /de/… works offline. Runtime caching, the outbox replay and push arrive in a later step.
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';

declare let self: ServiceWorkerGlobalScope;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// /api/… is never the SPA (REST downloads, reports and errors must reach the server), and neither is the
// per-host manifest.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('index.html'), {
    denylist: [/^\/api(\/|$)/, /^\/manifest\.webmanifest$/],
  }),
);

// Prompt-for-update: take over only when the page asks, after the user accepted the 'new version' notice.
self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const data: unknown = event.data;
  if (typeof data === 'object' && data !== null && 'type' in data && data.type === 'SKIP_WAITING') {
    void self.skipWaiting();
  }
});

self.addEventListener('activate', (event: ExtendableEvent) => {
  event.waitUntil(self.clients.claim());
});
