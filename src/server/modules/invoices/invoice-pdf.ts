// The invoice as a PDF (spec 01 §7 send invoice email; GET /api/invoices/{sorg}/{invoiceNo}/pdf): every
// installment and line of one invoice number, its amounts and totals, in the reader's language, amounts written as
// the pages write them (src/shared/money).
import { documentDate, documentTexts } from '../../../shared/documents/document-texts';
import type { Locale } from '../../../shared/locales';
import { formatMoney, formatNumber, moneyFormatOf, type MoneyFormat } from '../../../shared/money/money-format';
import { buildTablePdf, type PdfDocumentContent, type PdfTable } from '../../lib/pdf/table-pdf';
import type { invoiceDetail } from './invoices.service';

export type InvoiceDetail = NonNullable<Awaited<ReturnType<typeof invoiceDetail>>>;

export interface InvoicePdfContext {
  /** The host's brand (config webTitle). */
  brand: string;
  customer: { name: string; code: string };
  locale: Locale;
  /** The host's money format; an invoice in another currency is written with its code. */
  hostMoney: MoneyFormat;
}

/** The file name of an invoice PDF (the app saves the download under the same name). */
export function invoicePdfName(invoiceNo: string): string {
  return `Invoice ${invoiceNo.replace(/[^\w.-]+/g, '_')}.pdf`;
}

/** What the invoice PDF shows, written out (a pure function of the invoice, so it is tested without a PDF). */
export function invoicePdfContent(invoice: InvoiceDetail, context: InvoicePdfContext): PdfDocumentContent {
  const { text, intlTag } = documentTexts(context.locale);
  const first = invoice.installments[0];
  const money = moneyFormatOf(first?.currency ?? '', context.hostMoney);
  const amount = (minor: number) => formatMoney(minor, money, { locale: intlTag });
  const day = (value: string | null | undefined) => documentDate(intlTag, value);
  const several = invoice.installments.length > 1;

  const details: [string, string][] = [[text('customer'), `${context.customer.name} (${context.customer.code})`]];
  if (first) {
    if (first.payerName || first.payerCode) {
      details.push([
        text('payer'),
        [first.payerName, first.payerCode && `(${first.payerCode})`].filter(Boolean).join(' '),
      ]);
    }
    details.push([text('invoiceDate'), day(first.invoiceDate)]);
    if (!several) {
      details.push([text('dueDate'), day(first.dueDate)]);
      if (first.status) details.push([text('status'), first.status]);
    }
    if (first.terms) details.push([text('terms'), first.terms]);
    if (first.doNo) details.push([text('deliveryNo'), first.doNo]);
    for (const note of [first.notes, first.detailNotes]) if (note) details.push([text('notes'), note]);
  }

  const tables: PdfTable[] = [];
  if (several) {
    tables.push({
      heading: text('installments'),
      columns: [
        { header: text('installment'), width: 1.2, align: 'right' },
        { header: text('assignment'), width: 2.5 },
        { header: text('dueDate'), width: 2 },
        { header: text('status'), width: 2 },
        { header: text('amount'), width: 2.3, align: 'right' },
      ],
      rows: invoice.installments.map((row) => [
        String(row.installment),
        row.assignment,
        day(row.dueDate),
        row.status,
        amount(row.accountingAmount),
      ]),
    });
  }
  tables.push({
    heading: text('lines'),
    columns: [
      { header: text('article'), width: 2 },
      { header: text('description'), width: 4 },
      { header: text('qty'), width: 1, align: 'right' },
      { header: text('unit'), width: 0.9 },
      { header: text('price'), width: 2, align: 'right' },
      { header: text('subtotal'), width: 2.2, align: 'right' },
    ],
    rows: invoice.lines.map((line) => [
      line.articleCodeDisplay,
      [line.name, line.brand].filter(Boolean).join(' · '),
      formatNumber(line.qty, { ...money, decimalPrecision: 0 }),
      line.uom,
      amount(line.price),
      amount(line.subTotal),
    ]),
    empty: text('noLines'),
  });

  // The invoice's amounts are the same on every installment row; what each installment asks is its accountingAmount.
  const totals: [string, string][] = [
    [text('linesTotal'), amount(invoice.lines.reduce((sum, line) => sum + line.subTotal, 0))],
  ];
  if (first) {
    const optional = [
      ['tax', first.tax],
      ['recycleFee', first.recycleFee],
      ['surcharges', first.surcharges],
      ['shippingCost', first.shippingCost],
      ['discount', first.discount],
      ['freightAllowance', first.freightAllowance],
      ['earlyPaymentDiscount', first.earlyPaymentDiscount],
      ['paymentDiscount', first.paymentDiscount],
    ] as const;
    for (const [key, value] of optional) if (value !== 0 || key === 'tax') totals.push([text(key), amount(value)]);
    const payable = invoice.installments.reduce((sum, row) => sum + row.accountingAmount, 0);
    if (payable !== first.grandTotal) totals.push([text('openAmount'), amount(payable)]);
    totals.push([text('grandTotal'), amount(first.grandTotal)]);
  }

  const title = text('invoiceTitle', { invoiceNo: invoice.invoiceNo });
  return {
    brand: context.brand,
    title,
    subject: title,
    author: context.brand,
    details,
    tables,
    totals,
    pageLabel: (page, pages) => text('page', { page, pages }),
  };
}

/** The invoice PDF's bytes. */
export function invoicePdf(invoice: InvoiceDetail, context: InvoicePdfContext): Promise<Uint8Array> {
  return buildTablePdf(invoicePdfContent(invoice, context));
}
