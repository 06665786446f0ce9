import { expect as baseExpect, test } from '@playwright/test';
import {
  invoiceBoxes,
  openPayInvoices,
  reopenPayInvoices,
  requestTransfer,
  uploadReceiptByApi,
} from './support/payments';
import { dismissBannerPopups } from './support/portal';
import { signInForName, snapshots } from './support/snapshots';

// Paying invoices end to end (spec 01 §4 Selection, §5 Partial payment amount and Invoice ordering rule, §7; the
// demo host's invoicePaymentRule is 'oldest' and allowPartialPayment is on): the dealer selects two invoices that
// skip the oldest → the rows are marked and the pay button says why → fixes the selection → pays by the sandbox's
// test card → the receipt, with the card number nowhere on screen. Partial payment's two messages. /payment lists
// the request. A virtual-account payment (the demo sorg's 'Bank transfer in advance'): the account, instruction and
// countdown, "Simulate transfer" (sandbox) → complete; a second one gets transfer receipts on /payment up to the
// host's paymentReceiptLimit (spec 02 §4), the next refused by the server, and is voided → its invoice Open again.

// The embedded database answers one query at a time: wait longer.
const expect = baseExpect.configure({ timeout: 30_000 });

const CARD = '4242424242424242';

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

  test('by virtual account: the account, instruction and countdown, then "Simulate transfer" → complete', async ({
    page,
  }, testInfo) => {
    const { invoiceNo } = await requestTransfer(page);
    await expect(page.getByTestId('virtual-account')).toHaveText(/^\d{8,}$/);
    await expect(page.getByText(/^Transfer the order total within 3 days/)).toBeVisible();
    await expect(page.getByText(/^Pay before /)).toBeVisible();
    const timer = page.getByRole('timer');
    await expect(timer).toHaveText(/^Expires in (\d+ d )?\d+:\d\d:\d\d$/);
    // It counts down.
    const before = await timer.textContent();
    await expect(timer).not.toHaveText(before ?? '', { timeout: 5_000 });
    await expect(page.getByTestId('payment-status')).toHaveText('Waiting for transfer');
    await expect(page.getByRole('cell', { name: invoiceNo })).toBeVisible();
    await snapshots(page, testInfo, 'payment-invoice-virtual-account');

    await page.getByRole('button', { name: 'Simulate transfer' }).click();
    await expect(page.getByRole('heading', { name: 'Payment complete' })).toBeVisible();
    await expect(page.getByTestId('payment-status')).toHaveText('Complete');

    // Paid: the invoice is no longer offered.
    await reopenPayInvoices(page);
    await expect(page.getByRole('checkbox', { name: new RegExp(`^Invoice ${invoiceNo}(,|$)`) })).toHaveCount(0);
  });

  test('transfer receipts up to the limit on /payment, the next refused; void → the invoice is open again', async ({
    page,
    request,
  }, testInfo) => {
    const { externalId, invoiceNo } = await requestTransfer(page);
    await page.goto('/en-us/payment');
    await expect(page.getByRole('heading', { level: 1, name: 'Payment requests' })).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: externalId });
    await expect(row.getByText('Waiting for transfer')).toBeVisible();
    await expect(row.getByRole('timer')).toBeVisible();

    // Receipts made here, uploaded one by one until the button gives way to the limit.
    let uploaded = 0;
    while (await row.getByRole('button', { name: 'Upload receipt' }).isVisible()) {
      expect(uploaded).toBeLessThan(20);
      const chooser = page.waitForEvent('filechooser');
      await row.getByRole('button', { name: 'Upload receipt' }).click();
      await (
        await chooser
      ).setFiles({
        name: `slip-${String(uploaded + 1)}.pdf`,
        mimeType: 'application/pdf',
        buffer: Buffer.from(`%PDF-1.4\n% transfer slip ${String(uploaded + 1)}\n`),
      });
      uploaded++;
      await expect(row.getByRole('button', { name: `slip-${String(uploaded)}.pdf`, exact: true })).toBeVisible();
    }
    expect(uploaded).toBeGreaterThan(0);
    await expect(row.getByText(`At most ${String(uploaded)} receipts`)).toBeVisible();
    await snapshots(page, testInfo, 'payment-requests-receipts');

    // One more, past the page: the server refuses it with the limit's text.
    const refused = (await uploadReceiptByApi(request, externalId)) as {
      data: { uploadPaymentReceipt: { userErrors: { field: string | null; message: string }[] } };
    };
    expect(refused.data.uploadPaymentReceipt.userErrors).toEqual([
      { field: 'uploadId', message: `At most ${String(uploaded)} receipts can be uploaded to a payment request` },
    ]);

    // Void: confirmed, then the invoice is Open and selectable again.
    await row.getByRole('button', { name: 'Void' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Void the request' }).click();
    await expect(
      page.getByText(`The payment request ${externalId} was voided. Its invoices are open again.`),
    ).toBeVisible();
    await expect(row.getByText('Void', { exact: true })).toBeVisible();
    await reopenPayInvoices(page);
    await expect(page.getByRole('checkbox', { name: new RegExp(`^Invoice ${invoiceNo}(,|$)`) }).first()).toBeEnabled();
  });
});
