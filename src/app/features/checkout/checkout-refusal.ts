import { STOCK_EXCEEDED_MESSAGE } from '../../../shared/catalog/purchase-rules';
import { errorMessages } from '../../../shared/errors/error-codes';
import { checkoutMessages } from '../../../shared/orders/order-messages';
import type { CheckoutInput } from '../../gql/graphql';
import { errorSlot, fieldPath, type CheckoutErrors } from './checkout-input';
import type { CheckoutUserError } from './use-place-order';

/** A problem of the whole checkout, shown above the form (spec 01 §8 cart and checkout messages). */
export type CheckoutBannerKind =
  | { kind: 'shipto' }
  | { kind: 'stock' }
  | { kind: 'customer' }
  | { kind: 'failed'; reasons: string[] }
  | { kind: 'network' }
  | { kind: 'other'; message: string };

/**
 * Where the server's refusal goes: each userError beside its field (by the input path it names), and the spec's
 * four sentences as one banner: ship-to changed (refresh), stock (the cart was updated), customer no longer the
 * user's, 'Order Failed!' with the reasons the server gave (the blocked reason or the amount over the limit).
 */
export function refusalView(
  refusal: { message: string; userErrors: readonly CheckoutUserError[] },
  input: CheckoutInput,
): { errors: CheckoutErrors; banner: CheckoutBannerKind | null } {
  const errors: CheckoutErrors = {};
  const reasons: string[] = [];
  let banner: CheckoutBannerKind | null = null;
  const all: readonly CheckoutUserError[] = refusal.userErrors.length
    ? refusal.userErrors
    : [{ field: null, message: refusal.message, code: 'BAD_USER_INPUT' }];
  const spoken = new Set<string>([checkoutMessages.orderFailed, checkoutMessages.shiptoChanged]);
  for (const error of all) {
    if (error.message === checkoutMessages.shiptoChanged) banner = { kind: 'shipto' };
    else if (error.code === 'CUSTOMER_NOT_YOURS' || error.message === errorMessages.customerNotYours) {
      banner = { kind: 'customer' };
      spoken.add(error.message);
    } else if (error.code === 'STOCK_EXCEEDED' || error.message === STOCK_EXCEEDED_MESSAGE)
      banner ??= { kind: 'stock' };
    const slot = errorSlot(fieldPath(error.field), input);
    if (slot !== 'form') errors[slot] ??= error.message;
    else if (!spoken.has(error.message)) reasons.push(error.message);
  }
  if (refusal.message === STOCK_EXCEEDED_MESSAGE) banner ??= { kind: 'stock' };
  if (refusal.message === checkoutMessages.shiptoChanged) banner = { kind: 'shipto' };
  if (refusal.message === checkoutMessages.orderFailed || all.some((e) => e.code === 'ORDER_FAILED')) {
    banner ??= { kind: 'failed', reasons };
  }
  if (banner === null && reasons.length > 0) banner = { kind: 'other', message: reasons.join(' ') };
  return { errors, banner };
}
