import { type APIRequestContext, expect as baseExpect, test } from '@playwright/test';
import { fillCartWithOnePart } from './support/cart';
import { dismissBannerPopups, PASSWORD } from './support/portal';
import { signInForName } from './support/snapshots';

// Ship complete and the per-line timeline end to end (docs/decisions.md "Checkout and orders additions"): the
// dealer chooses "Ship complete" at checkout and sees it on the order; the order desk confirms every line in full
// and ships one delivery; back on the order, each line's timeline shows ordered → confirmed → delivered with the
// tracking link, marked "New since your last visit".

// The embedded database answers one query at a time, and the device's catalog sync runs meanwhile.
const expect = baseExpect.configure({ timeout: 30_000 });

/** A GraphQL call as the order desk (an administrator). */
async function asDesk<T>(request: APIRequestContext, query: string, variables: Record<string, unknown>): Promise<T> {
  const login = await request.post('/api/login', { data: { username: 'admin', password: PASSWORD } });
  const { accessToken } = (await login.json()) as { accessToken: string };
  const answer = await request.post('/api/graphql', {
    headers: { Authorization: `Bearer ${accessToken}` },
    data: { query, variables },
  });
  const body = (await answer.json()) as { data?: T; errors?: unknown };
  if (!body.data) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

const DESK_ORDER = `query ShipCompleteE2eDesk($orderNo: String!) {
  deskOrder(orderNo: $orderNo) { status lines { id orderQty } }
}`;

interface DeskResult {
  userErrors: { message: string }[];
}

test('ship complete: chosen at checkout, shown on the order; the desk ships it and the timeline marks what is new', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  await dismissBannerPopups(page);
  await signInForName(page, 'dealer');
  // One part of sorg 1000: one order, one delivery.
  await fillCartWithOnePart(page, 3);

  await page.goto('/en-us/cart/checkout');
  await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();
  const shipment = page.getByTestId('checkout-shipment').first().getByRole('radio');
  if ((await shipment.count()) > 0 && !(await shipment.first().isChecked())) await shipment.first().click();
  const transfer = page.getByTestId('checkout-payment').getByRole('radio', { name: /Bank Transfer/ });
  await transfer.click();
  await expect(transfer).toBeChecked();
  const complete = page.getByTestId('checkout-ship-complete').getByRole('radio', { name: 'Ship complete' });
  await complete.click();
  await expect(complete).toBeChecked();
  await page.getByTestId('place-order').click();
  await expect(page).toHaveURL(/\/en-us\/cart\/checkout\/confirmation\?orders=/);
  const numbers = page.getByTestId('confirmation-numbers');
  await expect(numbers).toContainText(/SO-\d+-\d+/);
  const orderNo = /SO-\d+-\d+/.exec((await numbers.textContent()) ?? '')?.[0] ?? '';

  // The first visit of the order marks nothing new, and says how it ships.
  await page.goto(`/en-us/order/${orderNo}`);
  await expect(page.getByText('Ship complete').first()).toBeVisible();
  await expect(page.getByTestId('timeline-step').first()).toHaveAttribute('data-kind', 'ORDERED');
  await expect(page.getByTestId('timeline-changed')).toHaveCount(0);

  // The order desk accepts it, confirms every line in full and ships one delivery with tracking.
  await asDesk(request, 'mutation($o: String!) { acceptOrder(orderNo: $o) { userErrors { message } } }', {
    o: orderNo,
  });
  const { deskOrder } = await asDesk<{ deskOrder: { lines: { id: string; orderQty: number }[] } }>(
    request,
    DESK_ORDER,
    { orderNo },
  );
  const supplyDate = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
  const confirmed = await asDesk<{ confirmOrderLines: DeskResult }>(
    request,
    `mutation($o: String!, $c: [DeskConfirmationInput!]!) {
      confirmOrderLines(orderNo: $o, confirmations: $c) { userErrors { message } }
    }`,
    { o: orderNo, c: deskOrder.lines.map((line) => ({ orderLineId: line.id, supplyQty: line.orderQty, supplyDate })) },
  );
  expect(confirmed.confirmOrderLines.userErrors).toEqual([]);
  const doNumber = `DO-E2E-${String(Date.now()).slice(-8)}`;
  const created = await asDesk<{ createDelivery: DeskResult }>(
    request,
    `mutation($o: String!, $l: [DeskDeliveryLineInput!]!, $d: String!, $n: String) {
      createDelivery(orderNo: $o, lines: $l, estimatedDeliveryDate: $d, doNumber: $n) { userErrors { message } }
    }`,
    {
      o: orderNo,
      l: deskOrder.lines.map((line) => ({ orderLineId: line.id, qty: line.orderQty })),
      d: supplyDate,
      n: doNumber,
    },
  );
  expect(created.createDelivery.userErrors).toEqual([]);
  const shipped = await asDesk<{ shipDelivery: DeskResult }>(
    request,
    `mutation($n: String!, $d: String!) {
      shipDelivery(doNumber: $n, deliveryDate: $d, trackingNo: "TRK-E2E-1", trackingUrl: "https://tracking.example/TRK-E2E-1", expeditionName: "DHL Freight") { userErrors { message } }
    }`,
    { n: doNumber, d: supplyDate },
  );
  expect(shipped.shipDelivery.userErrors).toEqual([]);

  // Back on the order: ordered → confirmed → delivered, the tracking link, the new steps marked.
  await page.reload();
  const steps = page.getByTestId('timeline-step');
  await expect(steps.filter({ has: page.getByTestId('timeline-changed') }).first()).toBeVisible();
  const kinds = await steps.evaluateAll((els) => els.map((el) => el.getAttribute('data-kind')));
  expect(kinds).toEqual(expect.arrayContaining(['ORDERED', 'CONFIRMED', 'DELIVERED']));
  await expect(page.getByTestId('line-timeline').first()).toContainText(doNumber);
  await expect(page.getByRole('link', { name: /TRK-E2E-1/ }).first()).toHaveAttribute(
    'href',
    'https://tracking.example/TRK-E2E-1',
  );
  await expect(page.getByText('Ship complete').first()).toBeVisible();
});
