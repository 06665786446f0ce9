import { activeCustomerChip, dismissBannerPopups, switchCustomer } from './support/portal';
import { expect, test } from './support/network';
import { signInForName, snapshots } from './support/snapshots';

// Offline use (ARCHITECTURE.md "Offline"): a sales rep visits the portal once online and prepares the device, then
// works without a network: reloads, moves between pages, and finds customers in the customer dialog from the device's
// list. Runs on desktop, tablet and, tagged @offline, on the offline profile (4× CPU).

test('pages open and the customer search works without a network after one visit @offline', async ({
  page,
  network,
}) => {
  test.setTimeout(180_000);
  await dismissBannerPopups(page);
  const name = await signInForName(page, 'sales');

  // Prepare for the day: the customer list goes to the device.
  await page.goto('/en-us/offline');
  await page.getByRole('button', { name: 'Prepare for offline' }).click();
  await expect(page.getByText('Customer list downloaded.').or(page.getByText(/customers downloaded/))).toBeVisible({
    timeout: 60_000,
  });
  await snapshots(page, test.info(), 'ready-for-offline');
  await page.goto('/en-us/user/edit-profile');
  await expect(page.getByRole('textbox', { name: /Name/ }).first()).not.toHaveValue('');
  // The page's answers are kept on the device (a throttled write) before the next full navigation.
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('portal.queries')?.includes('"profile"') ?? false))
    .toBe(true);
  await page.goto('/en-us');
  await expect(page.getByRole('heading', { name: `Welcome, ${name}` })).toBeVisible();

  await network.goOffline(page);
  await page.reload();
  await expect(page.getByRole('heading', { name: `Welcome, ${name}` })).toBeVisible();
  await expect(page.getByText(/Offline/).first()).toBeVisible();

  // Moving between pages offline, from the menus.
  await page.goto('/en-us/outbox');
  await expect(page.getByRole('heading', { name: 'Outbox', level: 1 })).toBeVisible();
  await page.goto('/en-us/user/edit-profile');
  await expect(page.getByRole('textbox', { name: /Name/ }).first()).not.toHaveValue('');
  await page.goto('/en-us');
  await expect(page.getByRole('heading', { name: `Welcome, ${name}` })).toBeVisible();

  // The customer dialog searches the device's list.
  await page.getByRole('button', { name: 'select customer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Select a customer' });
  const customers = dialog.getByRole('list', { name: 'Customers' }).getByRole('listitem');
  await expect(customers.first()).toBeVisible();
  // The customer's name is in the row's first line; its last word is the search term.
  const firstName = (await customers.first().locator('[data-field="name"]').textContent()) ?? '';
  const term = firstName.trim().split(/\s+/).slice(-1)[0] ?? '';
  expect(term.length).toBeGreaterThan(2);
  await dialog.getByRole('searchbox', { name: 'Search customers' }).fill(term);
  // Every row the device's search keeps matches the term (the previous page stays until the new one is there).
  await expect
    .poll(async () => {
      const texts = await customers.allTextContents();
      return texts.length > 0 && texts.every((text) => text.toLowerCase().includes(term.toLowerCase()));
    })
    .toBe(true);

  await network.goOnline();
});

test('after a customer switch the catalog downloads for the new customer and opens offline', async ({
  page,
  network,
}, testInfo) => {
  // On the tablet of a rep in a store; one viewport is enough (the desktop project carries the longer list).
  test.skip(testInfo.project.name !== 'tablet', 'one viewport is enough for the device copy');
  test.setTimeout(240_000);
  await dismissBannerPopups(page);
  await signInForName(page, 'sales');
  // The download worker and the service worker send with the session kept in the local database: the switch
  // must reach it, or the download fails with the previous customer's revoked token.
  await switchCustomer(page, '1000125');

  await page.goto('/en-us/offline');
  await page.getByRole('button', { name: 'Prepare for offline' }).click();
  await expect(page.getByTestId('preparation-steps')).toContainText(/[\d,]+ articles? downloaded\./, {
    timeout: 180_000,
  });
  await expect(page.getByTestId('preparation-steps')).not.toContainText('could not be downloaded');

  await page.goto('/en-us/catalog/list?category=bike');
  const cards = page.getByTestId('product-card');
  await expect(cards.first()).toBeVisible({ timeout: 30_000 });
  await network.goOffline(page);
  await page.reload();
  await expect(page.getByText(/^You are offline: prices and stock as of /)).toBeVisible({ timeout: 30_000 });
  await expect(cards.first()).toBeVisible();
  await expect(activeCustomerChip(page, '1000125')).toBeVisible();
});
