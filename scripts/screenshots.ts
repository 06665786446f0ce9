// `npx tsx scripts/screenshots.ts`: screenshots of the portal shell in each layout at 375, 1024 and 1440 px, for a
// person to look at (not compared, not part of `npm test`). It starts its own server on a fresh database (and a
// second one in maintenance), builds the client into CLIENT_OUT_DIR (default dist-screenshots) when needed, and
// writes tests/e2e/.artifacts/screenshots/shell-{page}-{width}.png.
// `npx tsx scripts/screenshots.ts --readme`: only the README's pictures, on a 1024×768 tablet: the catalog, a
// product page and a visit form, into docs/screenshots/ (committed; each must stay under 300 KB).
import { mkdirSync, statSync } from 'node:fs';
import { type Browser, chromium, type Page } from '@playwright/test';
import { type SecondServer, startSecondServer } from '../tests/e2e/support/second-server';

const OUT_DIR = 'tests/e2e/.artifacts/screenshots';
const WIDTHS = [
  { width: 375, height: 812 },
  { width: 1024, height: 768 },
  { width: 1440, height: 900 },
] as const;
const PASSWORD = 'Demo1234';

process.env.CLIENT_OUT_DIR ??= 'dist-screenshots';

interface Shot {
  name: string;
  /** Signs in as this user first. */
  user?: string;
  path: string;
  /** What to wait for before the picture. */
  ready: (page: Page) => Promise<unknown>;
  /** Something to do before the picture (open a menu). */
  act?: (page: Page, width: number) => Promise<void>;
}

const heading = (page: Page) => page.getByRole('heading', { level: 1 }).first().waitFor();

const SHOTS: Shot[] = [
  // bare
  { name: 'login', path: '/en-us/login', ready: (page) => page.getByRole('button', { name: 'Sign in' }).waitFor() },
  { name: '404', path: '/en-us/no-such-page', ready: heading },
  // V2
  { name: 'home-sales', user: 'sales', path: '/en-us', ready: heading },
  { name: 'home-dealer', user: 'dealer', path: '/en-us', ready: heading },
  { name: 'coming-soon-v2', user: 'dealer', path: '/en-us/claim', ready: heading },
  {
    name: 'profile-menu',
    user: 'dealer',
    path: '/en-us',
    ready: heading,
    act: async (page, width) => {
      if (width < 768) await page.getByRole('button', { name: 'Open navigation' }).click();
      else await page.getByTestId('profile-menu-button').click();
      await page.waitForTimeout(400);
    },
  },
  {
    name: 'flyout',
    user: 'admin',
    path: '/en-us/admin/users',
    ready: heading,
    act: async (page, width) => {
      if (width < 768) {
        await page.getByRole('button', { name: 'Open navigation' }).click();
        await page.getByRole('dialog', { name: 'Navigation' }).getByText('Administration').click();
      } else {
        await page.getByTestId('nav-group-admin').hover();
      }
      await page.waitForTimeout(400);
    },
  },
  // default (admin pages) and V3 (catalog)
  { name: 'coming-soon-default', user: 'admin', path: '/en-us/admin/users/create', ready: heading },
  { name: 'coming-soon-v3', user: 'dealer', path: '/en-us/catalog/bike', ready: heading },
  {
    name: 'error-admin',
    user: 'dealer',
    path: '/en-us/error/admin?pt=News&pi=news&t=No%20Data&s=You%20need%20to%20have%20the%20correct%20configuration%2C%20to%20access%20the%20data.%20Please%20contact%20support.',
    ready: heading,
  },
];

async function signIn(page: Page, baseURL: string, username: string): Promise<void> {
  await page.goto(`${baseURL}/en-us/login`);
  await page.getByRole('textbox', { name: 'Username' }).fill(username);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => !url.pathname.endsWith('/login'));
}

async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => Array.from(document.images).every((image) => image.complete));
  await page.waitForTimeout(300);
}

async function capture(browser: Browser, baseURL: string, shot: Shot): Promise<void> {
  for (const size of WIDTHS) {
    const context = await browser.newContext({ viewport: size, hasTouch: size.width < 1440 });
    // The promotional pop-up opens once per user; the shell is what these pictures are about.
    await context.addInitScript(() => {
      const until = String(Date.now() + 7_200_000);
      for (let id = 1; id <= 20; id += 1)
        localStorage.setItem(`portal.banner-popup.dismissed-until.${String(id)}`, until);
    });
    const page = await context.newPage();
    if (shot.user) await signIn(page, baseURL, shot.user);
    await page.goto(`${baseURL}${shot.path}`);
    await shot.ready(page);
    await settle(page);
    if (shot.act) await shot.act(page, size.width);
    const file = `${OUT_DIR}/shell-${shot.name}-${String(size.width)}.png`;
    await page.screenshot({ path: file, animations: 'disabled' });
    process.stdout.write(`${file}\n`);
    await context.close();
  }
}

const README_DIR = 'docs/screenshots';
const README_MAX_BYTES = 300 * 1024;
const TABLET = { width: 1024, height: 768 } as const;

/** The README's pictures: what a dealer and a rep see first, on the tablet a rep carries. */
const README_SHOTS: Shot[] = [
  {
    name: 'catalog',
    user: 'dealer',
    path: '/en-us/catalog/list?category=bike',
    ready: (page) => page.getByTestId('product-card').nth(5).waitFor({ timeout: 120_000 }),
  },
  {
    name: 'product',
    user: 'dealer',
    path: '/en-us/catalog/list?category=bike',
    ready: (page) => page.getByTestId('product-card').first().waitFor({ timeout: 120_000 }),
    act: async (page) => {
      await page.getByTestId('product-card').first().getByRole('link').first().click();
      await page.getByTestId('size-color-grid').waitFor({ timeout: 120_000 });
      await settle(page);
    },
  },
  {
    name: 'visit-form',
    user: 'sales',
    path: '/en-us/visit-form/polygon/create',
    ready: (page) => page.getByRole('button', { name: 'Save visit' }).waitFor({ timeout: 60_000 }),
    // A store picked, as a rep starts: the form's choices are those of the store's lists.
    act: async (page) => {
      const customer = page.getByRole('combobox', { name: 'Customer' });
      await customer.click();
      await customer.fill('Bluebird');
      await page
        .getByRole('option', { name: /Bluebird/ })
        .first()
        .click();
      await page
        .getByRole('group', { name: 'Brand display', exact: true })
        .getByRole('checkbox')
        .first()
        .waitFor({ state: 'attached', timeout: 60_000 });
      await settle(page);
    },
  },
];

async function captureForReadme(browser: Browser, baseURL: string, shot: Shot): Promise<void> {
  const context = await browser.newContext({ viewport: TABLET, hasTouch: true });
  await context.addInitScript(() => {
    const until = String(Date.now() + 7_200_000);
    for (let id = 1; id <= 20; id += 1)
      localStorage.setItem(`portal.banner-popup.dismissed-until.${String(id)}`, until);
  });
  const page = await context.newPage();
  if (shot.user) await signIn(page, baseURL, shot.user);
  await page.goto(`${baseURL}${shot.path}`);
  await shot.ready(page);
  await settle(page);
  if (shot.act) await shot.act(page, TABLET.width);
  // A busy machine may answer the connection check late: the picture shows the portal online.
  await page.getByTestId('offline-bar').waitFor({ state: 'detached', timeout: 60_000 });
  await page.mouse.move(0, TABLET.height - 1);
  const file = `${README_DIR}/${shot.name}-tablet.png`;
  await page.screenshot({ path: file, animations: 'disabled' });
  const bytes = statSync(file).size;
  process.stdout.write(`${file} ${String(Math.round(bytes / 1024))} KB\n`);
  await context.close();
  if (bytes > README_MAX_BYTES) throw new Error(`${file} is ${String(bytes)} bytes, over ${String(README_MAX_BYTES)}`);
}

async function readme(): Promise<void> {
  mkdirSync(README_DIR, { recursive: true });
  let portal: SecondServer | undefined;
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    portal = await startSecondServer({ LOGIN_MAX_FAILURES: '1000' }, 600_000);
    for (const shot of README_SHOTS) await captureForReadme(browser, portal.baseURL, shot);
  } finally {
    await browser.close();
    await portal?.stop();
  }
}

async function main(): Promise<void> {
  mkdirSync(OUT_DIR, { recursive: true });
  let portal: SecondServer | undefined;
  let maintenance: SecondServer | undefined;
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    // One after the other: the first builds the client when it is out of date, the second reuses it.
    portal = await startSecondServer({ LOGIN_MAX_FAILURES: '1000' }, 600_000);
    maintenance = await startSecondServer({ MAINTENANCE_MESSAGE: 'Back soon: we are updating the portal.' });
    for (const shot of SHOTS) await capture(browser, portal.baseURL, shot);
    await capture(browser, maintenance.baseURL, {
      name: 'maintenance',
      path: '/en-us/login',
      ready: (page) => page.getByTestId('maintenance-message').waitFor(),
    });
  } finally {
    await browser.close();
    await portal?.stop();
    await maintenance?.stop();
  }
}

if (process.argv.includes('--readme')) await readme();
else await main();
