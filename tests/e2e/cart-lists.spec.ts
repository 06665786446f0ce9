import type { Page } from '@playwright/test';
import { dismissBannerPopups } from './support/portal';
import { expect as baseExpect, test } from './support/network';
import { signInForName, snapshots } from './support/snapshots';
import { pageGraphql as graphql } from './support/cart';

// Named cart lists end to end (docs/decisions.md "Named cart lists"): the dealer saves the cart as a list, empties
// the cart, a price moves on the server, and "Order again" fills the cart from the list at today's prices with the
// change list (old → new). The background catalog sync may hold the embedded database meanwhile: wait longer.
const expect = baseExpect.configure({ timeout: 30_000 });

interface Orderable {
  productGroups: {
    items: {
      items: {
        articleCode: string;
        sorg: string;
        cannotPurchase: { code: string }[];
        stock: { inStock: boolean; available: { qty: number | null }[] };
        price: { dealer: number } | null;
      }[];
    }[];
  };
}

/** The dealer's customer code and two articles it can order now with stock to spare. */
async function fixtures(page: Page) {
  const answer = await graphql<Orderable>(
    page,
    `
      query CartListsE2eArticles($filter: ProductFilterInput!) {
        productGroups(page: 1, limit: 24, filter: $filter) {
          items {
            items(limit: 2) {
              articleCode
              sorg
              cannotPurchase {
                code
              }
              stock {
                inStock
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
  const articles = answer.productGroups.items
    .flatMap((group) => group.items)
    .filter((item) => item.price !== null && item.cannotPurchase.length === 0)
    .filter((item) => (item.stock.available[0]?.qty ?? 0) >= 20)
    .slice(0, 2);
  expect(articles).toHaveLength(2);
  const user = await page.evaluate(async () => {
    const session = JSON.parse(localStorage.getItem('portal.session') ?? '{}') as { accessToken?: string };
    const response = await fetch('/api/user', { headers: { Authorization: `Bearer ${session.accessToken ?? ''}` } });
    return (await response.json()) as { customerData: { custCode: { isr: string | null; r3: string | null } } };
  });
  const custCode = user.customerData.custCode.isr ?? user.customerData.custCode.r3 ?? '';
  return { articles, custCode };
}

/** Sets the dealer's cart to exactly these quantities (an empty list empties it). */
async function setCart(page: Page, custCode: string, lines: { articleCode: string; sorg: string; qty: number }[]) {
  const { cart } = await graphql<{ cart: { lines: { sorg: string; product: { articleCode: string } }[] } }>(
    page,
    'query CartListsE2eCart { cart { lines { sorg product { articleCode } } } }',
  );
  const clear = cart.lines.map((line) => ({ articleCode: line.product.articleCode, sorg: line.sorg, qty: 0 }));
  await graphql(
    page,
    'mutation CartListsE2eSet($p: [CartProductInput!]!) { updateProductsInCart(products: $p) { cart { totalQty } } }',
    { p: [...clear, ...lines].map((line) => ({ custCode, ...line })) },
  );
}

test.describe('named cart lists', () => {
  test('save the cart as a list, empty the cart, order again at a moved price with the change list', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(180_000);
    await dismissBannerPopups(page);
    await signInForName(page, 'dealer');
    const { articles, custCode } = await fixtures(page);
    const [first, second] = articles as [(typeof articles)[number], (typeof articles)[number]];
    await setCart(page, custCode, [
      { articleCode: first.articleCode, sorg: first.sorg, qty: 2 },
      { articleCode: second.articleCode, sorg: second.sorg, qty: 1 },
    ]);
    const name = `Restock ${testInfo.project.name} ${String(Date.now())}`;

    // Save as list, from the cart page; a name taken (whatever its case) is refused beside the field.
    await page.goto('/en-us/cart');
    await expect(page.getByTestId('cart-line')).toHaveCount(2);
    await page.getByTestId('cart-save-as-list').click();
    const dialog = page.getByRole('dialog', { name: 'Save the cart as a list' });
    await dialog.getByRole('textbox', { name: /Name of the list/ }).fill(name);
    await snapshots(page, testInfo, 'cart-save-as-list');
    await dialog.getByRole('button', { name: 'Save list' }).click();
    await expect(dialog).toHaveCount(0);
    await page.getByTestId('cart-save-as-list').click();
    await dialog.getByRole('textbox', { name: /Name of the list/ }).fill(name.toUpperCase());
    await dialog.getByRole('button', { name: 'Save list' }).click();
    await expect(dialog.getByText('A list with this name exists already')).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: /Name of the list/ })).toHaveValue(name.toUpperCase());
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    // Empty the cart; the lists are reached from the empty cart.
    await setCart(page, custCode, []);
    await page.goto('/en-us/cart');
    await expect(page.getByText('Your cart is empty')).toBeVisible();
    await page.getByTestId('cart-lists-link').click();
    await expect(page).toHaveURL(/\/en-us\/cart\/lists$/);
    const card = page.locator(`[data-testid="cart-list"][data-name="${name}"]`);
    await expect(card).toContainText('2 lines');
    await expect(card).toContainText('Saved by');

    // Open it: the lines at today's prices (what the user sees before ordering again).
    await card.getByTestId('cart-list-open').click();
    await expect(page.getByTestId('cart-list-line')).toHaveCount(2);
    await snapshots(page, testInfo, 'cart-list-lines');
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('cart-list-lines')).toHaveCount(0);

    // Meanwhile the price of the first article moves on the server.
    const moved = await request.post('/api/dev/prices', {
      data: { articleCode: first.articleCode, sorg: first.sorg, addDealer: 100 },
    });
    expect(moved.ok()).toBe(true);
    try {
      await card.getByTestId('cart-list-order-again').click();
      const order = page.getByRole('dialog', { name: 'Order again' });
      await expect(order.getByTestId('cart-list-mode')).toBeVisible();
      await order.getByTestId('cart-list-start').click();
      await expect(order.getByTestId('cart-list-started')).toContainText('2 lines are in the cart');
      const changes = order.getByTestId('cart-list-change-list');
      await expect(changes.locator('[data-kind="PRICE"]')).toHaveCount(1);
      await expect(changes.locator('[data-kind="PRICE"]')).toContainText(' → ');
      await snapshots(page, testInfo, 'cart-list-order-again');
      await order.getByTestId('cart-list-to-cart').click();
      await expect(page).toHaveURL(/\/en-us\/cart$/);
      await expect(page.getByTestId('cart-line')).toHaveCount(2);
    } finally {
      await request.post('/api/dev/prices', {
        data: { articleCode: first.articleCode, sorg: first.sorg, addDealer: -100 },
      });
    }

    // Delete the list, with confirmation.
    await page.goto('/en-us/cart/lists');
    await card.getByTestId('cart-list-delete').click();
    await page.getByTestId('cart-list-delete-confirm').click();
    await expect(card).toHaveCount(0);
    await setCart(page, custCode, []);
  });
});
