// What a route costs on first load, from the client build's Vite manifest: the entry, the route files' split
// chunks (component and loader) and the default-language catalog, each with its whole static import closure.
// Shared by `npm run bench:size` (prints) and the size gate of `npm test` (scripts/check-size.ts, fails).
// Pure over the manifest and a size function, so scripts/route-size.test.ts checks it on a small fake build.
import { catalogsFor, SIGN_IN_CATALOG } from '../src/app/lib/message-catalogs';

export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** One budget of scripts/size-budgets.ts. */
export interface RouteBudget {
  /** The name printed by the gate. */
  name: string;
  /** Route files from the root to the page, under src/app/routes (TanStack file routes). */
  routes: string[];
  /** Gzip bytes of JavaScript allowed; with `base`, only what this page adds to that page's files. */
  js: number;
  /** Gzip bytes of CSS the page links before it paints. */
  css?: number;
  /** Another budget's name: the figure is what this page loads on top of that page. */
  base?: string;
  /**
   * Modules (manifest keys) the page fetches in idle time once it has drawn: not in its own figure, but a page
   * counted on top of it counts from them too (the shell's menus and tooltips, src/app/ui/shell/floating-parts.ts).
   */
  idle?: string[];
}

export interface RouteSize {
  name: string;
  /** Gzip bytes of JavaScript (on top of `base` when the budget has one). */
  js: number;
  css: number;
  /** The JavaScript files counted, largest first. */
  chunks: { file: string; gzip: number }[];
  /** The CSS files counted, largest first. */
  cssFiles: { file: string; gzip: number }[];
  /** Route files that have no split chunk of their own (all their code is in the entry). */
  inEntry: string[];
}

/** The default language's catalog every page loads before its first render (the only one of the sign-in pages). */
export const DEFAULT_CATALOG = `src/app/locales/en/${SIGN_IN_CATALOG}.po`;
const ROUTES_DIR = 'src/app/routes/';

/**
 * The page path (after the locale prefix) of a route file: '$locale/_portal/order/$orderNo.tsx' → '/order/$orderNo',
 * '$locale/_portal/cart/checkout_.shipment.tsx' → '/cart/checkout/shipment'; layouts ('_portal', 'route.tsx') and
 * 'index.tsx' add nothing.
 */
export function pagePathOf(routeFile: string): string {
  const segments = routeFile
    .replace(/\.tsx?$/, '')
    .split(/[/.]/)
    .filter((segment) => segment !== '$locale' && !segment.startsWith('_') && !['index', 'route'].includes(segment))
    .map((segment) => segment.replace(/_$/, ''));
  return `/${segments.join('/')}`;
}

/** The default language's catalogs a page loads before it renders: the sign-in one, the shell's and its features'. */
export function catalogKeysOf(routeFile: string): string[] {
  return catalogsFor(pagePathOf(routeFile)).map((name) => `src/app/locales/en/${name}.po`);
}

/** The build's entry: index.html's chunk. */
export function entryKey(manifest: Manifest): string {
  const key = Object.keys(manifest).find((name) => manifest[name]?.isEntry && name.endsWith('index.html'));
  if (!key) throw new Error('No index.html entry in the Vite manifest');
  return key;
}

/** The given chunks and everything they import statically (what the browser fetches before running them). */
export function staticClosure(manifest: Manifest, keys: Iterable<string>): Set<string> {
  const into = new Set<string>();
  const visit = (key: string): void => {
    if (into.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the Vite manifest`);
    into.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return into;
}

/**
 * The split chunks a route file loads when its page opens: every `?tsr-split=` group holding its component or
 * its loader (the error and not-found components load only on an error).
 */
export function routeChunkKeys(manifest: Manifest, routeFile: string): string[] {
  const prefix = `${ROUTES_DIR}${routeFile}?tsr-split=`;
  return Object.keys(manifest).filter((key) => {
    if (!key.startsWith(prefix)) return false;
    const groups = key.slice(prefix.length).split('---');
    return groups.includes('component') || groups.includes('loader');
  });
}

/**
 * The manifest keys a page needs before it renders: entry, its route files' chunks (the last is the page), the
 * default language's catalogs of the page.
 */
export function pageKeys(manifest: Manifest, routes: string[]): { keys: Set<string>; inEntry: string[] } {
  const roots = [entryKey(manifest)];
  const inEntry: string[] = [];
  for (const routeFile of routes) {
    const chunks = routeChunkKeys(manifest, routeFile);
    if (chunks.length === 0) inEntry.push(routeFile);
    roots.push(...chunks);
  }
  const page = routes.at(-1);
  for (const key of page === undefined ? [DEFAULT_CATALOG] : catalogKeysOf(page)) if (manifest[key]) roots.push(key);
  return { keys: staticClosure(manifest, roots), inEntry };
}

/** A page's JavaScript and CSS in gzip bytes; `sizeOf` gives a built file's gzip size. */
export function measurePage(
  manifest: Manifest,
  budget: RouteBudget,
  budgets: readonly RouteBudget[],
  sizeOf: (file: string) => number,
): RouteSize {
  const { keys, inEntry } = pageKeys(manifest, budget.routes);
  let baseFiles = new Set<string>();
  if (budget.base !== undefined) {
    const base = budgets.find((other) => other.name === budget.base);
    if (!base) throw new Error(`Budget ${budget.name}: no budget named ${budget.base}`);
    const idle = (base.idle ?? []).filter((key) => manifest[key] !== undefined);
    const baseKeys = [...pageKeys(manifest, base.routes).keys, ...staticClosure(manifest, idle)];
    baseFiles = new Set([
      ...baseKeys.map((key) => manifest[key]?.file ?? key),
      ...baseKeys.flatMap((key) => manifest[key]?.css ?? []),
    ]);
  }
  const files = (list: string[]) =>
    [...new Set(list)]
      .filter((file) => !baseFiles.has(file))
      .map((file) => ({ file, gzip: sizeOf(file) }))
      .sort((a, b) => b.gzip - a.gzip);
  const chunks = files([...keys].map((key) => manifest[key]?.file ?? key));
  const cssFiles = files([...keys].flatMap((key) => manifest[key]?.css ?? []));
  const sum = (list: { gzip: number }[]) => list.reduce((total, item) => total + item.gzip, 0);
  return { name: budget.name, js: sum(chunks), css: sum(cssFiles), chunks, cssFiles, inEntry };
}

/** A budget a figure exceeds: what the gate prints. */
export interface Overrun {
  name: string;
  what: 'JS' | 'CSS' | 'total';
  size: number;
  limit: number;
  largest: { file: string; gzip: number }[];
}

/** The budgets a measured page exceeds (JS and CSS), each with its three largest files. */
export function overruns(size: RouteSize, budget: RouteBudget): Overrun[] {
  const found: Overrun[] = [];
  if (size.js > budget.js)
    found.push({ name: size.name, what: 'JS', size: size.js, limit: budget.js, largest: size.chunks.slice(0, 3) });
  if (budget.css !== undefined && size.css > budget.css)
    found.push({ name: size.name, what: 'CSS', size: size.css, limit: budget.css, largest: size.cssFiles.slice(0, 3) });
  return found;
}

/** The precache list vite-plugin-pwa injected into the service worker in place of self.__WB_MANIFEST. */
export function precacheUrls(swSource: string): string[] {
  const list = /\[\{"(?:revision|url)":[^\]]*\]/.exec(swSource)?.[0];
  if (!list) throw new Error('No injected precache manifest found in the service worker');
  return (JSON.parse(list) as { url: string }[]).map((entry) => entry.url);
}

export const KB = 1024;
export const kb = (bytes: number): string => `${(bytes / KB).toFixed(1)} KB`;

/** The gate's message for one overrun: the page, the figure, the budget and the three largest files. */
export function describeOverrun(overrun: Overrun): string {
  const largest = overrun.largest.map((item) => `${item.file} ${kb(item.gzip)}`).join(', ');
  return `${overrun.name}: ${overrun.what} ${kb(overrun.size)} gzip > budget ${kb(overrun.limit)} (largest: ${largest})`;
}
