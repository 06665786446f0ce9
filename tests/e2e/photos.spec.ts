import { expect, type Page, test } from '@playwright/test';
import type * as Photos from '../../src/browser/photos';
import { readJpegInfo } from '../../src/browser/photos/jpeg-segments';
import {
  compressionLibraryPath,
  createTestPhoto,
  exifApp1,
  loadPhotoModule,
  runPreparePhoto,
} from './support/photo-lab';

// The photo pipeline (ARCHITECTURE.md "Offline") in Chromium, on the built app under the server's CSP: a generated 12
// MP phone photo is compressed in the library's web worker from its locally served copy, upright and without EXIF.

interface Watch {
  foreignRequests: string[];
  cspViolations: string[];
  warnings: string[];
}

/** Opens an app page and records requests to other origins, CSP violations and console warnings. */
async function openAppPage(page: Page, baseURL: string | undefined): Promise<Watch> {
  const origin = new URL(baseURL ?? 'http://localhost').origin;
  const watch: Watch = { foreignRequests: [], cspViolations: [], warnings: [] };
  page.context().on('request', (request) => {
    const url = request.url();
    if (/^https?:/.test(url) && new URL(url).origin !== origin) watch.foreignRequests.push(url);
  });
  page.on('console', (message) => {
    if (/Content.Security.Policy/i.test(message.text())) watch.cspViolations.push(message.text());
    if (message.type() === 'warning') watch.warnings.push(message.text());
  });
  await page.exposeFunction('__reportCsp', (text: string) => watch.cspViolations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      void (globalThis as unknown as { __reportCsp: (t: string) => Promise<void> }).__reportCsp(
        `${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${String(event.lineNumber)} ${event.sample}`,
      );
    });
  });
  await page.goto('/en-us/login');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await loadPhotoModule(page);
  return watch;
}

/** The pipeline does not depend on the viewport: once, on desktop. */
function desktopOnly(): void {
  test.skip(test.info().project.name !== 'desktop', 'viewport-independent; runs in the desktop project');
}

const isRed = ([r, g, b]: [number, number, number]) => r > 200 && g < 60 && b < 60;

test.describe('photo pipeline', () => {
  test('a 12 MP photo turned by EXIF becomes an upright JPEG of at most 2048 px and 400 KB, without EXIF', async ({
    page,
    baseURL,
  }) => {
    desktopOnly();
    test.slow(); // generating and compressing 12 MP takes seconds on a CI core
    const watch = await openAppPage(page, baseURL);
    // Orientation 6: the camera stored the pixels sideways; upright, the 4000×3000 photo is 3000 wide, 4000 high.
    const originalSize = await createTestPhoto(page, { width: 4000, height: 3000, quality: 0.92, app1: exifApp1(6) });
    expect(originalSize).toBeGreaterThan(1_000_000);

    const result = await runPreparePhoto(page);

    expect(result.mainThreadFallback).toBe(false);
    expect(result.type).toBe('image/jpeg');
    expect(result.name).toBe('IMG_0001.jpg');
    expect(result.originalSize).toBe(originalSize);
    expect(result.size).toBeLessThanOrEqual(400 * 1024);
    expect(Math.max(result.width, result.height)).toBeLessThanOrEqual(2048);
    expect(result.height).toBeGreaterThan(result.width); // turned upright
    // The stored top-left corner (red) is the upright photo's top-right corner.
    expect(isRed(result.topRight)).toBe(true);
    expect(isRed(result.topLeft)).toBe(false);

    const info = readJpegInfo(Uint8Array.from(result.head));
    expect(info).toMatchObject({ width: result.width, height: result.height, hasExif: false });
    expect(info?.markers).not.toContain(0xe1); // no APP1 at all: no EXIF, no GPS, no XMP

    expect(watch.foreignRequests).toEqual([]);
    // zod probes once whether it may compile validators (`Function('')` in a try, zod/v4 `allowsEval`): the CSP
    // refuses it and zod falls back. That is the app's, not the pipeline's (which has no eval).
    expect(watch.cspViolations.filter((v) => !v.startsWith('script-src eval'))).toEqual([]);
    expect(watch.warnings.filter((w) => w.includes('main thread'))).toEqual([]);
  });

  test('a photo without EXIF keeps its orientation and its size when small enough', async ({ page, baseURL }) => {
    desktopOnly();
    await openAppPage(page, baseURL);
    await createTestPhoto(page, { width: 1200, height: 900, quality: 0.9 });
    const result = await runPreparePhoto(page);
    expect(result).toMatchObject({ width: 1200, height: 900, mainThreadFallback: false, type: 'image/jpeg' });
    expect(isRed(result.topLeft)).toBe(true);
    expect(isRed(result.topRight)).toBe(false);
  });

  test('a worker that cannot load the library is reported as a main-thread fallback', async ({ page, baseURL }) => {
    desktopOnly();
    const watch = await openAppPage(page, baseURL);
    // What happens offline without the precached copy, or with a CDN libURL under the CSP.
    const libraryPath = compressionLibraryPath();
    await page.context().route(
      (url) => url.pathname === libraryPath,
      (route) => route.abort(),
    );
    await createTestPhoto(page, { width: 800, height: 600 });
    const result = await runPreparePhoto(page);
    expect(result.mainThreadFallback).toBe(true);
    expect(result.width).toBe(800);
    expect(watch.warnings.some((w) => w.startsWith('Photo compression ran on the main thread'))).toBe(true);
  });

  test('refuses an SVG named like a JPEG before decoding anything', async ({ page, baseURL }) => {
    desktopOnly();
    await openAppPage(page, baseURL);
    const code = await page.evaluate(async () => {
      const { preparePhoto } = (globalThis as unknown as { __photos: typeof Photos }).__photos;
      const svg = new File(['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'], 'a.jpg', {
        type: 'image/jpeg',
      });
      return preparePhoto(svg).then(
        () => 'stored',
        (error: unknown) => (error as { code?: string }).code,
      );
    });
    expect(code).toBe('NOT_A_PHOTO');
  });
});
