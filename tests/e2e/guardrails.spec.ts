import type { Locator, Page } from '@playwright/test';
import { custCodeOf, pageGraphql as graphql } from './support/cart';
import { dismissBannerPopups } from './support/portal';
import { expect as baseExpect, test } from './support/network';
import { signInForName, snapshots } from './support/snapshots';

// Guardrails a buyer expects (docs/decisions.md "Guardrails"): the sign-in alert clears when the fields change; on a
// host that checks no stock (localhost: sorg 1000 and the host both off) a line over the stock says how many ship
// now; an order above the host's largeOrderConfirmAmount is placed only after a confirmation.

// The embedded database answers one query at a time, and the device's catalog sync runs meanwhile.
const expect = baseExpect.configure({ timeout: 30_000 });

interface ArticlesAnswer {
  productGroups: {
    items: {
      items: {
        articleCode: string;
        sorg: string;
        cannotPurchase: { code: string }[];
        stock: { available: { qty: number | null }[] };
        price: { dealer: number } | null;
      }[];
    }[];
  };
}

/**
 * Replaces the dealer's cart with one priced part of sorg 1000 with 1 to 40 in stock; `qty(stock)` says how many.
 * Returns the article and its stock.
 */
async function cartOfOnePart(page: Page, qty: (stock: number) => number): Promise<{ code: string; stock: number }> {
  const custCode = await custCodeOf(page);
  const { cart } = await graphql<{ cart: { lines: { sorg: string; product: { articleCode: string } }[] } }>(
    page,
    'query GuardE2eLines { cart { lines { sorg product { articleCode } } } }',
  );
  const answer = await graphql<ArticlesAnswer>(
    page,
    `
      query GuardE2eArticles($filter: ProductFilterInput!) {
        productGroups(page: 1, limit: 48, filter: $filter) {
          items {
            items(limit: 6) {
              articleCode
              sorg
              cannotPurchase {
                code
              }
              stock {
                available {
                  qty
                }
              }
              price {
                dealer
              }
            }
          }
        }
      }
    `,
    { filter: { category: 'PAA', hasStock: true } },
  );
  const stockOf = (item: { stock: { available: { qty: number | null }[] } }) =>
    item.stock.available.reduce((sum, entry) => sum + (entry.qty ?? 0), 0);
  const article = answer.productGroups.items
    .flatMap((group) => group.items)
    .find(
      (item) =>
        item.sorg === '1000' &&
        item.price !== null &&
        item.cannotPurchase.length === 0 &&
        item.stock.available.every((entry) => entry.qty !== null) &&
        stockOf(item) >= 1 &&
        stockOf(item) <= 40,
    );
  expect(article, 'a priced part of sorg 1000 with a little stock').toBeDefined();
  const code = article?.articleCode ?? '';
  const stock = article ? stockOf(article) : 0;
  const { updateProductsInCart } = await graphql<{ updateProductsInCart: { results: { status: string }[] } }>(
    page,
    'mutation GuardE2eFill($p: [CartProductInput!]!) { updateProductsInCart(products: $p) { results { status } } }',
    {
      p: [
        ...cart.lines.map((line) => ({ custCode, articleCode: line.product.articleCode, sorg: line.sorg, qty: 0 })),
        { custCode, articleCode: code, sorg: '1000', qty: qty(stock) },
      ],
    },
  );
  expect(updateProductsInCart.results.at(-1)?.status).toMatch(/ADDED|UPDATED/);
  return { code, stock };
}

/** Picks a choice card and waits until it shows as chosen. */
async function choose(radio: Locator): Promise<void> {
  await radio.click();
  await expect(radio).toBeChecked();
}

/** The host config the page reads, with `overrides` on top (the service worker would answer from its cache). */
async function overrideConfig(page: Page, overrides: () => Record<string, unknown>): Promise<void> {
  await page.context().route('**/api/server/config/**', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: { ...body, ...overrides() } });
  });
}

test.describe('guardrails', () => {
  test('the sign-in alert clears when a field changes and comes back for the next attempt', async ({ page }) => {
    await page.goto('/en-us/login');
    const username = page.getByRole('textbox', { name: 'Username' });
    const password = page.getByRole('textbox', { name: 'Password', exact: true });
    await username.fill('dealer');
    await password.fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    const alert = page.getByTestId('login-error');
    await expect(alert).toBeVisible();
    await password.fill('not-the-password!');
    await expect(alert).toHaveCount(0);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(alert).toBeVisible();
    await username.fill('dealer2');
    await expect(alert).toHaveCount(0);
  });

  test('a line over the stock says how many are in stock when the host checks none', async ({ page }, testInfo) => {
    test.setTimeout(120_000);
    await dismissBannerPopups(page);
    let config: Record<string, unknown> = {};
    await overrideConfig(page, () => config);
    await signInForName(page, 'dealer');

    const { stock } = await cartOfOnePart(page, (inStock) => inStock + 3);
    await page.goto('/en-us/cart');
    const line = page.getByTestId('cart-line');
    await expect(line).toHaveCount(1);
    await expect(line.getByTestId('cart-line-stock-warning')).toHaveText(
      `${String(stock)} in stock; the rest ships when available`,
    );
    await snapshots(page, testInfo, 'guardrails-cart-stock');

    // Down to the stock: no warning.
    const field = line.getByRole('textbox', { name: /^Quantity of/ });
    await field.fill(String(stock));
    await field.press('Enter');
    await expect(line.getByTestId('cart-line-stock-warning')).toHaveCount(0);
    await expect(field).toHaveValue(String(stock));

    // Up again: the warning is back; a host that checks the stock would refuse instead, so its page is silent.
    await field.fill(String(stock + 1));
    await field.press('Enter');
    await expect(line.getByTestId('cart-line-stock-warning')).toBeVisible();
    config = { availableStockCheck: true };
    await page.reload();
    await expect(page.getByTestId('cart-line')).toHaveCount(1);
    await expect(page.getByTestId('cart-line-stock-warning')).toHaveCount(0);
  });

  test('an order above largeOrderConfirmAmount is placed only after the confirmation', async ({ page }, testInfo) => {
    test.setTimeout(240_000);
    await dismissBannerPopups(page);
    let config: Record<string, unknown> = { largeOrderConfirmAmount: 1 };
    await overrideConfig(page, () => config);
    await signInForName(page, 'dealer');
    let sent = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/graphql') && (request.postData() ?? '').includes('mutation PlaceOrder')) {
        sent += 1;
      }
    });

    const placeWith = async (confirm: boolean) => {
      await cartOfOnePart(page, () => 1);
      await page.goto('/en-us/cart');
      await page.getByTestId('cart-checkout').click();
      await expect(page).toHaveURL(/\/en-us\/cart\/checkout$/);
      await choose(
        page
          .getByTestId('checkout-shipment')
          .first()
          .getByRole('radio', { name: /Standard/ }),
      );
      await choose(page.getByTestId('checkout-payment').getByRole('radio', { name: /Bank Transfer/ }));
      const total = (await page.getByTestId('checkout-total').first().textContent()) ?? '';
      await page.getByTestId('place-order').click();
      if (confirm) {
        const dialog = page.getByRole('dialog', { name: 'Place this large order?' });
        await expect(dialog).toContainText(`Your order comes to ${total}, above $1.00.`);
        await snapshots(page, testInfo, 'guardrails-large-order');
        // Back to the order: nothing is sent, the page stays.
        await dialog.getByRole('button', { name: 'Back to the order' }).click();
        await expect(dialog).toHaveCount(0);
        expect(sent).toBe(0);
        await page.getByTestId('place-order').click();
        await page.getByTestId('large-order-place').click();
      }
      await expect(page).toHaveURL(/\/en-us\/cart\/checkout\/confirmation\?orders=/);
    };

    await placeWith(true);
    expect(sent).toBe(1);

    // An amount above the order's total: Place order places at once.
    config = { largeOrderConfirmAmount: 1_000_000 };
    await placeWith(false);
    expect(sent).toBe(2);
  });
});
