import { type APIRequestContext, expect as baseExpect, type Page, test } from '@playwright/test';
import { DEMO_SORGS } from '../../src/server/seed/demo-data';
import { gqlAs, requestTransfer } from './support/payments';
import { dismissBannerPopups, openAndSignIn } from './support/portal';
import { signInForName, snapshots } from './support/snapshots';

// The payments administration end to end (spec 02 §7: payments by sorg and module, upload payment with its proof,
// approve, void (orderNumber); docs/decisions.md "Payments administration"). The admin records the dealer's bank
// transfer against its payment request with a proof made here and approves it → the dealer's invoice is Paid;
// records an order's transfer and approves it → the order's payment COMPLETED; voids another order's payment by its
// order number → VOIDED. A dealer (no payment.approve) is signed out by the page's guard and refused by the API.

// The embedded database answers one query at a time: wait longer.
const expect = baseExpect.configure({ timeout: 30_000 });

/** A one-page PDF-like proof of payment, made in the test. */
function proof(name: string) {
  return { name, mimeType: 'application/pdf', buffer: Buffer.from(`%PDF-1.4\n% proof of payment ${name}\n%%EOF\n`) };
}

async function openAdminPayments(page: Page): Promise<void> {
  await dismissBannerPopups(page);
  await signInForName(page, 'admin');
  await page.goto('/en-us/admin/payments');
  await expect(page.getByRole('heading', { level: 1, name: 'Payments administration' })).toBeVisible();
}

async function chooseSorg(page: Page, sorg: string): Promise<void> {
  // The list names each sales organisation (its code is not shown).
  const name = DEMO_SORGS.find((s) => s.code === sorg)?.name ?? sorg;
  await page.getByRole('combobox', { name: 'Sales organisation' }).click();
  await page.getByRole('option', { name, exact: true }).click();
  await expect(page.getByRole('combobox', { name: 'Sales organisation' })).toHaveValue(name);
}

/** Fills "Record a payment received outside the gateway" and sends it. */
async function recordPayment(page: Page, reference: string, amount: string, currency: string, file: string) {
  await page.getByTestId('record-reference').fill(reference);
  await page.getByTestId('record-amount').fill(amount);
  await page.getByRole('textbox', { name: 'Currency' }).fill(currency);
  const chooser = page.waitForEvent('filechooser');
  await page.getByTestId('record-file').click();
  await (await chooser).setFiles(proof(file));
  await page.getByRole('button', { name: 'Record payment' }).click();
  await expect(page.getByText('Payment recorded')).toBeVisible();
}

function paymentRow(page: Page, reference: string) {
  return page.getByTestId('payment-row').filter({ hasText: reference });
}

interface WaitingOrder {
  orderNo: string;
  sorg: string;
  orderPayment: { amount: number; currency: string; paymentStatus: string | null };
}

/** The dealer's orders waiting for a transfer (the seed has several). */
async function waitingOrders(request: APIRequestContext): Promise<WaitingOrder[]> {
  const answer = await gqlAs(
    request,
    'dealer',
    `{ orders(filter: { paymentStatus: "pending", limit: 20 }) {
         items { orderNo sorg orderPayment { amount currency paymentStatus } } } }`,
  );
  const page = answer.data?.orders as { items: WaitingOrder[] } | undefined;
  if (!page) throw new Error(`orders: ${JSON.stringify(answer.errors)}`);
  return page.items.filter((o) => o.orderPayment.paymentStatus === 'WAITING');
}

async function orderPaymentStatus(request: APIRequestContext, orderNo: string): Promise<string | null> {
  const answer = await gqlAs(
    request,
    'dealer',
    `query ($orderNo: String) { orders(filter: { orderNo: $orderNo }) { items { orderNo orderPayment { paymentStatus } } } }`,
    { orderNo },
  );
  const page = answer.data?.orders as { items: { orderNo: string; orderPayment: { paymentStatus: string | null } }[] };
  return page.items.find((o) => o.orderNo === orderNo)?.orderPayment.paymentStatus ?? null;
}

/** Major units as typed in the amount field, from minor units with two decimals (USD, EUR). */
function major(minor: number): string {
  return (minor / 100).toFixed(2);
}

test.describe('payments administration', () => {
  test('records the dealer’s transfer with its proof and approves it: the invoice is paid', async ({
    page,
    browser,
    baseURL,
    viewport,
  }, testInfo) => {
    // The dealer, in a browser of their own, asks to pay the oldest invoice by bank transfer: a request waiting for
    // the transfer.
    const dealer = await browser.newContext({ ...(baseURL ? { baseURL } : {}), viewport });
    const dealerPage = await dealer.newPage();
    const { externalId, invoiceNo, amount } = await requestTransfer(dealerPage);

    await openAdminPayments(page);
    await chooseSorg(page, '1000');
    await expect(page.getByRole('radio', { name: 'Invoices' })).toBeChecked();
    await recordPayment(page, externalId, amount, 'USD', 'bank-slip.pdf');
    const row = paymentRow(page, externalId);
    await expect(row.getByTestId('payment-status')).toHaveText('Pending');
    const detail = page.getByTestId('payment-detail');
    await expect(detail.getByRole('button', { name: 'bank-slip.pdf' })).toBeVisible();
    await expect(detail.getByTestId('sandbox-label')).toHaveCount(0);
    await snapshots(page, testInfo, 'admin-payments-invoice');

    await detail.getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByText('Payment approved')).toBeVisible();
    await expect(row.getByTestId('payment-status')).toHaveText('Complete');
    // The status filter lists it under Complete.
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Complete' }).click();
    await expect(paymentRow(page, externalId)).toBeVisible();

    // The dealer: the request is complete, the invoice Paid today.
    await dealerPage.goto('/en-us/payment');
    await expect(dealerPage.getByRole('row').filter({ hasText: externalId }).getByText('Complete')).toBeVisible();
    await dealerPage.goto('/en-us/invoice/invoice-list');
    await expect(dealerPage.getByRole('heading', { level: 1, name: 'Paid invoices' })).toBeVisible();
    await dealerPage.getByTestId('paid-search').fill(invoiceNo);
    const paid = dealerPage.getByRole('row').filter({ hasText: invoiceNo });
    await expect(paid.getByTestId('invoice-status').first()).toHaveText('Paid');
    await dealer.close();
  });

  test('lists the orders’ payments; approves one order’s transfer and voids another by its order number', async ({
    page,
    request,
  }, testInfo) => {
    const orders = await waitingOrders(request);
    const [first, second] = orders.filter((o) => o.sorg === orders[0]?.sorg);
    if (!first || !second) throw new Error('the seed has fewer than two orders waiting for a transfer in one sorg');

    await openAdminPayments(page);
    await chooseSorg(page, first.sorg);
    await page.getByTestId('filter-module').getByText('Orders', { exact: true }).click();
    await expect(page.getByTestId('record-reference')).toHaveAccessibleName('Order number');

    // Approve: the order's payment COMPLETED.
    await recordPayment(
      page,
      first.orderNo,
      major(first.orderPayment.amount),
      first.orderPayment.currency,
      'order-slip.pdf',
    );
    const approved = paymentRow(page, first.orderNo);
    await expect(approved.getByTestId('payment-status')).toHaveText('Pending');
    await page.getByTestId('payment-detail').getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByText('Payment approved')).toBeVisible();
    await expect(approved.getByTestId('payment-status')).toHaveText('Complete');
    await expect.poll(() => orderPaymentStatus(request, first.orderNo)).toBe('COMPLETED');

    // Void by order number: the order's payment VOIDED.
    await recordPayment(
      page,
      second.orderNo,
      major(second.orderPayment.amount),
      second.orderPayment.currency,
      'order-slip-2.pdf',
    );
    const voided = paymentRow(page, second.orderNo);
    await expect(voided.getByTestId('payment-status')).toHaveText('Pending');
    await snapshots(page, testInfo, 'admin-payments-order');
    await page.getByTestId('payment-detail').getByRole('button', { name: 'Void payment' }).click();
    await expect(page.getByText('Payment voided')).toBeVisible();
    await expect(voided.getByTestId('payment-status')).toHaveText('Void');
    await expect.poll(() => orderPaymentStatus(request, second.orderNo)).toBe('VOIDED');

    // Both modules list the sorg's payments.
    await expect(page.getByTestId('payment-row')).not.toHaveCount(0);
    await page.getByTestId('filter-module').getByText('Invoices', { exact: true }).click();
    await expect(page.getByTestId('payments-table').or(page.getByTestId('payments-empty'))).toBeVisible();
  });

  test('a dealer cannot open it: signed out by the guard, refused by the API', async ({ page, request }) => {
    await openAndSignIn(page, '/en-us/login', 'dealer');
    await expect(page).toHaveURL(/\/en-us\/?$/);
    const logout = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/logout');
    await page.goto('/en-us/admin/payments');
    await logout;
    await expect(page).toHaveURL(/\/en-us\/login$/);
    await expect(page.getByTestId('payments-admin')).toHaveCount(0);

    const answer = await gqlAs(
      request,
      'dealer',
      '{ paymentsBySorgAndModule(sorg: "1000", module: INVOICE) { items { id } } }',
    );
    expect(answer.data?.paymentsBySorgAndModule ?? null).toBeNull();
    expect(answer.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
