import { expect } from '@playwright/test';
import { test } from './support/network';
import { dismissBannerPopups, openAndSignIn } from './support/portal';

// The pictures of the offline catalog (ARCHITECTURE.md "Offline"): preparing for offline keeps the thumbnails of
// the downloaded catalog with it, "Ready for offline" tells their size, and offline the list shows them although
// the page never showed them online.

test.describe('offline catalog pictures', () => {
  // On the tablet of a rep in a store; one viewport is enough (the desktop project carries the longer list).
  test.skip(() => test.info().project.name !== 'tablet', 'one viewport is enough for the device copy');

  test('thumbnails prepared for offline show offline on a list never seen online', async ({ page, network }) => {
    test.setTimeout(240_000);
    await dismissBannerPopups(page);
    await openAndSignIn(page, '/en-us/login', 'dealer');

    await page.goto('/en-us/offline');
    await page.getByRole('button', { name: 'Prepare for offline' }).click();
    await expect(page.getByTestId('preparation-steps')).toContainText(/[\d,]+ articles downloaded\./, {
      timeout: 180_000,
    });
    await expect(page.getByText('Catalog', { exact: true }).locator('..')).toContainText(
      /\d+(\.\d+)? [kM]B with pictures/,
    );
    const kept = await page.evaluate(async () => (await (await caches.open('portal-catalog-images')).keys()).length);
    expect(kept).toBeGreaterThan(10);

    // Only the prepared copy may answer: the runtime cache of pictures seen online is emptied.
    await network.goOffline(page);
    await page.evaluate(() => caches.delete('portal-images'));
    await page.goto('/en-us/catalog/list?category=paa&sortByField=PRICE&sortByOrder=ASC');
    await expect(page.getByText(/^You are offline: prices and stock as of /)).toBeVisible();
    const thumbnails = page.getByTestId('product-card').locator('img[src*="/api/images/products/"]');
    await expect(thumbnails.first()).toBeVisible();
    await expect
      .poll(() =>
        thumbnails.evaluateAll(
          (images) => (images as HTMLImageElement[]).filter((image) => image.complete && image.naturalWidth > 0).length,
        ),
      )
      .toBeGreaterThan(3);
    const broken = await thumbnails.evaluateAll(
      (images) => (images as HTMLImageElement[]).filter((image) => image.complete && image.naturalWidth === 0).length,
    );
    expect(broken).toBe(0);
  });
});
