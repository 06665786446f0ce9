import { expect, type Page } from '@playwright/test';

// Helpers of the shell's end-to-end specs: demo users (src/server/seed), sign-in, other hosts of the same server.

export const PASSWORD = 'Demo1234';

/** Signs in on the login page the browser shows now and waits for the page after it. */
export async function signIn(page: Page, username: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Username' }).fill(username);
  // By role: the label text also holds the required asterisk, and the visibility toggle mentions "password".
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/\/login(?:\?|$)/);
}

/** Opens `path` (a login page) and signs in. */
export async function openAndSignIn(page: Page, path: string, username: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await signIn(page, username);
}

/** The same server under another demo hostname (*.localhost resolves to loopback in Chromium). */
export function onHost(baseURL: string | undefined, hostname: string, path: string): string {
  const url = new URL(path, baseURL);
  url.hostname = hostname;
  return url.toString();
}

/** Presses Tab until the focused element matches `selector` (keyboard-only navigation). */
export async function tabTo(page: Page, selector: string, maxTabs = 60): Promise<void> {
  for (let i = 0; i < maxTabs; i += 1) {
    await page.keyboard.press('Tab');
    const matches = await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector);
    if (matches) return;
  }
  throw new Error(`No focusable element matching ${selector} within ${String(maxTabs)} tabs`);
}

/**
 * Keeps the promotional banner pop-up (features/banners) closed for the demo users, as if each had closed it:
 * its modal would otherwise take the keyboard focus in tests about something else.
 */
export async function dismissBannerPopups(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const until = String(Date.now() + 7_200_000);
    for (let id = 1; id <= 20; id += 1)
      localStorage.setItem(`portal.banner-popup.dismissed-until.${String(id)}`, until);
  });
}

/**
 * Switches the active customer through the chip's dialog (a sales user): searches `search`, takes the first card,
 * confirms the switch when the page warns about unsaved or unsent work, and waits for the page after it.
 */
export async function switchCustomer(page: Page, search: string): Promise<void> {
  const chip = page.getByRole('button', { name: /select customer|Change customer/ }).first();
  await chip.click();
  const dialog = page.getByRole('dialog', { name: 'Select a customer' });
  await dialog.getByRole('searchbox', { name: 'Search customers' }).fill(search);
  const card = dialog.getByRole('list', { name: 'Customers' }).getByRole('listitem').filter({ hasText: search });
  await expect(card.first()).toBeVisible();
  const switched = page.waitForResponse(
    (r) => r.url().includes('/api/change-cust/') && r.request().method() === 'POST',
  );
  await card.first().getByRole('button').click();
  const warning = page.getByRole('dialog', { name: 'Switch customer now?' });
  const answered = await Promise.race([
    switched.then(() => 'switched' as const),
    warning.waitFor().then(() => 'warned' as const),
  ]);
  if (answered === 'warned') await warning.getByRole('button', { name: 'Switch anyway' }).click();
  expect((await switched).status()).toBe(200);
  await expect(activeCustomerChip(page, search)).toBeVisible();
}

/** The navbar's customer chip, once it names the customer with this code. */
export function activeCustomerChip(page: Page, code: string) {
  return page.getByRole('button', { name: new RegExp(`^Customer ${code} `) });
}

/** Logs out through the profile menu of the top bar (desktop and tablet widths), as a user does. */
export async function logOutFromMenu(page: Page): Promise<void> {
  await page.getByTestId('profile-menu-button').click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
}
