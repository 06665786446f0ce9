import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { CART_LIST_NAME_MAX_LENGTH, cartListMessages } from '../../../shared/orders/cart-list-names';
import { formMessages, maxLengthMessage } from '../../../shared/validation/form-predicates';

// The name rule's and the server's messages for named lists (src/shared/orders/cart-list-names.ts) in the user's
// language, the English texts being the keys as the shared form rules' are. Not lib/form-messages: it brings the
// schema library (the frame-number rule) to the cart page.
const known: Record<string, ReturnType<typeof msg>> = {
  [formMessages.required]: msg`Required`,
  [formMessages.notEmpty]: msg`Must not be empty`,
  [maxLengthMessage(CART_LIST_NAME_MAX_LENGTH)]: msg`Must be at most 60 characters`,
  [cartListMessages.nameTaken]: msg`A list with this name exists already`,
  [cartListMessages.tooManyLists]: msg`A customer keeps at most 50 lists: delete one first`,
  [cartListMessages.tooManyLines]: msg`A list holds at most 500 lines`,
  [cartListMessages.emptyCart]: msg`The cart is empty: there is nothing to save`,
  [cartListMessages.notFound]: msg`This list does not exist (any more)`,
};

/** A list refusal or a name rule's message, translated; an unknown text as it came (the server's English). */
export function cartListMessageText(i18n: I18n, message: string): string {
  const descriptor = known[message];
  return descriptor ? i18n._(descriptor) : message;
}
