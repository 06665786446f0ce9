// Whether a product can be put in the cart, and why not (spec 01 §8 cannot-purchase reasons, §9 batch size).
// One rule for the server's answers, the cart check and the device's offline cart.

export type CannotPurchaseCode = 'NO_STOCK' | 'NO_PRICE' | 'ORDER_LIMIT_EXCEEDED' | 'MAX_QUANTITY' | 'BLOCKED';

export interface CannotPurchaseReason {
  code: CannotPurchaseCode;
  /** The English text (spec 01 §8); clients translate by code. */
  message: string;
  /** The limit of MAX_QUANTITY (the line maximum, or with exactQtyCheck what can be confirmed) and ORDER_LIMIT_EXCEEDED. */
  limit?: number;
}

/** At most this many products per updateProductsInCart call (spec 01 §9). */
export const CART_BATCH_LIMIT = 75;

/** Splits a list into consecutive chunks of at most `size` (updateProductsInCart takes 75 per call, spec 01 §9). */
export function inBatches<T>(items: readonly T[], size: number): T[][] {
  if (size < 1) throw new RangeError('Batch size must be at least 1');
  const batches: T[][] = [];
  for (let start = 0; start < items.length; start += size) batches.push(items.slice(start, start + size));
  return batches;
}

/** Spec 01 §8: what the server answers when a cart line asks for more than the available stock. */
export const STOCK_EXCEEDED_MESSAGE = 'Your order exceeds the available stock. We removed your order, please update.';

export const cannotPurchaseMessages = {
  noStock: 'no stock',
  noPrice: 'no price',
  orderLimitExceeded: 'order limit exceeded',
  maxQuantity: (limit: number) => `maximum quantity ${String(limit)}`,
  blocked: 'not available to order',
} as const;

/** What is known about a product for one customer. */
export interface PurchaseFacts {
  /** allowToOrder is false, or any of the blocked flags (sorg, order, brand, category, hierarchy) is set. */
  blocked: boolean;
  hasPrice: boolean;
  /** The true quantity available now. */
  availableQty: number;
  /** The host's or the sorg's availableStockCheck: orders may not exceed the available stock. */
  availableStockCheck: boolean;
  /**
   * The host's or the sorg's exactQtyCheck: a quantity must be confirmable in full, by the stock now plus the
   * announced arrivals (no part without a supply date).
   */
  exactQtyCheck: boolean;
  /** The most that can be confirmed with a date (src/shared/catalog/supply.ts confirmableQty). */
  confirmableQty: number;
  /** How many the customer may still order in this period; null: no quota. */
  quotaRemaining: number | null;
  /** The most one cart line may hold; null: no limit. */
  maxOrderQty: number | null;
}

/**
 * Why the product cannot be ordered, in the order the spec lists them; empty when it can. With `qty`, also
 * whether that quantity is within the stock, the quota and the line maximum; without it, whether one can be.
 */
export function cannotPurchaseReasons(facts: PurchaseFacts, qty = 1): CannotPurchaseReason[] {
  const reasons: CannotPurchaseReason[] = [];
  if (facts.blocked) reasons.push({ code: 'BLOCKED', message: cannotPurchaseMessages.blocked });
  const nothingConfirmable = facts.exactQtyCheck && facts.confirmableQty <= 0;
  if ((facts.availableStockCheck && facts.availableQty < Math.max(1, qty)) || nothingConfirmable) {
    reasons.push({ code: 'NO_STOCK', message: cannotPurchaseMessages.noStock });
  }
  if (!facts.hasPrice) reasons.push({ code: 'NO_PRICE', message: cannotPurchaseMessages.noPrice });
  if (facts.quotaRemaining !== null && facts.quotaRemaining < Math.max(1, qty)) {
    reasons.push({
      code: 'ORDER_LIMIT_EXCEEDED',
      message: cannotPurchaseMessages.orderLimitExceeded,
      // A quota used beyond its size (orders placed before it was lowered) leaves 0 to order, not a negative count.
      limit: Math.max(0, facts.quotaRemaining),
    });
  }
  // The most one line may hold: the article's maximum, and with exactQtyCheck what can be confirmed.
  const limits = [facts.maxOrderQty, facts.exactQtyCheck && !nothingConfirmable ? facts.confirmableQty : null];
  const lineMax = limits.reduce<number | null>(
    (min, l) => (l === null ? min : min === null ? l : Math.min(min, l)),
    null,
  );
  if (lineMax !== null && qty > lineMax) {
    reasons.push({ code: 'MAX_QUANTITY', message: cannotPurchaseMessages.maxQuantity(lineMax), limit: lineMax });
  }
  return reasons;
}
