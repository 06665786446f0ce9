// Named cart lists (docs/decisions.md "Named cart lists"): the name schema for the server (cart module, table
// cart_lists: unique per customer whatever the case) on the zod-free rule of cart-list-names.ts (the app's form);
// and the change list of a cart started from a list, built by the one diff function (draftChanges).
import { z } from 'zod';
import { isAppliedCartStatus, type CartLineStatus } from '../catalog/cart-status';
import { maxLengthMessage, requiredString } from '../validation/form-rules';
import {
  CART_LIST_MAX_LINES,
  CART_LIST_NAME_MAX_LENGTH,
  CART_LISTS_PER_CUSTOMER,
  cartListMessages,
  cartListNameKey,
  cartListNameProblem,
  isCartListNameTaken,
  normalizeCartListName,
} from './cart-list-names';
import { draftChanges, type DraftChange, type DraftLine, type LineRefusal } from './draft-changes';

export {
  CART_LIST_MAX_LINES,
  CART_LIST_NAME_MAX_LENGTH,
  CART_LISTS_PER_CUSTOMER,
  cartListMessages,
  cartListNameKey,
  cartListNameProblem,
  isCartListNameTaken,
  normalizeCartListName,
};

/** A list's name: trimmed, not empty, at most 60 characters (the same rule as {@link cartListNameProblem}). */
export const cartListNameSchema = requiredString()
  .transform(normalizeCartListName)
  .pipe(z.string().max(CART_LIST_NAME_MAX_LENGTH, maxLengthMessage(CART_LIST_NAME_MAX_LENGTH)));

/** How a cart is started from a list: its lines replace the cart, or are added to what it holds. */
export type CartListStartMode = 'REPLACE' | 'ADD';

/** Why a row the cart's add path refused cannot be ordered, as the change list names it. */
export function cartStatusRefusal(status: CartLineStatus): LineRefusal | null {
  if (isAppliedCartStatus(status)) return null;
  switch (status) {
    case 'UNKNOWN_CODE':
      return 'NOT_SOLD';
    case 'OVER_QUOTA':
      return 'ORDER_LIMIT_EXCEEDED';
    case 'BLOCKED':
    case 'NO_STOCK':
    case 'NO_PRICE':
    case 'MAX_QUANTITY':
    case 'STOCK_EXCEEDED':
      return status;
    default:
      return null;
  }
}

/** One line of a list as sent to the cart, with the unit price the user saw for it (null: not shown). */
export interface ListLineSeen {
  sorg: string;
  articleCode: string;
  qty: number;
  seenUnitPrice: number | null;
}

/** What the cart's add path answered for that line (CartLineResult). */
export interface ListLineOutcome {
  sorg: string;
  articleCode: string;
  status: CartLineStatus;
  qty: number;
  unitPrice: number | null;
}

/**
 * The change list of a cart started from a list: a refused line is REMOVED with its reason; a line whose unit price
 * in the cart differs from the one the user saw is PRICE old → new (a new price today, or, added to what the cart
 * held, another tier at the larger quantity). A line without a seen price, or taken as it is, is no change.
 */
export function cartListChanges(lines: readonly ListLineSeen[], outcomes: readonly ListLineOutcome[]): DraftChange[] {
  const key = (line: { sorg: string; articleCode: string }) => `${line.sorg}\u0000${line.articleCode}`;
  const byKey = new Map(outcomes.map((outcome) => [key(outcome), outcome]));
  const snapshot: DraftLine[] = [];
  const current: DraftLine[] = [];
  const refused: { sorg: string; articleCode: string; reason: LineRefusal }[] = [];
  for (const line of lines) {
    const outcome = byKey.get(key(line));
    const reason = outcome ? cartStatusRefusal(outcome.status) : 'NOT_SOLD';
    const now = outcome?.unitPrice ?? null;
    // Tier and stock are not compared: the price carries the tier, and the add path refused what stock lacks.
    const base = { sorg: line.sorg, articleCode: line.articleCode, qty: line.qty, tier: null, availableQty: line.qty };
    snapshot.push({ ...base, unitPrice: line.seenUnitPrice ?? now ?? 0 });
    if (reason !== null) refused.push({ sorg: line.sorg, articleCode: line.articleCode, reason });
    else current.push({ ...base, unitPrice: now ?? line.seenUnitPrice ?? 0 });
  }
  return draftChanges(
    { shiptoVersion: '', lines: snapshot, totals: [] },
    { shiptoVersion: '', lines: current, refused, totals: [] },
  );
}
