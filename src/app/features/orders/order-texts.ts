import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { checkoutMessages } from '../../../shared/orders/order-messages';
import type { PaymentFilter, PaymentState } from '../../../shared/orders/order-status';
import { translateFormMessage } from '../../lib/form-messages';
import type { StatusTone } from '../../ui/status-badge';

// The order pages' words for the shared status sets (src/shared/orders/order-status.ts): the server sends ids and
// English descriptions, the app translates by id.

// An order's status is said the same on every page: its words live with the shared badge.
export { orderStatusLabels } from '../../domain/orders/order-status-badge';

/** Spec 01 §4 payment state flags, as the badge says them. */
export const paymentStateLabels: Record<PaymentState, MessageDescriptor> = {
  WAITING: msg`Waiting for payment`,
  UPLOADED: msg`Proof uploaded`,
  FAILED: msg`Payment failed`,
  VOIDED: msg`Payment voided`,
  COMPLETED: msg`Paid`,
};

/** What each payment state means to the payer (the badge's colour). */
export const paymentStateTones: Record<PaymentState, StatusTone> = {
  WAITING: 'warning',
  UPLOADED: 'info',
  FAILED: 'error',
  VOIDED: 'neutral',
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
