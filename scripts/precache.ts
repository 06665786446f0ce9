// Which built files the service worker precaches (docs/decisions.md, "Precache"): the shell and the pages a field
// user needs offline, with everything they load statically or on demand (the local database, the outbox, the
// catalog copy, every language's catalog). Other pages' chunks are cached by the worker when first used.
// vite.config.ts filters the precache list with this; the size gate checks the built list against it.
import { catalogKeysOf, entryKey, type Manifest } from './route-size';

/** The route files (under src/app/routes) of the pages that open offline, with their layouts. */
export const OFFLINE_ROUTES = [
  '__root.tsx',
  '$locale/route.tsx',
  '$locale/login.tsx',
  '$locale/_portal/route.tsx',
  '$locale/_portal/index.tsx',
  '$locale/_portal/offline.tsx',
  '$locale/_portal/outbox.tsx',
  '$locale/_portal/catalog/index.tsx',
  '$locale/_portal/catalog/list.tsx',
  '$locale/_portal/catalog/bike/index.tsx',
  '$locale/_portal/catalog/paa/index.tsx',
  '$locale/_portal/catalog/groupset.tsx',
  '$locale/_portal/catalog/$slug.tsx',
  '$locale/_portal/catalog/bike/$slug.tsx',
  '$locale/_portal/catalog/paa/$slug.tsx',
  '$locale/_portal/cart/index.tsx',
  // Offline order drafts: checkout without a connection, and /order where the drafts are listed.
  '$locale/_portal/cart/checkout.tsx',
  '$locale/_portal/order/index.tsx',
  '$locale/_portal/visit-form/index.tsx',
  '$locale/_portal/visit-form/$brand/index.tsx',
  '$locale/_portal/visit-form/$brand/create.tsx',
  '$locale/_portal/visit-form/$brand/$id.tsx',
  // Warranty claims are filed and edited at the workshop stand, signal or not: the list, both forms, a claim's
  // detail and its edit.
  '$locale/_portal/claim/index.tsx',
  '$locale/_portal/claim/create/bike.tsx',
  '$locale/_portal/claim/create/paa.tsx',
  '$locale/_portal/claim/$id/index.tsx',
  '$locale/_portal/claim/$id/edit.tsx',
  // PDIs are recorded and changed at the same stand: the list, the form and a PDI's page (docs/decisions.md "PDI
  // offline").
  '$locale/_portal/pdi/index.tsx',
  '$locale/_portal/pdi/create.tsx',
  '$locale/_portal/pdi/$id.tsx',
];

const SPLIT = '?tsr-split=';
/**
 * Loaded when first used, so not precached: another language's messages or date names (dayjs has English built
 * in), fetched by a user of that language (who also fetches the offline pages' catalogs in it once signed in,
 * src/app/lib/i18n.ts prefetchCatalogs), and the catalogs of features no offline page shows. `offlineCatalogs`: the
 * default language's catalogs the offline pages show.
 */
const cachedWhenUsed = (key: string, offlineCatalogs: ReadonlySet<string>) =>
  (key.startsWith('src/app/locales/') && !offlineCatalogs.has(key)) || key.includes('node_modules/dayjs/locale/');
/** Workers that run only online (the catalog download): cached when first used. */
const ONLINE_WORKER = /\.worker-[\w-]+\.js$/;

/** The manifest keys of the given route files' split chunks (every group: an error page must show offline too). */
function splitChunksOf(manifest: Manifest, routeFiles: readonly string[]): string[] {
  const wanted = new Set(routeFiles.map((file) => `src/app/routes/${file}`));
  return Object.keys(manifest).filter((key) => key.includes(SPLIT) && wanted.has(key.slice(0, key.indexOf(SPLIT))));
}

/**
 * The style sheets the app imports on their own (`import('….css')`, the pages' Mantine sheet): Vite keeps no chunk
 * for them, so no chunk lists them, and every page may need them.
 */
function styleSheetsOf(manifest: Manifest): string[] {
  return Object.keys(manifest).filter((key) => key.startsWith('src/') && key.endsWith('.css'));
}

/**
 * The built files (JS and CSS) the offline pages need: the entry and their route chunks with everything they
 * import, statically or on demand, except other pages' route chunks.
 */
export function offlineFiles(manifest: Manifest, routeFiles: readonly string[] = OFFLINE_ROUTES): Set<string> {
  const keys = new Set<string>();
  const offlineCatalogs = new Set(routeFiles.flatMap((routeFile) => catalogKeysOf(routeFile)));
  const visit = (key: string): void => {
    if (keys.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the Vite manifest`);
    keys.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
    // Another page's chunk is only reached through the route tree, another language's catalog and date names only
    // by a user of that language: both are cached when first used (online, before any offline start in it).
    for (const imported of chunk.dynamicImports ?? [])
      if (!imported.includes(SPLIT) && !cachedWhenUsed(imported, offlineCatalogs)) visit(imported);
  };
  for (const key of [entryKey(manifest), ...splitChunksOf(manifest, routeFiles), ...styleSheetsOf(manifest)])
    visit(key);
  const files = new Set<string>();
  for (const key of keys) {
    const chunk = manifest[key];
    if (!chunk) continue;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
  }
  return files;
}

/**
 * Whether a file of the precache glob stays in the precache: files the Vite manifest does not know (index.html,
 * icons, fonts) always, except the online-only workers; a chunk or style sheet only when an offline page needs it.
 */
export function precacheFilter(
  manifest: Manifest,
  routeFiles: readonly string[] = OFFLINE_ROUTES,
): (url: string) => boolean {
  const offline = offlineFiles(manifest, routeFiles);
  const built = new Set(Object.values(manifest).flatMap((chunk) => [chunk.file, ...(chunk.css ?? [])]));
  return (url) => (built.has(url) ? offline.has(url) : !ONLINE_WORKER.test(url));
}
