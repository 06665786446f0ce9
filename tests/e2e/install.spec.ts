import { expect, test } from '@playwright/test';
import { onHost } from './support/portal';
import { pngSize, serviceWorkerControls } from './support/pwa';

// Installability (ARCHITECTURE.md "Offline"): each seeded host answers its own manifest, the service worker is active,
// the icons are there at their sizes, and Chromium finds nothing that stops the install. The worker is the same on both
// viewports: desktop only.
test.skip(({ viewport }) => (viewport?.width ?? 0) < 1280, 'one viewport is enough for the worker');

interface Manifest {
  name: string;
  short_name: string;
  start_url: string;
  display: string;
  theme_color: string;
  icons: { src: string; sizes: string; type: string; purpose?: string }[];
}

for (const host of ['localhost', 'id.localhost', 'eu.localhost']) {
  test(`installable on ${host}: manifest, icons, service worker`, async ({ page, baseURL }) => {
    await page.goto(onHost(baseURL, host, '/'));
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    expect(await serviceWorkerControls(page)).toBe('activated');

    // With WEB_MANIFEST on (every seeded host), the mapping file's entry for this hostname replaces the link.
    const link = page.locator('link[rel="manifest"]');
    const expected =
      host === 'localhost' ? '/manifest.webmanifest' : `/manifests/${host.split('.')[0] ?? ''}.webmanifest`;
    await expect(link).toHaveAttribute('href', expected);

    // Fetched by the page: *.localhost resolves in Chromium, not in Node.
    const manifestUrl = new URL(expected, page.url()).toString();
    const manifest = await page.evaluate(async (url) => {
      const answer = await fetch(url);
      return answer.ok ? ((await answer.json()) as unknown) : null;
    }, manifestUrl);
    if (manifest === null) throw new Error(`No manifest at ${manifestUrl}`);
    const fields = manifest as Manifest;
    expect(fields.name.length).toBeGreaterThan(0);
    expect(fields.short_name.length).toBeGreaterThan(0);
    expect(fields.display).toBe('standalone');
    expect(fields.theme_color.toLowerCase()).toBe('#009ace');
    expect(fields.start_url).toMatch(/^\/[a-z]{2}(?:-[a-z]{2})?\/$/);

    const sizes = new Set<string>();
    for (const icon of fields.icons) {
      const head = await page.evaluate(async (url) => {
        const answer = await fetch(url);
        return answer.ok ? [...new Uint8Array(await answer.arrayBuffer()).subarray(0, 24)] : null;
      }, new URL(icon.src, manifestUrl).toString());
      expect(head, icon.src).not.toBeNull();
      const { width, height } = pngSize(Buffer.from(head ?? []));
      expect(`${String(width)}x${String(height)}`).toBe(icon.sizes);
      sizes.add(`${icon.sizes} ${icon.purpose ?? 'any'}`);
    }
    expect([...sizes]).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));

    // Chromium's own verdict: nothing stops the install but the test browser's incognito profile.
    const cdp = await page.context().newCDPSession(page);
    await expect
      .poll(async () =>
        (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors
          .map((e) => e.errorId)
          .filter((id) => id !== 'in-incognito'),
      )
      .toEqual([]);
  });
}

test('a page whose images never finish loading still gets its service worker', async ({ page }) => {
  // A shop's weak signal: the page's images hang, so its `load` event never comes. The worker is registered
  // anyway (a few seconds after start), or the tablet would never become offline-capable.
  await page.route('**/hanging-photo.jpg', () => new Promise<void>(() => undefined));
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const image = document.createElement('img');
      image.src = '/hanging-photo.jpg';
      image.alt = '';
      document.body.append(image);
    });
  });
  await page.goto('/en-us/login', { waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  expect(await page.evaluate(() => document.readyState)).not.toBe('complete');
  expect(await serviceWorkerControls(page)).toBe('activated');
});
