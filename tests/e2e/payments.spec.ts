import { expect as baseExpect, type Page, test } from '@playwright/test';
import { dismissBannerPopups } from './support/portal';
import { signInForName, snapshots } from './support/snapshots';

// Paying invoices end to end (spec 01 §4 Selection, §5 Partial payment amount and Invoice ordering rule, §7; the
// demo host's invoicePaymentRule is 'oldest' and allowPartialPayment is on): the dealer selects two invoices that
// skip the oldest → the rows are marked and the pay button says why → fixes the selection → pays by the sandbox's
// test card → the receipt, with the card number nowhere on screen. Partial payment's two messages. /payment lists
// the request.

// The embedded database answers one query at a time: wait longer.
const expect = baseExpect.configure({ timeout: 30_000 });

const CARD = '4242424242424242';

async function openPayInvoices(page: Page): Promise<void> {
  await dismissBannerPopups(page);
  await signInForName(page, 'dealer');
  await page.goto('/en-us/payment/invoice');
  await expect(page.getByRole('heading', { level: 1, name: 'Pay invoices' })).toBeVisible();
  await expect(page.getByTestId('selection-summary')).toHaveText(/^0 invoices selected — /);
}

/** The checkboxes of positive invoices, in the table's order (oldest due first). */
function invoiceBoxes(page: Page) {
  return page.getByRole('checkbox', { name: /^Invoice / });
}

test.describe('paying invoices', () => {
  test('the oldest rule marks the rows that skip the oldest invoice until the selection is fixed', async ({
    page,
  }, testInfo) => {
    await openPayInvoices(page);
    await expect(page.getByText('Sandbox — no money moves').first()).toBeVisible();
    const boxes = invoiceBoxes(page);
    await expect(boxes.nth(2)).toBeVisible();

    // The second and third oldest, not the oldest: both wrong under the oldest rule.
    await boxes.nth(1).check();
    await boxes.nth(2).check();
    await expect(page.getByTestId('selection-summary')).toHaveText(/^2 invoices selected — /);
    await expect(page.getByRole('alert').filter({ hasText: 'Pay the oldest invoice first:' })).toBeVisible();
    await expect(page.locator('tr[data-wrong="true"]')).toHaveCount(2);
    await expect(page.getByRole('button', { name: /^Pay / })).toBeDisabled();
    await snapshots(page, testInfo, 'payment-invoice-wrong');

    // Fixed: the oldest and the second oldest.
    await boxes.nth(2).uncheck();
    await boxes.nth(0).check();
    await expect(page.locator('tr[data-wrong="true"]')).toHaveCount(0);
    await expect(page.getByRole('alert').filter({ hasText: 'Pay the oldest invoice first:' })).toHaveCount(0);
    await expect(page.getByTestId('selection-summary')).toHaveText(/^2 invoices selected — /);
  });

  // The demo dealer's area pays online and its sorg has the sandbox's 'Credit Card' method (demo seed).
  test('pays two invoices by the sandbox card: complete, the card number nowhere', async ({ page }, testInfo) => {
    await openPayInvoices(page);
    const boxes = invoiceBoxes(page);
    await boxes.nth(0).check();
    await boxes.nth(1).check();
    await page
      .getByRole('radio', { name: /credit card/i })
      .first()
      .check();
    await page.getByLabel('Card type').selectOption('Visa');
    await page.getByLabel('Card number').fill(CARD);
    await page.getByLabel('Expiry month').fill('12');
    await page.getByLabel('Expiry year').fill(String(new Date().getFullYear() + 3));
    await page.getByLabel('Security code').fill('123');
    await snapshots(page, testInfo, 'payment-invoice-card');
    await page.getByRole('button', { name: /^Pay / }).click();

    await expect(page.getByRole('heading', { name: 'Payment complete' })).toBeVisible();
    await expect(page.getByTestId('payment-status')).toHaveText('Complete');
    const body = (await page.locator('body').textContent()) ?? '';
    expect(body).not.toContain(CARD);
    expect(body).not.toContain('4242 4242 4242 4242');
    const stored = await page.evaluate(() =>
      [localStorage, sessionStorage]
        .flatMap((s) => Array.from({ length: s.length }, (_, i) => s.getItem(s.key(i) ?? '') ?? ''))
        .join('\n'),
    );
    expect(stored).not.toContain(CARD);
    await snapshots(page, testInfo, 'payment-invoice-complete');

    await page.goto('/en-us/payment');
    await expect(page.getByRole('heading', { level: 1, name: 'Payment requests' })).toBeVisible();
    await expect(page.getByText('Complete').first()).toBeVisible();
  });

  test('partial payment: the minimum and maximum messages', async ({ page }, testInfo) => {
    await openPayInvoices(page);
    await invoiceBoxes(page).first().check();
    await page.getByRole('switch', { name: /Pay part of the invoice/ }).check();
    const amount = page.getByLabel(/Amount to pay/);
    await amount.fill('0.5');
    await expect(page.getByText('The minimum amount is 1').first()).toBeVisible();
    await expect(page.getByRole('button', { name: /^Pay / })).toBeDisabled();
    await amount.fill('99999999');
    await expect(page.getByText(/^The maximum amount is USD [\d.]+$/).first()).toBeVisible();
    await amount.fill('1');
    await expect(page.getByText(/The (minimum|maximum) amount is/)).toHaveCount(0);
    await expect(page.getByText('To pay: $1.00')).toBeVisible();
    await snapshots(page, testInfo, 'payment-invoice-partial');
  });

  test('lists the payment requests', async ({ page }, testInfo) => {
    await dismissBannerPopups(page);
    await signInForName(page, 'dealer');
    await page.goto('/en-us/payment');
    await expect(page.getByRole('heading', { level: 1, name: 'Payment requests' })).toBeVisible();
    await snapshots(page, testInfo, 'payment-requests');
  });
});
