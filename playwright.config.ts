import { readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import type { NetworkOptions } from './tests/e2e/support/network';

// E2E_PORT and CLIENT_OUT_DIR let several runs share one checkout (each its own server and build).
const PORT = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://localhost:${String(PORT)}`;

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

// A fresh database per run, under ./data (git-ignored): the server seeds the demo data on an empty one.
const dataDir = `data/e2e-${String(Date.now())}-${String(process.pid)}`;

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
  // One server with one database: specs share the demo users, so they run one at a time.
  workers: 1,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  use: {
    baseURL,
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions,
  },
  projects: [
    { name: 'desktop', use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } } },
    {
      name: 'tablet',
      use: { browserName: 'chromium', viewport: { width: 1024, height: 768 }, hasTouch: true, isMobile: false },
    },
    // Throttled profiles (tests/e2e/support/network.ts): they apply only to specs that import `test` from that
    // file, and run only the tests tagged for them (`test('…', { tag: '@throttled' }, …)`), on the tablet viewport
    // of a sales rep in a store. `npm run test:e2e -- --project=slow-4g` runs one of them alone.
    {
      name: 'slow-4g',
      grep: /@throttled/,
      use: {
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
      use: {
        browserName: 'chromium',
        viewport: { width: 1024, height: 768 },
        hasTouch: true,
        networkProfile: 'offline',
      },
      timeout: 120_000,
      expect: { timeout: 20_000 },
    },
  ],
  webServer: {
    command: 'npm start',
    url: `${baseURL}/api/health`,
    env: {
      PORT: String(PORT),
      DATA_DIR: dataDir,
      LOGIN_MAX_FAILURES: '1000',
      // The specs read mails, uploads and visits through /api/dev/*, which exists only with this switch on.
      DEV_ROUTES: '1',
      CLIENT_OUT_DIR: process.env.CLIENT_OUT_DIR ?? 'dist',
    },
    // The first start builds the client and initialises the database (PGlite initdb, migrations, seed).
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
