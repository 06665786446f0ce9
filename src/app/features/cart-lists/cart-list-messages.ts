import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { cartListMessages } from '../../../shared/orders/cart-lists';
import { translateFormMessage } from '../../lib/form-messages';

// The server's refusals for named lists (src/shared/orders/cart-lists.ts) in the user's language: the English
// texts are the keys, as the shared form rules' are.
const known: Record<string, ReturnType<typeof msg>> = {
  [cartListMessages.nameTaken]: msg`A list with this name exists already`,
  [cartListMessages.tooManyLists]: msg`A customer keeps at most 50 lists: delete one first`,
  [cartListMessages.tooManyLines]: msg`A list holds at most 500 lines`,
  [cartListMessages.emptyCart]: msg`The cart is empty: there is nothing to save`,
  [cartListMessages.notFound]: msg`This list does not exist (any more)`,
};

/** A list refusal or a form rule's message, translated; an unknown text as it came. */
export function cartListMessageText(i18n: I18n, message: string): string {
  const descriptor = known[message];
  return descriptor ? i18n._(descriptor) : translateFormMessage(message, i18n);
}
