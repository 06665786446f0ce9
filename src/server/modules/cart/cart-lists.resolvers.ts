import type { Resolvers } from '../../generated/resolvers-types';
import { authorizeBuyer } from '../../graphql/buyer';
import { failed, succeeded } from '../../graphql/payload';
import * as service from './cart-lists.service';
import { CART_SCOPE, loadCart } from './cart.service';

// Named lists belong to the customer and are used with the cart's scope, as the cart is (spec 01 §6).
export const cartListsResolvers: Resolvers = {
  Query: {
    cartLists: async (_parent, _args, ctx) => service.cartLists(ctx.deps, await authorizeBuyer(ctx, CART_SCOPE)),
    cartList: async (_parent, args, ctx) => service.cartList(ctx.deps, await authorizeBuyer(ctx, CART_SCOPE), args.id),
  },
  Mutation: {
    saveCartAsList: async (_parent, args, ctx) => {
      const result = await service.saveCartAsList(ctx.deps, await authorizeBuyer(ctx, CART_SCOPE), args.name);
      return result.ok
        ? { ...succeeded(result.description), list: result.list }
        : { ...failed(result.description, result.userErrors), list: null };
    },
    renameCartList: async (_parent, args, ctx) => {
      const buyer = await authorizeBuyer(ctx, CART_SCOPE);
      const result = await service.renameCartList(ctx.deps, buyer, args.id, args.name);
      return result.ok
        ? { ...succeeded(result.description), list: result.list }
        : { ...failed(result.description, result.userErrors), list: null };
    },
    deleteCartList: async (_parent, args, ctx) => {
      const result = await service.deleteCartList(ctx.deps, await authorizeBuyer(ctx, CART_SCOPE), args.id);
      return result.ok
        ? { ...succeeded(result.description), id: result.id }
        : { ...failed(result.description, result.userErrors), id: null };
    },
    startCartFromList: async (_parent, args, ctx) => {
      const buyer = await authorizeBuyer(ctx, CART_SCOPE);
      const result = await service.startCartFromList(ctx.deps, buyer, args);
      const cart = await loadCart(ctx.deps, buyer);
      return result.ok
        ? { ...succeeded(result.description), results: result.results, changes: result.changes, cart }
        : { ...failed(result.description, result.userErrors), results: [], changes: [], cart };
    },
  },
};
