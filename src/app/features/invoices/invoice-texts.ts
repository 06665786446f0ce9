import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { ageingLabel, type AgeingRange } from '../../../shared/invoices/ageing';
import {
  type AdditionalDisplayField,
  type OverdueState,
  paidRangeMessages,
} from '../../../shared/invoices/invoice-list';
import type { MoneyFormat } from '../../lib/format';

// The invoice pages' words for the shared rules (src/shared/invoices): the server sends English ids and
// statuses; the app says them in the user's language.

/** overdueDisplay (spec 01 §3 Invoice): "12 days overdue", "Due today", "Due in 5 days". */
export function overdueText(state: OverdueState, i18n: I18n): string {
  if (state.kind === 'overdue') return i18n._(plural(state.days, { one: '# day overdue', other: '# days overdue' }));
  if (state.kind === 'today') return i18n._(msg`Due today`);
  return i18n._(plural(state.days, { one: 'Due in # day', other: 'Due in # days' }));
}

/** The heading of an ageing bucket (shared/invoices/ageing.ts ageingMessages, ours). */
export function ageingText(range: AgeingRange, i18n: I18n): string {
  const label = ageingLabel(range);
  if (range.from === null) return i18n._(msg`Not due`);
  if (range.to === null) {
    const days = label.values.days ?? 90;
    return i18n._(msg`Over ${days} days overdue`);
  }
  const from = range.from;
  const to = range.to;
  return i18n._(msg`${from}–${to} days overdue`);
}

const statusTexts: Record<string, MessageDescriptor> = {
  '': msg`Open`,
  open: msg`Open`,
  'waiting for payment': msg`Waiting For Payment`,
  'pending payment': msg`Pending Payment`,
  paid: msg`Paid`,
};

export const statusColors: Record<string, string> = {
  '': 'info',
  open: 'info',
  'waiting for payment': 'warning',
  'pending payment': 'violet',
  paid: 'success',
};

/** An invoice status ('' or Open, Waiting For Payment, Pending Payment, Paid) in the user's language. */
export function statusText(status: string, i18n: I18n): string {
  const known = statusTexts[status.trim().toLowerCase()];
  return known ? i18n._(known) : status;
}

/** The optional amount columns (Price component additionalDisplays) as headers. */
export const additionalDisplayLabels: Record<AdditionalDisplayField, MessageDescriptor> = {
  recycleFee: msg`Recycle fee`,
  surcharges: msg`Surcharges`,
  tax: msg`Tax`,
  shippingCost: msg`Shipping cost`,
  discount: msg`Discount`,
  freightAllowance: msg`Freight allowance`,
  earlyPaymentDiscount: msg`Early-payment discount`,
  paymentDiscount: msg`Payment discount`,
};

const rangeTexts: Record<string, MessageDescriptor> = {
  [paidRangeMessages.notADay]: msg`Must be a date written YYYY-MM-DD`,
  [paidRangeMessages.rangeReversed]: msg`The start date must not be after the end date`,
  [paidRangeMessages.dateRange]: msg`Date range must not exceed 30 days`,
};

/** A date-range problem (paidRangeProblem) in the user's language. */
export function rangeProblemText(message: string, i18n: I18n): string {
  const known = rangeTexts[message];
  return known ? i18n._(known) : message;
}

/** Currencies written without decimals when the host's own format does not describe them. */
const NO_DECIMALS = new Set(['IDR', 'JPY', 'KRW', 'VND']);

/**
 * How an invoice's amounts are written: the host's money format when the invoice is in the host's currency, else
 * the currency code with the host's separators (an invoice carries its currency code only).
 */
export function invoiceMoneyFormat(currency: string, host: MoneyFormat): MoneyFormat {
  if (currency === host.currency) return host;
  return {
    currency,
    symbol: currency,
    thousandSeparator: host.thousandSeparator,
    decimalSeparator: host.decimalSeparator,
    decimalPrecision: NO_DECIMALS.has(currency) ? 0 : 2,
  };
}
