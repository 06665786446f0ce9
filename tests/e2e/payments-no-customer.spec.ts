import { expect as baseExpect, test } from '@playwright/test';
import { dismissBannerPopups } from './support/portal';
import { signInForName } from './support/snapshots';

// An administrator without a selected customer on the paying pages (spec 01 §2: /payment needs a customer; the
// guard's dialog asks only sales, customer and vendor users): asked to select a customer first, never told that
// the payment requests could not be loaded (docs/decisions.md "Paying pages without a selected customer").

const expect = baseExpect.configure({ timeout: 30_000 });

test('an administrator without a customer is asked to select one on /payment and /payment/invoice', async ({
  page,
}, testInfo) => {
  await dismissBannerPopups(page);
  await signInForName(page, 'admin');
  await page.goto('/en-us/payment');
  await expect(page.getByRole('heading', { level: 1, name: 'Payment requests' })).toBeVisible();
  const notice = page.getByTestId('select-customer-first');
  await expect(notice).toContainText('Please select a customer first');
  await expect(page.getByText('The payment requests could not be loaded')).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('payment-admin-no-customer.png') });

  // The customer dialog is for sales, customer and vendor users only: the administrator is told where to look.
  await expect(notice.getByRole('button', { name: 'Select customer' })).toHaveCount(0);
  await expect(notice).toContainText('payments administration');

  await page.goto('/en-us/payment/invoice');
  await expect(page.getByRole('heading', { level: 1, name: 'Pay invoices' })).toBeVisible();
  await expect(page.getByTestId('select-customer-first')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('pay-invoices-admin-no-customer.png') });
});
