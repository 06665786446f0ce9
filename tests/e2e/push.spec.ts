import { expect, test } from '@playwright/test';
import { dismissBannerPopups } from './support/portal';
import { accessToken, serviceWorkerControls } from './support/pwa';
import { signInForName } from './support/snapshots';

// Web push (ARCHITECTURE.md "Push and install"). No push service is reachable from this machine, so the browser's
// subscribe() is replaced by a fake subscription in the test (TOOLCHAIN.md, step-3 checklist); everything after it is
// real: the app stores it on the server, shows the spec's confirmation, and a push delivered through the DevTools
// protocol to the real service worker becomes a notification.
test.skip(({ viewport }) => (viewport?.width ?? 0) < 1280, 'one viewport is enough for the worker');

const ENDPOINT = `https://push.example.test/send/${String(Date.now())}`;

test('a granted permission subscribes, the server keeps it, and a delivered push shows a notification', async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['notifications']);
  await dismissBannerPopups(page);
  await page.addInitScript((endpoint) => {
    const bytes = (length: number, first?: number) =>
      btoa(String.fromCharCode(...Array.from({ length }, (_, i) => (i === 0 && first !== undefined ? first : i))))
        .replace(/\+/g, '-')
        .replace(/\//g, '_')
        .replace(/=+$/, '');
    const json = { endpoint, expirationTime: null, keys: { p256dh: bytes(65, 4), auth: bytes(16) } };
    const subscription = {
      endpoint,
      expirationTime: null,
      toJSON: () => json,
      unsubscribe: () => Promise.resolve(true),
      getKey: () => null,
    };
    let subscribed = false;
    PushManager.prototype.subscribe = function subscribe() {
      subscribed = true;
      return Promise.resolve(subscription as unknown as PushSubscription);
    };
    PushManager.prototype.getSubscription = function getSubscription() {
      return Promise.resolve(subscribed ? (subscription as unknown as PushSubscription) : null);
    };
  }, ENDPOINT);

  const stored = page.waitForResponse(
    (r) => r.url().endsWith('/api/notification/subscriptions') && r.request().method() === 'POST',
  );
  await signInForName(page, 'dealer');
  expect(await serviceWorkerControls(page)).toBe('activated');
  expect((await stored).status()).toBe(201);

  // The server holds it for this user.
  const token = await accessToken(page);
  const listed = await page.request.get('/api/notification/subscriptions', {
    headers: { Authorization: `Bearer ${token}` },
  });
  const body = (await listed.json()) as { subscriptions: { endpoint: string }[] };
  expect(body.subscriptions.map((s) => s.endpoint)).toContain(ENDPOINT);

  // The spec's confirmation, shown once by the worker's registration.
  const titles = () =>
    page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      return (await registration.getNotifications()).map((n) => ({
        title: n.title,
        body: n.body,
        url: (n.data as { url?: string } | null)?.url ?? null,
      }));
    });
  await expect.poll(titles).toContainEqual(
    expect.objectContaining({
      title: 'Successfully subscribed!',
      body: 'You successfully subscribed to our Notification service!',
    }),
  );

  // A push from the server's notifier, delivered to the real worker.
  const cdp = await context.newCDPSession(page);
  const registrationId = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((r) => !r.isDeleted && r.scopeURL.startsWith(baseURL ?? ''));
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: new URL(baseURL ?? '').origin,
    registrationId: await registrationId,
    data: JSON.stringify({ title: 'Order 4711 has shipped', body: 'It arrives on Tuesday.', url: '/en-us/outbox' }),
  });
  await expect
    .poll(titles)
    .toContainEqual({ title: 'Order 4711 has shipped', body: 'It arrives on Tuesday.', url: '/en-us/outbox' });
});
