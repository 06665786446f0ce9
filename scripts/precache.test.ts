import { describe, expect, it } from 'vitest';
import { offlineFiles, precacheFilter } from './precache';
import type { Manifest } from './route-size';

// A small build: the entry lazily loads two pages (one offline, one not), two languages' catalogs, two feature
// catalogs and German date names; the
// offline page lazily loads the local database, the other page a chart library; a style sheet is imported on its own.
const manifest: Manifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    css: ['assets/index.css'],
    dynamicImports: [
      'src/app/routes/$locale/_portal/cart/index.tsx?tsr-split=component---loader',
      'src/app/routes/$locale/_portal/sales.tsx?tsr-split=component---loader',
      'src/app/locales/en/messages.po',
      'src/app/locales/de/messages.po',
      'src/app/locales/en/sign-in.po',
      'src/app/locales/de/sign-in.po',
      'src/app/locales/en/orders.po',
      'src/app/locales/en/profile.po',
      'node_modules/dayjs/locale/de.js',
    ],
  },
  'src/app/routes/$locale/_portal/cart/index.tsx?tsr-split=component---loader': {
    file: 'assets/cart.js',
    imports: ['_shared.js'],
    dynamicImports: ['_local-db.js'],
    css: ['assets/cart.css'],
  },
  'src/app/routes/$locale/_portal/cart/index.tsx?tsr-split=errorComponent': { file: 'assets/cart-error.js' },
  'src/app/routes/$locale/_portal/sales.tsx?tsr-split=component---loader': {
    file: 'assets/sales.js',
    imports: ['_shared.js'],
    dynamicImports: ['_charts.js'],
  },
  '_shared.js': { file: 'assets/shared.js' },
  '_local-db.js': { file: 'assets/local-db.js' },
  '_charts.js': { file: 'assets/charts.js' },
  // A style sheet imported on its own (import('….css')): no chunk lists it.
  'src/app/page-styles.css': { file: 'assets/page-styles.css', src: 'src/app/page-styles.css' },
  'src/app/locales/en/messages.po': { file: 'assets/messages-en.js' },
  'src/app/locales/de/messages.po': { file: 'assets/messages-de.js' },
  'src/app/locales/en/sign-in.po': { file: 'assets/sign-in-en.js' },
  'src/app/locales/de/sign-in.po': { file: 'assets/sign-in-de.js' },
  // Feature catalogs (src/app/lib/message-catalogs.ts): /order opens offline, the profile page does not.
  'src/app/locales/en/orders.po': { file: 'assets/orders-en.js' },
  'src/app/locales/en/profile.po': { file: 'assets/profile-en.js' },
  'node_modules/dayjs/locale/de.js': { file: 'assets/dayjs-de.js' },
};

describe('precache selection', () => {
  it('keeps the offline pages with what they load statically and on demand, and no other page', () => {
    const offlinePages = ['$locale/_portal/cart/index.tsx', '$locale/_portal/order/index.tsx'];
    expect([...offlineFiles(manifest, offlinePages)].sort()).toEqual(
      [
        'assets/index.js',
        'assets/index.css',
        'assets/cart.js',
        'assets/cart.css',
        'assets/cart-error.js',
        'assets/page-styles.css',
        'assets/shared.js',
        'assets/local-db.js',
        'assets/messages-en.js',
        'assets/sign-in-en.js',
        'assets/orders-en.js',
      ].sort(),
    );
  });

  it('filters the precache glob: other pages, other catalogs and online-only workers are left to first use', () => {
    const keep = precacheFilter(manifest, ['$locale/_portal/cart/index.tsx']);
    expect(['index.html', 'icons/logo.svg', 'assets/cart.js', 'assets/local-db.js'].every(keep)).toBe(true);
    expect(
      [
        'assets/sales.js',
        'assets/charts.js',
        'assets/messages-de.js',
        'assets/sign-in-de.js',
        'assets/profile-en.js',
        'assets/dayjs-de.js',
        'assets/catalog-sync.worker-Ab1_.js',
      ].some(keep),
    ).toBe(false);
  });

  it('lists every offline route of the real route tree', async () => {
    const { OFFLINE_ROUTES } = await import('./precache');
    const { existsSync } = await import('node:fs');
    const missing = OFFLINE_ROUTES.filter((file) => !existsSync(`src/app/routes/${file}`));
    expect(missing).toEqual([]);
  });
});
