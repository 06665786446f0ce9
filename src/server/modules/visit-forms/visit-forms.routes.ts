import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { Hono } from 'hono';
import { hasScope } from '../../../shared/access/scopes';
import { ErrorCode } from '../../../shared/errors/error-codes';
import type { AppDeps } from '../../app-deps';
import { authenticate } from '../../auth/authenticate';
import { HttpError } from '../../lib/http-error';
import { photoForViewer } from './visit-forms.service';

const notFound = () => new HttpError(404, 'This photo was not found', ErrorCode.NOT_FOUND);

/**
 * GET /visit-forms/photos/{uploadId}: the bytes of a visit photo, for a signed-in user with page.formvisit who may
 * see the visit (docs/api.md). Anyone else gets 404, as for an unknown id. An upload's bytes never change, so the
 * answer is cacheable for a year, privately (only in the user's browser), and the ETag is the upload id.
 */
export function visitFormsRoutes(deps: AppDeps): Hono {
  const app = new Hono();
  app.get('/visit-forms/photos/:uploadId', async (c) => {
    const { viewer } = await authenticate(c, deps);
    // 403 as for every missing scope (the client signs out, spec 01 §4).
    if (!hasScope(viewer.scopes, 'page.formvisit')) {
      throw new HttpError(403, 'You do not have access to this', ErrorCode.FORBIDDEN);
    }
    const photo = await photoForViewer(deps, viewer, c.req.param('uploadId').toLowerCase(), deps.uploadsDir);
    if (!photo) throw notFound();
    const size = await stat(photo.path).then(
      (info) => info.size,
      () => null,
    );
    if (size === null) throw notFound();
    const etag = `"${photo.id}"`;
    const headers: Record<string, string> = {
      'Cache-Control': 'private, max-age=31536000, immutable',
      ETag: etag,
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'",
    };
    const ifNoneMatch = c.req.header('if-none-match');
    if (ifNoneMatch?.split(',').some((tag) => tag.trim() === etag)) return new Response(null, { status: 304, headers });
    return new Response(Readable.toWeb(createReadStream(photo.path)) as ReadableStream, {
      headers: {
        ...headers,
        'Content-Type': photo.contentType,
        'Content-Length': String(size),
        'Content-Disposition': 'inline',
      },
    });
  });
  return app;
}
