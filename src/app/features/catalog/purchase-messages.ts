import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { CannotPurchaseCode, CartLineStatus } from '../../gql/graphql';

// The catalog's texts for the server's codes: the cannot-purchase reasons (spec 01 §8) and what became of each
// product added to the cart. The server's English `message` is the fallback for a code we do not know.

/** A cannot-purchase reason in the user's language ('no stock', 'maximum quantity {limit}', ...). */
export function cannotPurchaseText(
  reason: { code: CannotPurchaseCode; message: string; limit: number | null },
  i18n: I18n,
): string {
  const limit = reason.limit ?? 0;
  switch (reason.code) {
    case 'NO_STOCK':
      return i18n._(msg`no stock`);
    case 'NO_PRICE':
      return i18n._(msg`no price`);
    case 'ORDER_LIMIT_EXCEEDED':
      return i18n._(msg`order limit exceeded`);
    case 'MAX_QUANTITY':
      return i18n._(msg`maximum quantity ${limit}`);
    case 'BLOCKED':
      return i18n._(msg`not available to order`);
    default:
      return reason.message;
  }
}

/** Whether an add-to-cart status put the quantity in the cart. */
export function isAddedStatus(status: CartLineStatus): boolean {
  return status === 'ADDED' || status === 'UPDATED';
}

/** Why a product was not added, in the user's language; the server's text when the code says no more. */
export function cartStatusText(status: CartLineStatus, serverMessage: string | null, i18n: I18n): string {
  switch (status) {
    case 'ADDED':
    case 'UPDATED':
      return i18n._(msg`added`);
    case 'REMOVED':
      return i18n._(msg`removed`);
    case 'UNKNOWN_CODE':
      return i18n._(msg`unknown code`);
    case 'BLOCKED':
      return i18n._(msg`not available to order`);
    case 'NO_STOCK':
      return i18n._(msg`no stock`);
    case 'NO_PRICE':
      return i18n._(msg`no price`);
    case 'OVER_QUOTA':
      return i18n._(msg`order limit exceeded`);
    case 'MAX_QUANTITY': {
      // The result carries the limit only in the server's text ('maximum quantity 5').
      const found = /\d+/.exec(serverMessage ?? '');
      const limit = found ? Number(found[0]) : null;
      return limit === null ? i18n._(msg`maximum quantity exceeded`) : i18n._(msg`maximum quantity ${limit}`);
    }
    case 'STOCK_EXCEEDED':
      return i18n._(msg`Your order exceeds the available stock. We removed your order, please update.`);
    default:
      return serverMessage ?? String(status);
  }
}
