import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { blockedReasonText } from '../../../shared/credit/open-to-buy';
import { creditWidgetMessages } from '../../../shared/credit/credit-widget';
import { formatMoney, type MoneyFormat } from '../../lib/format';

// The credit texts of src/shared/credit in the user's language. The ids are the shared English texts (the same
// source texts as checkout's refusal, so one translation each).

/** A blocked reason (spec 01 §8): the spec's four codes translated, any other reason as the ERP wrote it. */
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

/** A label of the shared widget state (creditWidgetMessages) in the user's language. */
export function creditLabel(i18n: I18n, text: string): string {
  const m = creditWidgetMessages;
  switch (text) {
    case m.noData:
      return i18n._(msg`No data found for credit information.`);
    case m.balance:
      return i18n._(msg`balance`);
    case m.openToBuy:
      return i18n._(msg`open to buy`);
    case m.creditLimit:
      return i18n._(msg`Credit limit`);
    case m.creditExposure:
      return i18n._(msg`Credit exposure`);
    case m.openInvoice:
      return i18n._(msg`Open invoice`);
    case m.openDO:
      return i18n._(msg`Open DO`);
    case m.consignment:
      return i18n._(msg`Consignment`);
    case m.accountBlocked:
      return i18n._(msg`Account blocked`);
    case m.accountOk:
      return i18n._(msg`Account in good standing`);
    default:
      return text;
  }
}

// Currencies without minor units among the portal's (IDR); any other has two decimals.
const ZERO_DECIMAL_CURRENCIES = new Set(['IDR', 'JPY', 'KRW', 'VND']);

/**
 * An amount of the credit figures (minor units of `currency`): in the host's format when it is the host's
 * currency, else with the currency code and the host's separators (credit information carries no format).
 */
export function creditMoney(minor: number, currency: string, host: MoneyFormat): string {
  if (currency === host.currency) return formatMoney(minor, host);
  const decimalPrecision = ZERO_DECIMAL_CURRENCIES.has(currency) ? 0 : 2;
  return formatMoney(minor, { ...host, currency, symbol: currency, decimalPrecision });
}
