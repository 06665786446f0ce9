import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize, resolve, sep } from 'node:path';
import type { Hono } from 'hono';
import { DEFAULT_LOCALE, localeInfo, parseLocale } from '../shared/locales';

const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.wasm': 'application/wasm',
};

/**
 * Caching: hashed build assets never change (a year, immutable); index.html and the service worker must be
 * revalidated on every load or clients would never see a new version; other public files for an hour.
 */
function cacheControl(path: string): string {
  if (path.startsWith('/assets/')) return 'public, max-age=31536000, immutable';
  if (path === '/index.html' || path === '/sw.js' || path.endsWith('.webmanifest') || path.startsWith('/workbox-')) {
    return 'no-cache';
  }
  return 'public, max-age=3600';
}

/**
 * What index.html shows of the host before the app runs (its splash, spec 01 §3): the tab title, the logo and, for
 * a page without a locale prefix, the language of the host's first locale.
 */
export interface PageBrand {
  webTitle: string;
  webLogo: string;
  languages: readonly { code: string }[];
}

/** The page's language: its path's locale prefix ('/de/login'), else the host's first locale. */
function pageLangOf(path: string, brand: PageBrand): string {
  const locale = parseLocale(path.split('/')[1]) ?? parseLocale(brand.languages[0]?.code) ?? DEFAULT_LOCALE;
  return localeInfo[locale].intlTag;
}

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * index.html with the host's title, logo and the page's language in place of the built defaults (the markers of
 * index.html), for the page at `path`.
 */
export function brandIndexHtml(html: string, brand: PageBrand, path = '/'): string {
  const title = escapeHtml(brand.webTitle);
  return html
    .replace('<html lang="en">', `<html lang="${escapeHtml(pageLangOf(path, brand))}">`)
    .replace('<title>b2b</title>', `<title>${title}</title>`)
    .replace('<p id="boot-title">b2b</p>', `<p id="boot-title">${title}</p>`)
    .replace('id="boot-logo" src="/images/logo.svg"', `id="boot-logo" src="${escapeHtml(brand.webLogo)}"`);
}

/**
 * Serves the built client from `dir`, with index.html as the fallback for every unknown non-API path; with
 * `brandOf`, index.html carries the requesting host's title and logo (also when the service worker precaches it).
 */
export function serveClient(app: Hono, dir: string, brandOf?: (hostname: string) => Promise<PageBrand>): void {
  const root = resolve(dir);
  const index = join(root, 'index.html');
  const indexPage = async (url: string) => {
    const html = readFileSync(index, 'utf8');
    const { hostname, pathname } = new URL(url);
    const body = brandOf ? brandIndexHtml(html, await brandOf(hostname), pathname) : html;
    return { body, headers: { 'Content-Type': MIME['.html'] ?? 'text/html', 'Cache-Control': 'no-cache' } };
  };

  app.get('*', async (c) => {
    let path: string;
    try {
      path = decodeURIComponent(new URL(c.req.url).pathname);
    } catch {
      // A malformed escape such as /%E0%A4%A names no file and no page.
      return c.text('Bad request: the path is not valid percent-encoded UTF-8', 400);
    }
    const file = normalize(join(root, path));
    // Dot folders (Vite's .vite/manifest.json) are build metadata, not the app.
    const inside = file.startsWith(root + sep) && !path.split('/').some((part) => part.startsWith('.'));
    if (file === index) {
      const page = await indexPage(c.req.url);
      return c.body(page.body, 200, page.headers);
    }
    if (inside && existsSync(file) && statSync(file).isFile()) {
      return c.body(readFileSync(file), 200, {
        'Content-Type': MIME[extname(file)] ?? 'application/octet-stream',
        'Cache-Control': cacheControl(path),
      });
    }
    // A missing hashed asset is a real 404 (an old tab asking for a chunk of a previous build), not the SPA.
    if (path.startsWith('/assets/') || extname(path) !== '') return c.text('Not found', 404);
    const page = await indexPage(c.req.url);
    return c.body(page.body, 200, page.headers);
  });
}
