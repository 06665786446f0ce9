import { expect, type Page, type TestInfo } from '@playwright/test';
import { PASSWORD } from './portal';

const screenshotDir = 'tests/e2e/.artifacts/screenshots';

/** Signs in and returns the user's display name, as GET /api/user answers it. */
export async function signInForName(page: Page, username: string): Promise<string> {
  await page.goto('/en-us/login');
  await page.getByRole('textbox', { name: 'Username' }).fill(username);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  const userAnswer = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/user' && r.ok());
  await page.getByRole('button', { name: 'Sign in' }).click();
  const { name } = (await (await userAnswer).json()) as { name: string };
  // The landing locale is the user's language where the host offers it (vendor: en-uk).
  await expect(page).toHaveURL(/\/[a-z]{2}(?:-[a-z]{2})?\/?$/);
  return name;
}

/**
 * Screenshots at the phone, tablet and wide desktop widths, for a person to look at (desktop project only). A popup
 * of the desktop bar is shot at the wide widths only: at a phone's width the shell draws the phone's header, and
 * the desktop bar's open popup closes with it.
 */
export async function snapshots(
  page: Page,
  testInfo: TestInfo,
  name: string,
  widths: readonly number[] = [375, 1024, 1440],
): Promise<void> {
  if (testInfo.project.name !== 'desktop') return;
  const size = page.viewportSize();
  for (const width of widths) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : width === 1024 ? 768 : 900 });
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${screenshotDir}/${name}-${String(width)}.png`, animations: 'disabled' });
  }
  if (size) await page.setViewportSize(size);
}
