import { mkdirSync } from 'node:fs';
import { expect, type Page, test, type TestInfo } from '@playwright/test';
import { displayCustomerCode } from '../../src/shared/customers/customer-code-display';
import { hostCustomersFirst } from '../../src/shared/customers/host-customers-first';
import { PASSWORD, dismissBannerPopups, switchCustomer } from './support/portal';
import { signInForName } from './support/snapshots';
import { twoPolygonCustomers } from './support/visits';

// The customer the rep works for, end to end (spec 01 §2 customer dialog, §3 telpCode; spec 02 §2 visit form): the
// dialog's compact rows with the host's own customers first and phones in the host's format, a new visit that
// starts with the active customer, and Ready for offline's results at the top of the page.

const shotsDir = process.env.CUSTOMER_SHOTS_DIR ?? 'tests/e2e/.artifacts/screenshots';

/** Screenshots for a person to look at: phone 375×812, tablet 1024×768 and desktop 1440×900. */
async function shots(page: Page, testInfo: TestInfo, name: string, fullPage = false): Promise<void> {
  mkdirSync(shotsDir, { recursive: true });
  const size = page.viewportSize();
  for (const [width, height] of [
    [375, 812],
    [1024, 768],
    [1440, 900],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.waitForTimeout(300);
    await page.screenshot({
      path: `${shotsDir}/${name}-${String(width)}-${testInfo.project.name}.png`,
      animations: 'disabled',
      fullPage,
    });
  }
  if (size) await page.setViewportSize(size);
}

interface DialogCustomer {
  custName: string;
  custPhone: string | null;
  custAreas: { sorg: string }[];
}

/** The rep's first page of customers as the server sorts it (by name), asked as the rep. */
async function firstPageOfCustomers(page: Page): Promise<DialogCustomer[]> {
  const login = await page.request.post('/api/login', { data: { username: 'sales', password: PASSWORD } });
  const { accessToken } = (await login.json()) as { accessToken: string };
  const answer = await page.request.post('/api/graphql', {
    headers: { Authorization: `Bearer ${accessToken}` },
    data: {
      query: 'query { salesCustomers(page: 1, limit: 10) { items { custName custPhone custAreas { sorg } } } }',
    },
  });
  return ((await answer.json()) as { data: { salesCustomers: { items: DialogCustomer[] } } }).data.salesCustomers.items;
}

test.describe('the customer the rep works for', () => {
  test("the dialog: compact rows, the host's customers first, phones with the host's +1", async ({
    page,
  }, testInfo) => {
    await dismissBannerPopups(page);
    await signInForName(page, 'sales');
    await page.getByRole('button', { name: 'select customer' }).click();
    const dialog = page.getByRole('dialog', { name: 'Select a customer' });
    const rows = dialog.getByRole('list', { name: 'Customers' }).getByRole('listitem');
    await expect(rows).toHaveCount(10);

    // localhost is sorg 1000: its customers first (the rep also serves Indonesian shops, whose names come first
    // alphabetically), each part by name, as the server pages them.
    const expected = await firstPageOfCustomers(page);
    expect(expected[0]?.custAreas.map((area) => area.sorg)).toContain('1000');
    expect(hostCustomersFirst(expected, ['1000'], (c) => c.custAreas.map((area) => area.sorg))).toEqual(expected);
    await expect(rows.locator('[data-field="name"]')).toHaveText(expected.map((c) => c.custName));

    // The phone on the second line, in the host's format, calls the international number.
    const withPhone = expected.findIndex((c) => (c.custPhone ?? '') !== '');
    expect(withPhone).toBeGreaterThanOrEqual(0);
    const call = rows.nth(withPhone).getByRole('link', { name: /^\+1 / });
    await expect(call).toBeVisible();
    const digits = (expected[withPhone]?.custPhone ?? '').replace(/^0/, '');
    await expect(call).toHaveAttribute('href', `tel:+1${digits}`);
    await shots(page, testInfo, 'customer-dialog');

    // On a phone the second line opens from the row's toggle.
    await page.setViewportSize({ width: 375, height: 812 });
    const first = rows.first();
    const toggle = first.getByRole('button', { name: /^Details of / });
    await expect(first.getByRole('link', { name: /^\+1 / })).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(first.getByRole('link', { name: /^\+1 / })).toBeVisible();
    mkdirSync(shotsDir, { recursive: true });
    await page.screenshot({ path: `${shotsDir}/customer-dialog-375-open-${testInfo.project.name}.png` });
    // No sideways scroll at 375 px.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });

  test('a new visit starts with the customer the rep acts for', async ({ page, request }) => {
    const [customer] = await twoPolygonCustomers(request);
    await dismissBannerPopups(page);
    await signInForName(page, 'sales');
    await switchCustomer(page, customer.custCode);
    await page.goto('/en-us/visit-form/polygon');
    await page.getByRole('link', { name: 'New visit' }).click();
    await expect(page.getByRole('combobox', { name: 'Customer' })).toHaveValue(
      new RegExp(` · ${displayCustomerCode(customer.custCode)}( · |$)`),
    );
  });

  test('Ready for offline: the results of a preparation are at the top of the page', async ({ page }, testInfo) => {
    test.setTimeout(240_000);
    await dismissBannerPopups(page);
    await signInForName(page, 'sales');
    await switchCustomer(page, '1000125');
    await page.goto('/en-us/offline');
    const prepare = page.getByRole('button', { name: 'Prepare for offline' });
    await prepare.click();
    const results = page.getByTestId('preparation-results');
    await expect(results).toHaveAttribute('data-outcome', /^(done|warning|failed)$/, { timeout: 180_000 });
    await expect(results).toContainText(/[\d,]+ articles? downloaded\./);
    await expect(page.getByTestId('preparation-sizes')).toContainText(/On this device: [\d,]+ articles/);
    // Above the facts and the button, in view and focused once finished.
    await expect(results).toBeFocused();
    await expect(results).toBeInViewport();
    const [resultsBox, buttonBox] = await Promise.all([results.boundingBox(), prepare.boundingBox()]);
    expect(resultsBox?.y ?? Infinity).toBeLessThan(buttonBox?.y ?? 0);
    await shots(page, testInfo, 'ready-for-offline-prepared');
  });
});
