import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { AMBIGUOUS_ARTICLE_CODE_MESSAGE } from '../../../shared/catalog/article-code';
import { type CartLineStatus, isAppliedCartStatus } from '../../../shared/catalog/cart-status';
import type { CannotPurchaseCode } from '../../../shared/catalog/purchase-rules';
import { STOCK_EXCEEDED_MESSAGE } from '../../../shared/catalog/purchase-rules';
import { errorMessages } from '../../../shared/errors/error-codes';

// The cart's texts by code, for every view of it (cart page, fast and repeat order, the product page, the offline
// changes' report): the client translates by code and takes limits from the answer, never from the server's
// English `message` (STYLE.md §8). The spec's own sentences are the Lingui ids, byte-exact (spec 01 §8).

/** What became of one row of updateProductsInCart, as a short label (the report's badges). */
export const cartStatusLabels: Record<CartLineStatus, MessageDescriptor> = {
  ADDED: msg`Added`,
  UPDATED: msg`Updated`,
  REMOVED: msg`Removed`,
  UNKNOWN_CODE: msg`Unknown code`,
  BLOCKED: msg`Blocked`,
  NO_STOCK: msg`Out of stock`,
  NO_PRICE: msg`No price`,
  OVER_QUOTA: msg`Over quota`,
  MAX_QUANTITY: msg`Maximum quantity`,
  STOCK_EXCEEDED: msg`Stock exceeded`,
};

/** The Mantine colour of a row's status. */
export function cartStatusColor(status: CartLineStatus): string {
  if (isAppliedCartStatus(status)) return 'success';
  if (status === 'UNKNOWN_CODE' || status === 'BLOCKED') return 'error';
  return 'warning';
}

/**
 * Spec 01 §8 cannot-purchase reasons: no stock, no price, order limit exceeded, maximum quantity {limit}; the
 * limit as the answer carries it (what the quota leaves, the most the line may hold).
 */
export function cannotPurchaseText(
  i18n: I18n,
  reason: { code: CannotPurchaseCode; limit?: number | null | undefined },
): string {
  const limit = reason.limit ?? null;
  switch (reason.code) {
    case 'NO_STOCK':
      return i18n._(msg`no stock`);
    case 'NO_PRICE':
      return i18n._(msg`no price`);
    case 'ORDER_LIMIT_EXCEEDED':
      return limit === null
        ? i18n._(msg`order limit exceeded`)
        : i18n._(msg`order limit exceeded (at most ${limit} more)`);
    case 'MAX_QUANTITY':
      return limit === null ? i18n._(msg`maximum quantity exceeded`) : i18n._(msg`maximum quantity ${limit}`);
    case 'BLOCKED':
      return i18n._(msg`not available to order`);
  }
}

/** The server's English text for a refused request, translated where it is one of the spec's sentences. */
export function serverMessageText(i18n: I18n, message: string | null | undefined): string | null {
  if (!message) return null;
  if (message === STOCK_EXCEEDED_MESSAGE) {
    return i18n._(msg`Your order exceeds the available stock. We removed your order, please update.`);
  }
  if (message === errorMessages.customerNotYours) {
    return i18n._(msg`This customer does not belong to you anymore, please contact sales support`);
  }
  return message;
}

/**
 * Why a row was refused, in the user's language: the spec's sentence for a quantity over the stock, its
 * cannot-purchase reasons for the others. Null for a row carried out as asked (added, updated, removed).
 */
export function cartResultText(
  i18n: I18n,
  result: { status: CartLineStatus; message: string | null; limit?: number | null | undefined },
): string | null {
  const limit = result.limit ?? null;
  switch (result.status) {
    case 'ADDED':
    case 'UPDATED':
    case 'REMOVED':
      return null;
    case 'STOCK_EXCEEDED':
      return i18n._(msg`Your order exceeds the available stock. We removed your order, please update.`);
    case 'UNKNOWN_CODE':
      // The server's marker of a code shown for several articles (not a text to translate).
      return result.message === AMBIGUOUS_ARTICLE_CODE_MESSAGE
        ? i18n._(msg`Several articles have this code. Type the full article code.`)
        : i18n._(msg`No article has this code.`);
    case 'BLOCKED':
      return cannotPurchaseText(i18n, { code: 'BLOCKED' });
    case 'NO_STOCK':
      return cannotPurchaseText(i18n, { code: 'NO_STOCK' });
    case 'NO_PRICE':
      return cannotPurchaseText(i18n, { code: 'NO_PRICE' });
    case 'OVER_QUOTA':
      return cannotPurchaseText(i18n, { code: 'ORDER_LIMIT_EXCEEDED', limit });
    case 'MAX_QUANTITY':
      return cannotPurchaseText(i18n, { code: 'MAX_QUANTITY', limit });
  }
}
