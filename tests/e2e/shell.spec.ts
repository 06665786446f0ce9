import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { dismissBannerPopups, onHost, openAndSignIn, tabTo } from './support/portal';
import { type SecondServer, startSecondServer } from './support/second-server';

// The portal shell (spec 01 §2, §9): guards, locale switching, 404, maintenance, keyboard use and accessibility.
// Demo users come from src/server/seed; every test signs in afresh, so the order of tests does not matter.

async function focusedText(page: Page): Promise<string> {
  return page.evaluate(() => document.activeElement?.textContent.trim() ?? '');
}

/** Presses `key` until the focused element's text contains `text`. */
async function pressUntilFocused(page: Page, key: string, text: string, maxPresses = 12): Promise<void> {
  for (let i = 0; i < maxPresses; i += 1) {
    await page.keyboard.press(key);
    // Menus move the focus after their open animation: give each press a moment before the next.
    const reached = await expect
      .poll(() => focusedText(page), { timeout: 400 })
      .toContain(text)
      .then(
        () => true,
        () => false,
      );
    if (reached) return;
  }
  throw new Error(`"${text}" never got the focus`);
}

test.describe('guards', () => {
  test('a page whose scope is missing logs the user out to the login page', async ({ page }) => {
    await openAndSignIn(page, '/en-us/login', 'dealer');
    await expect(page).toHaveURL(/\/en-us\/?$/);

    const logout = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/logout');
    await page.goto('/en-us/admin/users');
    await logout;
    await expect(page).toHaveURL(/\/en-us\/login$/);
    // Signed out for good: the home page is closed again.
    await page.goto('/en-us');
    await expect(page).toHaveURL(/\/en-us\/login$/);
  });

  test('a deep link without a session comes back after sign-in', async ({ page }) => {
    await page.goto('/en-us/claim');
    await expect(page).toHaveURL(/\/en-us\/login\?redirect=/);
    await dismissBannerPopups(page);
    await openAndSignIn(page, page.url(), 'dealer');
    // The claim list (its page and page size join the address).
    await expect(page).toHaveURL(/\/en-us\/claim(\?|$)/);
    await expect(page.getByRole('heading', { name: 'Warranty claims', level: 1 })).toBeVisible();
    await expect(page).toHaveTitle('Claims · Dealer Portal');
  });

  test('an unknown page is a 404 that keeps the session', async ({ page }) => {
    await dismissBannerPopups(page);
    await openAndSignIn(page, '/en-us/login', 'dealer');
    await page.goto('/en-us/admin/no-such-page');
    await expect(page.getByRole('heading', { name: 'This page could not be found' })).toBeVisible();
    // The 404 keeps the session: nothing was signed out.
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await expect(page).toHaveURL(/\/en-us$/);
    await expect(page.getByRole('heading', { name: /^Welcome, / })).toBeVisible();
  });
});

test.describe('404 page', () => {
  test('needs no session and shows the image, the heading and the way home', async ({ page }) => {
    await page.goto('/fr/no/such/page');
    await expect(page).toHaveURL(/\/fr\/no\/such\/page$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-FR');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goto('/en-us/no-such-page');
    await expect(page.getByRole('heading', { name: 'This page could not be found' })).toBeVisible();
    const image = page.locator('img[src="/images/not-found.svg"]');
    await expect(image).toBeVisible();
    // Spec 01 §2: 375 px wide, 250 on extra-small screens.
    expect(Math.round((await image.boundingBox())?.width ?? 0)).toBe(375);
    await page.setViewportSize({ width: 375, height: 740 });
    await expect.poll(async () => Math.round((await image.boundingBox())?.width ?? 0)).toBe(250);
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await expect(page).toHaveURL(/\/en-us\/login$/);
  });
});

test.describe('language', () => {
  test('switching to Deutsch changes the prefix and the texts, and back', async ({ page, baseURL }) => {
    await dismissBannerPopups(page);
    // eu.localhost offers de, en-nl and fr: the admin (English) starts in en-nl there.
    await openAndSignIn(page, onHost(baseURL, 'eu.localhost', '/en-nl/login'), 'admin');
    await expect(page).toHaveURL(/\/en-nl\/?$/);
    await expect(page.getByRole('heading', { name: 'Welcome, Alex Admin' })).toBeVisible();

    try {
      await page.getByTestId('language-menu-button').click();
      const menu = page.getByRole('menu');
      await expect(menu.getByRole('menuitem')).toHaveText([/Deutsch/, /English/, /France/]);
      await expect(menu.locator('img[src="/language/de.svg"]')).toBeVisible();
      const changed = page.waitForResponse(
        (response) =>
          response.url().endsWith('/api/graphql') && (response.request().postData() ?? '').includes('changeLanguage'),
      );
      await menu.getByRole('menuitem', { name: /Deutsch/ }).click();
      const answer = (await (await changed).json()) as { data: { changeLanguage: { message: { status: string } } } };
      expect(answer.data.changeLanguage.message.status).toBe('SUCCESS');

      await expect(page).toHaveURL(/\/de\/?$/);
      await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
      await expect(page.getByRole('heading', { name: 'Willkommen, Alex Admin' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Kontomenü von Alex Admin' })).toBeVisible();
      await expect(page.getByRole('alert')).toBeVisible();
    } finally {
      // Back to English, so the user's language is as seeded whatever happened above.
      if (!/\/en-nl\/?$/.test(new URL(page.url()).pathname)) {
        await page.getByTestId('language-menu-button').click();
        await page.getByRole('menuitem', { name: /English/ }).click();
        await expect(page).toHaveURL(/\/en-nl\/?$/);
      }
    }
    await expect(page.getByRole('heading', { name: 'Welcome, Alex Admin' })).toBeVisible();
  });

  test('a prefix the host does not offer moves to the user’s language on that host', async ({ page, baseURL }) => {
    await dismissBannerPopups(page);
    // The admin has an area in the European sorg (the US dealer may not sign in there).
    await openAndSignIn(page, onHost(baseURL, 'eu.localhost', '/en-nl/login'), 'admin');
    await page.goto(onHost(baseURL, 'eu.localhost', '/en-us/claim'));
    await expect(page).toHaveURL(/\/en-nl\/claim(\?|$)/);
  });
});

test.describe('maintenance', () => {
  let second: SecondServer | undefined;

  test.afterEach(async () => {
    await second?.stop();
    second = undefined;
  });

  test("a server in maintenance shows the server's message; online, the page goes to login", async ({ page }) => {
    second = await startSecondServer({ MAINTENANCE_MESSAGE: 'Back soon' });
    await page.goto(`${second.baseURL}/en-us/login`);
    await expect(page).toHaveURL(/\/en-us\/maintenance$/);
    await expect(page.getByTestId('maintenance-message')).toHaveText('Back soon');
    await page.goto(`${second.baseURL}/de/order`);
    await expect(page).toHaveURL(/\/de\/maintenance$/);
    await expect(page.getByTestId('maintenance-message')).toHaveText('Back soon');
  });

  test('the maintenance page of a server that is online goes to the login page', async ({ page }) => {
    await page.goto('/en-us/maintenance');
    await expect(page).toHaveURL(/\/en-us\/login$/);
  });
});

test.describe('keyboard', () => {
  test.beforeEach(async ({ page }) => {
    await dismissBannerPopups(page);
    await openAndSignIn(page, '/en-us/login', 'admin');
    await expect(page.getByRole('heading', { name: 'Welcome, Alex Admin' })).toBeVisible();
  });

  test('the side drawer and its flyouts work from the keyboard', async ({ page }) => {
    // A plain entry: focus shows its name, Enter follows it.
    await tabTo(page, 'nav a[aria-label="Payments"]');
    await expect(page.getByRole('tooltip', { name: 'Payments' })).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/en-us\/payment$/);
    await expect(page.getByRole('heading', { name: 'Payment requests', level: 1 })).toBeVisible();

    // A group: Enter opens its flyout, the arrows walk it, Enter follows an entry.
    await tabTo(page, '[data-testid="nav-group-admin"]');
    await page.keyboard.press('Enter');
    const flyout = page.getByRole('menu');
    await expect(flyout).toBeVisible();
    await expect(flyout.getByRole('menuitem')).toHaveCount(9);
    await pressUntilFocused(page, 'ArrowDown', 'Group roles');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/en-us\/admin\/group-roles$/);
    await expect(flyout).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Group roles', level: 1 })).toBeVisible();
    // Breadcrumbs: home, then the page, disabled.
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumbs' });
    await expect(crumbs.getByRole('link', { name: 'Home' })).toBeVisible();
    await expect(crumbs.locator('[aria-current="page"]')).toHaveText('Group roles');

    // Escape closes a flyout and gives the focus back.
    await tabTo(page, '[data-testid="nav-group-invoice"]');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menu')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toBeHidden();
    await expect(page.getByTestId('nav-group-invoice')).toBeFocused();
  });

  test('the profile menu opens with the overlay and closes with Escape', async ({ page }) => {
    await tabTo(page, '[data-testid="profile-menu-button"]');
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    await expect(page.getByTestId('top-bar-overlay')).toBeVisible();
    await expect(menu.getByTestId('profile-name')).toHaveText('Alex Admin');
    await expect(menu.getByRole('menuitem')).toHaveText([
      /Edit profile/,
      /Language/,
      /Appearance/,
      /Consumer Voice/,
      /Outbox/,
      /Ready for offline/,
      /Log out/,
    ]);
    await pressUntilFocused(page, 'ArrowDown', 'Edit profile');
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(page.getByTestId('top-bar-overlay')).toBeHidden();
    await expect(page.getByTestId('profile-menu-button')).toBeFocused();

    // Edit profile from the keyboard.
    await page.keyboard.press('Enter');
    await expect(menu).toBeVisible();
    await pressUntilFocused(page, 'ArrowDown', 'Edit profile');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/en-us\/user\/edit-profile$/);
  });

  test('the language menu changes the locale from the keyboard', async ({ page }) => {
    try {
      await tabTo(page, '[data-testid="language-menu-button"]');
      await page.keyboard.press('Enter');
      await expect(page.getByRole('menu')).toBeVisible();
      await expect(page.getByTestId('top-bar-overlay')).toBeVisible();
      await pressUntilFocused(page, 'ArrowDown', 'EN-CA');
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/en-ca\/?$/);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en-CA');
      await expect(page.getByTestId('top-bar-overlay')).toBeHidden();
    } finally {
      // Back to the seeded language, whatever happened above.
      if (!/\/en-us\/?$/.test(new URL(page.url()).pathname)) {
        await page.getByTestId('language-menu-button').click();
        await page.getByRole('menuitem', { name: /EN-US/ }).click();
        await expect(page).toHaveURL(/\/en-us\/?$/);
      }
    }
  });
});

test.describe('phone', () => {
  test('the navigation drawer: name, menu, language, logout; it closes on navigation', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await dismissBannerPopups(page);
    await openAndSignIn(page, '/en-us/login', 'admin');
    await expect(page.getByTestId('mobile-title')).toHaveText('Home');

    await page.getByRole('button', { name: 'Open navigation' }).click();
    const drawer = page.getByRole('dialog', { name: 'Navigation' });
    await expect(drawer.getByRole('heading', { name: 'Alex Admin' })).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Edit profile' })).toBeVisible();
    // The admin's menu is longer than the screen: the down-arrow offers the rest.
    const hint = drawer.getByRole('button', { name: 'Scroll down' });
    await expect(hint).toBeVisible();
    await drawer.getByTestId('drawer-scroll').evaluate((element) => {
      element.scrollTop = element.scrollHeight;
    });
    await expect(hint).toBeHidden();
    await expect(drawer.getByRole('button', { name: 'Log out' })).toBeVisible();
    await expect(drawer.getByRole('button', { name: 'Consumer Voice' })).toBeVisible();
    await expect(drawer.getByRole('button', { name: /EN-UK/ })).toBeVisible();

    await drawer.getByText('Administration').click();
    await drawer.getByRole('link', { name: 'Users' }).click();
    await expect(drawer).toBeHidden();
    await expect(page).toHaveURL(/\/en-us\/admin\/users$/);
    // A list page: its title and the search icon; a form: the back arrow.
    await expect(page.getByTestId('mobile-title')).toHaveText('Users');
    await expect(page.getByRole('button', { name: 'Search' })).toBeVisible();
    await page.goto('/en-us/admin/users/create');
    await expect(page.getByTestId('mobile-title')).toHaveText('New user');
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/en-us\/admin\/users$/);
  });
});

test.describe('accessibility', () => {
  async function seriousViolations(page: Page): Promise<string[]> {
    const results = await new AxeBuilder({ page }).analyze();
    return results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  }

  test('axe finds no serious violation on the login page and the home page', async ({ page }) => {
    await page.goto('/en-us/login');
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await dismissBannerPopups(page);
    await openAndSignIn(page, '/en-us/login', 'dealer');
    await expect(page.getByRole('heading', { name: /^Welcome, / })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test.describe('one header on every page', () => {
  /** The header's buttons and links by accessible name, in order (what a screen reader lists). */
  async function headerNames(page: Page): Promise<string[]> {
    const snapshot = await page.getByRole('banner').ariaSnapshot();
    // A name with ': ' in it comes as a quoted YAML line ('- 'button "Cart: 2 pieces"'').
    return [...snapshot.matchAll(/^\s*- '?(?:button|link) "((?:[^"\\]|\\.)*)"/gm)].map((match) =>
      actionOf(match[1] ?? ''),
    );
  }

  /**
   * The action a header control stands for, without the figures that join its name when their answer comes (the
   * unread count, the credit's status and balance): on a slow machine they can come after the page went quiet.
   */
  function actionOf(name: string): string {
    if (name.startsWith('Credit: ')) return 'Credit';
    return name.replace(/^Notifications, \d+ unread$/, 'Notifications');
  }

  /** The header once the parts that join it in idle time (notifications, credit) are in. */
  async function settledHeader(page: Page, path: string, heading: string | RegExp): Promise<string[]> {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading, level: 1 }).first()).toBeVisible();
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('button', { name: /^Notifications/ })).toBeVisible();
    // The credit widget joins in idle time too, after its answer (the dealer has it on every page).
    await expect(banner.getByRole('button', { name: /^Credit: / })).toBeVisible();
    await page.waitForLoadState('networkidle');
    return headerNames(page);
  }

  test('the header actions are the same on catalog, profile, outbox and home', async ({ page }) => {
    await dismissBannerPopups(page);
    await openAndSignIn(page, '/en-us/login', 'dealer');
    await expect(page.getByRole('heading', { name: /^Welcome, / })).toBeVisible();

    const home = await settledHeader(page, '/en-us', /^Welcome, /);
    const catalog = await settledHeader(page, '/en-us/catalog?category=bike', 'Bike Catalog');
    const profile = await settledHeader(page, '/en-us/user/edit-profile', /profile/i);
    const outbox = await settledHeader(page, '/en-us/outbox', 'Outbox');

    // Home's header: the brand, the customer (where the user may change it), then the actions in the spec's order.
    const customer = home.filter((name) => name.startsWith('Customer '));
    const withoutCustomer = home.filter((name) => !customer.includes(name));
    const at = (prefix: string) => withoutCustomer.findIndex((name) => name.startsWith(prefix));
    expect(at('Language')).toBeGreaterThan(0);
    expect(at('Language')).toBeLessThan(at('Cart'));
    expect(at('Cart')).toBeLessThan(at('Credit'));
    expect(at('Credit')).toBeLessThan(at('Notifications'));
    expect(withoutCustomer.at(-1)).toMatch(/^Account menu of /);
    expect(home).not.toContain('Preview');

    // The catalog adds the preview (its page), nothing else; profile the same as home; the outbox hides the
    // customer (the route table), not an action.
    expect(catalog.filter((name) => name !== 'Preview')).toEqual(home);
    expect(catalog).toContain('Preview');
    expect(profile).toEqual(home);
    expect(outbox).toEqual(withoutCustomer);
    // The catalog's own controls sit under the header, not in it; the rail stays.
    await page.goto('/en-us/catalog?category=bike');
    await expect(page.getByTestId('catalog-sub-bar').getByTestId('catalog-app-bar')).toBeVisible();
    await expect(page.getByRole('banner').getByTestId('catalog-app-bar')).toHaveCount(0);
    await expect(page.getByRole('list', { name: 'Main menu' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Open navigation' })).toBeHidden();
  });

  test('the rail expands to labels, stays expanded after a reload, and every entry is reachable', async ({ page }) => {
    await dismissBannerPopups(page);
    await openAndSignIn(page, '/en-us/login', 'admin');
    await expect(page.getByRole('heading', { name: 'Welcome, Alex Admin' })).toBeVisible();
    const rail = page.getByRole('list', { name: 'Main menu' });
    const toggle = page.getByRole('button', { name: 'Expand menu' });
    await expect(toggle).toBeInViewport();
    await expect(rail.getByText('Payments', { exact: true })).toBeHidden();

    await toggle.click();
    await expect(rail.getByText('Payments', { exact: true })).toBeVisible();
    // The rail's width once its 200 ms transition is over (the same twice 100 ms apart), else -1.
    const railWidth = async () => {
      const before = (await rail.boundingBox())?.width;
      await page.waitForTimeout(100);
      const after = (await rail.boundingBox())?.width;
      return before !== undefined && before === after ? after : -1;
    };
    await expect.poll(railWidth).toBeGreaterThan(150);
    const expandedWidth = await railWidth();

    await page.reload();
    await expect(page.getByRole('heading', { name: 'Welcome, Alex Admin' })).toBeVisible();
    await expect(rail.getByText('Payments', { exact: true })).toBeVisible();
    await expect.poll(railWidth).toBe(expandedWidth);
    // Expanded, a group still opens its flyout.
    await page.getByTestId('nav-group-admin').click();
    await expect(page.getByRole('menu').getByRole('menuitem', { name: 'Group roles' })).toBeVisible();
    await page.keyboard.press('Escape');

    // Every entry can be brought into sight inside the rail, and the toggle stays in sight meanwhile.
    const entries = rail.locator(':scope > li');
    const count = await entries.count();
    expect(count).toBeGreaterThan(10);
    const last = entries.nth(count - 1);
    await last.scrollIntoViewIfNeeded();
    await expect(last).toBeInViewport({ ratio: 1 });
    const collapse = page.getByRole('button', { name: 'Collapse menu' });
    await expect(collapse).toBeInViewport({ ratio: 1 });

    await collapse.click();
    await expect(rail.getByText('Payments', { exact: true })).toBeHidden();
    await page.reload();
    await expect(page.getByRole('button', { name: 'Expand menu' })).toBeVisible();
    await expect(rail.getByText('Payments', { exact: true })).toBeHidden();
  });
});
