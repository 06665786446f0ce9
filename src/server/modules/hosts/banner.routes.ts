import { existsSync, readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { Hono } from 'hono';

const IMAGE_TYPES: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.svg': 'image/svg+xml',
};

/** Banner images: GET /api/bnrs/image/{file} from DATA_DIR/uploads/banners (spec 01 §2 Banner pop-up). */
export function bannerRoutes(deps: { uploadsDir: string }): Hono {
  const app = new Hono();
  app.get('/bnrs/image/:file', (c) => {
    const name = c.req.param('file');
    const type = IMAGE_TYPES[extname(name).toLowerCase()];
    // A plain file name only: no folders, no dot-files, so nothing outside the banner folder can be read.
    if (!type || !/^[A-Za-z0-9][A-Za-z0-9._-]{0,150}$/.test(name)) return c.json({ message: 'Not found' }, 404);
    const file = join(deps.uploadsDir, 'banners', name);
    if (!existsSync(file)) return c.json({ message: 'Not found' }, 404);
    return c.body(readFileSync(file), 200, {
      'Content-Type': type,
      'Cache-Control': 'public, max-age=86400',
      // SVG banners may carry scripts: never run them in our origin.
      ...(type === 'image/svg+xml'
        ? { 'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'" }
        : {}),
    });
  });
  return app;
}
