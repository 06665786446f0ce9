import type { Resolvers } from '../../generated/resolvers-types';
import { failed, succeeded } from '../../graphql/payload';
import { authorizeBuyer } from '../../graphql/buyer';
import * as service from './cart.service';
import { CART_SCOPE } from './cart.service';
import { sorgConfigs } from '../hosts/hosts.service';

export const cartResolvers: Resolvers = {
  Product: {
    cartQty: (p, _args, ctx) => service.cartQtyOf(ctx.deps, p.buyer, p.article.id),
  },
  Query: {
    cart: async (_parent, args, ctx) => {
      const buyer = await authorizeBuyer(ctx, CART_SCOPE);
      return service.loadCart(ctx.deps, buyer, {
        articleCodes: args.ids ?? undefined,
        slug: args.slug ?? undefined,
      });
    },
    cartMerchant: async (_parent, args, ctx) => {
      const buyer = await authorizeBuyer(ctx, CART_SCOPE);
      const [cart, configs] = await Promise.all([
        service.loadCart(ctx.deps, buyer, { articleCodes: args.ids ?? undefined, slug: args.slug ?? undefined }),
        sorgConfigs(ctx.deps),
      ]);
      // The host's sorg and every sorg the cart holds lines of (spec 01 §3 Per-sorg config).
      const sorgs = new Set([buyer.sorg, ...cart.lines.map((line) => line.sorg)]);
      return { cart, configs: configs.filter((config) => sorgs.has(config.sorg)) };
    },
  },
  Mutation: {
    updateProductsInCart: async (_parent, args, ctx) => {
      const buyer = await authorizeBuyer(ctx, CART_SCOPE);
      const result = await service.updateProductsInCart(ctx.deps, buyer, args.products);
      const cart = await service.loadCart(ctx.deps, buyer);
      return result.ok
        ? { ...succeeded(result.description), results: result.results, cart }
        : { ...failed(result.description, result.userErrors), results: [], cart };
    },
  },
};
