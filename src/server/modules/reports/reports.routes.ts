import { PassThrough, Readable } from 'node:stream';
import type { Context } from 'hono';
import { Hono } from 'hono';
import { normalizeHostname } from '../../../shared/config/host-config';
import { ErrorCode } from '../../../shared/errors/error-codes';
import { OPEN_ORDER_EXPORT_FAILURE } from '../../../shared/orders/open-order-export';
import type { AppDeps } from '../../app-deps';
import { authenticate } from '../../auth/authenticate';
import { HttpError } from '../../lib/http-error';
import { hostConfig } from '../hosts/hosts.service';
import { prepareDownload, writeDownload } from './reports.service';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Content-Disposition of a download: the quoted ASCII name (spaces need the quotes) and the RFC 5987 UTF-8 name.
 */
export function attachmentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/**
 * GET /api/reports/{id}/download (spec 01 §7, spec 02's download area): the signed-in owner's report as a file,
 * streamed. Another user's id, an unknown or malformed one: 404 alike. An expired link: 410. A report whose data
 * cannot be read: logged as OE1 and answered 409 with the spec's text (no 5xx): the page tells the user.
 */
export function reportsRoutes(deps: AppDeps): Hono {
  const app = new Hono();

  app.get('/reports/:id/download', async (c: Context) => {
    const { viewer } = await authenticate(c, deps);
    const host = normalizeHostname(new URL(c.req.url).hostname);
    const config = (await hostConfig(deps, host)) ?? (await hostConfig(deps, deps.env.DEFAULT_HOST));
    if (!config) throw new HttpError(404, 'This site has no catalog configured', ErrorCode.NOT_FOUND);
    const check = await prepareDownload(deps, { userId: viewer.id, id: c.req.param('id') ?? '', host, config });
    c.header('Cache-Control', 'no-store');
    switch (check.kind) {
      case 'not-found':
        throw new HttpError(404, 'Report not found', ErrorCode.NOT_FOUND);
      case 'expired':
        return c.json({ message: 'This download has expired: export the list again', code: ErrorCode.NOT_FOUND }, 410);
      case 'failed':
        return c.json({ message: OPEN_ORDER_EXPORT_FAILURE, code: ErrorCode.INTERNAL }, 409);
      case 'ready': {
        const body = new PassThrough();
        void writeDownload(deps, check, body);
        return new Response(Readable.toWeb(body) as ReadableStream<Uint8Array>, {
          status: 200,
          headers: {
            'Content-Type': XLSX,
            'Content-Disposition': attachmentDisposition(check.report.fileName),
            'Cache-Control': 'no-store',
            'X-Content-Type-Options': 'nosniff',
          },
        });
      }
    }
  });

  return app;
}
