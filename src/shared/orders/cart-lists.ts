// Named cart lists (checklist step 6 §4 suggestion 3; docs/decisions.md "Checkout and orders additions"): the
// name rules, one definition for the server (cart module, table cart_lists: unique per customer whatever the case)
// and the "Save as list" form. The server and pages that use it are not built yet.
import { z } from 'zod';
import { maxLengthMessage, requiredString } from '../validation/form-rules';

export const CART_LIST_NAME_MAX_LENGTH = 60;

export const cartListMessages = {
  nameTaken: 'A list with this name exists already',
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
