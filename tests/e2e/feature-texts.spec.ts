import { expect, type Page, test } from '@playwright/test';
import { CONTENT_TRANSLATIONS } from '../../src/server/seed/content-translations';
import { dismissBannerPopups, onHost, openAndSignIn } from './support/portal';

// A feature whose texts show only on its own pages keeps them in a catalog of its own, loaded with those pages
// (src/app/lib/message-catalogs.ts): reached by a link, reloaded, or after a change of language, the page speaks
// the page's language.
test.describe('feature texts', () => {
  test.skip(() => test.info().project.name !== 'desktop', 'the catalogs are the same at every size');

  async function switchLanguage(page: Page, name: RegExp) {
    await page.getByTestId('language-menu-button').click();
    await page.getByRole('menuitem', { name }).click();
  }

  /** A client-side navigation, as a link in the page makes it. */
  async function navigate(page: Page, path: string) {
    await page.evaluate((to) => {
      window.history.pushState({}, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);
  }

  test('the profile page has its texts in the page language, however it is reached', async ({ page, baseURL }) => {
    await dismissBannerPopups(page);
    // eu.localhost offers de, en-nl and fr: the admin (English) starts in en-nl there.
    await openAndSignIn(page, onHost(baseURL, 'eu.localhost', '/en-nl/login'), 'admin');
    await expect(page).toHaveURL(/\/en-nl\/?$/);

    try {
      // German on home, where no feature catalog is needed; then a link to the profile loads its German texts.
      await switchLanguage(page, /Deutsch/);
      await expect(page).toHaveURL(/\/de\/?$/);
      await navigate(page, '/de/user/edit-profile');
      await expect(page.getByText('Passwort ändern').first()).toBeVisible();

      // Opened afresh: the first render has them.
      await page.reload();
      await expect(page.getByText('Passwort ändern').first()).toBeVisible();
    } finally {
      // Back to English (on home: the profile page has no language menu), so the user's language is as seeded.
      await page.goto(onHost(baseURL, 'eu.localhost', '/de'));
      await switchLanguage(page, /English/);
      await expect(page).toHaveURL(/\/en-nl\/?$/);
    }
    // The profile's catalog, loaded in German before, now comes in English.
    await navigate(page, '/en-nl/user/edit-profile');
    await expect(page.getByText('Change password').first()).toBeVisible();
  });

  test("the seed's content follows the page's language: the announcement, then back in English", async ({
    page,
    baseURL,
  }) => {
    const english = 'Model year 2027 pre-orders are open';
    const german = CONTENT_TRANSLATIONS[english]?.de ?? '';
    expect(german).not.toBe('');
    await dismissBannerPopups(page);
    await openAndSignIn(page, onHost(baseURL, 'eu.localhost', '/en-nl/login'), 'admin');
    const banner = page.getByTestId('announcement-banner');
    await expect(banner).toContainText(english);
    try {
      // A change of language fetches the content again, in German.
      await switchLanguage(page, /Deutsch/);
      await expect(page).toHaveURL(/\/de\/?$/);
      await expect(banner).toContainText(german);
      // Its notice opens below the top bar: the cart, outbox and profile buttons stay visible and clickable.
      const notice = page.getByRole('alert').filter({ hasText: 'Die Sprache wurde geändert' });
      const noticeBox = await notice.boundingBox();
      const barBox = await page.getByRole('banner').first().boundingBox();
      expect(noticeBox && barBox && noticeBox.y >= barBox.y + barBox.height).toBe(true);
      // A fresh start keeps it German (the device's copy was filled in German).
      await page.reload();
      await expect(banner).toContainText(german);
    } finally {
      await page.goto(onHost(baseURL, 'eu.localhost', '/de'));
      await switchLanguage(page, /English/);
      await expect(page).toHaveURL(/\/en-nl\/?$/);
    }
    await expect(banner).toContainText(english);
  });

  test("the seed's content follows the page's language in the catalog: a bike category in German", async ({
    page,
    baseURL,
  }) => {
    // A bike category (the catalog home's tiles), seeded with its German name.
    const english = 'Road & Gravel';
    const german = CONTENT_TRANSLATIONS[english]?.de ?? '';
    expect(german).not.toBe('');
    await dismissBannerPopups(page);
    await openAndSignIn(page, onHost(baseURL, 'eu.localhost', '/en-nl/login'), 'admin');
    await expect(page).toHaveURL(/\/en-nl\/?$/);
    const tiles = page.getByTestId('category-tiles');
    try {
      // The same user as on home: German there, then the catalog (a link in the page) has its categories in German.
      await switchLanguage(page, /Deutsch/);
      await expect(page).toHaveURL(/\/de\/?$/);
      await navigate(page, '/de/catalog?category=bike');
      await expect(tiles).toContainText(german);
      await expect(tiles).not.toContainText(english);
    } finally {
      // Back to English on home (the catalog's app bar has no language menu), as the user's language is seeded.
      await page.goto(onHost(baseURL, 'eu.localhost', '/de'));
      await switchLanguage(page, /English/);
      await expect(page).toHaveURL(/\/en-nl\/?$/);
    }
    await navigate(page, '/en-nl/catalog?category=bike');
    await expect(tiles).toContainText(english);
  });
});
