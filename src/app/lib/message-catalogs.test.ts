import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pagePathOf } from '../../../scripts/route-size';
import { ROUTES } from '../../shared/access/routes';
import { routeTitles } from '../features/navigation/navigation-messages';
import { signInPageTitles } from '../features/navigation/sign-in-messages';
import {
  catalogsFor,
  DOMAIN_CATALOGS,
  DOMAIN_FOLDERS,
  domainFoldersFor,
  FEATURE_CATALOG_NAMES,
  FEATURE_CATALOGS,
  featureCatalogsFor,
  SIGN_IN_PAGES,
  SIGN_IN_SOURCES,
  SIGNED_IN_TEXTS,
} from './message-catalogs';

const APP = join(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

const IMPORT = /(?:from|import\()\s*'([^']+)'/g;
const hasTexts = (file: string) => readFileSync(file, 'utf8').includes('@lingui/');

/** A file with texts of its own: the Lingui macros are where texts come from. */
const hasOwnTexts = (file: string) => /'@lingui\/(?:core|react)\/macro'/.test(readFileSync(file, 'utf8'));

/** The source file an import names, from the importing file. */
function resolveImport(importer: string, specifier: string): string | undefined {
  const base = resolve(dirname(importer), specifier);
  return [`${base}.ts`, `${base}.tsx`, base].find((candidate) => existsSync(candidate));
}

/**
 * Where a feature's texts can show: every file outside the feature that imports a file of it with texts (a data
 * prefetch or a lazy slot brings none).
 */
function importersOf(feature: string): string[] {
  const folder = join(APP, 'features', feature);
  return sourceFiles(APP)
    .filter((file) => !file.startsWith(`${folder}/`))
    .filter((file) =>
      [...readFileSync(file, 'utf8').matchAll(IMPORT)].some(([, specifier = '']) => {
        const target = specifier.startsWith('.') ? resolveImport(file, specifier) : undefined;
        return target?.startsWith(`${folder}/`) === true && hasTexts(target);
      }),
    )
    .map((file) => relative(APP, file));
}

// Imports that run: static ones (not `import type`) and `import()`.
const RUNNING_IMPORT = /(?:^import(?! type)[^;]*?\sfrom|\bimport\()\s*'([^']+)'/gm;

/**
 * The app's source files `roots` (under src/app) load, statically or on demand: everything they can draw. The route
 * tree is not followed (it reaches every page lazily).
 */
const importsCache = new Map<string, string[]>();
function importsOf(file: string): string[] {
  let imports = importsCache.get(file);
  if (!imports) {
    imports = [...readFileSync(file, 'utf8').matchAll(RUNNING_IMPORT)]
      .map(([, specifier = '']) => (specifier.startsWith('.') ? resolveImport(file, specifier) : undefined))
      .filter((target): target is string => target?.startsWith(`${APP}/`) === true && /\.tsx?$/.test(target));
    importsCache.set(file, imports);
  }
  return imports;
}

function importClosure(roots: readonly string[]): Set<string> {
  const into = new Set<string>();
  const visit = (file: string): void => {
    if (into.has(file) || file.endsWith('route-tree.gen.ts')) return;
    into.add(file);
    for (const target of importsOf(file)) visit(target);
  };
  for (const root of roots) visit(join(APP, root));
  return new Set([...into].map((file) => relative(APP, file)));
}

/** Every route file (under routes/), without the route folders' helper modules ('-' files). */
const ROUTE_FILES = sourceFiles(join(APP, 'routes'))
  .map((file) => relative(join(APP, 'routes'), file))
  .filter((file) => !file.split('/').some((segment) => segment.startsWith('-')) && file !== 'route-tree.gen.ts');

const inSignInCatalog = (file: string) =>
  SIGN_IN_SOURCES.some((source) => file === source || file.startsWith(`${source}/`));

describe('sign-in message catalog', () => {
  it('is the only catalog of the sign-in pages; every other page loads the shell catalog with it', () => {
    expect(catalogsFor('/login')).toEqual(['sign-in']);
    expect(catalogsFor('/maintenance/')).toEqual(['sign-in']);
    expect(catalogsFor('/').slice(0, 2)).toEqual(['sign-in', 'messages']);
    expect(catalogsFor('/order/1')).toEqual(['sign-in', 'messages', 'orders', 'order-drafts']);
    expect(catalogsFor('/login-help')).toEqual(['sign-in', 'messages']);
  });

  it('lists the public pages of the route table', () => {
    const publicPaths = Object.values(ROUTES)
      .filter((route) => route.isPublic === true)
      .map((route) => route.path);
    expect([...publicPaths].sort()).toEqual([...SIGN_IN_PAGES].sort());
  });

  // A text the sign-in pages can draw but the sign-in catalog lacks would show in English there.
  it('holds the texts of every file the sign-in pages, the root and the entry load', () => {
    const roots = [
      'main.tsx',
      'routes/__root.tsx',
      'routes/$locale/route.tsx',
      ...SIGN_IN_PAGES.map((page) => `routes/$locale${page}.tsx`),
    ];
    const withTexts = [...importClosure(roots)].filter((file) => hasOwnTexts(join(APP, file)));
    expect(withTexts.length).toBeGreaterThan(10);
    expect(withTexts.filter((file) => !inSignInCatalog(file) && !(file in SIGNED_IN_TEXTS))).toEqual([]);
    // Nothing listed that the sign-in pages no longer load (it would only weigh on them).
    expect(Object.keys(SIGNED_IN_TEXTS).filter((file) => !withTexts.includes(file))).toEqual([]);
  });

  it("takes the sign-in pages' titles from the sign-in catalog", () => {
    for (const [name, title] of Object.entries(signInPageTitles))
      expect(routeTitles[name as keyof typeof signInPageTitles]).toBe(title);
    expect(
      Object.keys(signInPageTitles)
        .map((name) => ROUTES[name as keyof typeof ROUTES].path)
        .sort(),
    ).toEqual([...SIGN_IN_PAGES].sort());
  });
});

describe('domain message catalogs', () => {
  it('gives the checkout and paying pages the card and bank form', () => {
    expect(catalogsFor('/cart/checkout')).toEqual(['sign-in', 'messages', 'checkout', 'domain-payments']);
    expect(catalogsFor('/cart/checkout/shipment')).toContain('domain-payments');
    expect(catalogsFor('/payment/invoice')).toEqual(['sign-in', 'messages', 'payments', 'domain-payments']);
    expect(domainFoldersFor('/cart')).toEqual([]);
    expect(domainFoldersFor('/')).toEqual([]);
  });

  // A domain folder's catalog loads only with its pages: any other page that can draw one of its texts (through
  // any feature, statically or on demand) would show it in English.
  it.each(DOMAIN_FOLDERS)('loads domain/%s only on the pages of its catalog', (folder) => {
    const withTexts = (file: string) => file.startsWith(`domain/${folder}/`) && hasOwnTexts(join(APP, file));
    const elsewhere = ROUTE_FILES.filter((routeFile) => !domainFoldersFor(pagePathOf(routeFile)).includes(folder));
    expect(elsewhere.length).toBeGreaterThan(30);
    const reaching = elsewhere.filter((routeFile) => [...importClosure([`routes/${routeFile}`])].some(withTexts));
    expect(reaching, `domain/${folder} shows on ${DOMAIN_CATALOGS[folder].join(', ')} only`).toEqual([]);
    // The check sees the folder at all: its pages do reach it.
    expect(ROUTE_FILES.filter((routeFile) => [...importClosure([`routes/${routeFile}`])].some(withTexts))).not.toEqual(
      [],
    );
  });
});

describe('feature message catalogs', () => {
  it('gives a page the catalogs of the features it shows', () => {
    expect(featureCatalogsFor('/order/123')).toEqual(['orders', 'order-drafts']);
    expect(featureCatalogsFor('/order')).toEqual(['orders', 'order-drafts']);
    expect(featureCatalogsFor('/orders-elsewhere')).toEqual([]);
    expect(featureCatalogsFor('/cart/checkout/shipment')).toEqual(['checkout']);
    expect(featureCatalogsFor('/cart')).toEqual(['cart-lists']);
    expect(featureCatalogsFor('/cart/lists')).toEqual(['cart-lists']);
    // Home's cards: that page only, not every page below it.
    expect(featureCatalogsFor('/')).toEqual(['home']);
    expect(featureCatalogsFor('/offline')).toEqual([]);
    expect(featureCatalogsFor('/outbox/')).toEqual(['visit-forms']);
  });

  it('knows the page path of a route file', () => {
    expect(pagePathOf('$locale/_portal/order/$orderNo.tsx')).toBe('/order/$orderNo');
    expect(pagePathOf('$locale/_portal/cart/checkout_.shipment.tsx')).toBe('/cart/checkout/shipment');
    expect(pagePathOf('$locale/_portal/index.tsx')).toBe('/');
    expect(pagePathOf('$locale/login.tsx')).toBe('/login');
  });

  // The portal layout draws the catalog's app bar (a lazy slot) in the V3 layout, which only catalog pages have.
  it('has the V3 layout on catalog pages only', () => {
    const v3 = Object.values(ROUTES)
      .filter((route) => route.layout === 'v3')
      .map((route) => route.path);
    expect(v3.length).toBeGreaterThan(0);
    expect(v3.filter((path) => !featureCatalogsFor(path).includes('catalog'))).toEqual([]);
  });

  // A feature's own catalog loads only with its pages: a text of it shown elsewhere would show in English.
  it.each(FEATURE_CATALOG_NAMES)('imports %s only from the route files of its pages', (feature) => {
    const outside = importersOf(feature).filter((file) => {
      if (!file.startsWith('routes/')) return true;
      const routeFile = file.slice('routes/'.length);
      return !featureCatalogsFor(pagePathOf(routeFile)).includes(feature);
    });
    expect(outside, `${feature} shows on ${FEATURE_CATALOGS[feature].join(', ')} only`).toEqual([]);
  });
});
