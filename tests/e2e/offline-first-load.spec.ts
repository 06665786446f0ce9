import { expect } from '@playwright/test';
import { test, waitForServiceWorkerControl } from './support/network';
import { dismissBannerPopups } from './support/portal';
import { signInForName } from './support/snapshots';

// The first load is lean (docs/decisions.md, "First load and precache"): the local database, the outbox and the
// catalog copy load in idle time after sign-in. A user who loses the network right after signing in, before any
// of that ran, still finds the home page and the catalog pages offline: their chunks are in the precache.

test.describe('offline start right after sign-in', () => {
  test.skip(() => test.info().project.name !== 'desktop', 'one viewport is enough for the precache');

  test('sign in, go offline at once, reload: home and the catalog list still open', async ({ page, network }) => {
    test.setTimeout(120_000);
    await dismissBannerPopups(page);
    const name = await signInForName(page, 'dealer');
    await expect(page.getByRole('heading', { name: `Welcome, ${name}` })).toBeVisible();
    // The worker has installed its precache; the page's idle work is not waited for.
    await waitForServiceWorkerControl(page);
    await network.goOffline(page);

    await page.reload();
    await expect(page.getByRole('heading', { name: `Welcome, ${name}` })).toBeVisible();
    await expect(page.getByTestId('offline-bar')).toBeVisible();

    await page.goto('/en-us/catalog/list?category=bike');
    await expect(page.getByRole('heading', { name: 'Bikes' }).first()).toBeVisible();
    // No part of the page failed to load.
    await expect(page.getByTestId('connection-dialog')).toHaveCount(0);

    await network.goOnline();
  });
});
