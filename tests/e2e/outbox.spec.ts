import type { APIRequestContext, BrowserContext, Page, Route } from '@playwright/test';
import { cameraPhotos } from './support/camera-photos';
import { dismissBannerPopups, switchCustomer } from './support/portal';
import { jpegSize, localRows } from './support/pwa';
import { expect, test } from './support/network';
import { signInForName, snapshots } from './support/snapshots';
import { pickCustomer, twoPolygonCustomers, visitsSince } from './support/visits';

// The outbox end to end (ARCHITECTURE.md "Offline"): consumer voice with photos, queued offline, survives a reload and
// a killed page, and reaches the server exactly once — also when an answer is lost. Runs on desktop and, tagged
// @throttled, on the Slow 4G profile (4× CPU: the photos are compressed under it too).

interface FeedbackRow {
  id: number;
  message: string;
  photos: { id: string; contentType: string; size: number; position: number }[];
}

async function feedbackOf(request: APIRequestContext, message: string): Promise<FeedbackRow[]> {
  const answer = await request.get('/api/dev/consumer-feedback?user=dealer');
  expect(answer.ok()).toBe(true);
  const body = (await answer.json()) as { feedback: FeedbackRow[] };
  return body.feedback.filter((row) => row.message === message);
}

async function openConsumerVoice(page: Page, name: string) {
  await page.getByRole('banner').getByRole('button', { name }).click();
  await page.getByRole('menuitem', { name: 'Consumer Voice' }).click();
  const dialog = page.getByRole('dialog', { name: 'Consumer Voice' });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function sendWithPhotos(page: Page, name: string, message: string, photo: Buffer, count: number) {
  const dialog = await openConsumerVoice(page, name);
  await dialog.getByRole('textbox', { name: /Message/ }).fill(message);
  await dialog.locator('input[type="file"]').setInputFiles(
    Array.from({ length: count }, (_, i) => ({
      name: `IMG_000${String(i + 1)}.JPG`,
      mimeType: 'image/jpeg',
      buffer: photo,
    })),
  );
  await expect(dialog.getByRole('img', { name: /^Photo \d$/ })).toHaveCount(count, { timeout: 60_000 });
  await expect(dialog.getByLabel(/^Preparing photo/)).toHaveCount(0, { timeout: 60_000 });
  await snapshots(page, test.info(), 'outbox-consumer-voice-photos');
  await dialog.getByRole('button', { name: 'Send', exact: true }).click();
  await dialog.getByRole('button', { name: 'Yes, send' }).click();
  return dialog;
}

async function expectStoredOnce(request: APIRequestContext, message: string, photos: number) {
  await expect.poll(async () => (await feedbackOf(request, message)).length, { timeout: 60_000 }).toBe(1);
  const [row] = await feedbackOf(request, message);
  expect(row?.photos).toHaveLength(photos);
  for (const photo of row?.photos ?? []) {
    expect(photo.contentType).toBe('image/jpeg');
    const bytes = Buffer.from(await (await request.get(`/api/dev/uploads/${photo.id}`)).body());
    expect(bytes.length).toBe(photo.size);
    const { width, height } = jpegSize(bytes);
    expect(Math.max(width, height)).toBeLessThanOrEqual(2048);
  }
}

/**
 * Hands the service workers the sync event the browser sends when the network is back: the browser's sync
 * scheduler does not see the emulated network, so the test dispatches it through the DevTools protocol.
 * The protocol lists the registrations of every context of the browser for this origin (earlier tests' too),
 * with nothing that tells which is this context's: the event goes to each. Another context's worker finds its
 * own outbox, sent or empty, so only this one sends.
 */
async function wakeOutboxSync(context: BrowserContext, blank: Page, baseURL: string | undefined): Promise<void> {
  const cdp = await context.newCDPSession(blank);
  const registrationIds = new Set<string>();
  cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
    for (const r of registrations) {
      if (!r.isDeleted && r.scopeURL.startsWith(baseURL ?? '')) registrationIds.add(r.registrationId);
    }
  });
  await cdp.send('ServiceWorker.enable');
  await expect.poll(() => registrationIds.size).toBeGreaterThan(0);
  for (const registrationId of registrationIds) {
    await cdp
      .send('ServiceWorker.dispatchSyncEvent', {
        origin: new URL(baseURL ?? '').origin,
        registrationId,
        tag: 'portal-outbox',
        lastChance: false,
      })
      // A registration of a context already closed cannot take the event.
      .catch(() => undefined);
  }
}

test.describe('outbox', () => {
  // The plain tablet project adds nothing here (the visit forms run there); Slow 4G runs on a tablet.
  const skipOnTablet = () => {
    test.skip(test.info().project.name === 'tablet', 'covered by desktop and slow-4g');
  };

  test('consumer voice with 3 photos queued offline survives a reload and a killed page, then arrives once @throttled', async ({
    page,
    context,
    request,
    network,
  }, testInfo) => {
    skipOnTablet();
    test.setTimeout(240_000);
    await dismissBannerPopups(page);
    const name = await signInForName(page, 'dealer');
    const [photo] = await cameraPhotos(page, 1);
    if (!photo) throw new Error('no photo');
    expect(photo.length).toBeGreaterThan(1_000_000);

    await network.goOffline(page);
    const message = `Offline with photos ${testInfo.project.name} ${String(Date.now())}`;
    await sendWithPhotos(page, name, message, photo, 3);
    await expect(page.getByText('Saved on this device. It will be sent when you are back online.')).toBeVisible();
    // The badge counts it on every page.
    await expect(page.getByRole('link', { name: /^Outbox: 1 unsent/ })).toBeVisible();

    // A reload offline keeps it, with its three compressed photos.
    await page.reload();
    await expect(page.getByRole('banner').getByRole('button', { name })).toBeVisible();
    const entries = await localRows<{ key: string; state: string; label: string }>(page, 'outbox');
    // Queued, or 'sending' when the reload cut a run short (the next run puts it back).
    const queued = entries.filter((entry) => entry.state === 'queued' || entry.state === 'sending');
    expect(queued).toHaveLength(1);
    const files = await localRows<{ entryKey: string; size: number }>(page, 'outboxFiles');
    const mine = files.filter((file) => file.entryKey === queued[0]?.key);
    expect(mine).toHaveLength(3);
    for (const file of mine) expect(file.size).toBeLessThan(400_000);
    await page.goto('/en-us/outbox');
    await expect(page.getByRole('heading', { name: 'Outbox', level: 1 })).toBeVisible();
    await snapshots(page, testInfo, 'outbox-queued-offline');

    // The page is killed; a new one opens when the network is back and sends it.
    await page.close();
    await network.goOnline();
    const again = await context.newPage();
    await network.applied(again);
    await again.goto('/');
    await expectStoredOnce(request, message, 3);
    await expect(again.getByRole('link', { name: /^Outbox: \d+ unsent/ })).toHaveCount(0);
  });

  test('with no tab open, Background Sync wakes the service worker, which sends what was queued offline', async ({
    page,
    context,
    request,
    network,
    baseURL,
  }, testInfo) => {
    skipOnTablet();
    test.setTimeout(120_000);
    // Chromium refuses sync.register() without this permission (step-3 checklist).
    await context.grantPermissions(['background-sync']);
    await dismissBannerPopups(page);
    const name = await signInForName(page, 'dealer');
    await network.goOffline(page);

    const message = `Background sync ${testInfo.project.name} ${String(Date.now())}`;
    const dialog = await openConsumerVoice(page, name);
    await dialog.getByRole('textbox', { name: /Message/ }).fill(message);
    await dialog.getByRole('button', { name: 'Send', exact: true }).click();
    await dialog.getByRole('button', { name: 'Yes, send' }).click();
    await expect(page.getByText('Saved on this device. It will be sent when you are back online.')).toBeVisible();

    // No tab of the portal left (a blank one keeps the browser window): only the worker can send it.
    const blank = await context.newPage();
    await page.close();
    await network.goOnline();
    await wakeOutboxSync(context, blank, baseURL);
    await expectStoredOnce(request, message, 0);
  });

  test('a visit queued offline for customer A, the rep switched to B and closed the page: Background Sync sends it for A', async ({
    page,
    context,
    request,
    network,
    baseURL,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'viewport-independent');
    test.setTimeout(180_000);
    await context.grantPermissions(['background-sync']);
    const since = new Date().toISOString();
    const [a, b] = await twoPolygonCustomers(request);

    // As customer A, offline, the rep saves a visit: it waits in the outbox.
    await dismissBannerPopups(page);
    await signInForName(page, 'sales');
    await switchCustomer(page, a.custCode);
    await page.goto('/en-us/visit-form/polygon');
    await expect(page.getByRole('heading', { name: 'Polygon store visits', level: 1 })).toBeVisible();
    // The form's customers and choices load online; the signal goes before the visit is saved.
    await page.getByRole('link', { name: 'New visit' }).click();
    await expect(page.getByRole('combobox', { name: 'Customer' })).toBeVisible();
    await expect(page.getByText('No choices available.')).toHaveCount(0);
    await network.goOffline(page);
    await pickCustomer(page, a.custCode);
    await page.getByRole('button', { name: 'Save visit' }).click();
    await expect(page.getByTestId('visit-state').filter({ hasText: 'Waiting to send' })).toHaveCount(1);
    const [entry] = (await localRows<{ kind: string; state: string; recordId: string }>(page, 'outbox')).filter(
      (row) => row.kind === 'visit-form' && (row.state === 'queued' || row.state === 'sending'),
    );
    expect(entry).toBeDefined();

    // Back in signal, nothing on this device can send it yet (a dead spot for its requests — the page's and the
    // service worker's, whose own Background Sync may fire as the network returns), and the rep switches to B.
    const deadSpot = (route: Route) =>
      (route.request().postData() ?? '').includes('OutboxCreateFormVisit')
        ? route.abort('internetdisconnected')
        : route.continue();
    await context.route('**/api/graphql', deadSpot);
    await network.goOnline();
    await page.goto('/en-us');
    await switchCustomer(page, b.custCode);
    expect((await visitsSince(request, 'sales', since)).filter((v) => v.clientId === entry?.recordId)).toHaveLength(0);

    // The page is closed and the signal is good again; only the service worker, woken by Background Sync, can
    // send it — for A.
    const blank = await context.newPage();
    await page.close();
    await context.unroute('**/api/graphql', deadSpot);
    await wakeOutboxSync(context, blank, baseURL);
    await expect
      .poll(async () => (await visitsSince(request, 'sales', since)).filter((v) => v.clientId === entry?.recordId), {
        timeout: 60_000,
      })
      .toHaveLength(1);
    const [stored] = (await visitsSince(request, 'sales', since)).filter((v) => v.clientId === entry?.recordId);
    expect(stored?.custCode).toBe(a.custCode);
  });

  test('an answer lost once (500 after the server acted) is retried with the same key: one message', async ({
    page,
    request,
  }, testInfo) => {
    skipOnTablet();
    test.setTimeout(120_000);
    await dismissBannerPopups(page);
    const name = await signInForName(page, 'dealer');
    const keys: string[] = [];
    let failed = false;
    await page.route('**/api/graphql', async (route) => {
      const body = route.request().postData() ?? '';
      if (!body.includes('OutboxSendCustomerFeedback')) return route.continue();
      keys.push((await route.request().headerValue('idempotency-key')) ?? '');
      try {
        const response = await route.fetch();
        if (failed) {
          await route.fulfill({ response });
          return;
        }
        failed = true;
        // The server stored it, but the answer is lost on the way back.
        await route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Bad gateway"}' });
      } catch {
        // The page gave up on this request (its timeout, or a new run): nothing to answer.
      }
    });

    const message = `Lost answer ${testInfo.project.name} ${String(Date.now())}`;
    const dialog = await openConsumerVoice(page, name);
    await dialog.getByRole('textbox', { name: /Message/ }).fill(message);
    await dialog.getByRole('button', { name: 'Send', exact: true }).click();
    await dialog.getByRole('button', { name: 'Yes, send' }).click();

    await expectStoredOnce(request, message, 0);
    await expect.poll(() => keys.length, { timeout: 30_000 }).toBeGreaterThanOrEqual(2);
    expect(new Set(keys).size).toBe(1);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });
});
