// Named cart lists (docs/decisions.md "Named cart lists"): the name rules, one definition for the server (cart
// module, table cart_lists: unique per customer whatever the case) and the "Save as list" form; the limits; and
// the change list of a cart started from a list, built by the one diff function (draftChanges).
import { z } from 'zod';
import { isAppliedCartStatus, type CartLineStatus } from '../catalog/cart-status';
import { maxLengthMessage, requiredString } from '../validation/form-rules';
import { draftChanges, type DraftChange, type DraftLine, type LineRefusal } from './draft-changes';

export const CART_LIST_NAME_MAX_LENGTH = 60;

/** The most lists one customer keeps (a list is a copy of a cart: 50 cover every season and range). */
export const CART_LISTS_PER_CUSTOMER = 50;
/** The most lines one list holds (a cart of more is refused as a list: start it from smaller ones). */
export const CART_LIST_MAX_LINES = 500;

export const cartListMessages = {
  nameTaken: 'A list with this name exists already',
  tooManyLists: `A customer keeps at most ${String(CART_LISTS_PER_CUSTOMER)} lists: delete one first`,
  tooManyLines: `A list holds at most ${String(CART_LIST_MAX_LINES)} lines`,
  emptyCart: 'The cart is empty: there is nothing to save',
  notFound: 'This list does not exist (any more)',
  saved: 'The list has been saved',
  renamed: 'The list has been renamed',
  deleted: 'The list has been deleted',
  started: 'The cart has been filled from the list',
} as const;

/** A list's name: trimmed, not empty, at most 60 characters. */
export const cartListNameSchema = requiredString()
  .transform((name) => name.trim().replace(/\s+/g, ' '))
  .pipe(z.string().max(CART_LIST_NAME_MAX_LENGTH, maxLengthMessage(CART_LIST_NAME_MAX_LENGTH)));

/** The key two names collide on (the table's unique index is on lower(name)): trimmed, spaces joined, lower case. */
export function cartListNameKey(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLowerCase();
}

/** Whether `name` is taken by another of the customer's lists (`exceptId`: the list being renamed). */
export function isCartListNameTaken(
  name: string,
  lists: readonly { id: string; name: string }[],
  exceptId?: string,
): boolean {
  const key = cartListNameKey(name);
  return lists.some((list) => list.id !== exceptId && cartListNameKey(list.name) === key);
}

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
