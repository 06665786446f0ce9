import { describe, expect, it } from 'vitest';
import type { Manifest } from '../shared/build/vite-manifest';
import { firstPageFiles, firstPagePreloadTags } from './first-page-preloads';

// A small build: index.html's entry with a vendor chunk it preloads already; the sign-in page with a form chunk;
// the portal frame with the local database and a style sheet; home with its cards' chunk; catalogs per language.
const route = (file: string) => `src/app/routes/${file}?tsr-split=component---loader`;
const manifest: Manifest = {
  'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_vendor.js'] },
  '_vendor.js': { file: 'assets/vendor.js' },
  '_form.js': { file: 'assets/form.js', imports: ['_vendor.js'] },
  '_db.js': { file: 'assets/db.js' },
  [route('$locale/login.tsx')]: { file: 'assets/login.js', imports: ['_form.js', '_vendor.js'] },
  [route('$locale/_portal/route.tsx')]: { file: 'assets/portal.js', imports: ['_db.js'], css: ['assets/portal.css'] },
  [route('$locale/_portal/index.tsx')]: { file: 'assets/home.js', imports: ['_db.js'] },
  'src/app/routes/$locale/_portal/index.tsx?tsr-split=errorComponent': { file: 'assets/home-error.js' },
  [route('$locale/_portal/cart/index.tsx')]: { file: 'assets/cart.js' },
  'src/app/locales/en/sign-in.po': { file: 'assets/sign-in-en.js' },
  'src/app/locales/en/messages.po': { file: 'assets/messages-en.js' },
  'src/app/locales/en/home.po': { file: 'assets/home-en.js' },
  'src/app/locales/de/sign-in.po': { file: 'assets/sign-in-de.js' },
  'src/app/locales/de/messages.po': { file: 'assets/messages-de.js' },
  'src/app/locales/de/home.po': { file: 'assets/home-de.js' },
};

describe('firstPageFiles', () => {
  it('names the sign-in page’s chunks and its language’s sign-in catalog, not what index.html has or the portal', () => {
    expect(firstPageFiles(manifest, '/en-us/login')).toEqual({
      scripts: ['/assets/login.js', '/assets/form.js', '/assets/sign-in-en.js'],
      styles: [],
    });
    expect(firstPageFiles(manifest, '/de/login').scripts).toContain('/assets/sign-in-de.js');
  });

  it('names the portal frame and home with the shell’s and home’s catalogs and the frame’s style sheet', () => {
    for (const path of ['/de', '/de/']) {
      const files = firstPageFiles(manifest, path);
      expect(files.scripts.sort()).toEqual(
        [
          '/assets/portal.js',
          '/assets/db.js',
          '/assets/home.js',
          '/assets/sign-in-de.js',
          '/assets/messages-de.js',
          '/assets/home-de.js',
        ].sort(),
      );
      expect(files.styles).toEqual(['/assets/portal.css']);
    }
  });

  it('names only the portal frame for another page (its own chunk follows the guards), never an error chunk', () => {
    const files = firstPageFiles(manifest, '/en-us/cart');
    expect(files.scripts).toContain('/assets/portal.js');
    expect(files.scripts).not.toContain('/assets/home.js');
    expect(files.scripts).not.toContain('/assets/cart.js');
    expect(files.scripts).not.toContain('/assets/home-error.js');
    expect(files.scripts).not.toContain('/assets/home-en.js');
  });

  it('names nothing for a path without a locale prefix (the precached /index.html)', () => {
    expect(firstPageFiles(manifest, '/index.html')).toEqual({ scripts: [], styles: [] });
    expect(firstPageFiles(manifest, '/')).toEqual({ scripts: [], styles: [] });
  });
});

describe('firstPagePreloadTags', () => {
  it('writes module preloads with crossorigin and style preloads', () => {
    const tags = firstPagePreloadTags(manifest, '/en-us');
    expect(tags).toContain('<link rel="modulepreload" crossorigin href="/assets/portal.js">');
    expect(tags).toContain('<link rel="preload" as="style" href="/assets/portal.css">');
    expect(tags).not.toContain('vendor');
  });
});
