// `npm run bench:offline-catalog`: the offline catalog in Chromium. The built app, signed in as
// the demo dealer on a server seeded with `--scale 3` (≈ 14,000 articles in the dealer's sorg), downloads its whole
// catalog to IndexedDB through the app's own code (src/app/domain/offline/offline-catalog.ts → the catalog worker →
// src/browser/catalog/catalog-sync.ts), then answers 200 filtered list queries from the device's copy
// (src/browser/catalog/local-catalog.ts, the offline productGroups). Both modules are the app's built chunks, found
// through Vite's manifest and imported into an app page: no test code in the build. Without and with a 4× slower
// CPU (CDP Emulation.setCPUThrottlingRate). Prints figures; asserts nothing.
// Aims: sync of 10,000 articles ≤ 1.5 s with no main-thread task over 50 ms; p95 of a filtered local
// query ≤ 50 ms. BENCH_SCALE changes the seed scale (default 3).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Page, type Request } from '@playwright/test';
import {
  chromePath,
  chromiumArgs,
  ensureClientBuild,
  esbuildNameShim,
  outDir,
  percentile,
  startBenchServer,
} from '../../scripts/bench-support';
import { PASSWORD } from '../e2e/support/portal';

const SCALE = Number(process.env.BENCH_SCALE ?? 3);
const USER = 'dealer';
const QUERIES = 200;
/** Downloads per figure (the median is printed): this machine's cores are shared, single runs vary. */
const RUNS = 3;
const CPU_SLOWDOWN = 4;
/** What the app passes for a list page (catalog-rules CATALOG_PAGE_LIMIT, the model view's article quota). */
const PAGE_LIMIT = 12;
const ITEMS_LIMIT = 12;

interface ManifestChunk {
  file: string;
  src?: string;
  name?: string;
}

/** The URL paths of the app's offline-catalog chunk and of the chunk holding the device's catalog queries. */
function catalogChunks(): { offlineCatalog: string; localCatalog: string } {
  const manifestFile = join(outDir, '.vite/manifest.json');
  if (!existsSync(manifestFile)) throw new Error(`${manifestFile} is missing (build with --manifest)`);
  const chunks = Object.values(JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>);
  const offline = chunks.find((chunk) => chunk.src === 'src/app/domain/offline/offline-catalog.ts');
  // A chunk of its own when only imported lazily, else shared (named after it) with a namespace export.
  const local =
    chunks.find((chunk) => chunk.src === 'src/browser/catalog/local-catalog.ts') ??
    chunks.find((chunk) => chunk.name === 'local-catalog');
  if (!offline || !local) throw new Error('The offline catalog is not a lazily loaded chunk of the build');
  return { offlineCatalog: `/${offline.file}`, localCatalog: `/${local.file}` };
}

/** Long tasks of the page's main thread from its first byte (PerformanceObserver 'longtask'). */
function observeLongTasks(): void {
  const tasks: { start: number; duration: number }[] = [];
  (globalThis as { __longTasks?: typeof tasks }).__longTasks = tasks;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) tasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
}

async function signIn(page: Page): Promise<void> {
  await page.goto('/en-us/login');
  await page.getByRole('textbox', { name: 'Username' }).fill(USER);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { level: 1, name: /^Welcome,/ }).waitFor({ timeout: 30_000 });
}

/** Imports the two chunks as `globalThis.__offlineCatalog` and `globalThis.__localCatalog` (the module namespace). */
async function loadCatalogModules(page: Page): Promise<void> {
  const { offlineCatalog, localCatalog } = catalogChunks();
  // A string, not a function: tsx could rewrite a function's `import()`.
  await page.evaluate(`Promise.all([import(${JSON.stringify(offlineCatalog)}), import(${JSON.stringify(localCatalog)})])
    .then(([offline, local]) => {
      globalThis.__offlineCatalog = offline;
      globalThis.__localCatalog = typeof local.localProductGroups === 'function' ? local
        : Object.values(local).find((value) => value && typeof value.localProductGroups === 'function');
      if (!globalThis.__localCatalog) throw new Error('localProductGroups is not exported by ' + ${JSON.stringify(localCatalog)});
    })`);
}

/** Empties the device's catalog (IndexedDB `portal`), so each download starts as a first one. */
async function clearDeviceCatalog(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('portal');
        open.onerror = () => reject(new Error(String(open.error)));
        open.onsuccess = () => {
          const db = open.result;
          const tx = db.transaction(['catalogProducts', 'catalogGroups'], 'readwrite');
          tx.objectStore('catalogProducts').clear();
          tx.objectStore('catalogGroups').clear();
          tx.oncomplete = () => {
            db.close();
            resolve();
          };
          tx.onerror = () => reject(new Error(String(tx.error)));
        };
      }),
  );
}

interface SyncRun {
  articles: number;
  /** From the call to the last chunk stored, and to the end (clean-up, count and sync state written). */
  lastChunkMs: number;
  totalMs: number;
  /** performance.now() of the page at the start and the end. */
  start: number;
  end: number;
  chunks: number;
  longest: number;
  longTasks: number;
}

async function download(page: Page): Promise<SyncRun> {
  return page.evaluate(async () => {
    interface Offline {
      downloadCatalog: (options: { full?: boolean; onProgress?: (written: number) => void }) => Promise<number>;
    }
    const offline = (globalThis as unknown as { __offlineCatalog: Offline }).__offlineCatalog;
    const tasks = (globalThis as unknown as { __longTasks: { start: number; duration: number }[] }).__longTasks;
    const start = performance.now();
    let lastChunk = start;
    let chunks = 0;
    const articles = await offline.downloadCatalog({
      full: true,
      onProgress: () => {
        lastChunk = performance.now();
        chunks += 1;
      },
    });
    const end = performance.now();
    // Long-task entries arrive a little after the task: give the observer a frame.
    await new Promise((resolve) => setTimeout(resolve, 100));
    const during = tasks.filter((task) => task.start + task.duration > start && task.start < end);
    return {
      articles,
      lastChunkMs: lastChunk - start,
      totalMs: end - start,
      start,
      end,
      chunks,
      longest: Math.max(0, ...during.map((task) => task.duration)),
      longTasks: during.length,
    };
  });
}

type Filter = Record<string, unknown> & { category: string };

interface QueryRun {
  firstMs: number;
  firstLongest: number;
  /** The offline filter choices of bikes with their counts (computed once per copy), when the build has them. */
  optionsMs: number | null;
  optionsLongest: number;
  /** Per filter: the times of its queries, and how many groups it matched. */
  series: { label: string; ms: number[]; count: number }[];
  longest: number;
}

async function queries(page: Page, filters: { label: string; filter: Filter }[]): Promise<QueryRun> {
  return page.evaluate(
    async ({ filters, total, pageLimit, itemsLimit }) => {
      interface Local {
        localProductGroups: (
          scope: { userId: string; customerId: string },
          args: object,
        ) => Promise<{ info: { count: number } } | undefined>;
        localFilterOptions?: (scope: { userId: string; customerId: string }, category: string) => Promise<unknown>;
      }
      interface Offline {
        catalogScope: () => { userId: string; customerId: string } | null;
      }
      const root = globalThis as unknown as {
        __localCatalog: Local;
        __offlineCatalog: Offline;
        __longTasks: { start: number; duration: number }[];
      };
      const scope = root.__offlineCatalog.catalogScope();
      if (!scope) throw new Error('Nobody is signed in');
      const ask = (filter: object) =>
        root.__localCatalog.localProductGroups(scope, {
          filter,
          page: 1,
          limit: pageLimit,
          itemsLimit,
          bikeCategoryMcIds: new Map(),
        });
      const longestSince = (start: number) =>
        Math.max(0, ...root.__longTasks.filter((t) => t.start + t.duration > start).map((t) => t.duration));
      const settle = () => new Promise((resolve) => setTimeout(resolve, 100));

      // The first query reads the copy from IndexedDB into memory; later ones filter it there.
      const firstStart = performance.now();
      await ask({ category: 'BIKE' });
      const firstMs = performance.now() - firstStart;
      await settle();
      const firstLongest = longestSince(firstStart);

      let optionsMs: number | null = null;
      const optionsStart = performance.now();
      if (root.__localCatalog.localFilterOptions) {
        await root.__localCatalog.localFilterOptions(scope, 'BIKE');
        optionsMs = performance.now() - optionsStart;
      }
      await settle();
      const optionsLongest = longestSince(optionsStart);

      const series = filters.map((f) => ({ label: f.label, ms: [] as number[], count: 0 }));
      const start = performance.now();
      for (let i = 0; i < total; i += 1) {
        const index = i % filters.length;
        const filter = filters[index];
        const entry = series[index];
        if (!filter || !entry) continue;
        const t = performance.now();
        const answer = await ask(filter.filter);
        entry.ms.push(performance.now() - t);
        entry.count = answer?.info.count ?? -1;
      }
      await settle();
      return { firstMs, firstLongest, optionsMs, optionsLongest, series, longest: longestSince(start) };
    },
    { filters, total: QUERIES, pageLimit: PAGE_LIMIT, itemsLimit: ITEMS_LIMIT },
  );
}

const ms = (value: number) => `${value.toFixed(0)} ms`;

/** The catalogSync requests of the worker, with their times in the page's performance.now(). */
interface Timed {
  start: number;
  end: number;
}

/** The length of the union of intervals: the time at least one request was waiting for the server. */
function unionLength(intervals: Timed[]): number {
  let total = 0;
  let reach = -Infinity;
  for (const { start, end } of [...intervals].sort((a, b) => a.start - b.start)) {
    if (end <= reach) continue;
    total += end - Math.max(start, reach);
    reach = end;
  }
  return total;
}

/** A fixed amount of arithmetic on the page and in a worker: whether the CPU slowdown reaches the worker. */
async function busyLoops(page: Page): Promise<{ page: number; worker: number }> {
  return page.evaluate(async () => {
    const loop = () => {
      let x = 0;
      for (let i = 0; i < 1e8; i += 1) x = (x + i * 7) % 1000003;
      return x;
    };
    const started = performance.now();
    loop();
    const onPage = performance.now() - started;
    const source = `const loop = ${loop.toString()};
      onmessage = () => { const s = performance.now(); loop(); postMessage(performance.now() - s); };`;
    const worker = new Worker(URL.createObjectURL(new Blob([source], { type: 'text/javascript' })));
    const inWorker = await new Promise<number>((resolve, reject) => {
      worker.onmessage = (event: MessageEvent<number>) => {
        resolve(event.data);
      };
      worker.onerror = (event) => {
        reject(new Error(event.message));
      };
      worker.postMessage(null);
    });
    worker.terminate();
    return { page: onPage, worker: inWorker };
  });
}

ensureClientBuild();
console.log(`Seeding at scale ${String(SCALE)} and starting the server ...`);
const server = await startBenchServer('offline-catalog', { seedScale: SCALE });
const browser = await chromium.launch({ executablePath: chromePath, args: chromiumArgs });
try {
  // The filters of the figures: the two brands and the frame size with the most bike models, and a search word.
  const login = await fetch(`${server.baseURL}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: USER, password: PASSWORD }),
  });
  const { accessToken } = (await login.json()) as { accessToken: string };
  const choices = (await (
    await fetch(`${server.baseURL}/api/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` },
      body: JSON.stringify({
        query: 'query BenchChoices { filter(category: BIKE) { brands { value count } frameSizes { value count } } }',
      }),
    })
  ).json()) as { data: { filter: Record<'brands' | 'frameSizes', { value: string; count: number }[]> } };
  const top = (list: { value: string; count: number }[], n: number) =>
    [...list]
      .sort((a, b) => b.count - a.count)
      .slice(0, n)
      .map((o) => o.value);
  const filters: { label: string; filter: Filter }[] = [
    {
      label: 'bikes, 2 brands + 1 frame size',
      filter: {
        category: 'BIKE',
        brands: top(choices.data.filter.brands, 2),
        frameSizes: top(choices.data.filter.frameSizes, 1),
      },
    },
    { label: 'bikes, search "black"', filter: { category: 'BIKE', search: 'black' } },
    {
      label: 'PAA, search "lazer", price desc',
      filter: { category: 'PAA', search: 'lazer', sort: { field: 'PRICE', order: 'DESC' } },
    },
  ];

  const context = await browser.newContext({ baseURL: server.baseURL, viewport: { width: 1280, height: 800 } });
  await context.addInitScript(esbuildNameShim);
  await context.addInitScript(observeLongTasks);
  const page = await context.newPage();
  await signIn(page);
  await loadCatalogModules(page);
  const cdp = await context.newCDPSession(page);

  // The worker's catalogSync requests, timed by the browser (request start → last byte), and their answers by
  // cursor, to replay them later without the server.
  const timeOrigin = await page.evaluate(() => performance.timeOrigin);
  const requests: Timed[] = [];
  const recorded = new Map<string, string>();
  const variablesOf = (request: Request) =>
    (JSON.parse(request.postData() ?? '{}') as { variables?: { cursor?: string | null } }).variables ?? {};
  const isCatalogSync = (request: Request) =>
    request.url().endsWith('/api/graphql') && (request.postData() ?? '').includes('CatalogSync');
  page.on('requestfinished', (request: Request) => {
    if (!isCatalogSync(request)) return;
    const timing = request.timing();
    const start = timing.startTime - timeOrigin;
    requests.push({ start, end: start + timing.responseEnd });
    const cursor = String(variablesOf(request).cursor ?? null);
    if (!recorded.has(cursor)) {
      void request
        .response()
        .then((response) => response?.text())
        .then((body) => {
          if (body !== undefined) recorded.set(cursor, body);
        });
    }
  });
  let replaying = false;
  await context.route('**/api/graphql', async (route) => {
    const body =
      replaying && isCatalogSync(route.request()) && recorded.get(String(variablesOf(route.request()).cursor ?? null));
    if (body) await route.fulfill({ status: 200, contentType: 'application/json', body });
    else await route.fallback();
  });

  interface SyncFigures {
    articles: number;
    chunks: number;
    lastChunkMs: number;
    waitingMs: number;
    deviceMs: number;
    longest: number;
    longTasks: number;
  }
  const syncOnce = async (): Promise<SyncFigures> => {
    await clearDeviceCatalog(page);
    requests.length = 0;
    const run = await download(page);
    await page.waitForTimeout(200);
    const inRun = requests.filter((r) => r.start >= run.start - 1 && r.end <= run.end + 1);
    const waitingMs = unionLength(inRun);
    return {
      articles: run.articles,
      chunks: run.chunks,
      lastChunkMs: run.lastChunkMs,
      waitingMs,
      deviceMs: run.lastChunkMs - waitingMs,
      longest: run.longest,
      longTasks: run.longTasks,
    };
  };
  /** `runs` downloads; the figures of the median one (by the time to the last chunk), and every run's time. */
  const runSync = async (label: string, runs: number) => {
    const all: SyncFigures[] = [];
    for (let i = 0; i < runs; i += 1) all.push(await syncOnce());
    const sorted = [...all].sort((a, b) => a.lastChunkMs - b.lastChunkMs);
    const run = sorted[Math.floor((sorted.length - 1) / 2)];
    if (!run) return;
    const waiting = replaying ? 'waiting for the replayed answers' : 'waiting for the server';
    console.log(
      [
        `${label}: ${run.articles.toLocaleString('en')} articles in ${String(run.chunks)} chunks`,
        `last chunk stored at ${ms(run.lastChunkMs)}${runs > 1 ? ` (median of ${String(runs)}: ${all.map((r) => ms(r.lastChunkMs)).join(', ')})` : ''}`,
        `${waiting} ${ms(run.waitingMs)}, device only (no request in flight) ${ms(run.deviceMs)}`,
        `longest main-thread task ${ms(Math.max(...all.map((r) => r.longest)))} (${String(all.reduce((n, r) => n + r.longTasks, 0))} over 50 ms in ${String(runs)} runs)`,
      ].join('\n    '),
    );
  };

  const runQueries = async (label: string) => {
    const run = await queries(page, filters);
    const all = run.series.flatMap((s) => s.ms);
    console.log(
      [
        `${label}: first query (reads the copy into memory) ${ms(run.firstMs)}, longest main-thread task ${ms(run.firstLongest)}`,
        run.optionsMs === null
          ? 'filter choices from the copy: not in this build'
          : `filter choices of bikes with counts from the copy ${ms(run.optionsMs)}, longest main-thread task ${ms(run.optionsLongest)}`,
        `${String(all.length)} filtered queries: p50 ${run.series.length > 0 ? ms(percentile(all, 50)) : '-'}, p95 ${ms(percentile(all, 95))}, max ${ms(Math.max(...all))}; longest main-thread task ${ms(run.longest)}`,
        ...run.series.map(
          (s) =>
            `  ${s.label} (${String(s.count)} groups): p50 ${ms(percentile(s.ms, 50))}, p95 ${ms(percentile(s.ms, 95))}`,
        ),
      ].join('\n    '),
    );
  };

  console.log(`Dealer "${USER}", seed scale ${String(SCALE)}, Chromium ${browser.version()}`);
  // The server's catalog cache is empty after its start: the first download shows the cold server.
  await runSync('CPU 1×, first download after the server started (server caches cold)', 1);
  const megabytes = [...recorded.values()].reduce((sum, body) => sum + body.length, 0) / 1024 / 1024;
  console.log(`    (${String(recorded.size)} answers, ${megabytes.toFixed(1)} MB of JSON)`);
  for (const rate of [1, CPU_SLOWDOWN]) {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    await runSync(`CPU ${String(rate)}×, download (server caches warm)`, RUNS);
    // The same answers from memory: what the device needs with an instant server. The server and Chromium share
    // this machine's cores, so with the server the device's part is also slowed by the server's work.
    replaying = true;
    await runSync(`CPU ${String(rate)}×, download of the recorded answers (no server)`, RUNS);
    replaying = false;
    await runQueries(`CPU ${String(rate)}×, local queries`);
    const loops = await busyLoops(page);
    console.log(`    (the same busy loop: ${ms(loops.page)} on the page, ${ms(loops.worker)} in a worker)`);
  }
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  console.log('Aims: 10,000 articles ≤ 1.5 s, no main-thread task over 50 ms; local query p95 ≤ 50 ms.');
  await context.close();
} finally {
  await browser.close();
  await server.stop();
}
