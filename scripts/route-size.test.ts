import { describe, expect, it } from 'vitest';
import {
  describeOverrun,
  KB,
  type Manifest,
  measurePage,
  type Overrun,
  overruns,
  pageKeys,
  precacheUrls,
  type RouteBudget,
} from './route-size';

// A small build: the entry shares a vendor chunk with the login page; the portal layout pulls in a database chunk;
// the cart page's loader and component are one split group; error components are split apart. The login page loads
// the sign-in catalog only, the portal's pages the shell's catalog with it.
const manifest: Manifest = {
  'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_vendor.js'], css: ['assets/index.css'] },
  '_vendor.js': { file: 'assets/vendor.js' },
  '_db.js': { file: 'assets/db.js', imports: ['_vendor.js'] },
  'src/app/locales/en/messages.po': { file: 'assets/messages.js' },
  'src/app/locales/en/sign-in.po': { file: 'assets/sign-in.js' },
  'src/app/routes/$locale/login.tsx?tsr-split=component': {
    file: 'assets/login.js',
    imports: ['_vendor.js'],
    css: ['assets/login.css'],
  },
  'src/app/routes/$locale/_portal/route.tsx?tsr-split=component': { file: 'assets/portal.js', imports: ['_db.js'] },
  'src/app/routes/$locale/_portal/route.tsx?tsr-split=errorComponent': { file: 'assets/portal-error.js' },
  'src/app/routes/$locale/_portal/cart/index.tsx?tsr-split=component---loader': {
    file: 'assets/cart.js',
    imports: ['_db.js'],
    dynamicImports: ['_later.js'],
  },
  '_later.js': { file: 'assets/later.js' },
};
const gzip: Record<string, number> = {
  'assets/index.js': 50 * KB,
  'assets/vendor.js': 40 * KB,
  'assets/db.js': 30 * KB,
  'assets/messages.js': 10 * KB,
  'assets/sign-in.js': 4 * KB,
  'assets/login.js': 5 * KB,
  'assets/portal.js': 20 * KB,
  'assets/portal-error.js': 99 * KB,
  'assets/cart.js': 8 * KB,
  'assets/later.js': 99 * KB,
  'assets/index.css': 15 * KB,
  'assets/login.css': 1 * KB,
};
const sizeOf = (file: string) => gzip[file] ?? Number.NaN;

const budgets: RouteBudget[] = [
  { name: 'login', routes: ['__root.tsx', '$locale/route.tsx', '$locale/login.tsx'], js: 110 * KB, css: 20 * KB },
  { name: 'home', routes: ['__root.tsx', '$locale/_portal/route.tsx'], js: 140 * KB },
  {
    name: 'cart',
    base: 'home',
    routes: ['__root.tsx', '$locale/_portal/route.tsx', '$locale/_portal/cart/index.tsx'],
    js: 7 * KB,
  },
];
const [login, home, cart] = budgets as [RouteBudget, RouteBudget, RouteBudget];

describe('route sizes', () => {
  it('counts the static closure of the entry, the route chunks and the catalogs once each', () => {
    const { keys, inEntry } = pageKeys(manifest, home.routes);
    expect([...keys].sort()).toEqual(
      [
        'index.html',
        '_vendor.js',
        '_db.js',
        'src/app/locales/en/messages.po',
        'src/app/locales/en/sign-in.po',
        'src/app/routes/$locale/_portal/route.tsx?tsr-split=component',
      ].sort(),
    );
    // The root route has no split chunk: its code is in the entry.
    expect(inEntry).toEqual(['__root.tsx']);
    const size = measurePage(manifest, home, budgets, sizeOf);
    // entry 50 + vendor 40 + db 30 + catalogs 10 + 4 + portal 20; the error component and dynamic imports are not
    // counted.
    expect(size.js).toBe(154 * KB);
    expect(size.css).toBe(15 * KB);
    expect(size.chunks[0]).toEqual({ file: 'assets/index.js', gzip: 50 * KB });
  });

  it('counts a page with a base as what it adds to that page, the loader group included', () => {
    const size = measurePage(manifest, cart, budgets, sizeOf);
    expect(size.chunks).toEqual([{ file: 'assets/cart.js', gzip: 8 * KB }]);
    expect(size.js).toBe(8 * KB);
  });

  it('counts a page on top of a base without what the base fetches in idle time, and the base without it too', () => {
    const withIdle: RouteBudget[] = budgets.map((b) => (b.name === 'home' ? { ...b, idle: ['_later.js'] } : b));
    const [, idleHome, cartOnIdleHome] = withIdle as [RouteBudget, RouteBudget, RouteBudget];
    // The cart's dynamic import is what home fetches in idle time: still not counted for either.
    const laterCart: RouteBudget = { ...cartOnIdleHome, name: 'cart+later' };
    const manifestWithStaticLater: Manifest = {
      ...manifest,
      'src/app/routes/$locale/_portal/cart/index.tsx?tsr-split=component---loader': {
        file: 'assets/cart.js',
        imports: ['_db.js', '_later.js'],
      },
    };
    expect(measurePage(manifestWithStaticLater, laterCart, [...withIdle, laterCart], sizeOf).js).toBe(8 * KB);
    expect(measurePage(manifestWithStaticLater, cart, budgets, sizeOf).js).toBe(107 * KB);
    expect(measurePage(manifest, idleHome, withIdle, sizeOf).js).toBe(154 * KB);
  });

  it('reports each exceeded budget with its three largest files, and nothing within budget', () => {
    const loginSize = measurePage(manifest, login, budgets, sizeOf);
    // entry 50 + vendor 40 + login 5 + the sign-in catalog 4 (not the shell's).
    expect(loginSize.js).toBe(99 * KB);
    expect(loginSize.chunks.map((chunk) => chunk.file)).not.toContain('assets/messages.js');
    expect(overruns(loginSize, login)).toEqual([]);

    const homeOver = overruns(measurePage(manifest, home, budgets, sizeOf), home);
    expect(homeOver).toHaveLength(1);
    const [over] = homeOver as [Overrun];
    expect(over.largest.map((item) => item.file)).toEqual(['assets/index.js', 'assets/vendor.js', 'assets/db.js']);
    expect(describeOverrun(over)).toBe(
      'home: JS 154.0 KB gzip > budget 140.0 KB (largest: assets/index.js 50.0 KB, assets/vendor.js 40.0 KB, assets/db.js 30.0 KB)',
    );
    expect(overruns(measurePage(manifest, cart, budgets, sizeOf), cart).map((o) => o.name)).toEqual(['cart']);
  });

  it('rejects a route missing from the manifest and a base that does not exist', () => {
    const broken: Manifest = {
      ...manifest,
      'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_gone.js'] },
    };
    expect(() => measurePage(broken, login, budgets, sizeOf)).toThrow('_gone.js is not in the Vite manifest');
    expect(() => measurePage(manifest, { ...cart, base: 'nowhere' }, budgets, sizeOf)).toThrow('no budget named');
  });

  it('reads the precache list the plugin injected into the service worker', () => {
    const sw = 'x(),precacheAndRoute([{"revision":"1","url":"index.html"},{"revision":null,"url":"assets/a.js"}]||[]);';
    expect(precacheUrls(sw)).toEqual(['index.html', 'assets/a.js']);
    expect(() => precacheUrls('self.__WB_MANIFEST')).toThrow();
  });
});
