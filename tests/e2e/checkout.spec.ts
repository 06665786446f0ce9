import type { Locator, Page, TestInfo } from '@playwright/test';
import { dismissBannerPopups } from './support/portal';
import { expect as baseExpect, test } from './support/network';
import { signInForName, snapshots } from './support/snapshots';
import { pageGraphql as graphql } from './support/cart';

// The checkout end to end (spec 01 §2, §5, §8; spec 02 §6): the demo dealer's cart → checkout with a second
// ship-to, a shipment rate that asks for a text, PO number, notes, a requested day and bank transfer → the
// confirmation with the order number, the payment instruction and its deadline → the order list. Then the host
// switches seen by the page: canCheckout off (the cart says why, no checkout) and a disclaimer to acknowledge.

// The embedded database answers one query at a time, and the device's catalog sync runs meanwhile.
const expect = baseExpect.configure({ timeout: 30_000 });

async function custCodeOf(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const session = JSON.parse(localStorage.getItem('portal.session') ?? '{}') as { accessToken?: string };
    const response = await fetch('/api/user', { headers: { Authorization: `Bearer ${session.accessToken ?? ''}` } });
    const user = (await response.json()) as { customerData: { custCode: { isr: string | null; r3: string | null } } };
    return user.customerData.custCode.isr ?? user.customerData.custCode.r3 ?? '';
  });
}

const ORDERABLE = `query CheckoutE2eArticles($filter: ProductFilterInput!) {
  productGroups(page: 1, limit: 24, filter: $filter) {
    items { items(limit: 4) { articleCode sorg cannotPurchase { code } stock { inStock available { qty } } price { dealer } } }
  }
}`;

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

/** Replaces the dealer's cart with two orderable parts (the desktop and tablet projects share one database). */
async function fillCart(page: Page): Promise<string[]> {
  const custCode = await custCodeOf(page);
  const { cart } = await graphql<{ cart: { lines: { sorg: string; product: { articleCode: string } }[] } }>(
    page,
    'query CheckoutE2eLines { cart { lines { sorg product { articleCode } } } }',
  );
  const answer = await graphql<OrderableAnswer>(page, ORDERABLE, { filter: { category: 'PAA', hasStock: true } });
  const articles = answer.productGroups.items
    .flatMap((group) => group.items)
    .filter(
      (item) =>
        item.price !== null &&
        item.cannotPurchase.length === 0 &&
        item.stock.inStock &&
        (item.stock.available[0]?.qty ?? 0) >= 10,
    )
    .slice(0, 2);
  expect(articles).toHaveLength(2);
  const products = [
    ...cart.lines.map((line) => ({ custCode, articleCode: line.product.articleCode, sorg: line.sorg, qty: 0 })),
    ...articles.map((item) => ({ custCode, articleCode: item.articleCode, sorg: item.sorg, qty: 2 })),
  ];
  await graphql(
    page,
    'mutation CheckoutE2eFill($p: [CartProductInput!]!) { updateProductsInCart(products: $p) { cart { totalQty } } }',
    { p: products },
  );
  return articles.map((item) => item.articleCode);
}

/**
 * Picks a choice card and waits until it shows as chosen (check() looks at once, and a busy page may draw the
 * choice a moment later).
 */
async function choose(radio: Locator): Promise<void> {
  await radio.click();
  await expect(radio).toBeChecked();
}

/** A day a few days ahead as YYYY-MM-DD (no time-zone edge near midnight). */
function daysAhead(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** The phone's first step, as a screenshot of its own (desktop project only, as the snapshots). */
async function phoneShipmentStep(page: Page, testInfo: TestInfo): Promise<void> {
  if (testInfo.project.name !== 'desktop') return;
  const size = page.viewportSize();
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/en-us/cart/checkout/shipment');
  await expect(page.getByRole('button', { name: 'Continue to payment' })).toBeVisible();
  await page.waitForTimeout(300);
  await page.screenshot({ path: 'tests/e2e/.artifacts/screenshots/checkout-shipment-375.png', fullPage: true });
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page).toHaveURL(/\/en-us\/cart\/checkout$/);
  await expect(page.getByTestId('checkout-shipment-recap')).toBeVisible();
  if (size) await page.setViewportSize(size);
}

test.describe('checkout', () => {
  test('cart → checkout with ship-to, a rate with input, PO, notes, a day and bank transfer → confirmation', async ({
    page,
  }, testInfo) => {
    test.setTimeout(240_000);
    await dismissBannerPopups(page);
    await signInForName(page, 'dealer');
    await fillCart(page);

    await page.goto('/en-us/cart');
    await page.getByTestId('cart-checkout').click();
    await expect(page).toHaveURL(/\/en-us\/cart\/checkout$/);
    await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();

    // Ship-to: the default first and chosen; the dealer's second address is taken when it has one.
    const shipTos = page.getByTestId('checkout-shipto').getByRole('radio');
    await expect(shipTos.first()).toBeChecked();
    const shipToCount = await shipTos.count();
    if (shipToCount > 1) await choose(shipTos.nth(1));

    // The pick-up rate asks who collects; it is required.
    const shipment = page.getByTestId('checkout-shipment').first();
    await choose(shipment.getByRole('radio', { name: /Pick-up/ }));
    const collector = shipment.getByRole('textbox', { name: /Who collects the order/ });
    await expect(collector).toBeVisible();

    await choose(page.getByTestId('checkout-payment').getByRole('radio', { name: /Bank Transfer/ }));
    await expect(page.getByText('Payment discount')).toBeVisible();

    // Too long a PO number cannot be typed; the counter shows 35 of 35.
    const po = page.getByRole('textbox', { name: 'PO number' });
    await po.fill('PO-E2E-'.padEnd(40, 'X'));
    await expect(po).toHaveValue('PO-E2E-'.padEnd(35, 'X'));
    await expect(page.getByText('35 / 35')).toBeVisible();
    const poNumber = `PO-${String(Date.now()).slice(-8)}-${testInfo.project.name}`;
    await po.fill(poNumber);
    await page.getByRole('textbox', { name: 'Notes' }).fill('Please deliver to the back door');

    // A past day is refused beside the field before anything is sent; the missing pick-up text too.
    const day = page.getByLabel('Requested delivery date');
    await day.fill(daysAhead(-3));
    await page.getByTestId('place-order').click();
    await expect(page.getByText('The request delivery date must not be in the past')).toBeVisible();
    await expect(page.getByText('Tell us who collects the order')).toBeVisible();
    await day.fill(daysAhead(5));
    await collector.fill('Own truck, driver J. Smith');

    // What was typed survives a reload (the form draft on the device, written as it is typed; the reload waits
    // for the last write, as a person would not reload within a few milliseconds of typing).
    await page.waitForTimeout(500);
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'PO number' })).toHaveValue(poNumber);
    await expect(page.getByTestId('checkout-shipment').first().getByRole('textbox')).toHaveValue(
      'Own truck, driver J. Smith',
    );
    await expect(page.getByTestId('checkout-sorg-total')).toHaveCount(1);
    await snapshots(page, testInfo, 'checkout');
    await phoneShipmentStep(page, testInfo);

    // Place order: one request even when clicked twice.
    let checkoutRequests = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/graphql') && (request.postData() ?? '').includes('mutation PlaceOrder')) {
        checkoutRequests += 1;
      }
    });
    const button = page.getByTestId('place-order');
    await button.dblclick();
    await expect(page).toHaveURL(/\/en-us\/cart\/checkout\/confirmation\?orders=/);
    expect(checkoutRequests).toBe(1);

    // The confirmation: order number, the payment instruction and its deadline, who placed it for whom.
    const numbers = page.getByTestId('confirmation-numbers');
    await expect(numbers).toContainText(/SO-\d+-\d+/);
    const orderNo = /SO-\d+-\d+/.exec((await numbers.textContent()) ?? '')?.[0] ?? '';
    const order = page.getByTestId('confirmation-order').first();
    const payment = order.getByTestId('confirmation-payment');
    await expect(payment).toContainText('Please pay');
    await expect(payment).toContainText('Transfer the order total');
    await expect(order).toContainText(poNumber);
    await expect(order).toContainText('Own truck, driver J. Smith');
    await expect(order).toContainText(/Placed by .+ for .+/);
    await expect(order.getByRole('link', { name: orderNo })).toHaveAttribute('href', `/en-us/order/${orderNo}`);
    await snapshots(page, testInfo, 'checkout-confirmation');

    // The ordered lines left the cart.
    await page.goto('/en-us/cart');
    await expect(page.getByText('Your cart is empty')).toBeVisible();

    // The order list shows it waiting for payment, and so does its page.
    await page.goto('/en-us/order');
    const row = page.getByRole('row', { name: new RegExp(orderNo) });
    await expect(row.getByTestId('payment-state')).toHaveAttribute('data-state', 'WAITING');
    await row.getByRole('link', { name: orderNo }).first().click();
    await expect(page).toHaveURL(new RegExp(`/en-us/order/${orderNo}$`));
    await expect(page.getByTestId('payment-state').first()).toHaveAttribute('data-state', 'WAITING');
  });

  test('canCheckout off: the cart says why and has no checkout; a disclaimer must be acknowledged; supply dates', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await dismissBannerPopups(page);
    // The page reads the host's switches from its config (the service worker would answer from its cache).
    let config: { canCheckout?: boolean; cartDisclaimer?: string; futureConfirmationDisplay?: boolean } = {
      canCheckout: false,
    };
    await page.context().route('**/api/server/config/**', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as Record<string, unknown>;
      await route.fulfill({ response, json: { ...body, ...config } });
    });
    await signInForName(page, 'dealer');
    await fillCart(page);

    await page.goto('/en-us/cart');
    await expect(page.getByTestId('cart-line').first()).toBeVisible();
    await expect(page.getByTestId('cart-no-checkout')).toContainText('This portal does not take orders online');
    await expect(page.getByTestId('cart-checkout')).toHaveCount(0);
    await page.goto('/en-us/cart/checkout');
    await expect(page.getByText('Ordering online is not available here')).toBeVisible();
    await expect(page.getByTestId('place-order')).toHaveCount(0);

    config = {
      canCheckout: true,
      cartDisclaimer: 'Prices exclude VAT; freight is invoiced separately.',
      futureConfirmationDisplay: true,
    };
    await page.reload();
    await expect(page.getByTestId('checkout-disclaimer')).toContainText('Prices exclude VAT');
    // futureConfirmationDisplay: each line says when it can be supplied (stockOrderConfirmations).
    await expect(page.getByTestId('checkout-supply').first()).toContainText('Supply:');
    await choose(page.getByRole('radio', { name: /Standard/ }).first());
    let sent = 0;
    page.on('request', (request) => {
      if ((request.postData() ?? '').includes('mutation PlaceOrder')) sent += 1;
    });
    await page.getByTestId('place-order').click();
    await expect(page.getByText('Please confirm that you have read the notice')).toBeVisible();
    expect(sent).toBe(0);
    await page.getByRole('checkbox', { name: 'I have read this notice' }).check();
    await expect(page.getByText('Please confirm that you have read the notice')).toHaveCount(0);
  });
});
