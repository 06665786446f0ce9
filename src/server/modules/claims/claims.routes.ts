import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { Hono } from 'hono';
import { hasScope } from '../../../shared/access/scopes';
import { attachmentKindOf } from '../../../shared/files/attachments';
import { ErrorCode } from '../../../shared/errors/error-codes';
import type { AppDeps } from '../../app-deps';
import { authenticate } from '../../auth/authenticate';
import { HttpError } from '../../lib/http-error';
import { fileForViewer } from './claims.service';

const notFound = () => new HttpError(404, 'This file was not found', ErrorCode.NOT_FOUND);

/** A file name for Content-Disposition: the stored name, quoted plainly and in RFC 5987 form. */
function disposition(kind: 'inline' | 'attachment', fileName: string) {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/**
 * GET /claims/files/{id}: the bytes of a claim's file, for a signed-in user with page.claim who may see the claim
 * (its customer's users and sales users, the warranty team); anyone else gets 404, as for an unknown id. Photos
 * and videos are shown inline, documents downloaded; never sniffed.
 */
export function claimsRoutes(deps: AppDeps): Hono {
  const app = new Hono();
  app.get('/claims/files/:id', async (c) => {
    const { viewer } = await authenticate(c, deps);
    if (!hasScope(viewer.scopes, 'page.claim')) {
      throw new HttpError(403, 'You do not have access to this', ErrorCode.FORBIDDEN);
    }
    const file = await fileForViewer(deps, viewer, c.req.param('id'));
    if (!file) throw notFound();
    const path = join(deps.uploadsDir, file.uploadId);
    const size = await stat(path).then(
      (info) => info.size,
      () => null,
    );
    if (size === null) throw notFound();
    const kind = attachmentKindOf(file.contentType);
    return new Response(Readable.toWeb(createReadStream(path)) as ReadableStream, {
      headers: {
        'Content-Type': file.contentType,
        'Content-Length': String(size),
        'Content-Disposition': disposition(kind === 'document' ? 'attachment' : 'inline', file.fileName),
        'Cache-Control': 'private, max-age=3600',
        'X-Content-Type-Options': 'nosniff',
        'Content-Security-Policy': "default-src 'none'",
      },
    });
  });
  return app;
}
