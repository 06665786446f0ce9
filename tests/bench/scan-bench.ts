// `npm run bench:scan`: the frame scanner (src/app/domain/scanning) in Chromium with a fake camera showing a Code 128
// frame sticker made here: the time from opening the camera to the first decoded value, and the decode time per
// frame (the cropped, downscaled scan window in the worker), unthrottled and at 4× CPU slowdown (CDP
// Emulation.setCPUThrottlingRate). Each opening starts a new worker, so each run compiles the reader again.
// Prints figures; asserts nothing.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, expect } from '@playwright/test';
import {
  chromePath,
  chromiumArgs,
  ensureClientBuild,
  median,
  percentile,
  startBenchServer,
} from '../../scripts/bench-support';
import { frameStickerY4m, launchWithFakeCamera } from '../e2e/support/fake-camera';
import { dismissBannerPopups, PASSWORD } from '../e2e/support/portal';

const FRAME = 'WTU123C4567D';
const RUNS = 5;

ensureClientBuild();
const dir = mkdtempSync(join(tmpdir(), 'scan-bench-'));
const server = await startBenchServer('scan');
try {
  const plain = await chromium.launch({ executablePath: chromePath, args: chromiumArgs });
  const drawing = await plain.newPage();
  const y4m = await frameStickerY4m(drawing, FRAME, dir);
  await plain.close();

  const browser = await launchWithFakeCamera(y4m);
  try {
    const context = await browser.newContext({ baseURL: server.baseURL, viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    // The promotional pop-up would sit over the page as it does for a new user.
    await dismissBannerPopups(page);
    await page.goto('/en-us/login');
    await page.getByRole('textbox', { name: 'Username' }).fill('dealer');
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).not.toHaveURL(/\/login/, { timeout: 30_000 });
    await page.goto('/en-us/pdi/create');
    const scan = page.getByRole('button', { name: 'Scan' });
    await scan.waitFor({ timeout: 30_000 });
    const cdp = await context.newCDPSession(page);

    console.log(`Fake camera: 1280×720, one Code 128 of ${FRAME}; ${String(RUNS)} openings per CPU rate`);
    for (const rate of [1, 4]) {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate });
      const firstDecode: number[] = [];
      const decodes: number[] = [];
      const coldDecodes: number[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        await page.evaluate(() => {
          performance.clearMarks();
          performance.clearMeasures();
        });
        await scan.click();
        const dialog = page.getByRole('dialog', { name: 'Scan the frame sticker' });
        await expect(dialog.getByTestId('scanned-value')).toHaveText(FRAME, { timeout: 60_000 });
        // Three more decodes in the same worker (reader compiled): "Scan again" resumes after each value.
        for (let again = 0; again < 3; again += 1) {
          await dialog.getByRole('button', { name: 'Scan again' }).click();
          await expect(dialog.getByTestId('scanned-value')).toHaveText(FRAME, { timeout: 60_000 });
        }
        const figures = await page.evaluate(() => {
          const [open] = performance.getEntriesByName('scan:open');
          const [found] = performance.getEntriesByName('scan:found');
          return {
            toFirst: open && found ? found.startTime - open.startTime : Number.NaN,
            decodes: performance.getEntriesByName('scan:decode').map((entry) => entry.duration),
          };
        });
        firstDecode.push(figures.toFirst);
        // The first decode of a worker includes compiling the reader; the rest are steady frames.
        coldDecodes.push(...figures.decodes.slice(0, 1));
        decodes.push(...figures.decodes.slice(1));
        await dialog.getByRole('button', { name: 'Cancel' }).click();
        await expect(dialog).toBeHidden();
      }
      const ms = (value: number) => `${value.toFixed(0)} ms`;
      console.log(
        `CPU ×${String(rate)}: camera open → first decode median ${ms(median(firstDecode))} ` +
          `(runs ${firstDecode.map(ms).join(', ')}); first decode of a worker (reader compile included) median ` +
          `${ms(median(coldDecodes))}; decode per frame after it median ${ms(median(decodes))}, ` +
          `p90 ${ms(percentile(decodes, 90))} over ${String(decodes.length)} frames`,
      );
    }
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  } finally {
    await browser.close();
  }
} finally {
  await server.stop();
  rmSync(dir, { recursive: true, force: true });
}
