// Named cart lists (docs/decisions.md "Named cart lists"): the name rule, limits and messages without the schema
// library, so the cart page checks a name without loading zod; cart-lists.ts builds the schema on them.
import { formMessages, isNotEmpty, maxLengthMessage } from '../validation/form-predicates';

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

/** A name as it is kept: trimmed, inner runs of spaces joined. */
export function normalizeCartListName(name: string): string {
  return name.trim().replace(/\s+/g, ' ');
}

/** What is wrong with a typed name (the messages of the shared form rules), or null: not empty, at most 60. */
export function cartListNameProblem(name: string): string | null {
  if (name === '') return formMessages.required;
  if (!isNotEmpty(name)) return formMessages.notEmpty;
  if (normalizeCartListName(name).length > CART_LIST_NAME_MAX_LENGTH) {
    return maxLengthMessage(CART_LIST_NAME_MAX_LENGTH);
  }
  return null;
}

/** The key two names collide on (the table's unique index is on lower(name)): trimmed, spaces joined, lower case. */
export function cartListNameKey(name: string): string {
  return normalizeCartListName(name).toLowerCase();
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
