import { expect, type Page, test, type TestInfo } from '@playwright/test';
import { dismissBannerPopups, logOutFromMenu } from './support/portal';

const PASSWORD = 'Demo1234';
const screenshotDir = 'tests/e2e/.artifacts/screenshots';

interface UserAnswer {
  name: string;
  username: string;
}

/** A full-page screenshot per project (desktop, tablet) for a human to look at; not compared. */
async function snapshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  // Logo and background image arrive after the first paint.
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => Array.from(document.images).every((image) => image.complete));
  await page.screenshot({
    path: `${screenshotDir}/${testInfo.project.name}-${name}.png`,
    fullPage: true,
    animations: 'disabled',
  });
}

async function signIn(page: Page, username: string, password: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Username' }).fill(username);
  // By role: the label text also holds the required asterisk, and the visibility toggle mentions "password".
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test.describe('sign-in', () => {
  test('signs in from /, greets the user by name and signs out', async ({ page }, testInfo) => {
    // The shell's promotional pop-up would cover the home page's Log out button.
    await dismissBannerPopups(page);
    await page.goto('/');
    await expect(page).toHaveURL(/\/en-us\/login$/);
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await snapshot(page, testInfo, 'login');

    // The name comes from the server's GET /user, never from the test.
    const userAnswer = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/user' && r.ok());
    await signIn(page, 'dealer', PASSWORD);
    const user = (await (await userAnswer).json()) as UserAnswer;
    expect(user.username).toBe('dealer');

    await expect(page).toHaveURL(/\/en-us\/?$/);
    await expect(page.getByRole('heading', { name: `Welcome, ${user.name}` })).toBeVisible();
    await snapshot(page, testInfo, 'home');

    const logout = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/logout');
    await logOutFromMenu(page);
    await logout;
    await expect(page).toHaveURL(/\/en-us\/login$/);
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();

    // Signed out means the home page is closed again.
    await page.goto('/en-us');
    await expect(page).toHaveURL(/\/en-us\/login$/);
  });

  test('a wrong password says so and keeps the typed username', async ({ page }, testInfo) => {
    await page.goto('/en-us/login');
    await signIn(page, 'dealer', 'not-the-password');
    await expect(page.getByRole('alert')).toHaveText('Your password is incorrect');
    await expect(page.getByRole('textbox', { name: 'Username' })).toHaveValue('dealer');
    await expect(page).toHaveURL(/\/en-us\/login$/);
    await snapshot(page, testInfo, 'login-error');
  });

  test('an unknown user is told the username is incorrect', async ({ page }) => {
    await page.goto('/en-us/login');
    await signIn(page, 'nobody-here', PASSWORD);
    await expect(page.getByRole('alert')).toHaveText('Your username is incorrect');
    await expect(page.getByRole('textbox', { name: 'Username' })).toHaveValue('nobody-here');
  });

  test('the login page and the server messages are translated', async ({ page }) => {
    await page.goto('/de/login');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
    await page.getByRole('textbox', { name: 'Benutzername' }).fill('dealer');
    await page.getByRole('textbox', { name: 'Passwort', exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await expect(page.getByRole('alert')).toHaveText('Ihr Passwort ist falsch');
  });
});

test.describe('locale prefix', () => {
  test('an unprefixed or unknown prefix goes to the same page under en-us', async ({ page }) => {
    await page.goto('/login');
    await expect(page).toHaveURL(/\/en-us\/login$/);
    await page.goto('/xx/login');
    await expect(page).toHaveURL(/\/en-us\/login$/);
    await page.goto('/DE/login');
    await expect(page).toHaveURL(/\/de\/login$/);
  });

  test('an unknown page says so and offers the way home', async ({ page }) => {
    await page.goto('/en-us/no-such-page');
    await expect(page.getByRole('heading', { name: 'This page could not be found' })).toBeVisible();
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    // Home needs a session, so without one the way home ends on the login page.
    await expect(page).toHaveURL(/\/en-us\/login$/);
  });
});
