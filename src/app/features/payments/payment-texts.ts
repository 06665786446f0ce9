import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { selectionMessages, type SelectionMessage } from '../../../shared/invoices/selection';
import { paymentInformationText } from '../../domain/payments/payment-information-texts';

// The shared rules answer with their English templates (the Lingui ids) and values; this is where they become the
// user's language. Server userErrors carry the English text: the ones without values are matched by that text.

/** A selection problem or wrong-row explanation in the user's language; `date` writes a YYYY-MM-DD day. */
export function selectionText(i18n: I18n, problem: SelectionMessage, date: (day: string) => string): string {
  const v = problem.values;
  switch (problem.message) {
    case selectionMessages.minimumAmount:
      return i18n._(msg`The minimum amount is 1`);
    case selectionMessages.maximumAmount: {
      const total = String(v.total ?? '');
      return i18n._(msg`The maximum amount is ${total}`);
    }
    case selectionMessages.payOldestFirst: {
      const invoiceNo = String(v.invoiceNo ?? '');
      const dueDate = date(String(v.dueDate ?? ''));
      return i18n._(msg`Pay the oldest invoice first: ${invoiceNo}, due ${dueDate}`);
    }
    case selectionMessages.payOverdueFirst: {
      const count = Number(v.count ?? 0);
      return i18n._(
        msg`Pay the overdue invoices first: ${plural(count, { one: '# overdue invoice is not selected', other: '# overdue invoices are not selected' })}`,
      );
    }
    case selectionMessages.amountNotWhole: {
      const currency = String(v.currency ?? '');
      const decimals = Number(v.decimals ?? 0);
      return i18n._(
        msg`${plural(decimals, { 0: `Enter the amount in ${currency} without decimals`, one: `Enter the amount in ${currency} with at most # decimal`, other: `Enter the amount in ${currency} with at most # decimals` })}`,
      );
    }
  }
  return paymentText(i18n, problem.text);
}

/** A text of this area without values (shared selection messages; payment information ones by the domain's). */
export function paymentText(i18n: I18n, message: string): string {
  switch (message) {
    case selectionMessages.payingOff:
      return i18n._(msg`Paying invoices online is not offered for this customer`);
    case selectionMessages.nothingSelected:
      return i18n._(msg`Select the invoices to pay`);
    case selectionMessages.noPositive:
      return i18n._(msg`Select at least one invoice to pay, not only credit notes`);
    case selectionMessages.totalNotPositive:
      return i18n._(msg`The credit notes selected are more than the invoices: the total must be above 0`);
    case selectionMessages.wrongSelection:
      return i18n._(msg`Some invoices are selected out of order: see the marked rows`);
    case selectionMessages.notSelectable:
      return i18n._(msg`Some selected invoices can no longer be paid: refresh the list`);
    case selectionMessages.mixedCurrency:
      return i18n._(msg`Select invoices in one currency only`);
    case selectionMessages.mixedSorg:
      return i18n._(msg`Select invoices of one company only`);
    case selectionMessages.partialOff:
      return i18n._(msg`Partial payment is not offered for this customer`);
    case selectionMessages.partialOneInvoice:
      return i18n._(msg`A partial payment pays exactly one invoice (no credit note)`);
    case selectionMessages.minimumAmount:
      return i18n._(msg`The minimum amount is 1`);
  }
  return paymentInformationText(i18n, message);
}

/** A payment status by its id (spec 01 §3 Payment status; the statuses we added: waiting, expired). */
export function paymentStatusText(i18n: I18n, status: { id: string; description: string }): string {
  switch (status.id) {
    case 'complete':
      return i18n._(msg`Complete`);
    case 'pending':
      return i18n._(msg`Pending`);
    case 'failed':
      return i18n._(msg`Failed`);
    case 'void':
      return i18n._(msg`Void`);
    case 'on_processing':
      return i18n._(msg`On processing`);
    case 'waiting':
      return i18n._(msg`Waiting for transfer`);
    case 'expired':
      return i18n._(msg`Expired`);
  }
  return status.description;
}
