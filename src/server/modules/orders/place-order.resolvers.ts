import type { Resolvers } from '../../generated/resolvers-types';
import { authorizeBuyer } from '../../graphql/buyer';
import { badInputError } from '../../graphql/errors';
import { IDEMPOTENCY_KEY_HEADER } from '../idempotency/idempotency.middleware';
import { placeOrderMessages } from '../../../shared/orders/order-messages';
import { checkout } from './place-order.service';

/** Placing an order needs the cart's scope (spec 01 §2 cart/checkout). */
const CHECKOUT_SCOPE = 'cart.display-order-qty';

export const placeOrderResolvers: Resolvers = {
  Mutation: {
    checkout: async (_parent, { input }, ctx) => {
      const buyer = await authorizeBuyer(ctx, CHECKOUT_SCOPE);
      // Money is committed once per key: the middleware (app.ts) runs a request with this header once per user and
      // key and replays its answer; without it a double click or a retry would place the order twice.
      const request = (ctx as { request?: Request }).request;
      const requestKey = request?.headers.get(IDEMPOTENCY_KEY_HEADER);
      if (!requestKey) throw badInputError(placeOrderMessages.idempotencyKeyRequired);
      return checkout(ctx.deps, buyer, { input, requestKey });
    },
  },
};
