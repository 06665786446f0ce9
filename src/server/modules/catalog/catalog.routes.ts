import { Hono } from 'hono';
import { compress } from 'hono/compress';
import type { Db } from '../../db/client';
import { DEFAULT_COLOR_FILE } from './pricing';
import { findImage } from './products.repository';

/** Headers of every product SVG: cached for ever (the etag is in the name), never sniffed, never scripted. */
export const SVG_HEADERS = {
  'Content-Type': 'image/svg+xml',
  'Cache-Control': 'public, max-age=31536000, immutable',
  'X-Content-Type-Options': 'nosniff',
  // An SVG may carry scripts or external references: opened directly, it runs and loads nothing.
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
} as const;

/** The picture of a product group without images. */
const PLACEHOLDER_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300" width="400" height="300">
<rect width="400" height="300" fill="#f1f3f5"/>
<g fill="none" stroke="#adb5bd" stroke-width="10" stroke-linecap="round" stroke-linejoin="round">
<circle cx="120" cy="190" r="55"/><circle cx="280" cy="190" r="55"/>
<path d="M120 190 L170 110 L250 110 L280 190 M170 110 L200 190 L250 110 M160 95 h30"/>
</g></svg>`;

/** `{colour or 'default'}-{etag}.svg`: the colour may hold dashes, the etag (hex or base64url) may not. */
const FILE = /^(.+)-([A-Za-z0-9_]{4,128})\.svg$/;

/**
 * Product images: GET /api/images/products/{groupSlug}/{colour or 'default'}-{etag}.svg answers the SVG drawn at
 * seed time (product_images), 404 for anything unknown; GET /api/images/placeholder.svg the neutral picture.
 */
export function catalogImageRoutes(deps: { db: Db }): Hono {
  const app = new Hono();
  app.use('/images/*', compress());
  app.get('/images/placeholder.svg', (c) =>
    c.body(PLACEHOLDER_SVG, 200, { ...SVG_HEADERS, 'Cache-Control': 'public, max-age=86400' }),
  );
  app.get('/images/products/:groupSlug/:file', async (c) => {
    const slug = c.req.param('groupSlug');
    const match = FILE.exec(c.req.param('file'));
    if (!match?.[1] || !match[2] || slug.length > 300) return c.json({ message: 'Not found' }, 404);
    const color = match[1];
    // 'default' names the image without colour (''); a colour really called 'default' is matched too.
    const colors = color === DEFAULT_COLOR_FILE ? ['', DEFAULT_COLOR_FILE] : [color];
    const image = await findImage(deps.db, slug, colors, match[2]);
    if (!image) return c.json({ message: 'Not found' }, 404);
    return c.body(image.svg, 200, { ...SVG_HEADERS, ETag: `"${image.etag}"` });
  });
  return app;
}
