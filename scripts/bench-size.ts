// `npm run bench:size`: the JavaScript and CSS (gzip) each page of scripts/size-budgets.ts loads first, the service
// worker and the whole precache, against their budgets. `--check` (the size stage of `npm test`) prints only the
// summary and exits 1 when a budget is exceeded, naming the page, its size and its three largest files.
// Builds the client into CLIENT_OUT_DIR (default dist) first when the build is missing, older than its sources
// or has no Vite manifest (then with --manifest).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { ensureClientBuild, outDir, outDirName } from './bench-support';
import { describeOverrun, kb, type Manifest, measurePage, type Overrun, overruns, precacheUrls } from './route-size';
import { offlineFiles } from './precache';
import { fileBudgets, routeBudgets } from './size-budgets';

const check = process.argv.includes('--check');
const manifestFile = join(outDir, '.vite/manifest.json');

const sizeCache = new Map<string, { raw: number; gzip: number }>();
function sizes(file: string): { raw: number; gzip: number } {
  let known = sizeCache.get(file);
  if (!known) {
    const bytes = readFileSync(join(outDir, file));
    known = { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
    sizeCache.set(file, known);
  }
  return known;
}
const gzipOf = (file: string) => sizes(file).gzip;
const pad = (text: string, width: number) => text.padStart(width);

function table(title: string, files: { file: string; gzip: number }[]): void {
  if (check) return;
  console.log(`\n${title}`);
  for (const { file, gzip } of files)
    console.log(`  ${file.padEnd(56)} ${pad(kb(sizes(file).raw), 10)} ${pad(kb(gzip), 10)}`);
  const total = files.reduce((sum, item) => sum + item.gzip, 0);
  console.log(`  ${'total'.padEnd(56)} ${pad('', 10)} ${pad(kb(total), 10)}  (${String(files.length)} files)`);
}

ensureClientBuild();
if (!existsSync(manifestFile)) throw new Error(`${manifestFile} is missing after the build`);
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;

console.log(`Client build: ${outDirName}/ — sizes gzip (zlib level 9)`);
const summary: string[] = [];
const exceeded: Overrun[] = [];
const verdict = (size: number, limit: number) => `≤ ${kb(limit)}: ${size <= limit ? 'met' : 'OVER'}`;

for (const budget of routeBudgets) {
  const size = measurePage(manifest, budget, routeBudgets, gzipOf);
  const onTop = budget.base === undefined ? '' : ` on top of ${budget.base}`;
  table(`${budget.name}: JS${onTop} (routes ${budget.routes.join(', ')} + en catalog)`, size.chunks);
  table(`${budget.name}: CSS${onTop}`, size.cssFiles);
  if (!check && size.inEntry.length > 0) console.log(`  kept in the entry: ${size.inEntry.join(', ')}`);
  const css =
    budget.css === undefined ? `CSS ${kb(size.css)}` : `CSS ${pad(kb(size.css), 8)} (${verdict(size.css, budget.css)})`;
  summary.push(
    `${budget.name.padEnd(15)} JS ${pad(kb(size.js), 9)}${onTop ? ' more' : ''} (${verdict(size.js, budget.js)}), ${css}`,
  );
  exceeded.push(...overruns(size, budget));
}

const sw = sizes('sw.js').gzip;
summary.push(`${'service worker'.padEnd(15)} sw.js ${kb(sw)} (${verdict(sw, fileBudgets.serviceWorker)})`);
if (sw > fileBudgets.serviceWorker)
  exceeded.push({
    name: 'service worker',
    what: 'total',
    size: sw,
    limit: fileBudgets.serviceWorker,
    largest: [{ file: 'sw.js', gzip: sw }],
  });

const precacheList = precacheUrls(readFileSync(join(outDir, 'sw.js'), 'utf8'));
// Every chunk an offline page needs must be precached (scripts/precache.ts), or that page fails offline.
const precached = new Set(precacheList);
const missing = [...offlineFiles(manifest)].filter((file) => !precached.has(file));
if (missing.length > 0) {
  console.log(`\nNot precached although an offline page needs them:\n  ${missing.join('\n  ')}`);
  if (check) process.exitCode = 1;
}
const precache = precacheList.map((file) => ({ file, gzip: gzipOf(file) })).sort((a, b) => b.gzip - a.gzip);
const precacheTotal = precache.reduce((sum, item) => sum + item.gzip, 0);
table('precache (self.__WB_MANIFEST)', precache);
summary.push(
  `${'precache'.padEnd(15)} ${kb(precacheTotal)} in ${String(precache.length)} files (${verdict(precacheTotal, fileBudgets.precache)})`,
);
if (precacheTotal > fileBudgets.precache)
  exceeded.push({
    name: 'precache',
    what: 'total',
    size: precacheTotal,
    limit: fileBudgets.precache,
    largest: precache.slice(0, 3),
  });

// The frame scanner's reader and its worker: loaded when the camera opens, kept out of the precache (sw/sw.ts
// caches the .wasm at its first use or from "Ready for offline").
const scannerFiles = readdirSync(join(outDir, 'assets'))
  .filter((name) => /^(zxing_reader-.*\.wasm|scan\.worker-.*\.js)$/.test(name))
  .map((name) => `assets/${name}`);
const scanner = scannerFiles.map((file) => ({ file, gzip: gzipOf(file) })).sort((a, b) => b.gzip - a.gzip);
const scannerTotal = scanner.reduce((sum, item) => sum + item.gzip, 0);
table('frame scanner (reader .wasm and its worker)', scanner);
summary.push(`${'frame scanner'.padEnd(15)} ${kb(scannerTotal)} (${verdict(scannerTotal, fileBudgets.scanner)})`);
if (scannerFiles.length !== 2 || scannerFiles.some((file) => file.endsWith('.wasm') && precached.has(file))) {
  console.log(`\nThe scanner's reader must be built once and stay out of the precache: ${scannerFiles.join(', ')}`);
  if (check) process.exitCode = 1;
}
if (scannerTotal > fileBudgets.scanner)
  exceeded.push({
    name: 'frame scanner',
    what: 'total',
    size: scannerTotal,
    limit: fileBudgets.scanner,
    largest: scanner,
  });

console.log(`\nSummary (gzip)\n  ${summary.join('\n  ')}`);
if (exceeded.length > 0) {
  console.log(`\nOver budget (scripts/size-budgets.ts):\n  ${exceeded.map(describeOverrun).join('\n  ')}`);
  if (check) process.exit(1);
}
