import { expect, type Page, test } from '@playwright/test';
import { fillCartWithOnePart } from './support/cart';
import { dismissBannerPopups } from './support/portal';
import { signInForName } from './support/snapshots';

// No internal values on screen: the cart, the Outbox and repeat order name sales organisations by name and products
// by name and display code (spec 01 §5 Article code display: codes starting with 'I' or '0' show their last 6
// characters), never the seed's sorg codes or its internal article ids.

// The seed's sales organisations (src/server/seed/demo-data.ts DEMO_SORGS).
const SORG_CODES = ['1000', '2000', '3000'];
// A sorg code standing alone: not inside a document number such as SO-1000-001626 or a longer number.
const SORG_CODE = new RegExp(`(?<![\\w-])(?:${SORG_CODES.join('|')})(?![\\w-])`);
// Internal article ids: I + 9 digits, or a number padded with zeros (000000000000013979); shown as the last 6.
const INTERNAL_ARTICLE_ID = /\b(?:I\d{9}|0\d{7,})\b/;

/** What the whole page says (header, navigation and content), as a user reads it. */
async function pageText(page: Page): Promise<string> {
  return page.locator('body').innerText();
}

async function expectNoInternalValues(page: Page, where: string): Promise<void> {
  const text = await pageText(page);
  expect(SORG_CODE.exec(text)?.[0], `a sorg code on ${where}`).toBeUndefined();
  expect(INTERNAL_ARTICLE_ID.exec(text)?.[0], `an internal article id on ${where}`).toBeUndefined();
}

test.describe('no internal values on screen', () => {
  test.skip(() => test.info().project.name !== 'desktop', 'one viewport is enough for a text scan');

  test('the cart, a cart change waiting in the Outbox and repeat order show names, not codes', async ({ page }) => {
    test.setTimeout(180_000);
    await dismissBannerPopups(page);
    await signInForName(page, 'dealer');
    await fillCartWithOnePart(page, 2);

    // The cart: the sorg by its name, the line by its product name.
    await page.goto('/en-us/cart');
    const line = page.getByTestId('cart-line').first();
    await expect(line).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('cart-group').first().getByRole('heading')).toHaveText('Bikes North America');
    const articleCode = (await line.getAttribute('data-article-code')) ?? '';
    expect(articleCode, 'an article of the seed with an internal id').toMatch(INTERNAL_ARTICLE_ID);
    const productName = (await line.locator('p').first().innerText()).trim();
    expect(productName).not.toBe('');
    await expectNoInternalValues(page, 'the cart');

    // A change the server cannot get now waits in the Outbox, described by the product's name.
    // On the context: the service worker's Background Sync replays the entry too.
    await page.context().route('**/api/graphql', async (route) => {
      if (route.request().postData()?.includes('updateProductsInCart')) await route.abort('internetdisconnected');
      else await route.fallback();
    });
    const qty = line.getByRole('textbox', { name: /^Quantity of / });
    await qty.fill('3');
    await qty.press('Enter');
    await expect(line.getByTestId('cart-line-pending')).toHaveText('Waiting to send', { timeout: 30_000 });
    await expectNoInternalValues(page, 'the cart with a waiting change');

    await page.goto('/en-us/outbox');
    const entry = page.getByRole('article', { name: 'Cart change' });
    await expect(entry).toBeVisible({ timeout: 30_000 });
    await expect(entry).toContainText(`${productName} · ${articleCode.slice(-6)} × 3`);
    await expectNoInternalValues(page, 'the Outbox');
    await page.context().unroute('**/api/graphql');

    // Repeat order: translated statuses, and after adding an order its report by name and display code.
    await page.goto('/en-us/catalog/repeat-order');
    const orders = page.getByTestId('repeat-order-orders');
    await expect(orders).toBeVisible({ timeout: 30_000 });
    await expect(orders.getByTestId('order-status').first()).toBeVisible();
    await expect(orders).not.toContainText(/PENDING_CONFIRMATION|PARTIALLY_|\bOPEN\b|\bSHIPPED\b/);
    await expectNoInternalValues(page, 'the past orders');
    await orders
      .getByRole('button', { name: /^Show order / })
      .first()
      .click();
    await expect(page.getByTestId('repeat-order-lines')).toBeVisible({ timeout: 30_000 });
    await expectNoInternalValues(page, "a past order's lines");
    const add = page.getByTestId('repeat-order-add');
    await expect(add).toBeEnabled();
    await add.click();
    await expect(page.getByTestId('cart-update-report')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('cart-update-row').first()).toBeVisible();
    await expectNoInternalValues(page, 'the repeat order report');
  });
});
