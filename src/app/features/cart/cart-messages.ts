import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { AMBIGUOUS_ARTICLE_CODE_MESSAGE } from '../../../shared/catalog/article-code';
import type { FastOrderProblemReason } from '../../../shared/catalog/fast-order';
import { FAST_ORDER_MAX_QTY } from '../../../shared/catalog/fast-order';
import { STOCK_EXCEEDED_MESSAGE } from '../../../shared/catalog/purchase-rules';
import { errorMessages } from '../../../shared/errors/error-codes';
import type { CannotPurchaseCode, CartLineStatus } from '../../gql/graphql';

// The cart's texts by code: the server's English `message` is the fallback, the client translates by code
// (STYLE.md §8). The spec's own sentences are the Lingui ids, byte-exact.

/** What became of one row of updateProductsInCart, in the report of fast order and repeat order. */
export const lineStatusLabels: Record<CartLineStatus, MessageDescriptor> = {
  ADDED: msg`Added`,
  UPDATED: msg`Updated`,
  REMOVED: msg`Removed`,
  UNKNOWN_CODE: msg`Unknown code`,
  BLOCKED: msg`Blocked`,
  NO_STOCK: msg`No stock`,
  NO_PRICE: msg`No price`,
  OVER_QUOTA: msg`Over quota`,
  MAX_QUANTITY: msg`Maximum quantity`,
  STOCK_EXCEEDED: msg`Stock exceeded`,
};

/** Whether a row's status means it is in the cart as asked. */
export function isAccepted(status: CartLineStatus): boolean {
  return status === 'ADDED' || status === 'UPDATED' || status === 'REMOVED';
}

/** The Mantine colour of a row's status. */
export function lineStatusColor(status: CartLineStatus): string {
  if (isAccepted(status)) return 'success';
  if (status === 'UNKNOWN_CODE' || status === 'BLOCKED') return 'error';
  return 'warning';
}

/** Spec 01 §8 cannot-purchase reasons: no stock, no price, order limit exceeded, maximum quantity {limit}. */
export function cannotPurchaseText(i18n: I18n, problem: { code: CannotPurchaseCode; limit: number | null }): string {
  switch (problem.code) {
    case 'NO_STOCK':
      return i18n._(msg`No stock`);
    case 'NO_PRICE':
      return i18n._(msg`No price`);
    case 'ORDER_LIMIT_EXCEEDED': {
      if (problem.limit === null) return i18n._(msg`Order limit exceeded`);
      const limit = problem.limit;
      return i18n._(msg`Order limit exceeded (at most ${limit} more)`);
    }
    case 'MAX_QUANTITY': {
      const limit = problem.limit ?? 0;
      return i18n._(msg`Maximum quantity ${limit}`);
    }
    case 'BLOCKED':
      return i18n._(msg`Not available to order`);
  }
}

/** The server's English text for a refused row or request, translated where it is one of the spec's sentences. */
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
 * A row's text in the report, translated by status (the server's English `message` is the fallback): the spec's
 * sentence for a quantity over the stock, its cannot-purchase reasons for the others.
 */
export function lineResultText(
  i18n: I18n,
  result: { status: CartLineStatus; message: string | null; qty: number },
): string | null {
  switch (result.status) {
    case 'STOCK_EXCEEDED':
      return i18n._(msg`Your order exceeds the available stock. We removed your order, please update.`);
    case 'UNKNOWN_CODE':
      return result.message === AMBIGUOUS_ARTICLE_CODE_MESSAGE
        ? i18n._(msg`Several articles have this code. Type the full article code.`)
        : i18n._(msg`No article has this code.`);
    case 'BLOCKED':
      return i18n._(msg`Not available to order`);
    case 'NO_STOCK':
      return i18n._(msg`No stock`);
    case 'NO_PRICE':
      return i18n._(msg`No price`);
    case 'OVER_QUOTA':
      return i18n._(msg`Order limit exceeded`);
    case 'MAX_QUANTITY': {
      const found = /(\d+)/.exec(result.message ?? '');
      if (!found) return i18n._(msg`Maximum quantity reached`);
      const limit = Number(found[1]);
      return i18n._(msg`Maximum quantity ${limit}`);
    }
    default:
      return serverMessageText(i18n, result.message);
  }
}

/** Why a fast-order line could not be read. The numeric ones are the spec's '*Must Be Numeric'. */
export function fastOrderProblemText(i18n: I18n, reason: FastOrderProblemReason): string {
  switch (reason) {
    case 'not-numeric':
      return i18n._(msg`*Must Be Numeric`);
    case 'decimal':
      return i18n._(msg`*Must Be Numeric (whole pieces only, no decimals)`);
    case 'zero':
      return i18n._(msg`Quantity must be at least 1`);
    case 'too-large': {
      const max = FAST_ORDER_MAX_QTY;
      return i18n._(msg`Quantity must be at most ${max}`);
    }
    case 'missing-quantity':
      return i18n._(msg`Quantity is missing`);
    case 'invalid-code':
      return i18n._(msg`Not an article code`);
    case 'too-many-columns':
      return i18n._(msg`Expected an article code and a quantity`);
  }
}
