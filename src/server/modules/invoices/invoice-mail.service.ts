// The invoice PDF for its download route and send invoice email (spec 01 §7): the acting customer's invoice, all
// installments and lines, mailed as a PDF to the customer's address on file — which no answer shows (spec 01 §3
// contact values) — at most INVOICE_MAILS_PER_HOUR times per invoice and hour.
import { documentTexts, invoiceMailMessages } from '../../../shared/documents/document-texts';
import { ErrorCode } from '../../../shared/errors/error-codes';
import type { Locale } from '../../../shared/locales';
import type { AppDeps } from '../../app-deps';
import { returnSendSlot, takeSendSlot } from '../../lib/send-limit';
import type { Buyer } from '../customers/customers.service';
import { invoicePdf, invoicePdfName } from './invoice-pdf';
import { invoiceDetail } from './invoices.service';

/** How often one invoice of a customer may be mailed in an hour. */
export const INVOICE_MAILS_PER_HOUR = 5;
const HOUR_MS = 3_600_000;

type PdfBuyer = Pick<Buyer, 'customer' | 'now' | 'sorg' | 'config'>;
type MailBuyer = PdfBuyer & Partial<Pick<Buyer, 'userId'>>;

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** The code the customer is shown by (the ISR code, else the R/3 one). */
const custCodeOf = (customer: Buyer['customer']) => customer.custCodeIsr ?? customer.custCodeR3 ?? '';

/** The host's currency config as a money format. */
const hostMoneyOf = (config: Buyer['config']) => {
  const { display, ...rest } = config.currency;
  return { currency: display, ...rest };
};

/**
 * The acting customer's invoice `invoiceNo` in `sorg` as a PDF in `locale`'s language; null when the customer has
 * no invoice so numbered there (another customer's invoice is not told apart from a missing one).
 */
export async function invoicePdfOf(
  deps: Pick<AppDeps, 'db'>,
  buyer: PdfBuyer,
  args: { invoiceNo: string; sorg: string; locale: Locale },
): Promise<{ fileName: string; invoiceNo: string; bytes: Uint8Array } | null> {
  const invoice = await invoiceDetail(deps, buyer, { invoiceNo: args.invoiceNo, sorg: args.sorg });
  if (!invoice) return null;
  const bytes = await invoicePdf(invoice, {
    brand: buyer.config.webTitle,
    customer: { name: buyer.customer.name, code: custCodeOf(buyer.customer) },
    locale: args.locale,
    hostMoney: hostMoneyOf(buyer.config),
  });
  return { fileName: invoicePdfName(invoice.invoiceNo), invoiceNo: invoice.invoiceNo, bytes };
}

interface Problem {
  field: string | null;
  message: string;
  code: ErrorCode;
}

const refused = (problem: Problem, retryAfterSeconds: number | null = null) => ({
  status: false,
  description: problem.message,
  retryAfterSeconds,
  userErrors: [problem],
});

/** The invoice e-mail's subject, text and HTML in `locale`'s language. */
export function invoiceMail(locale: Locale, input: { invoiceNo: string; customerName: string; brand: string }) {
  const { text } = documentTexts(locale);
  const subject = text('invoiceMailSubject', { invoiceNo: input.invoiceNo });
  const greeting = text('greeting', { name: input.customerName });
  const body = text('invoiceMailBody', input);
  const footer = text('invoiceMailFooter');
  return {
    subject: `${subject} — ${input.brand}`,
    text: [greeting, body, '', footer, input.brand].join('\n'),
    html: [
      `<p>${escapeHtml(greeting)}<br>${escapeHtml(body)}</p>`,
      `<p>${escapeHtml(footer)}<br>${escapeHtml(input.brand)}</p>`,
    ].join('\n'),
  };
}

/**
 * send invoice email (invoiceNumber, sorg): the PDF to the acting customer's address on file, in the user's
 * language. An invoice the customer does not have (another customer's, or none) is refused as not found and
 * nothing is sent; no address on file, too many mails of the invoice in the last hour and a failed send are refused
 * too. The answer never names the address.
 */
export async function sendInvoiceEmail(
  deps: Pick<AppDeps, 'db' | 'mailer' | 'logger'>,
  buyer: MailBuyer,
  args: { invoiceNumber: string; sorg: string; locale: Locale },
) {
  const invoiceNo = args.invoiceNumber.trim();
  const sorg = args.sorg.trim();
  if (invoiceNo === '' || invoiceNo.length > 40) {
    return refused({
      field: 'invoiceNumber',
      message: invoiceMailMessages.invoiceNumber,
      code: ErrorCode.BAD_USER_INPUT,
    });
  }
  if (sorg === '' || sorg.length > 10) {
    return refused({ field: 'sorg', message: invoiceMailMessages.sorg, code: ErrorCode.BAD_USER_INPUT });
  }
  const pdf = await invoicePdfOf(deps, buyer, { invoiceNo, sorg, locale: args.locale });
  if (!pdf)
    return refused({ field: 'invoiceNumber', message: invoiceMailMessages.notFound, code: ErrorCode.NOT_FOUND });
  const to = buyer.customer.email.trim();
  if (to === '')
    return refused({ field: null, message: invoiceMailMessages.noAddress, code: ErrorCode.NO_EMAIL_ON_FILE });

  const key = `invoice-mail|${String(buyer.customer.id)}|${sorg}|${pdf.invoiceNo}`;
  const slot = await takeSendSlot(deps.db, {
    key,
    userId: buyer.userId ?? null,
    at: buyer.now,
    max: INVOICE_MAILS_PER_HOUR,
    windowMs: HOUR_MS,
  });
  if (!slot.ok) {
    return refused(
      { field: null, message: invoiceMailMessages.tooOften, code: ErrorCode.RATE_LIMITED },
      slot.retryAfterSeconds,
    );
  }

  const mail = invoiceMail(args.locale, {
    invoiceNo: pdf.invoiceNo,
    customerName: buyer.customer.name,
    brand: buyer.config.webTitle,
  });
  try {
    await deps.mailer.send({
      to,
      ...mail,
      attachments: [{ filename: pdf.fileName, contentType: 'application/pdf', content: pdf.bytes }],
    });
  } catch (error) {
    await returnSendSlot(deps.db, slot.id);
    // The log names the invoice and customer, never the address.
    deps.logger.error('invoice mail failed', { error, customerId: buyer.customer.id, invoiceNo: pdf.invoiceNo });
    return refused({ field: null, message: invoiceMailMessages.failed, code: ErrorCode.INTERNAL });
  }
  return { status: true, description: invoiceMailMessages.sent, retryAfterSeconds: null, userErrors: [] };
}
