import type { Page } from '@playwright/test';
import { expect, test } from './support/network';

// The throttled projects' fixture itself (tests/e2e/support/network.ts): each test runs only in its project.

/** Time of one uncached round trip to the server, as the page sees it. */
function healthRoundTrip(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const started = performance.now();
    await (await fetch('/api/health', { cache: 'no-store' })).text();
    return performance.now() - started;
  });
}

test(
  'slow-4g adds its round-trip time to every page, also pages opened later',
  { tag: '@throttled' },
  async ({ page, context, network }) => {
    test.skip(network.profile !== 'slow-4g', 'runs in the slow-4g project');
    await page.goto('/en-us/login');
    expect(await healthRoundTrip(page)).toBeGreaterThanOrEqual(150);

    const second = await context.newPage();
    await network.applied(second);
    await second.goto('/en-us/login');
    expect(await healthRoundTrip(second)).toBeGreaterThanOrEqual(150);
  },
);

test(
  'offline starts online, then the service worker serves the app without a network',
  { tag: '@offline' },
  async ({ page, network }) => {
    test.skip(network.profile !== 'offline', 'runs in the offline project');
    await page.goto('/en-us/login');
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await network.goOffline(page);

    expect(
      await page.evaluate(() =>
        fetch('/api/health').then(
          () => 'answered',
          () => 'failed',
        ),
      ),
    ).toBe('failed');
    const reload = await page.reload();
    expect(reload?.fromServiceWorker()).toBe(true);
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();

    await network.goOnline();
    expect(await page.evaluate(() => fetch('/api/health').then((r) => r.status))).toBe(200);
  },
);
