import AxeBuilder from '@axe-core/playwright';
import { type Browser, type BrowserContext, expect, type Page, test } from '@playwright/test';
import { pageGraphql } from './support/cart';
import { dismissBannerPopups } from './support/portal';
import { signInForName } from './support/snapshots';

// Every built route (src/app/route-tree.gen.ts), each opened by a user who may see it: the sign-in pages signed out,
// the portal pages as the demo dealer (who has a customer), the visit forms as the rep, the administrator's and the
// warranty team's own pages as them. One browser page per user, one route after another.
//
// Colour schemes: the app follows the system's prefers-color-scheme unless the user chose one (ui/color-scheme.ts).
// Each route is checked in light, then, in the same visit, the system turns dark and axe runs again.

type Role = 'signed-out' | 'dealer' | 'sales' | 'admin' | 'warranty';

const SIGNED_OUT = ['/login', '/forgot-password', '/reset-password', '/maintenance', '/new-customer-inquiry'];

const DEALER = [
  '/',
  '/catalog',
  '/catalog/bike',
  '/catalog/paa',
  '/catalog/groupset',
  '/catalog/list?category=bike',
  '/catalog/fast-order',
  '/catalog/frequent-purchases',
  '/catalog/previous-purchases',
  '/catalog/repeat-order',
  '/cart',
  '/cart/lists',
  '/cart/checkout',
  '/cart/checkout/shipment',
  '/cart/checkout/confirmation',
  '/order',
  '/order/open-order',
  '/order/delivery',
  '/invoice/open-invoice',
  '/invoice/invoice-list',
  '/invoice/invoice-list-new',
  '/payment',
  '/payment/invoice',
  '/payment/invoice-v2',
  '/credit',
  '/claim',
  '/claim/create/bike',
  '/claim/create/paa',
  '/pdi',
  '/pdi/create',
  '/outbox',
  '/offline',
  '/user/edit-profile',
  // The catch-all: a page not built yet ("coming soon") and a path that names no page (404).
  '/bonus-dealer',
  '/no-such-page',
];

const SALES = ['/', '/visit-form', '/visit-form/polygon', '/visit-form/polygon/create'];
const ADMIN = ['/', '/admin/payments', '/error/admin'];
const WARRANTY = ['/', '/claim'];

/** The seeded ids of the pages with parameters, asked of the server as the signed-in user. */
async function dealerDetailPaths(page: Page): Promise<string[]> {
  const data = await pageGraphql<{
    orders: { items: { orderNo: string }[] };
    claimsV3: { items: { id: string }[] };
    claimPDIs: { items: { id: string }[] };
    bikes: { items: { slug: string }[] };
    paa: { items: { items: { slug: string }[] }[] };
    groupsets: { items: { slug: string }[] };
  }>(
    page,
    `query A11yE2eDetails {
      orders(filter: { limit: 10 }) { items { orderNo } }
      claimsV3(page: 1, limit: 10) { items { id } }
      claimPDIs(page: 1, limit: 10) { items { id } }
      bikes: productGroups(page: 1, limit: 1, filter: { category: BIKE }) { items { slug } }
      paa: productGroups(page: 1, limit: 1, filter: { category: PAA }) { items { items(limit: 1) { slug } } }
      groupsets: productGroups(page: 1, limit: 1, filter: { category: GROUPSET }) { items { slug } }
    }`,
  );
  const need = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`the demo data has no ${what}`);
    return value;
  };
  const claimId = need(data.claimsV3.items[0]?.id, 'claim of the dealer');
  return [
    `/order/${need(data.orders.items[0]?.orderNo, 'order of the dealer')}`,
    `/claim/${claimId}`,
    `/claim/${claimId}/edit`,
    `/pdi/${need(data.claimPDIs.items[0]?.id, 'PDI of the dealer')}`,
    `/catalog/bike/${need(data.bikes.items[0]?.slug, 'bike')}`,
    `/catalog/paa/${need(data.paa.items[0]?.items[0]?.slug, 'PAA article')}`,
    `/catalog/${need(data.groupsets.items[0]?.slug, 'groupset')}`,
  ];
}

async function salesDetailPaths(page: Page): Promise<string[]> {
  const data = await pageGraphql<{ formVisits: { items: { id: string }[] } }>(
    page,
    'query A11yE2eVisits { formVisits(brand: "polygon", page: 1, limit: 10) { items { id } } }',
  );
  const id = data.formVisits.items[0]?.id;
  if (id === undefined) throw new Error('the demo data has no Polygon visit of the rep');
  return [`/visit-form/polygon/${id}`];
}

async function warrantyDetailPaths(page: Page): Promise<string[]> {
  const data = await pageGraphql<{ claimsV3: { items: { id: string }[] } }>(
    page,
    'query A11yE2eClaims { claimsV3(page: 1, limit: 10) { items { id } } }',
  );
  const id = data.claimsV3.items[0]?.id;
  if (id === undefined) throw new Error('the demo data has no claim');
  return [`/claim/${id}`];
}

/** A browser page of the role, signed in (or not), and the paths it opens. */
async function openAs(
  browser: Browser,
  role: Role,
  viewport: { width: number; height: number },
): Promise<{ context: BrowserContext; page: Page; paths: string[] }> {
  const { baseURL } = test.info().project.use;
  const context = await browser.newContext(baseURL === undefined ? { viewport } : { viewport, baseURL });
  const page = await context.newPage();
  await dismissBannerPopups(page);
  if (role === 'signed-out') return { context, page, paths: SIGNED_OUT };
  await signInForName(page, role);
  if (role === 'dealer') return { context, page, paths: [...DEALER, ...(await dealerDetailPaths(page))] };
  if (role === 'sales') return { context, page, paths: [...SALES, ...(await salesDetailPaths(page))] };
  if (role === 'warranty') return { context, page, paths: [...WARRANTY, ...(await warrantyDetailPaths(page))] };
  return { context, page, paths: ADMIN };
}

const BUSY = [
  '.mantine-Skeleton-root[data-visible]',
  'main .mantine-Loader-root',
  '[aria-busy="true"]',
  '[data-testid="route-pending"]',
].join(', ');

/**
 * Opens the path and waits for the page's content: its main landmark (a finding when it never shows), then the
 * network quiet and no skeleton or spinner left. A page still loading after that is checked as it is, with a note
 * in the log: on a loaded machine a list can take longer, and what it shows meanwhile must pass axe too.
 */
async function openRoute(page: Page, path: string): Promise<string | undefined> {
  await page.goto(`/en-us${path === '/' ? '' : path}`);
  try {
    await expect(page.locator('main, [role="main"]').first()).toBeVisible({ timeout: 30_000 });
  } catch {
    return `${path}: the page has no main landmark after 30 s`;
  }
  try {
    await page.waitForLoadState('networkidle', { timeout: 15_000 });
    await expect(page.locator(BUSY)).toHaveCount(0, { timeout: 30_000 });
  } catch {
    console.log(`a11y note: ${path} still loading after 45 s; checked as it is`);
  }
  return undefined;
}

/** Keeps a finding for the one assertion at the end, and prints it at once (a run cut short still shows it). */
function report(findings: string[], finding: string): void {
  findings.push(finding);
  console.log(`a11y finding: ${finding}`);
}

const ROLES: Role[] = ['signed-out', 'dealer', 'sales', 'admin', 'warranty'];

test.describe('every built route', () => {
  // One sweep over every route, its parts spread over the desktop and tablet lanes (each has its own server) so
  // neither lane carries all of it: the checks open their own pages at the widths they need, so the lane's
  // viewport does not matter.
  const onLane = (lane: 'desktop' | 'tablet') => {
    test.skip(test.info().project.name !== lane, `this part of the sweep runs in the ${lane} lane`);
  };

  /**
   * Runs axe on each path of the role, or on one `part` of its list ([index, count]: the dealer's is split in three
   * to keep each test short).
   */
  async function axeOver(browser: Browser, role: Role, part?: [index: number, count: number]): Promise<string[]> {
    const findings: string[] = [];
    const { context, page, paths: all } = await openAs(browser, role, { width: 1280, height: 800 });
    const size = part ? Math.ceil(all.length / part[1]) : all.length;
    const paths = part ? all.slice(part[0] * size, (part[0] + 1) * size) : all;
    for (const path of paths) {
      const started = Date.now();
      // The user chose no scheme: the page follows the system's, light first.
      await page.emulateMedia({ colorScheme: 'light' });
      const note = await openRoute(page, path);
      if (note !== undefined) report(findings, `[${role}] ${note}`);
      for (const scheme of ['light', 'dark'] as const) {
        if (scheme === 'dark') {
          await page.emulateMedia({ colorScheme: 'dark' });
          await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
          // Colours that ease into the dark ones (transitions) are measured once settled.
          await page.evaluate(() =>
            Promise.all(
              document
                .getAnimations()
                .filter((animation) => animation instanceof CSSTransition)
                .map((animation) => animation.finished.catch(() => undefined)),
            ),
          );
        }
        const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
        for (const violation of results.violations) {
          if (violation.impact !== 'serious' && violation.impact !== 'critical') continue;
          const targets = violation.nodes.map((node) => node.target.join(' ')).join(' | ');
          report(findings, `[${role}] ${path} (${scheme}) → ${violation.id} → ${targets}`);
        }
      }
      console.log(`a11y axe ${role} ${path}: ${String(Date.now() - started)} ms`);
    }
    await context.close();
    return findings;
  }

  const AXE_RUNS: { title: string; roles: Role[]; part?: [number, number]; lane: 'desktop' | 'tablet' }[] = [
    {
      title: 'signed out, rep, administrator, warranty team',
      roles: ['signed-out', 'sales', 'admin', 'warranty'],
      lane: 'tablet',
    },
    { title: 'dealer, part 1 of 3', roles: ['dealer'], part: [0, 3], lane: 'desktop' },
    { title: 'dealer, part 2 of 3', roles: ['dealer'], part: [1, 3], lane: 'tablet' },
    { title: 'dealer, part 3 of 3', roles: ['dealer'], part: [2, 3], lane: 'desktop' },
  ];
  for (const run of AXE_RUNS) {
    test(`axe finds no serious or critical WCAG 2.1 A/AA violation (${run.title})`, async ({ browser }) => {
      onLane(run.lane);
      test.setTimeout(360_000);
      const findings: string[] = [];
      for (const role of run.roles) findings.push(...(await axeOver(browser, role, run.part)));
      expect(findings, findings.join('\n')).toEqual([]);
    });
  }

  test('no page is wider than a 375 px phone', async ({ browser }) => {
    onLane('desktop');
    test.setTimeout(300_000);
    const findings: string[] = [];
    let visited = 0;
    for (const role of ROLES) {
      const { context, page, paths } = await openAs(browser, role, { width: 375, height: 812 });
      for (const path of paths) {
        const note = await openRoute(page, path);
        if (note !== undefined) report(findings, `[${role}] ${note}`);
        const overflow = await page.evaluate(measureOverflow);
        if (overflow.scrollWidth > overflow.innerWidth || overflow.widest !== null) {
          const offender = overflow.widest
            ? `; widest offender ${overflow.widest.selector} reaches ${String(overflow.widest.right)} px`
            : '';
          report(
            findings,
            `[${role}] ${path}: document ${String(overflow.scrollWidth)} px wide in ${String(overflow.innerWidth)} px${offender}`,
          );
        }
        visited += 1;
        console.log(`a11y 375 ${role} ${path}`);
      }
      await context.close();
    }
    console.log(`a11y: ${String(visited)} route visits measured at 375 px`);
    expect(findings, findings.join('\n')).toEqual([]);
  });
});

/**
 * The document's width against the window's, and the element of main that sticks out furthest past the right edge
 * (or the left): elements inside a container that scrolls or clips are not counted, nor hidden ones.
 */
function measureOverflow(): {
  scrollWidth: number;
  innerWidth: number;
  widest: { selector: string; right: number } | null;
} {
  const width = window.innerWidth;
  const clipped = (element: Element): boolean => {
    // Up to main: a main that clipped its content would hide it, not excuse it.
    for (let parent = element.parentElement; parent && parent.tagName !== 'MAIN'; parent = parent.parentElement) {
      const style = getComputedStyle(parent);
      if (style.overflowX !== 'visible') return true;
      if (style.position === 'fixed') return false;
    }
    return false;
  };
  const selectorOf = (element: Element): string => {
    const parts: string[] = [];
    for (let node: Element | null = element; node && parts.length < 4; node = node.parentElement) {
      const testId = node.getAttribute('data-testid');
      const classes = [...node.classList].filter((c) => !c.startsWith('m_')).slice(0, 2);
      parts.unshift(
        `${node.tagName.toLowerCase()}${testId ? `[data-testid="${testId}"]` : ''}${classes.map((c) => `.${c}`).join('')}`,
      );
      if (testId) break;
    }
    return parts.join(' > ');
  };
  let widest: { selector: string; right: number } | null = null;
  for (const element of document.querySelectorAll('main *')) {
    const box = element.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) continue;
    const outside = Math.max(box.right - width, -box.left);
    if (outside <= 1) continue;
    const style = getComputedStyle(element);
    if (style.visibility === 'hidden' || style.position === 'fixed' || clipped(element)) continue;
    if (widest === null || box.right > widest.right)
      widest = { selector: selectorOf(element), right: Math.round(box.right) };
  }
  return { scrollWidth: document.documentElement.scrollWidth, innerWidth: width, widest };
}
