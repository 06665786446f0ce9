import { readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import type { NetworkOptions } from './tests/e2e/support/network';

// Each project has its own server and database (specs share the demo users, so two projects on one database would
// change each other's carts and orders): two projects run at the same time, each one test file after another.
// E2E_PORT (the first project's port) and CLIENT_OUT_DIR let several runs share one checkout.
const BASE_PORT = Number(process.env.E2E_PORT ?? 3100);
const PROJECT_NAMES = ['desktop', 'tablet', 'slow-4g', 'offline'] as const;
type ProjectName = (typeof PROJECT_NAMES)[number];
// 1000 apart, so runs with neighbouring E2E_PORTs never share a port.
const portOf = (project: ProjectName) => BASE_PORT + 1000 * PROJECT_NAMES.indexOf(project);
const baseURLOf = (project: ProjectName) => `http://localhost:${String(portOf(project))}`;

/**
 * The projects named on the command line (`--project=desktop`, `--project desktop`), all when none is: only their
 * servers are started.
 */
function selectedProjects(argv: readonly string[]): readonly ProjectName[] {
  const named = argv.flatMap((arg, i) => {
    if (arg.startsWith('--project=')) return [arg.slice('--project='.length)];
    if (arg === '--project') return argv[i + 1] === undefined ? [] : [argv[i + 1]];
    return [];
  });
  const known = PROJECT_NAMES.filter((name) => named.includes(name));
  return known.length > 0 ? known : PROJECT_NAMES;
}

/**
 * The viewport lane of each spec file. The desktop and tablet lanes run at the same time, so a file runs once, in the
 * lane of the users it is about (a dealer or administrator at a desk; a rep or mechanic with a tablet), and the two
 * lanes take about as long (a spec that needs a phone's width sets it itself). `both`: files whose tests each pick
 * their lane (the accessibility sweep's parts, claims, PDI, visits, the outbox). A spec file missing here stops the
 * run, so a new one is placed on purpose. The throttled lanes run only their tagged tests, in whichever file.
 */
const SPEC_LANES: Record<string, 'desktop' | 'tablet' | 'both'> = {
  'a11y.spec.ts': 'both',
  'cart-lists.spec.ts': 'desktop',
  'cart.spec.ts': 'desktop',
  'catalog.spec.ts': 'tablet',
  'checkout-card.spec.ts': 'desktop',
  'checkout.spec.ts': 'desktop',
  'claims.spec.ts': 'both',
  'common.spec.ts': 'tablet',
  'credit.spec.ts': 'desktop',
  'customer-context.spec.ts': 'tablet',
  'customers.spec.ts': 'tablet',
  'display.spec.ts': 'desktop',
  'feature-texts.spec.ts': 'desktop',
  'guardrails.spec.ts': 'desktop',
  'home.spec.ts': 'tablet',
  'install.spec.ts': 'desktop',
  'invoice-email.spec.ts': 'desktop',
  'invoices-offline.spec.ts': 'tablet',
  'invoices.spec.ts': 'desktop',
  'network-profiles.spec.ts': 'both',
  'offline-catalog.spec.ts': 'desktop',
  'offline-first-load.spec.ts': 'desktop',
  'offline-thumbnails.spec.ts': 'tablet',
  'offline.spec.ts': 'both',
  'order-drafts.spec.ts': 'tablet',
  'orders.spec.ts': 'desktop',
  'outbox.spec.ts': 'both',
  'payments-admin.spec.ts': 'tablet',
  'payments-no-customer.spec.ts': 'tablet',
  'payments.spec.ts': 'desktop',
  'pdi.spec.ts': 'both',
  'photos.spec.ts': 'desktop',
  'product-phone.spec.ts': 'tablet',
  'push.spec.ts': 'desktop',
  'session.spec.ts': 'tablet',
  'shell.spec.ts': 'desktop',
  'ship-complete.spec.ts': 'tablet',
  'sign-in.spec.ts': 'tablet',
  'upload-pause.spec.ts': 'tablet',
  'visit-forms.spec.ts': 'both',
};
const unplaced = readdirSync('tests/e2e').filter((name) => name.endsWith('.spec.ts') && !(name in SPEC_LANES));
if (unplaced.length > 0) throw new Error(`playwright.config.ts: give ${unplaced.join(', ')} a lane in SPEC_LANES`);
/** The files the other viewport lane runs alone. */
const otherLanesFiles = (lane: 'desktop' | 'tablet') =>
  Object.entries(SPEC_LANES)
    .filter(([, runsIn]) => runsIn !== lane && runsIn !== 'both')
    .map(([name]) => `**/${name}`);

// Debian's Chromium (apt-get install chromium): `npx playwright install` cannot download here (TOOLCHAIN.md).
const launchOptions = {
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox', // runs as root in CI containers
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
};

// A fresh database per run and project, under ./data (git-ignored): the server seeds the demo data on an empty one.
const runId = `${String(Date.now())}-${String(process.pid)}`;

// Databases of earlier runs are removed after a day. Only the runner process does it (workers load this file
// too), and the age limit keeps away from a run that is still going.
function removeOldRunDatabases(): void {
  const dayAgo = Date.now() - 24 * 60 * 60 * 1000;
  let entries: string[];
  try {
    entries = readdirSync('data');
  } catch {
    return;
  }
  for (const name of entries) {
    const path = join('data', name);
    if (name.startsWith('e2e-') && statSync(path).mtimeMs < dayAgo) rmSync(path, { recursive: true, force: true });
  }
}
if (process.env.TEST_WORKER_INDEX === undefined) removeOldRunDatabases();

export default defineConfig<NetworkOptions>({
  testDir: 'tests/e2e',
  outputDir: 'tests/e2e/.artifacts/results',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // Two projects at a time (2 cores), each on its own server; within a project one test file after another.
  workers: 2,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  use: {
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions,
  },
  projects: [
    {
      name: 'desktop',
      testIgnore: otherLanesFiles('desktop'),
      workers: 1,
      use: { baseURL: baseURLOf('desktop'), browserName: 'chromium', viewport: { width: 1280, height: 800 } },
    },
    {
      name: 'tablet',
      testIgnore: otherLanesFiles('tablet'),
      workers: 1,
      use: {
        baseURL: baseURLOf('tablet'),
        browserName: 'chromium',
        viewport: { width: 1024, height: 768 },
        hasTouch: true,
        isMobile: false,
      },
    },
    // Throttled profiles (tests/e2e/support/network.ts): they apply only to specs that import `test` from that
    // file, and run only the tests tagged for them (`test('…', { tag: '@throttled' }, …)`), on the tablet viewport
    // of a sales rep in a store. `npm run test:e2e -- --project=slow-4g` runs one of them alone.
    {
      name: 'slow-4g',
      grep: /@throttled/,
      workers: 1,
      use: {
        baseURL: baseURLOf('slow-4g'),
        browserName: 'chromium',
        viewport: { width: 1024, height: 768 },
        hasTouch: true,
        networkProfile: 'slow-4g',
      },
      // Slow 4G and a 4× slower CPU make every step take several times longer.
      timeout: 180_000,
      expect: { timeout: 30_000 },
    },
    {
      name: 'offline',
      grep: /@offline/,
      workers: 1,
      use: {
        baseURL: baseURLOf('offline'),
        browserName: 'chromium',
        viewport: { width: 1024, height: 768 },
        hasTouch: true,
        networkProfile: 'offline',
      },
      timeout: 120_000,
      expect: { timeout: 20_000 },
    },
  ],
  // Playwright starts them one after another: the first builds the client when its sources changed, the others
  // serve that build (so a source edited meanwhile does not rebuild under a running server).
  webServer: selectedProjects(process.argv).map((project, index) => ({
    command: 'npm start',
    url: `${baseURLOf(project)}/api/health`,
    env: {
      PORT: String(portOf(project)),
      DATA_DIR: `data/e2e-${runId}-${project}`,
      LOGIN_MAX_FAILURES: '1000',
      // The specs read mails, uploads and visits through /api/dev/*, which exists only with this switch on.
      DEV_ROUTES: '1',
      CLIENT_OUT_DIR: process.env.CLIENT_OUT_DIR ?? 'dist',
      ...(index > 0 ? { CLIENT_BUILD: 'reuse' } : {}),
    },
    // The first start initialises the database (PGlite initdb, migrations, seed); the client is built before
    // (`npm test`'s build stage, or `vite build`).
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: 'pipe' as const,
    stderr: 'pipe' as const,
  })),
});
