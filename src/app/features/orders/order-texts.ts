import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { checkoutMessages } from '../../../shared/orders/order-messages';
import type { OrderStatus, PaymentFilter, PaymentState } from '../../../shared/orders/order-status';
import { translateFormMessage } from '../../lib/form-messages';

// The order pages' words for the shared status sets (src/shared/orders/order-status.ts): the server sends ids and
// English descriptions, the app translates by id.

export const orderStatusLabels: Record<OrderStatus, MessageDescriptor> = {
  PENDING_CONFIRMATION: msg`Waiting for confirmation`,
  OPEN: msg`Open`,
  PARTIALLY_CONFIRMED: msg`Partially confirmed`,
  CONFIRMED: msg`Confirmed`,
  PARTIALLY_SHIPPED: msg`Partially shipped`,
  SHIPPED: msg`Shipped`,
  CANCELLED: msg`Cancelled`,
  REJECTED: msg`Rejected`,
};

export const orderStatusColors: Record<OrderStatus, string> = {
  PENDING_CONFIRMATION: 'warning',
  OPEN: 'info',
  PARTIALLY_CONFIRMED: 'info',
  CONFIRMED: 'primary',
  PARTIALLY_SHIPPED: 'primary',
  SHIPPED: 'success',
  CANCELLED: 'gray',
  REJECTED: 'error',
};

/** Spec 01 §4 payment state flags, as the badge says them. */
export const paymentStateLabels: Record<PaymentState, MessageDescriptor> = {
  WAITING: msg`Waiting for payment`,
  UPLOADED: msg`Proof uploaded`,
  FAILED: msg`Payment failed`,
  VOIDED: msg`Payment voided`,
  COMPLETED: msg`Paid`,
};

export const paymentStateColors: Record<PaymentState, string> = {
  WAITING: 'warning',
  UPLOADED: 'info',
  FAILED: 'error',
  VOIDED: 'gray',
  COMPLETED: 'success',
};

/** Spec 01 §4 "Filter statuses seen: complete, pending, failed, void, on processing". */
export const paymentFilterLabels: Record<PaymentFilter, MessageDescriptor> = {
  COMPLETE: msg`Complete`,
  PENDING: msg`Pending`,
  FAILED: msg`Failed`,
  VOID: msg`Void`,
  ON_PROCESSING: msg`On processing`,
};

const rangeTexts: Record<string, MessageDescriptor> = {
  [checkoutMessages.notADay]: msg`Must be a date written YYYY-MM-DD`,
  [checkoutMessages.rangeReversed]: msg`The start date must not be after the end date`,
};

/** A date-range problem (orderDateRangeProblem) in the user's language. */
export function rangeProblemText(message: string, i18n: I18n): string {
  const known = rangeTexts[message];
  return known ? i18n._(known) : translateFormMessage(message, i18n);
}
