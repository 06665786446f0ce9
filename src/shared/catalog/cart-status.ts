// What became of one row of updateProductsInCart (spec 01 §8 "Cart and checkout"): one rule for the server's
// request summary, the cart page, fast and repeat order, the product page and the outbox's report of changes
// sent later.

export type CartLineStatus =
  | 'ADDED'
  | 'UPDATED'
  | 'REMOVED'
  | 'UNKNOWN_CODE'
  | 'BLOCKED'
  | 'NO_STOCK'
  | 'NO_PRICE'
  | 'OVER_QUOTA'
  | 'MAX_QUANTITY'
  | 'STOCK_EXCEEDED';

const APPLIED: ReadonlySet<CartLineStatus> = new Set(['ADDED', 'UPDATED', 'REMOVED']);

/**
 * Whether the row's change was carried out as asked: added, changed, or (quantity 0) removed. Spec 01 §8 lists
 * messages only for refusals; a removal the user asked for is none. STOCK_EXCEEDED also empties the line, but
 * against the user's wish: a refusal with the spec's sentence.
 */
export function isAppliedCartStatus(status: CartLineStatus): boolean {
  return APPLIED.has(status);
}
