// The paying page's plumbing around the shared rules (src/shared/invoices/selection.ts,
// src/shared/payments/payment-information.ts): which invoices a company offers, presorted once; the host's payment
// switches; the typed form → the schema's input; the selection → createPaymentRequestV3's variables. No rule is
// re-implemented here.
import { z } from 'zod/mini';
import type { InvoicePaymentRule, SelectionSummary } from '../../../shared/invoices/selection';
import type { PaymentInformationInput, PaymentsOpenInvoiceFragment } from '../../gql/graphql';
import type { CreatePaymentRequestVariables, PayInvoicesData } from './api/payments.queries';

export type PayInvoice = PaymentsOpenInvoiceFragment;

/** The open invoices of one company (one sorg, one currency): what one payment request may pay. */
export interface PayCompany {
  key: string;
  companyCode: string;
  companyName: string;
  sorg: string;
  currency: string;
  /** Whether the customer area lets the customer pay invoices (merchantConfig.allowPayInvoice). */
  allowPayInvoice: boolean;
  /** Open invoices, oldest due first (then invoice number and assignment): sorted once, when the data arrives. */
  rows: PayInvoice[];
  /** Invoices under a live request (Waiting For Payment, Pending Payment): shown, never selectable. */
  underRequest: PayInvoice[];
}

function byDue(a: PayInvoice, b: PayInvoice): number {
  if (a.dueDate !== b.dueDate) return a.dueDate < b.dueDate ? -1 : 1;
  if (a.invoiceNo !== b.invoiceNo) return a.invoiceNo < b.invoiceNo ? -1 : 1;
  return a.assignment < b.assignment ? -1 : a.assignment > b.assignment ? 1 : 0;
}

/** The companies of openInvoiceV5 with their rows presorted, in the answer's order. */
export function payCompanies(data: PayInvoicesData): PayCompany[] {
  const areas = new Map(data.customerArea.map((area) => [area.sorg, area]));
  return data.openInvoiceV5.map((company) => {
    const area = areas.get(company.sorg);
    const rows = company.customerAgeing.flatMap((bucket) => bucket.invoice).sort(byDue);
    return {
      key: `${company.sorg}:${company.companyCode}:${company.currency}`,
      companyCode: company.companyCode,
      companyName: area?.companyName ?? area?.sorgName ?? company.companyCode,
      sorg: company.sorg,
      currency: company.currency,
      allowPayInvoice: area?.merchantConfig.allowPayInvoice ?? false,
      rows,
      underRequest: [...company.waitingForPayment, ...company.pendingPayment].sort(byDue),
    };
  });
}

const paymentConfigSchema = z.looseObject({
  payment: z._default(z.boolean(), false),
  paymentGateway: z._default(z.string(), 'sandbox'),
  invoicePaymentRule: z._default(z.enum(['overdue', 'oldest']), 'overdue'),
  allowPartialPayment: z._default(z.boolean(), false),
  paymentReceiptLimit: z._default(z.number(), 3),
});

/** The host's payment switches (spec 01 §2 Payment; host config payment, invoicePaymentRule, allowPartialPayment). */
export interface PaymentConfig {
  payment: boolean;
  sandbox: boolean;
  rule: InvoicePaymentRule;
  allowPartialPayment: boolean;
  /** Host config paymentReceiptLimit: receipts a payer may upload per request. */
  receiptLimit: number;
}

/** Reads the payment switches from the host config (passed through untyped by lib/config.ts). */
export function paymentConfigOf(config: Record<string, unknown> | undefined): PaymentConfig {
  const parsed = paymentConfigSchema.safeParse(config ?? {});
  const value = parsed.success
    ? parsed.data
    : {
        payment: false,
        paymentGateway: 'sandbox',
        invoicePaymentRule: 'overdue' as const,
        allowPartialPayment: false,
        paymentReceiptLimit: 3,
      };
  return {
    payment: value.payment,
    sandbox: value.paymentGateway === 'sandbox',
    rule: value.invoicePaymentRule,
    allowPartialPayment: value.allowPartialPayment,
    receiptLimit: value.paymentReceiptLimit,
  };
}

/**
 * A typed major amount ('12.5') as minor units. An amount with more decimals than the currency has stays a
 * fraction, so the shared rule answers 'amountNotWhole'; '' is null (the minimum message).
 */
export function partialAmountOf(typed: string, decimalPrecision: number): number | null {
  const text = typed.trim().replace(',', '.');
  if (text === '') return null;
  const major = Number(text);
  if (!Number.isFinite(major)) return Number.NaN;
  const raw = major * 10 ** Math.max(0, Math.trunc(decimalPrecision));
  const rounded = Math.round(raw);
  return Math.abs(raw - rounded) < 1e-6 ? rounded : raw;
}

export { checkPaymentForm, emptyPaymentForm, type PaymentFormValues } from '../../domain/payments/payment-form';

/** createPaymentRequestV3's variables for an allowed selection (the server recomputes and refuses a difference). */
export function paymentRequestVariables(args: {
  summary: SelectionSummary<PayInvoice>;
  company: Pick<PayCompany, 'sorg' | 'currency'>;
  paymentId: string;
  paymentRequestData: PaymentInformationInput | null;
  extRefData?: string;
}): CreatePaymentRequestVariables {
  const { summary, company } = args;
  const payer = summary.lines.find((line) => line.amount > 0)?.invoice ?? summary.lines[0]?.invoice;
  return {
    input: {
      amount: summary.payable,
      currency: summary.currency ?? company.currency,
      payerName: payer?.payerName ?? '',
      payerCode: payer?.payerCode ?? '',
      merchant: summary.sorg ?? company.sorg,
      paymentId: args.paymentId,
    },
    accountingNumbers: summary.lines.map((line) => line.invoice.accountingNo),
    isPartialPayment: summary.partial,
    extRefData: args.extRefData?.trim() ? args.extRefData.trim() : null,
    paymentRequestData: args.paymentRequestData,
  };
}
