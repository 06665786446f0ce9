import { expect } from '@playwright/test';
import { test } from './support/network';
import { dismissBannerPopups, openAndSignIn } from './support/portal';

// The offline catalog (ARCHITECTURE.md "Offline"): "Ready for offline" downloads the dealer's catalog to the device;
// then, without a network, the list reloads from it with "prices and stock as of", a product page opens, the search
// suggests, and an addition to the cart waits in the outbox until the network is back, when the server prices it.

test.describe('offline catalog', () => {
  test.skip(() => test.info().project.name !== 'desktop', 'one viewport is enough for the device copy');

  test('reload the list and a product page, search and add to the cart offline; back online the cart has it', async ({
    page,
    network,
  }) => {
    test.setTimeout(240_000);
    await dismissBannerPopups(page);
    await openAndSignIn(page, '/en-us/login', 'dealer');

    // One tap prepares the day: customers (none for a dealer), the catalog with this dealer's prices, the app.
    await page.goto('/en-us/offline');
    await page.getByRole('button', { name: 'Prepare for offline' }).click();
    await expect(page.getByTestId('preparation-steps')).toContainText(/[\d,]+ articles downloaded\./, {
      timeout: 180_000,
    });
    await expect(page.getByText('Catalog', { exact: true }).locator('..')).toContainText(/[\d,]+ · as of/);

    // Online once, so the service worker has every chunk; then the network goes.
    await page.goto('/en-us/catalog/list?category=bike');
    const cards = page.getByTestId('product-card');
    await expect(cards.first()).toBeVisible({ timeout: 30_000 });
    await network.goOffline(page);

    await page.reload();
    await expect(page.getByText(/^You are offline: prices and stock as of /)).toBeVisible();
    await expect(cards.first()).toBeVisible();
    // The filter choices and their counts come from the copy as well: a brand's count is the list it gives, and
    // its chip says its name, not its id.
    const brands = page.getByTestId('filter-panel').getByRole('group', { name: 'Brands' });
    const firstBrand = brands.locator('label').first();
    await expect(firstBrand).toBeVisible();
    const brandName = (await firstBrand.locator('span').first().textContent()) ?? '';
    expect(brandName).not.toMatch(/^\d*$/);
    // A click, then the wait: the box is checked once the filter's address is applied, a moment after the click
    // (check() looks at once and fails on a busy machine).
    const firstBox = brands.getByRole('checkbox').first();
    await firstBox.click();
    await expect(firstBox).toBeChecked();
    await expect(page.getByTestId('active-filters')).toContainText(brandName);
    // The choice's count and the list agree once both come from the copy (the first paint after the reload may
    // still show the counts the page had online).
    await expect
      .poll(async () => {
        const brandCount = (await firstBrand.locator('span').nth(1).textContent()) ?? '';
        const resultCount = (await page.getByTestId('result-count').textContent()) ?? '';
        return new RegExp(`^${brandCount} products?$`).test(resultCount) ? 'agree' : `${brandCount} vs ${resultCount}`;
      })
      .toBe('agree');
    // A filter works from the copy too.
    await page.goto('/en-us/catalog/list?category=paa&sortByField=PRICE&sortByOrder=DESC');
    await expect(cards.first()).toBeVisible();

    // The search suggests from the device's copy.
    const search = page.getByRole('searchbox', { name: 'Search products' });
    await search.fill('lazer');
    const suggestions = page.getByRole('option').filter({ hasNot: page.getByText('Search for') });
    await expect(suggestions.first()).toContainText(/lazer/i, { timeout: 10_000 });
    await search.press('Escape');

    // A PAA product page from the copy; one piece goes to the cart through the outbox.
    await cards.first().getByRole('link').first().click();
    await expect(page.getByText(/^You are offline: prices and stock as of /)).toBeVisible();
    const code = /Article (\S+)/.exec((await page.getByTestId('article-code').textContent()) ?? '')?.[1] ?? '';
    expect(code).not.toBe('');
    const quantity = page.getByRole('textbox', { name: 'Quantity', exact: true });
    await quantity.fill('1');
    await page.getByRole('button', { name: 'Add to cart' }).first().click();
    await expect(
      page.getByText('Saved on this device. It will be added to the cart when you are back online.'),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: /^Outbox: 1 unsent/ })).toBeVisible();

    // Back online: the outbox sends it, the server prices it, the cart shows it.
    await network.goOnline();
    await expect(page.getByRole('link', { name: /^Outbox: \d+ unsent/ })).toHaveCount(0, { timeout: 60_000 });
    await page.goto('/en-us/cart');
    await expect(page.getByTestId('cart-line').filter({ hasText: code }).first()).toBeVisible({ timeout: 30_000 });
  });
});
