import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize, resolve, sep } from 'node:path';
import type { Hono } from 'hono';

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

/** Serves the built client from `dir`, with index.html as the fallback for every unknown non-API path. */
export function serveClient(app: Hono, dir: string): void {
  const root = resolve(dir);
  const index = join(root, 'index.html');

  app.get('*', (c) => {
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
    if (inside && existsSync(file) && statSync(file).isFile()) {
      return c.body(readFileSync(file), 200, {
        'Content-Type': MIME[extname(file)] ?? 'application/octet-stream',
        'Cache-Control': cacheControl(path),
      });
    }
    // A missing hashed asset is a real 404 (an old tab asking for a chunk of a previous build), not the SPA.
    if (path.startsWith('/assets/') || extname(path) !== '') return c.text('Not found', 404);
    return c.body(readFileSync(index), 200, {
      'Content-Type': MIME['.html'] ?? 'text/html',
      'Cache-Control': 'no-cache',
    });
  });
}
