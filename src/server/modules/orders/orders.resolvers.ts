import type { Resolvers } from '../../generated/resolvers-types';
import { badInputError } from '../../graphql/errors';
import { authorizeBuyer } from '../../graphql/buyer';
import { categoryFromGraphQL } from '../catalog/catalog.service';
import * as checkout from './checkout.service';
import * as service from './orders.service';

/** The checkout's reads need the cart's scope (spec 01 §2 cart/checkout). */
const CHECKOUT_SCOPE = 'cart.display-order-qty';

export const ordersResolvers: Resolvers = {
  Query: {
    orderHistory: async (_parent, { page, limit }, ctx) => {
      const buyer = await authorizeBuyer(ctx, 'page.catalog');
      // The SDL defaults them; an explicit null fails these checks too.
      if (!Number.isInteger(page) || page < 1) throw badInputError('page must be 1 or more');
      if (!Number.isInteger(limit) || limit < 1 || limit > service.ORDER_HISTORY_MAX_LIMIT) {
        throw badInputError(`limit must be between 1 and ${String(service.ORDER_HISTORY_MAX_LIMIT)}`);
      }
      return service.orderHistory(ctx.deps, buyer, { page, limit });
    },
    previousPurchases: async (_parent, args, ctx) =>
      service.purchaseList(ctx.deps, await authorizeBuyer(ctx), 'previous', args),
    frequentPurchases: async (_parent, args, ctx) =>
      service.purchaseList(ctx.deps, await authorizeBuyer(ctx), 'frequent', args),
    bestSellers: async (_parent, args, ctx) =>
      service.bestSellers(ctx.deps, await authorizeBuyer(ctx), categoryFromGraphQL(args.category), args.limit),
    shiptoV2: async (_parent, _args, ctx) => checkout.shipTos(ctx.deps, await authorizeBuyer(ctx, CHECKOUT_SCOPE)),
    customerShipmentRates: async (_parent, args, ctx) =>
      checkout.shipmentRatesFor(ctx.deps, await authorizeBuyer(ctx, CHECKOUT_SCOPE), args),
    cartFreightBenefits: async (_parent, args, ctx) =>
      checkout.freightBenefits(ctx.deps, await authorizeBuyer(ctx, CHECKOUT_SCOPE), args.qtyByWarehouseArea),
    paymentMethods: async (_parent, args, ctx) =>
      checkout.paymentMethodsFor(ctx.deps, await authorizeBuyer(ctx, CHECKOUT_SCOPE), args.sorg),
  },
};
