// `npm run bench:size`: the JavaScript (gzip) the login and home routes need, and the whole precache (gzip).
// Prints figures against the aims of issue #4 (≤ 170 KB JS per route, ≤ 600 KB precache); asserts nothing.
// Builds the client into CLIENT_OUT_DIR (default dist) first when the build is missing, older than its sources
// or has no Vite manifest (then with --manifest).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { ensureClientBuild, outDir, outDirName } from './bench-support';

const manifestFile = join(outDir, '.vite/manifest.json');
const KB = 1024;
const AIM_ROUTE_JS = 170 * KB;
const AIM_PRECACHE = 600 * KB;

/** Route files from the root to the page (TanStack file routes); their component chunks are what the page lazy-loads. */
const pages: Record<string, string[]> = {
  login: ['__root.tsx', '$locale/route.tsx', '$locale/login.tsx'],
  home: ['__root.tsx', '$locale/route.tsx', '$locale/_portal/route.tsx', '$locale/_portal/index.tsx'],
};
/** The catalog of the default language, which the app loads before its first render. */
const CATALOG = 'src/app/locales/en/messages.po';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

const gzipCache = new Map<string, { raw: number; gzip: number }>();
function sizes(file: string): { raw: number; gzip: number } {
  let known = gzipCache.get(file);
  if (!known) {
    const bytes = readFileSync(join(outDir, file));
    known = { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
    gzipCache.set(file, known);
  }
  return known;
}

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
const pad = (text: string, width: number) => text.padStart(width);

function table(title: string, files: string[]): number {
  const rows = files.map((file) => ({ file, ...sizes(file) })).sort((a, b) => b.gzip - a.gzip);
  const total = rows.reduce((sum, row) => sum + row.gzip, 0);
  const raw = rows.reduce((sum, row) => sum + row.raw, 0);
  console.log(`\n${title}`);
  for (const row of rows) console.log(`  ${row.file.padEnd(56)} ${pad(kb(row.raw), 10)} ${pad(kb(row.gzip), 10)}`);
  console.log(`  ${'total'.padEnd(56)} ${pad(kb(raw), 10)} ${pad(kb(total), 10)}  (${String(rows.length)} files)`);
  return total;
}

ensureClientBuild();
if (!existsSync(manifestFile)) throw new Error(`${manifestFile} is missing after the build`);
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;

/** A chunk and everything it imports statically (what the browser fetches before running it). */
function withStaticImports(key: string, into: Set<string>): void {
  if (into.has(key)) return;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the Vite manifest`);
  into.add(key);
  for (const imported of chunk.imports ?? []) withStaticImports(imported, into);
}

const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry && key.endsWith('index.html'));
if (!entryKey) throw new Error('No index.html entry in the Vite manifest');

console.log(`Client build: ${outDirName}/ — sizes raw and gzip (zlib level 9)`);
const summary: string[] = [];
for (const [page, routeFiles] of Object.entries(pages)) {
  const keys = new Set<string>();
  withStaticImports(entryKey, keys);
  const lazy: string[] = [];
  for (const routeFile of routeFiles) {
    const key = `src/app/routes/${routeFile}?tsr-split=component`;
    // A route without a component of its own (or one kept in the entry) has no chunk.
    if (manifest[key]) {
      withStaticImports(key, keys);
      lazy.push(routeFile);
    }
  }
  if (manifest[CATALOG]) withStaticImports(CATALOG, keys);
  const js = [...keys].map((key) => manifest[key]?.file ?? key);
  const css = [...new Set([...keys].flatMap((key) => manifest[key]?.css ?? []))];
  const deferred = [...new Set([...keys].flatMap((key) => manifest[key]?.dynamicImports ?? []))].filter(
    (key) => !keys.has(key) && !key.includes('?tsr-split=') && !key.startsWith('src/app/locales/'),
  );
  const jsTotal = table(`${page}: entry + route components (${lazy.join(', ')}) + en catalog — JS`, js);
  const cssTotal = table(`${page}: CSS`, css);
  if (deferred.length > 0) console.log(`  not counted (loaded later, on demand): ${deferred.join(', ')}`);
  summary.push(
    `${page.padEnd(6)} JS ${pad(kb(jsTotal), 9)} gzip (aim ≤ ${kb(AIM_ROUTE_JS)}: ${jsTotal <= AIM_ROUTE_JS ? 'met' : 'MISSED'}), CSS ${kb(cssTotal)}`,
  );
}

// The precache: the list vite-plugin-pwa injected into the service worker in place of self.__WB_MANIFEST.
const sw = readFileSync(join(outDir, 'sw.js'), 'utf8');
const list = /\[\{"(?:revision|url)":[^\]]*\]/.exec(sw)?.[0];
if (!list) throw new Error('No injected precache manifest found in sw.js');
const precache = (JSON.parse(list) as { url: string }[]).map((entry) => entry.url);
const precacheTotal = table('precache (self.__WB_MANIFEST)', precache);
const swSize = sizes('sw.js');
summary.push(
  `precache ${kb(precacheTotal)} gzip in ${String(precache.length)} files (aim ≤ ${kb(AIM_PRECACHE)}: ${precacheTotal <= AIM_PRECACHE ? 'met' : 'MISSED'}); sw.js itself ${kb(swSize.gzip)} gzip`,
);

console.log(`\nSummary\n  ${summary.join('\n  ')}`);
