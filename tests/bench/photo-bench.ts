// `npm run bench:photo`: the photo pipeline (src/browser/photos) on a generated 12 MP JPEG in Chromium, without
// and with 4× CPU slowdown (CDP Emulation.setCPUThrottlingRate): time and output size, median of 3. Also whether
// the slowdown reaches the compression worker at all. Prints figures; asserts nothing.
// Needs the app to load the pipeline lazily (its own chunk in the Vite manifest, tests/e2e/support/photo-lab.ts).
import { chromium } from '@playwright/test';
import {
  chromePath,
  chromiumArgs,
  ensureClientBuild,
  esbuildNameShim,
  median,
  outDirName,
  startBenchServer,
} from '../../scripts/bench-support';
import {
  createTestPhoto,
  loadPhotoModule,
  photoModulePath,
  type PhotoRun,
  runPreparePhoto,
} from '../e2e/support/photo-lab';

const RUNS = 3;
const KB = 1024;

ensureClientBuild();
const modulePath = photoModulePath(outDirName);
const server = await startBenchServer('photo');
const browser = await chromium.launch({ executablePath: chromePath, args: chromiumArgs });
try {
  const context = await browser.newContext({ baseURL: server.baseURL });
  await context.addInitScript(esbuildNameShim);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await page.goto('/en-us/login');
  await loadPhotoModule(page, modulePath);
  const originalSize = await createTestPhoto(page, { width: 4000, height: 3000, quality: 0.92 });
  console.log(`Input: generated 4000×3000 JPEG (quality 0.92), ${(originalSize / KB / KB).toFixed(2)} MB`);

  /** A fixed amount of arithmetic, on the page or in a blob worker: how much the slowdown reaches each. */
  const busyLoop = (where: 'page' | 'worker') =>
    page.evaluate(async (inWorker) => {
      const loop = () => {
        let x = 0;
        for (let i = 0; i < 2e8; i += 1) x = (x + i * 7) % 1000003;
        return x;
      };
      if (!inWorker) {
        const started = performance.now();
        loop();
        return performance.now() - started;
      }
      // The same loop as a worker script (a blob: worker, as the compression library makes; the CSP allows it).
      const source = `const loop = ${loop.toString()};
        onmessage = () => { const s = performance.now(); loop(); postMessage(performance.now() - s); };`;
      const worker = new Worker(URL.createObjectURL(new Blob([source], { type: 'text/javascript' })));
      const ms = await new Promise<number>((resolve, reject) => {
        worker.onmessage = (event: MessageEvent<number>) => resolve(event.data);
        worker.onerror = (event) => reject(new Error(event.message));
        worker.postMessage(null);
      });
      worker.terminate();
      return ms;
    }, where === 'worker');

  const results: string[] = [];
  for (const rate of [1, 4]) {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    const runs: PhotoRun[] = [];
    for (let i = 0; i < RUNS; i += 1) runs.push(await runPreparePhoto(page));
    const ms = runs.map((run) => run.ms);
    const sizes = runs.map((run) => run.size);
    const last = runs.at(-1);
    const fallback = runs.some((run) => run.mainThreadFallback);
    results.push(
      [
        `CPU ${String(rate)}×: median ${median(ms).toFixed(0)} ms (runs ${ms.map((m) => m.toFixed(0)).join(', ')})`,
        `output ${(median(sizes) / KB).toFixed(0)} KB ${String(last?.width)}×${String(last?.height)}`,
        `main-thread fallback: ${fallback ? 'YES' : 'no'}`,
      ].join(' | '),
    );
    results.push(
      `        busy loop on the page ${(await busyLoop('page')).toFixed(0)} ms, in a worker ${(await busyLoop('worker')).toFixed(0)} ms`,
    );
  }
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  console.log(results.join('\n'));
  console.log('Aims: ≤ 1.5 s and ≤ 300 KB at 4× CPU; long-term 0.6 s and 250 KB.');
} finally {
  await browser.close();
  await server.stop();
}
