import { type Page } from '@playwright/test';
import { dismissBannerPopups } from './support/portal';
import { expect as baseExpect, test } from './support/network';
import { signInForName, snapshots } from './support/snapshots';

// The home of each role (spec 01 §2 home; the cards follow the scopes, spec 01 §6): the dealer's buying cards, the
// sales rep's field cards, the administrator's work queues and failed sign-ins; each card loads on its own, offline
// shows the device's copy with its age, and at phone width nothing is wider than the screen.

// The embedded database answers one query at a time (also the device's background catalog sync): wait longer.
const expect = baseExpect.configure({ timeout: 30_000 });

const card = (page: Page, name: string) => page.getByTestId(`home-card-${name}`);

/** Waits until the card has drawn its data (not its skeleton). */
async function loaded(page: Page, name: string) {
  await expect(card(page, name)).toBeVisible();
  await expect(card(page, name)).not.toHaveAttribute('aria-busy', 'true');
  await expect(card(page, name).getByTestId('load-failure')).toHaveCount(0);
}

test.describe('home', () => {
  test('the dealer sees the cart, orders, invoices, credit, promotions and quick actions', async ({ page }) => {
    await dismissBannerPopups(page);
    const name = await signInForName(page, 'dealer');
    await expect(page.getByRole('heading', { name: `Welcome, ${name}` })).toBeVisible();
    for (const name of ['quick-actions', 'cart', 'orders', 'invoices', 'credit', 'promotions'])
      await loaded(page, name);
    await expect(card(page, 'customer')).toHaveCount(0);
    await expect(card(page, 'waiting')).toHaveCount(0);
    await expect(card(page, 'sign-in-failures')).toHaveCount(0);
    await expect(card(page, 'quick-actions').getByRole('link', { name: 'Fast order' })).toHaveAttribute(
      'href',
      '/en-us/catalog/fast-order',
    );
    // The seed gives the dealer orders, open invoices and a credit line.
    await expect(card(page, 'orders').getByTestId('home-order').first()).toBeVisible();
    await expect(card(page, 'orders').getByTestId('order-status').first()).not.toBeEmpty();
    await expect(card(page, 'credit').getByTestId('home-credit-status')).toHaveText('Account in good standing');
    await expect(card(page, 'credit')).toContainText('Credit limit');
    // A greeting with today's date; Log out lives in the profile menu, not on the page.
    await expect(page.getByTestId('home-today')).not.toBeEmpty();
    await expect(page.getByRole('main').getByRole('button', { name: 'Log out' })).toHaveCount(0);
    await snapshots(page, test.info(), 'home-dealer');
  });

  test('the sales rep sees the customer to serve, the visits, the device copy and the customers not visited', async ({
    page,
  }) => {
    await dismissBannerPopups(page);
    await signInForName(page, 'sales');
    for (const name of ['customer', 'visits', 'offline', 'unvisited']) await loaded(page, name);
    // No customer yet: the card offers the shell's customer dialog, and no buying card shows.
    await expect(card(page, 'cart')).toHaveCount(0);
    await card(page, 'customer').getByRole('button', { name: 'Select a customer' }).click();
    await expect(page.getByRole('dialog', { name: 'Select a customer' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(card(page, 'visits').getByTestId('home-visits-week')).toContainText('this week');
    await expect(card(page, 'offline').getByTestId('home-offline-unsent')).toHaveText('Nothing waiting in the outbox');
    await expect(card(page, 'unvisited').getByTestId('home-unvisited').first()).toBeVisible();
    await snapshots(page, test.info(), 'home-sales');
  });

  test('the administrator sees what waits and the failed sign-ins', async ({ page }) => {
    // Failed sign-ins of a username no account has, made the way any client makes them, until the account cap
    // locks it (LOGIN_ACCOUNT_MAX_FAILURES, 50 by default).
    const tried = `nobody-${test.info().project.name}-${String(Date.now())}`;
    let failures = 0;
    for (; failures < 100; failures++) {
      const answer = await page.request.post('/api/login', { data: { username: tried, password: 'Wrong1234' } });
      if (answer.status() === 429) break;
      expect(answer.status()).toBe(401);
    }
    expect(failures).toBeGreaterThan(1);
    expect(failures).toBeLessThan(100);
    await dismissBannerPopups(page);
    await signInForName(page, 'admin');
    await loaded(page, 'waiting');
    const rows = card(page, 'waiting').getByTestId('home-waiting');
    await expect(rows.filter({ hasText: 'Orders to accept' })).toBeVisible();
    await expect(rows.filter({ hasText: 'Orders to confirm' })).toBeVisible();
    await expect(rows.filter({ hasText: 'Orders to accept' })).toContainText(/\d/);
    await loaded(page, 'sign-in-failures');
    const failure = card(page, 'sign-in-failures').getByTestId('home-sign-in-failure').filter({ hasText: tried });
    await expect(failure.getByTestId('home-sign-in-failure-count')).toContainText(
      new RegExp(`^${String(failures)} failures · `),
    );
    await expect(failure.getByTestId('home-sign-in-failure-locked')).toHaveText('Locked');
    // The address is shown masked: never the whole of it.
    await expect(failure).toContainText(/\d+\.\d+\.\d+\.x|:…/);
    await expect(card(page, 'sign-in-failures')).not.toContainText(/\b127\.0\.0\.1\b/);
    await snapshots(page, test.info(), 'home-admin');
  });

  test('the rep sees the visits of both brands and no sign-in failures card', async ({ page }) => {
    await dismissBannerPopups(page);
    await signInForName(page, 'sales');
    await loaded(page, 'visits');
    await expect(card(page, 'sign-in-failures')).toHaveCount(0);
    // The rep may use both visit forms: the card counts Polygon and WIM, each named.
    await expect(card(page, 'visits').getByTestId('home-visits-brand')).toHaveText([/^Polygon/, /^WIM/]);
    await expect(card(page, 'visits').getByRole('link', { name: 'New WIM visit' })).toBeVisible();
  });

  test('offline, a card shows the copy of the last visit with its age @offline', async ({ page, network }) => {
    test.setTimeout(180_000);
    await dismissBannerPopups(page);
    const name = await signInForName(page, 'dealer');
    await loaded(page, 'orders');
    const firstOrder = (await card(page, 'orders').getByTestId('home-order').first().textContent()) ?? '';
    // The cards' answers are kept on the device (a throttled write) before the reload.
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('portal.queries')?.includes('"orders"') ?? false))
      .toBe(true);

    await network.goOffline(page);
    await page.reload();
    await expect(page.getByRole('heading', { name: `Welcome, ${name}` })).toBeVisible();
    await expect(card(page, 'orders').getByTestId('home-order').first()).toHaveText(firstOrder);
    await expect(card(page, 'orders').getByTestId('home-card-as-of')).toHaveText(/^as of \d{1,2}:\d{2}/);
    await expect(card(page, 'cart').getByTestId('home-card-as-of')).toBeVisible();
    await network.goOnline();
  });
});

// A phone (375 x 812): every role's cards show, and no card, row or button pushes the page wider than the screen.
test.describe('home at phone width', () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true });

  const ROLES: [string, string[]][] = [
    ['dealer', ['quick-actions', 'cart', 'orders', 'invoices', 'credit', 'promotions']],
    ['sales', ['customer', 'visits', 'offline', 'unvisited']],
    ['admin', ['waiting', 'sign-in-failures']],
  ];

  for (const [role, cards] of ROLES) {
    test(`${role}: the cards show and nothing is wider than the screen`, async ({ page }) => {
      await dismissBannerPopups(page);
      await signInForName(page, role);
      for (const name of cards) await loaded(page, name);
      for (const name of cards) {
        await card(page, name).scrollIntoViewIfNeeded();
        await expect(card(page, name)).toBeInViewport();
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    });
  }
});
