// Payments administration (spec 02 §7) and the payer's transfer receipts (spec 02 §4): the rules the server applies
// and the admin page shows. docs/decisions.md "Payments administration".

/** The scope that lets sales staff and administrators administer payments (the spec names none: ours). */
export const PAYMENT_ADMIN_SCOPE = 'payment.approve';

/** The two modules of payments by sorg and module: invoices (through payment requests) and orders paid before delivery. */
export const PAYMENT_MODULES = ['INVOICE', 'ORDER'] as const;
export type PaymentModule = (typeof PAYMENT_MODULES)[number];

/** Payment status ids (the payment_statuses table). */
export const PAYMENT_STATUS_IDS = [
  'complete',
  'pending',
  'failed',
  'void',
  'on_processing',
  'waiting',
  'expired',
] as const;
export type PaymentStatusId = (typeof PAYMENT_STATUS_IDS)[number];

/** Most payments one administration page lists. */
export const ADMIN_PAYMENTS_MAX_LIMIT = 50;

/** The host config's default number of receipts a payer may upload to one payment request. */
export const DEFAULT_PAYMENT_RECEIPT_LIMIT = 3;

/** Whether a payment can be approved: only one waiting for a person's check (pending or on processing). */
export function mayApprovePayment(status: string): boolean {
  return status === 'pending' || status === 'on_processing';
}

/** Whether staff may still change a payment's documents: not once it is complete or void. */
export function mayChangePaymentDocs(status: string): boolean {
  return status !== 'complete' && status !== 'void';
}

/** Whether a payment can be voided (voidPayment by order number): anything not complete and not void already. */
export function mayVoidPayment(status: string): boolean {
  return status !== 'complete' && status !== 'void';
}

/** Whether the payer may add or delete receipts on a request with this status: only while it waits for money. */
export function mayChangeReceipts(requestStatus: string): boolean {
  return requestStatus === 'waiting';
}

/** Whether one more receipt fits under the limit, given how many the request has. */
export function receiptFits(count: number, limit: number): boolean {
  return count < limit;
}

/** The refusal when the receipts are at the limit (a Lingui source text on the client; `{limit}` a number). */
export const receiptLimitMessage = (limit: number) =>
  `At most ${String(limit)} receipts can be uploaded to a payment request`;

/**
 * Checks an uploaded payment against what is owed: the amount must be a whole positive number of minor units equal
 * to the owed amount and the currency the same. Answers the problem's text, or null.
 */
export function uploadedPaymentProblem(
  owed: { amount: number; currency: string },
  paid: { amount: number; currency: string },
): { field: 'amount' | 'currency'; message: string } | null {
  if (paid.currency.trim().toUpperCase() !== owed.currency.toUpperCase()) {
    return { field: 'currency', message: `The currency must be ${owed.currency}` };
  }
  if (!Number.isSafeInteger(paid.amount) || paid.amount < 1) {
    return { field: 'amount', message: 'The amount must be a whole number of at least 1' };
  }
  if (paid.amount !== owed.amount) {
    return { field: 'amount', message: 'The amount must be the amount owed' };
  }
  return null;
}
