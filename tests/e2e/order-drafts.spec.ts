import type { Page } from '@playwright/test';
import { dismissBannerPopups, switchCustomer } from './support/portal';
import { expect as baseExpect, test } from './support/network';
import { signInForName, snapshots } from './support/snapshots';
import { twoPolygonCustomers } from './support/visits';
import { pageGraphql as graphql } from './support/cart';

// Offline order drafts end to end (spec 01 §5 Checkout; docs/decisions.md "Checkout and orders (step 6): offline
// order drafts"): the sales rep prepares a customer for offline, places an order without a connection (a draft
// with what the page showed), the price moves on the server meanwhile; back online the draft needs review with the
// price change and no order exists; accepting places exactly one order. Under the slow-4g profile (@throttled) it
// prints the time from reconnecting to the reviewed draft.

// The embedded database answers one query at a time, and the device's catalog download runs meanwhile.
const expect = baseExpect.configure({ timeout: 30_000 });

interface OrderableAnswer {
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

/** Replaces the active customer's cart with one orderable part in stock; answers it. */
async function cartWithOnePart(page: Page, custCode: string): Promise<{ articleCode: string; sorg: string }> {
  const { cart } = await graphql<{ cart: { lines: { sorg: string; product: { articleCode: string } }[] } }>(
    page,
    'query DraftsE2eLines { cart { lines { sorg product { articleCode } } } }',
  );
  const answer = await graphql<OrderableAnswer>(
    page,
    `
      query DraftsE2eArticles($filter: ProductFilterInput!) {
        productGroups(page: 1, limit: 24, filter: $filter) {
          items {
            items(limit: 4) {
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
  const article = answer.productGroups.items
    .flatMap((group) => group.items)
    .find(
      (item) =>
        item.price !== null &&
        item.cannotPurchase.length === 0 &&
        item.stock.inStock &&
        (item.stock.available[0]?.qty ?? 0) >= 10,
    );
  if (!article) throw new Error('no orderable part in stock');
  await graphql(
    page,
    'mutation DraftsE2eFill($p: [CartProductInput!]!) { updateProductsInCart(products: $p) { cart { totalQty } } }',
    {
      p: [
        ...cart.lines.map((line) => ({ custCode, articleCode: line.product.articleCode, sorg: line.sorg, qty: 0 })),
        { custCode, articleCode: article.articleCode, sorg: article.sorg, qty: 2 },
      ],
    },
  );
  return { articleCode: article.articleCode, sorg: article.sorg };
}

async function ordersWithPo(page: Page, po: string): Promise<string[]> {
  const answer = await graphql<{ orders: { items: { orderNo: string; custPoNo: string }[] } }>(
    page,
    'query DraftsE2eOrders($filter: OrderListFilterInput) { orders(filter: $filter) { items { orderNo custPoNo } } }',
    { filter: { poNumber: po, limit: 20 } },
  );
  return answer.orders.items.filter((order) => order.custPoNo === po).map((order) => order.orderNo);
}

test.describe('offline order drafts', () => {
  test(
    'drafted offline, re-priced on the server meanwhile → needs review, nothing placed; accepted → one order',
    { tag: '@throttled' },
    async ({ page, network, request }, testInfo) => {
      test.setTimeout(testInfo.project.name === 'slow-4g' ? 900_000 : 300_000);
      await dismissBannerPopups(page);
      await signInForName(page, 'sales');
      const [customer] = await twoPolygonCustomers(request);
      await switchCustomer(page, customer.custCode);
      const article = await cartWithOnePart(page, customer.custCode);

      // The day is prepared: the customer's catalog and, with it, its checkout data.
      await page.goto('/en-us/offline');
      await page.getByRole('button', { name: 'Prepare for offline' }).click();
      await expect(page.getByTestId('preparation-steps')).toContainText(/[\d,]+ articles downloaded\./, {
        timeout: 600_000,
      });

      // Checkout opens online (the service worker has its chunks), then the network goes.
      await page.goto('/en-us/cart/checkout');
      const place = page.getByTestId('place-order');
      await expect(place).toBeVisible({ timeout: 60_000 });
      for (const shipment of await page.getByTestId('checkout-shipment').all()) {
        await shipment
          .getByRole('radio', { name: /^(?!Pick-up)/ })
          .first()
          .check();
      }
      const po = `DRAFT-${String(Date.now()).slice(-8)}-${testInfo.project.name}`.slice(0, 35);
      await page.getByRole('textbox', { name: 'PO number' }).fill(po);
      const disclaimer = page.getByTestId('checkout-disclaimer').getByRole('checkbox');
      if ((await disclaimer.count()) > 0) await disclaimer.check();
      await network.goOffline(page);

      // Offline the checkout still opens: ship-to, rates and payment methods from the device, the form as it was.
      await page.reload();
      await expect(place).toBeVisible({ timeout: 60_000 });
      await expect(page.getByRole('textbox', { name: 'PO number' })).toHaveValue(po);
      await place.click();
      await expect(page).toHaveURL(/\/en-us\/order(\?.*)?$/);
      const draft = page.getByTestId('order-draft').first();
      await expect(draft).toHaveAttribute('data-status', 'waiting');
      await expect(draft).toContainText('Waiting to send');

      // Meanwhile the price moves on the server.
      const moved = await request.post('/api/dev/prices', {
        data: { articleCode: article.articleCode, sorg: article.sorg, addDealer: 100 },
      });
      expect(moved.ok()).toBe(true);

      const reconnect = Date.now();
      await network.goOnline();
      await expect(draft).toHaveAttribute('data-status', 'needs-review', { timeout: 120_000 });
      const reviewMs = Date.now() - reconnect;
      testInfo.annotations.push({ type: 'reconnect-to-reviewed-draft-ms', description: String(reviewMs) });
      console.log(`[${testInfo.project.name}] reconnect → draft needs review: ${String(reviewMs)} ms`);
      const changes = draft.getByTestId('draft-change-list');
      await expect(changes.locator('[data-kind="PRICE"]')).toContainText(' → ');
      await expect(changes.locator('[data-kind="TOTAL"]')).toBeVisible();
      expect(await ordersWithPo(page, po)).toEqual([]);
      await snapshots(page, testInfo, 'order-draft-review');

      await draft.getByTestId('draft-accept').click();
      await expect(draft).toHaveAttribute('data-status', 'placed', { timeout: 120_000 });
      const orderNos = await ordersWithPo(page, po);
      expect(orderNos).toHaveLength(1);
      await expect(draft.getByTestId('draft-order-link')).toHaveText(orderNos[0] ?? '');
    },
  );
});
