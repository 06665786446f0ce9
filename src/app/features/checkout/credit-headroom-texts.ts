import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { blockedReasonText, type CreditRefusal } from '../../../shared/credit/open-to-buy';

/**
 * A blocked reason in the user's language (spec 01 §8 "Credit blocked reasons as text"): the spec's four codes
 * translated, any other reason as the ERP wrote it.
 */
export function blockedReasonLabel(i18n: I18n, reason: string): string {
  switch (reason.trim().toLowerCase()) {
    case 'limit_exceeded':
      return i18n._(msg`limit exceeded`);
    case 'overdue_over_limit':
      return i18n._(msg`too many invoices overdue more than 30 days`);
    case 'oldest_ar_blocked':
      return i18n._(msg`oldest invoice overdue`);
    case 'other_company_blocked':
      return i18n._(msg`blocked from another company`);
    default:
      return blockedReasonText(reason);
  }
}

/**
 * Why checkout would refuse the order, in the words of its refusal (creditMessages in open-to-buy.ts, the ids of
 * these messages), with the amounts written by `money`.
 */
export function creditRefusalText(i18n: I18n, refusal: CreditRefusal, money: (minor: number) => string): string {
  if (refusal.kind === 'BLOCKED') {
    const reason = blockedReasonLabel(i18n, refusal.reason);
    return i18n._(msg`Ordering is blocked: ${reason}`);
  }
  const over = money(refusal.over);
  const openToBuy = money(refusal.openToBuy);
  return i18n._(msg`The order is ${over} over the credit still open to buy (${openToBuy})`);
}

/** Checkout refuses an order in another currency than the company's figures with this text. */
export function noCreditFiguresText(i18n: I18n): string {
  return i18n._(msg`No credit information is available for this customer`);
}
