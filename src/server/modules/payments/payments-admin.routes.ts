import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { Hono } from 'hono';
import { hasScope } from '../../../shared/access/scopes';
import { PAYMENT_ADMIN_SCOPE } from '../../../shared/payments/payments-admin';
import { ErrorCode } from '../../../shared/errors/error-codes';
import type { AppDeps } from '../../app-deps';
import { authenticate } from '../../auth/authenticate';
import { HttpError } from '../../lib/http-error';
import { docFileFor } from './payments-admin.service';

const notFound = () => new HttpError(404, 'This document was not found', ErrorCode.NOT_FOUND);

/**
 * GET /payments/docs/{id}: a payment document's bytes — a proof for staff with payment.approve who may act for the
 * payment's customer, or a transfer receipt for the payer's users (docs/api.md). Anyone else gets 404.
 */
export function paymentsAdminRoutes(deps: AppDeps): Hono {
  const app = new Hono();
  app.get('/payments/docs/:id', async (c) => {
    const { viewer } = await authenticate(c, deps);
    const file = await docFileFor(
      deps,
      {
        id: viewer.id,
        isAdmin: hasScope(viewer.scopes, PAYMENT_ADMIN_SCOPE),
        customerId: viewer.activeCustomer?.id ?? viewer.customerData?.id ?? null,
      },
      c.req.param('id'),
    );
    if (!file) throw notFound();
    const path = join(deps.uploadsDir, file.uploadId);
    const size = await stat(path).then(
      (info) => info.size,
      () => null,
    );
    if (size === null) throw notFound();
    return new Response(Readable.toWeb(createReadStream(path)) as ReadableStream, {
      headers: {
        'Content-Type': file.contentType,
        'Content-Length': String(size),
        'Content-Disposition': 'inline',
        'Cache-Control': 'private, no-store',
        'X-Content-Type-Options': 'nosniff',
        'Content-Security-Policy': "default-src 'none'",
      },
    });
  });
  return app;
}
