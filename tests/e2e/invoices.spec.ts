import { expect as baseExpect, type Page, type TestInfo, test } from '@playwright/test';
import { dismissBannerPopups } from './support/portal';
import { signInForName, snapshots } from './support/snapshots';

// The invoice pages end to end (spec 01 §2 /invoice/open-invoice and /invoice/invoice-list; §3 Open invoice result,
// Invoice; §9 date range max 30 days): the seeded demo dealer's open invoices in their ageing buckets, credit notes
// negative, Waiting For Payment and Pending Payment apart, an invoice's detail with its amounts and lines, the
// e-mail confirmation without the address, and the paid list whose range refuses more than 30 days.

// The embedded database answers one query at a time: wait longer.
const expect = baseExpect.configure({ timeout: 30_000 });

const screenshotDir = 'tests/e2e/.artifacts/screenshots';

async function openAsDealer(page: Page, path: string): Promise<void> {
  await dismissBannerPopups(page);
  await signInForName(page, 'dealer');
  await page.goto(path);
}

/** The 768 px tablet width besides the 375/1024/1440 of `snapshots` (desktop project only). */
async function tabletSnapshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  if (testInfo.project.name !== 'desktop') return;
  const size = page.viewportSize();
  await page.setViewportSize({ width: 768, height: 1024 });
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${screenshotDir}/${name}-768.png`, animations: 'disabled' });
  if (size) await page.setViewportSize(size);
}

function tableRows(page: Page) {
  return page.locator('[data-layout="table"] tbody tr, [data-layout="cards"] [role="listitem"]');
}

test.describe('invoices', () => {
  test('shows the open invoices in ageing buckets and an invoice with its amounts and lines', async ({
    page,
  }, testInfo) => {
    await openAsDealer(page, '/en-us/invoice/open-invoice');
    await expect(page.getByRole('heading', { level: 1, name: 'Open invoices' })).toBeVisible();
    const buckets = page.getByTestId('ageing-bucket');
    await expect(buckets).toHaveCount(5);
    await expect(buckets.nth(0)).toContainText('Not due');
    await expect(buckets.nth(1)).toContainText('1–30 days overdue');
    await expect(buckets.nth(4)).toContainText('Over 90 days overdue');
    // The oldest bucket with invoices is shown first (the paying spec may have paid the oldest ones by now); its
    // rows say how long they are overdue.
    const counts = await buckets.evaluateAll((cards) =>
      cards.map((card) => Number(/(\d+) invoices?/.exec(card.textContent)?.[1] ?? '0')),
    );
    let oldest = counts.length - 1;
    while (oldest > 0 && counts[oldest] === 0) oldest -= 1;
    expect(oldest).toBeGreaterThan(0);
    await expect(buckets.nth(oldest)).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('overdue-display').first()).toContainText(/\d+ days overdue/);

    // Not due: "Due in N days" or "Due today"; the seed's credit notes show negative.
    await buckets.nth(0).click();
    await expect(page).toHaveURL(/bucket=0/);
    await expect(page.getByTestId('overdue-display').first()).toContainText(/Due (in \d+ days?|today)/);
    await expect(page.getByTestId('waiting-for-payment')).toBeVisible();
    await expect(page.getByTestId('pending-payment')).toBeVisible();
    await snapshots(page, testInfo, 'invoices-open');
    await tabletSnapshot(page, testInfo, 'invoices-open');

    // A credit note somewhere in the buckets: negative and marked.
    let creditNoteFound = false;
    for (let index = 0; index < 5 && !creditNoteFound; index += 1) {
      await buckets.nth(index).click();
      creditNoteFound = (await page.getByTestId('credit-note').count()) > 0;
    }
    expect(creditNoteFound).toBe(true);
    await expect(page.locator('[data-negative="true"]').first()).toContainText('-');

    // The detail: every installment's amounts and the lines, e-mail and PDF actions.
    await tableRows(page).first().getByTestId('open-invoice-detail').click();
    await expect(page).toHaveURL(/invoice=/);
    const detail = page.getByTestId('invoice-detail');
    await expect(detail).toBeVisible();
    await expect(detail.getByTestId('invoice-installment').first()).toContainText('Amount to pay');
    await expect(detail.getByTestId('invoice-lines')).toBeVisible();
    await expect(detail.getByTestId('download-invoice-pdf')).toBeVisible();
    await snapshots(page, testInfo, 'invoices-detail');

    // The e-mail confirmation never shows the address on file.
    await detail.getByTestId('send-invoice-email').click();
    const dialog = page.getByRole('dialog', { name: /Send invoice .* by e-mail/ });
    await expect(dialog).toContainText('the e-mail address on file');
    await expect(dialog).not.toContainText('@');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await page.keyboard.press('Escape');
    await expect(page).not.toHaveURL(/invoice=/);
  });

  test('lists the paid invoices of the last 30 days and refuses a range over 30 days', async ({ page }, testInfo) => {
    await openAsDealer(page, '/en-us/invoice/open-invoice');
    await expect(page.getByTestId('ageing-bucket').first()).toBeVisible();
    await page.getByRole('navigation', { name: 'Invoice pages' }).getByRole('link', { name: 'Paid invoices' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Paid invoices' })).toBeVisible();
    await expect(tableRows(page).first()).toBeVisible();
    await expect(page.getByTestId('paid-totals')).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Clearing date' })).toBeVisible();
    await snapshots(page, testInfo, 'invoices-paid');
    await tabletSnapshot(page, testInfo, 'invoices-paid');

    // The search within the list narrows it to the number typed.
    const firstNo = (await tableRows(page).first().getByTestId('open-invoice-detail').textContent()) ?? '';
    await page.getByTestId('paid-search').fill(firstNo);
    await expect(tableRows(page).first()).toContainText(firstNo);
    await page.getByTestId('paid-search').fill('no-such-invoice-xyz');
    await expect(tableRows(page)).toHaveCount(0);
    await page.getByTestId('paid-search').fill('');

    const from = page.getByTestId('range-from');
    const to = page.getByTestId('range-to');
    await from.fill('2026-01-01');
    await to.fill('2026-02-15');
    await page.getByRole('button', { name: 'Show' }).click();
    await expect(page.getByText('Date range must not exceed 30 days')).toBeVisible();
    await expect(to).toHaveAttribute('aria-invalid', 'true');
    await expect(page).not.toHaveURL(/from=/);
    await to.fill('2026-01-31');
    await page.getByRole('button', { name: 'Show' }).click();
    await expect(page).toHaveURL(/from=2026-01-01/);
  });

  test('groups the paid invoices by clearing day on the -new list', async ({ page }, testInfo) => {
    await openAsDealer(page, '/en-us/invoice/invoice-list-new');
    await expect(page.getByRole('heading', { level: 1, name: 'Paid invoices by clearing day' })).toBeVisible();
    await expect(page.getByTestId('clearing-day').first()).toBeVisible();
    await expect(page.getByTestId('clearing-day').first()).toContainText('Cleared on');
    await snapshots(page, testInfo, 'invoices-paid-new');
  });
});
