import { expect, test } from './support/network';
import { dismissBannerPopups } from './support/portal';
import { signInForName } from './support/snapshots';

// The invoice pages read online only (docs/decisions.md "Invoice pages"): a dealer on the open invoices who loses
// the network still moves between the buckets already loaded, and an invoice's detail says it is offline instead
// of loading forever or crashing.
test(
  'open invoices offline: the loaded buckets stay, a detail says it is offline',
  { tag: '@offline' },
  async ({ page, network }) => {
    await dismissBannerPopups(page);
    await signInForName(page, 'dealer');
    await page.goto('/en-us/invoice/open-invoice');
    const buckets = page.getByTestId('ageing-bucket');
    await expect(buckets).toHaveCount(5);

    await network.goOffline(page);
    await buckets.nth(0).click();
    await expect(buckets.nth(0)).toHaveAttribute('aria-pressed', 'true');
    await page.getByTestId('open-invoice-detail').first().click();
    await expect(page.getByTestId('load-failure')).toContainText('You are offline');
    await expect(page.getByRole('heading', { level: 1, name: 'Open invoices' })).toBeVisible();
  },
);
