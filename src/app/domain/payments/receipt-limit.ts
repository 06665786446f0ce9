import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

// The refusal of a payer's transfer receipt over the host's paymentReceiptLimit (spec 02 §4): the server answers
// userErrors code RECEIPT_LIMIT_REACHED with the English text of src/shared/payments/payments-admin.ts; pages show
// this translation instead (the payment requests page, where receipts are uploaded).

/** The receipt limit's message in the user's language. */
export function receiptLimitText(i18n: I18n, limit: number): string {
  return i18n._(msg`At most ${limit} receipts can be uploaded to a payment request`);
}

/** The text for a userError: translated when it is the receipt limit, else the server's own text. */
export function receiptErrorText(i18n: I18n, error: { code: string; message: string }, limit: number): string {
  return error.code === 'RECEIPT_LIMIT_REACHED' ? receiptLimitText(i18n, limit) : error.message;
}
