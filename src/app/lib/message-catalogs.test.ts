import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pagePathOf } from '../../../scripts/route-size';
import { ROUTES } from '../../shared/access/routes';
import { FEATURE_CATALOG_NAMES, FEATURE_CATALOGS, featureCatalogsFor } from './message-catalogs';

const APP = join(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

const IMPORT = /(?:from|import\()\s*'([^']+)'/g;
const hasTexts = (file: string) => readFileSync(file, 'utf8').includes('@lingui/');

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

describe('feature message catalogs', () => {
  it('gives a page the catalogs of the features it shows', () => {
    expect(featureCatalogsFor('/order/123')).toEqual(['orders', 'order-drafts']);
    expect(featureCatalogsFor('/order')).toEqual(['orders', 'order-drafts']);
    expect(featureCatalogsFor('/orders-elsewhere')).toEqual([]);
    expect(featureCatalogsFor('/cart/checkout/shipment')).toEqual(['checkout']);
    expect(featureCatalogsFor('/cart')).toEqual(['cart-lists']);
    expect(featureCatalogsFor('/cart/lists')).toEqual(['cart-lists']);
    expect(featureCatalogsFor('/')).toEqual([]);
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
