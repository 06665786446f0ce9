import { expect, test } from '@playwright/test';
import { dismissBannerPopups } from './support/portal';
import { signInForName, snapshots } from './support/snapshots';

test.describe('customer switching', () => {
  test('sales: the dialog opens by itself on a page that needs a customer; search, switch, the chip shows it', async ({
    page,
  }, testInfo) => {
    // The banner pop-up opens once the page is idle, which may be in the middle of this test: not its subject.
    await dismissBannerPopups(page);
    await signInForName(page, 'sales');
    await expect(page.getByRole('button', { name: 'select customer' })).toBeVisible();

    // The open-invoice page needs a customer and none is selected yet.
    await page.goto('/en-us/invoice/open-invoice');
    const dialog = page.getByRole('dialog', { name: 'Select a customer' });
    await expect(dialog).toBeVisible();
    const customers = dialog.getByRole('list', { name: 'Customers' }).getByRole('listitem');
    await expect(customers).toHaveCount(10);
    await expect(dialog.getByRole('button', { name: /^Page \d+$/ })).toHaveCount(4);
    await snapshots(page, testInfo, 'customers-dialog');

    // Search for the third customer by its name: the list narrows to it after the debounce.
    const third = customers.nth(2);
    const name = (await third.locator('[data-field="name"]').textContent()) ?? '';
    const code = (await third.locator('[data-field="code"]').textContent()) ?? '';
    expect(name).not.toBe('');
    const searched = page.waitForRequest(
      (r) => r.url().endsWith('/api/graphql') && (r.postData() ?? '').includes(`"search":"${name}"`),
    );
    await dialog.getByRole('searchbox', { name: 'Search customers' }).fill(name);
    await searched;
    await expect(customers.first()).toContainText(name);

    const switched = page.waitForResponse(
      (r) => r.url().includes('/api/change-cust/') && r.request().method() === 'POST',
    );
    await customers.first().getByRole('button').click();
    expect((await switched).status()).toBe(200);

    // The page reloads with the new customer: the chip, the band and the tab title name it.
    const chip = page.getByRole('button', { name: `Customer ${code} ${name}. Change customer` });
    await expect(chip).toBeVisible();
    await expect(chip).toHaveAttribute('title', `${code} ${name}`);
    await expect(page.getByTestId('active-customer-band')).toContainText(`${code} ${name}`);
    await expect(page).toHaveTitle(new RegExp(`^${code} `));
    await expect(page.getByRole('dialog', { name: 'Select a customer' })).toHaveCount(0);
    await snapshots(page, testInfo, 'customers-chip');

    // The dialog opened again shows the recently used customer and the current one highlighted.
    await page.getByRole('button', { name: 'Change customer', exact: true }).click();
    const again = page.getByRole('dialog', { name: 'Select a customer' });
    await expect(again.getByRole('searchbox', { name: 'Search customers' })).toHaveValue('');
    await again.getByRole('searchbox', { name: 'Search customers' }).fill(name);
    await expect(again.locator('[aria-current="true"]').first()).toContainText(name);
  });

  test('offline, switching is disabled with a message', async ({ page, context }) => {
    await signInForName(page, 'sales');
    const promotions = page.getByRole('dialog', { name: 'News and offers' });
    await promotions.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('button', { name: 'select customer' }).click();
    const dialog = page.getByRole('dialog', { name: 'Select a customer' });
    await expect(dialog.getByRole('listitem').first()).toBeVisible();
    await context.setOffline(true);
    await expect(dialog.getByText('Switching customers needs a connection')).toBeVisible();
    await expect(dialog.getByRole('listitem').first().getByRole('button')).toBeDisabled();
    await context.setOffline(false);
    await expect(dialog.getByText('Switching customers needs a connection')).toHaveCount(0);
  });

  test('dealer: no chip, no band', async ({ page }) => {
    const name = await signInForName(page, 'dealer');
    await expect(page.getByRole('banner').getByRole('button', { name })).toBeVisible();
    await expect(page.getByRole('button', { name: 'select customer' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Customer / })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Change customer' })).toHaveCount(0);
    await expect(page.getByTestId('active-customer-band')).toHaveCount(0);
  });
});
