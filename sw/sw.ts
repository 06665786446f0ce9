/// <reference lib="webworker" />
// The service worker (ARCHITECTURE.md "Offline"): the app shell offline, runtime caches with expiration, the outbox's
// background replay where the browser has Background Sync, and web-push notifications.
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { IMAGE_PATHS, NETWORK_FIRST_PATHS, PRIVATE_IMAGE_PATHS } from '../src/browser/cache-routes';
import { keptCatalogImage } from '../src/browser/catalog/catalog-images';
import { replayOutbox } from '../src/browser/outbox';
import { storedSessionTransport } from '../src/browser/stored-session-transport';
import {
  OUTBOX_SYNC_TAG,
  notificationTarget,
  parsePushPayload,
  readWorkerNoticeTexts,
  type WorkerMessage,
} from '../src/browser/worker-protocol';

declare let self: ServiceWorkerGlobalScope;

const PREVIOUS_ASSETS = 'portal-assets-previous';

// Workbox's plugin classes declare optional callbacks as `… | undefined`, which our exactOptionalPropertyTypes
// refuses for its WorkboxPlugin type: the plugins are what Workbox documents, only the typing differs.
type Plugin = NonNullable<NonNullable<ConstructorParameters<typeof CacheFirst>[0]>['plugins']>[number];
const plugins = (...list: object[]) => list as Plugin[];

// ---------- the app shell ----------

// Every file of the build (each route chunk, the CSS, fonts, the flags, the compression library) is precached at
// install, so any page opens offline after one visit. Hashed names: a new build precaches only what changed.
precacheAndRoute(self.__WB_MANIFEST);
// Caches of older Workbox precache formats, never ours of the previous version (see below).
cleanupOutdatedCaches();

// Old chunks stay available to open tabs until they reload: at install, before the new precache replaces the
// old files, the current build's assets are copied aside. A tab still running the previous version then finds
// its lazy chunks there; a tab two versions behind falls back to the chunk-reload rule (one reload per minute).
self.addEventListener('install', (event: ExtendableEvent) => {
  event.waitUntil(keepCurrentAssets());
});

async function keepCurrentAssets(): Promise<void> {
  const names = await caches.keys();
  const precache = names.find((name) => name.startsWith('workbox-precache'));
  if (!precache) return;
  const [from] = await Promise.all([caches.open(precache), caches.delete(PREVIOUS_ASSETS)]);
  const to = await caches.open(PREVIOUS_ASSETS);
  for (const request of await from.keys()) {
    if (!new URL(request.url).pathname.startsWith('/assets/')) continue;
    const response = await from.match(request);
    if (response) await to.put(new URL(request.url).pathname, response);
  }
}

// The frame scanner's barcode reader (zxing_reader-<hash>.wasm, 1.09 MB, 459 KB gzip): kept out of the precache
// (its whole budget is 600 KB gzip), cached at its first use or by "Ready for offline", in a cache of its own so
// the page assets' expiration never drops it. Hashed name: a cached copy never goes stale.
registerRoute(
  ({ url, request }) =>
    url.origin === self.location.origin &&
    request.method === 'GET' &&
    url.pathname.startsWith('/assets/') &&
    url.pathname.endsWith('.wasm'),
  new CacheFirst({
    cacheName: 'portal-scanner',
    plugins: plugins(
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 2, purgeOnQuotaError: true }),
    ),
  }),
);

// An asset the current precache does not list (a page outside the offline set, docs/decisions.md "Precache"): the
// previous version's copy, else the copy cached at its first use, else the network (then cached: the names carry
// their content's hash, so a cached copy never goes stale).
const runtimeAssets = new CacheFirst({
  cacheName: 'portal-assets',
  plugins: plugins(
    new CacheableResponsePlugin({ statuses: [200] }),
    new ExpirationPlugin({ maxEntries: 300, purgeOnQuotaError: true }),
  ),
});
registerRoute(
  ({ url, request }) =>
    url.origin === self.location.origin && request.method === 'GET' && url.pathname.startsWith('/assets/'),
  async (options) => {
    const kept = await caches.open(PREVIOUS_ASSETS).then((cache) => cache.match(options.url.pathname));
    return kept ?? runtimeAssets.handle(options);
  },
);

// In-app navigations get the SPA's index.html, online or not, so a reload of /de-de/… works offline. /api/… is
// never the SPA (REST downloads, reports and errors must reach the server), nor the per-host manifest.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('index.html'), {
    denylist: [/^\/api(\/|$)/, /^\/manifest\.webmanifest$/, /^\/manifests\//],
  }),
);

// ---------- runtime caches ----------

// Host config, server status and the host's announcements: network first (an admin's change or a maintenance
// shows at once), the last answer when offline, so an offline start has the host's branding and its notices.
// A 500 'maintenance' answer is not cached.
registerRoute(
  ({ url }) => url.origin === self.location.origin && NETWORK_FIRST_PATHS.test(url.pathname),
  new NetworkFirst({
    cacheName: 'portal-config',
    networkTimeoutSeconds: 4,
    plugins: plugins(
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 30, maxAgeSeconds: 30 * 24 * 60 * 60 }),
    ),
  }),
);

// Banner and product images: cache first (their names change with their content), bounded and expiring, so a
// rep's tablet does not fill up with a season's catalog. The pictures of the catalog copy the user prepared for
// offline come first from the copy's own cache (catalog/catalog-images.ts), which no expiration touches.
const images = new CacheFirst({
  cacheName: 'portal-images',
  plugins: plugins(
    new CacheableResponsePlugin({ statuses: [200] }),
    new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true }),
  ),
});
registerRoute(
  ({ url, request }) =>
    url.origin === self.location.origin &&
    // Visit photos are private to the users who may see the visit: never in a cache another user could read.
    !PRIVATE_IMAGE_PATHS.test(url.pathname) &&
    (request.destination === 'image' || IMAGE_PATHS.test(url.pathname)),
  async (options) => (await keptCatalogImage(options.request).catch(() => undefined)) ?? images.handle(options),
);

// The per-host manifests and the mapping file: fresh when online, the last copy offline.
registerRoute(
  ({ url }) => url.pathname === '/manifest.webmanifest' || url.pathname.startsWith('/manifests/'),
  new StaleWhileRevalidate({
    cacheName: 'portal-manifests',
    plugins: plugins(new CacheableResponsePlugin({ statuses: [200] })),
  }),
);

// Deliberately not routed, so they always reach the network:
// - POST /api/graphql and every other non-GET request (Workbox routes GET only): the app's local database serves
//   offline reads, and a cached answer to a mutation would be a lie;
// - GET /api/health, the connectivity check (src/browser/network.ts): it must read a real server answer;
// - GET /api/user and the other authenticated REST reads: they are the user's, kept by the page's query cache.

// ---------- updates ----------

// Prompt-for-update: the new version takes over only when the page asks, after the user accepted the notice.
self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const message = event.data as WorkerMessage | undefined;
  if (message?.type === 'SKIP_WAITING') void self.skipWaiting();
  if (message?.type === 'REPLAY_OUTBOX') event.waitUntil(replayInBackground());
});

self.addEventListener('activate', (event: ExtendableEvent) => {
  event.waitUntil(self.clients.claim());
});

// ---------- the outbox in the background ----------

interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}

// Background Sync (Chromium): the browser wakes the worker when the network is back, even with no tab open.
// Safari and Firefox have none; the page replays on start, `online` and `visibilitychange` there.
self.addEventListener('sync', ((event: SyncEvent) => {
  if (event.tag === OUTBOX_SYNC_TAG) event.waitUntil(replayInBackground());
}) as EventListener);

async function replayInBackground(): Promise<void> {
  const summary = await replayOutbox({ transport: storedSessionTransport(), networkBack: true });
  // A tab open: it tells the user itself (it watches the outbox). None: a system notification, when permitted.
  const tabs = await self.clients.matchAll({ type: 'window' });
  if (tabs.length > 0 || Notification.permission !== 'granted') return;
  const texts = await readWorkerNoticeTexts();
  if (!texts) return;
  const body =
    summary.attention > 0 ? texts.attention : summary.sent > 0 && summary.remaining === 0 ? texts.allSent : null;
  if (body !== null) {
    await self.registration.showNotification(texts.appName, {
      body,
      tag: 'outbox',
      data: { url: texts.outboxPath },
      icon: '/icons/icon-192.png',
    });
  }
  // A failed sync is retried by the browser only when the promise rejects: a network failure should be retried.
  if (summary.offline) throw new Error('Offline: the browser retries the sync later');
}

// ---------- web push ----------

self.addEventListener('push', (event: PushEvent) => {
  const payload = parsePushPayload(event.data?.text());
  event.waitUntil(
    self.registration.showNotification(payload.title, {
      body: payload.body,
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      data: { url: payload.url },
      ...(payload.tag ? { tag: payload.tag } : {}),
    }),
  );
});

// A click opens the notification's page: an open tab of the app is focused and navigated, else a new window.
self.addEventListener('notificationclick', (event: NotificationEvent) => {
  event.notification.close();
  // Only our own pages: a payload cannot send the user elsewhere.
  const url = notificationTarget(event.notification.data, self.location.origin);
  event.waitUntil(openOrFocus(url));
});

async function openOrFocus(url: string): Promise<void> {
  const tabs = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const same = tabs.find((tab) => tab.url === url) ?? tabs[0];
  if (same) {
    await same.focus();
    if (same.url !== url) await same.navigate(url).catch(() => undefined);
    return;
  }
  await self.clients.openWindow(url);
}
