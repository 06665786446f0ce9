import type { Context } from 'hono';
import { Hono } from 'hono';
import { hasScope } from '../../../shared/access/scopes';
import { normalizeHostname } from '../../../shared/config/host-config';
import { ErrorCode, errorMessages } from '../../../shared/errors/error-codes';
import { localeOrDefault } from '../../../shared/locales';
import type { AppDeps } from '../../app-deps';
import { authenticate } from '../../auth/authenticate';
import { HttpError } from '../../lib/http-error';
import { hostConfig } from '../hosts/hosts.service';
import { attachmentDisposition } from '../../lib/content-disposition';
import { invoicePdfOf } from './invoice-mail.service';

/** Invoices are read under page.invoice-status (as the invoices queries). */
const INVOICE_SCOPE = 'page.invoice-status';

const notFound = () => new HttpError(404, 'Invoice not found', ErrorCode.NOT_FOUND);

/**
 * GET /api/invoices/{sorg}/{invoiceNo}/pdf (spec 01 §7 invoices): the acting customer's invoice — all its
 * installments and lines — as a PDF in the user's language, with the bearer token as every API call (the app
 * fetches it and hands the browser an object URL). Another customer's invoice, an unknown one and a malformed
 * number all answer 404 alike; a missing scope 403; no customer to act for 400, one no longer the user's 409.
 */
export function invoicesRoutes(deps: AppDeps): Hono {
  const app = new Hono();

  app.get('/invoices/:sorg/:invoiceNo/pdf', async (c: Context) => {
    const { viewer, claims } = await authenticate(c, deps);
    if (!hasScope(viewer.scopes, INVOICE_SCOPE)) {
      throw new HttpError(403, 'You do not have access to this', ErrorCode.FORBIDDEN);
    }
    const named = claims.r3 !== null || claims.isr !== null;
    const customer = viewer.activeCustomer ?? (named ? null : viewer.customerData);
    if (!customer) {
      throw named
        ? new HttpError(409, errorMessages.customerNotYours, ErrorCode.CUSTOMER_NOT_YOURS)
        : new HttpError(400, errorMessages.customerRequired, ErrorCode.BAD_USER_INPUT);
    }
    const sorg = c.req.param('sorg') ?? '';
    const invoiceNo = c.req.param('invoiceNo') ?? '';
    if (sorg.length > 10 || invoiceNo.trim() === '' || invoiceNo.length > 40) throw notFound();
    const host = normalizeHostname(new URL(c.req.url).hostname);
    const config = (await hostConfig(deps, host)) ?? (await hostConfig(deps, deps.env.DEFAULT_HOST));
    if (!config) throw new HttpError(404, 'This site has no catalog configured', ErrorCode.NOT_FOUND);
    const pdf = await invoicePdfOf(
      deps,
      { customer, now: deps.now(), sorg: config.sorg, config },
      { invoiceNo, sorg, locale: localeOrDefault(viewer.language?.id) },
    );
    if (!pdf) throw notFound();
    return new Response(new Uint8Array(pdf.bytes), {
      status: 200,
      headers: {
        'Content-Type': 'application/pdf',
        'Content-Disposition': attachmentDisposition(pdf.fileName),
        'Cache-Control': 'no-store',
        'X-Content-Type-Options': 'nosniff',
      },
    });
  });

  return app;
}
