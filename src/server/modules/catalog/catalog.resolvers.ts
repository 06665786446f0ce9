import { hasScope } from '../../../shared/access/scopes';
import { displayArticleCode } from '../../../shared/catalog/article-code';
import type { Resolvers } from '../../generated/resolvers-types';
import { ErrorCode } from '../../../shared/errors/error-codes';
import { createMailer } from '../../mail/mailer';
import type { GraphQLContext } from '../../graphql/context';
import { badInputError } from '../../graphql/errors';
import { authorize, authorizeCustomer } from '../../graphql/guard';
import * as usersService from '../users/users.service';
import { failed, succeeded } from '../../graphql/payload';
import { catalogLoaders } from './catalog.loaders';
import * as service from './catalog.service';
import { authorizeBuyer, buyerForCustomer, hostSorg } from '../../graphql/buyer';
import {
  categoryFromGraphQL,
  categoryToGraphQL,
  isSorgBlocked,
  productCannotPurchase,
  productImageUrl,
  productPrice,
  productStockView,
} from './catalog.service';

const CATALOG = 'page.catalog' as const;
/** The catalog-analyze page's calls: admins with page.catalog-analyze, or a catalog user. */
const ANALYZE = ['page.catalog-analyze', 'page.catalog'] as const;

/**
 * The buyer productAnalyzesV2/V3 analyze for: the active customer, or `custCode` when given (a customer the caller
 * — or the named sales user — may act for). Only page.catalog-analyze may name another user than the caller. An
 * unknown and a foreign customer or user are refused alike, so the answer tells nothing about them.
 */
async function analyzeBuyer(ctx: GraphQLContext, args: { salesUsername?: string | null; custCode?: string | null }) {
  const salesUsername = args.salesUsername?.trim() ?? '';
  const custCode = args.custCode?.trim() ?? '';
  if (salesUsername === '' && custCode === '') return authorizeBuyer(ctx, ANALYZE);
  const viewer = authorize(ctx, { scopes: ANALYZE });
  let actorId = viewer.id;
  if (salesUsername !== '') {
    const id = await usersService.userIdByUsername(ctx.db, salesUsername);
    const mayName = id === viewer.id || hasScope(viewer.scopes, 'page.catalog-analyze');
    if (id === undefined || !mayName) throw badInputError('Unknown sales user');
    actorId = id;
  }
  if (custCode === '') {
    const active = authorizeCustomer(ctx, { scopes: ANALYZE });
    if (actorId === viewer.id) return authorizeBuyer(ctx, ANALYZE);
    const code = active.custCodeIsr ?? active.custCodeR3 ?? '';
    if (!(await usersService.customerForUser(ctx.db, actorId, code))) throw badInputError('Unknown customer');
    return buyerForCustomer(ctx, active);
  }
  const customer = await usersService.customerForUser(ctx.db, actorId, custCode);
  if (!customer) throw badInputError('Unknown customer');
  return buyerForCustomer(ctx, customer);
}

const productFields: Resolvers['Product'] = {
  id: (p) => p.article.id,
  name: (p) => p.article.name,
  articleCode: (p) => p.article.articleCode,
  articleCodeDisplay: (p) => displayArticleCode(p.article.articleCode),
  oldCode: (p) => p.article.oldCode,
  slug: (p) => p.article.slug,
  groupSlug: (p) => p.group.slug,
  groupId: (p) => p.group.id,
  sorg: (p) => p.buyer.sorg,
  brand: (p) => ({ id: p.brand.id, description: p.brand.description }),
  serie: (p) => p.serieName,
  serieId: (p) => p.group.serieId,
  modelYear: (p) => p.group.modelYear,
  category: (p) => categoryToGraphQL(p.group.category),
  merchandiseCategory: (p) => ({
    ...p.merchandiseCategory,
    category: categoryToGraphQL(p.merchandiseCategory.category),
  }),
  uom: (p) => p.article.uom,
  frameSize: (p) => p.article.frameSize,
  wheelSize: (p) => p.article.wheelSize,
  color: (p) => p.article.color,
  colorHex: (p) => p.article.colorHex,
  image: (p) => productImageUrl(p.group.slug, p.image),
  tags: (p) => p.tags.map((t) => ({ ...t, count: null })),
  orderQuota: (p) => p.quotaRemaining,
  maxOrderQty: (p) => p.flags?.maxOrderQty ?? null,
  recommendedRank: (p) => p.flags?.recommendedRank ?? 0,
  promotionCodes: (p) => p.promotionCodes,
  restockNotification: (p) => p.restockNotification,
  cartQty: (p) => p.cartQty,
  allowToOrder: (p) => p.flags?.allowToOrder ?? false,
  sorgBlocked: (p) => isSorgBlocked(p),
  orderBlocked: (p) => p.flags?.orderBlocked ?? false,
  brandBlocked: (p) => p.brandBlocked,
  categoryBlocked: (p) => p.categoryBlocked,
  hierarchyBlocked: (p) => p.flags?.hierarchyBlocked ?? false,
  price: (p) => productPrice(p),
  stock: (p) => productStockView(p),
  cannotPurchase: (p) => productCannotPurchase(p).map((r) => ({ ...r, limit: r.limit ?? null })),
};

const groupFields: Resolvers['ProductGroup'] = {
  id: (g) => g.group.id,
  slug: (g) => g.group.slug,
  parentName: (g) => g.group.parentName,
  category: (g) => categoryToGraphQL(g.group.category),
  brand: (g) => ({ id: g.brand.id, description: g.brand.description }),
  serie: (g) => g.serieName,
  modelYear: (g) => g.group.modelYear,
  description: (g) => g.group.description,
  image: async (g, _args, ctx) => {
    const images = await catalogLoaders(ctx, g.buyer).groupImages.load(g.group.id);
    return productImageUrl(g.group.slug, images.find((i) => i.color === '') ?? images[0] ?? null);
  },
  colors: async (g, _args, ctx) => {
    const loaders = catalogLoaders(ctx, g.buyer);
    const [articles, images] = await Promise.all([
      loaders.groupArticles.load(g.group.id),
      loaders.groupImages.load(g.group.id),
    ]);
    const seen = new Map<string, string | null>();
    for (const a of articles) if (a.color !== null && !seen.has(a.color)) seen.set(a.color, a.colorHex);
    return [...seen].map(([name, hex]) => ({
      name,
      hex,
      image: productImageUrl(
        g.group.slug,
        images.find((i) => i.color === name) ?? images.find((i) => i.color === '') ?? images[0] ?? null,
      ),
    }));
  },
  slugs: async (g, _args, ctx) =>
    (await catalogLoaders(ctx, g.buyer).groupArticles.load(g.group.id)).map((a) => a.slug),
  items: async (g, args, ctx) => {
    const items = await catalogLoaders(ctx, g.buyer).groupItems.load(g.group.id);
    const limit = args.limit ?? null;
    return limit === null ? items : items.slice(0, Math.max(0, limit));
  },
  itemCount: (g) => g.itemCount,
  startingAt: (g) => g.startingAt,
  maxRetail: (g) => g.maxRetail,
  format: (g) => g.format,
  promotionBadge: (g) => g.promotionBadge,
  inStock: (g) => g.inStock,
};

const promotionFields: Resolvers['Promotion'] = {
  code: (p) => p.row.code,
  name: (p) => p.row.name,
  description: (p) => p.row.description,
  terms: (p) => p.row.terms,
  badge: (p) => p.row.badge,
  tagline: (p) => p.row.tagline,
  locations: (p) => p.row.locations,
  category: (p) => categoryToGraphQL(p.row.category),
  validFrom: (p) => p.row.validFrom.toISOString(),
  validTo: (p) => p.row.validTo.toISOString(),
  details: (p) => p.details,
};

const queries: Resolvers['Query'] = {
  bikeCategories: async (_parent, _args, ctx) => {
    authorize(ctx, { scopes: CATALOG });
    const rows = await service.bikeCategories(ctx.db);
    return rows.map((r) => ({ id: r.id, wording: r.wording, mcIds: [...r.mcIds].sort((a, b) => a - b) }));
  },
  filter: async (_parent, args, ctx) => {
    const buyer = await authorizeBuyer(ctx);
    return service.catalogFilter(ctx.db, buyer, args.category, args.active);
  },
  productGroups: async (_parent, args, ctx) => service.productGroupList(ctx.db, await authorizeBuyer(ctx), 'all', args),
  previousPurchases: async (_parent, args, ctx) =>
    service.productGroupList(ctx.db, await authorizeBuyer(ctx), 'previous', args),
  frequentPurchases: async (_parent, args, ctx) =>
    service.productGroupList(ctx.db, await authorizeBuyer(ctx), 'frequent', args),
  productDetailsV2: async (_parent, args, ctx) => service.productDetails(ctx.db, await authorizeBuyer(ctx), args.slug),
  productCounts: async (_parent, _args, ctx) => service.productCounts(ctx.db, await authorizeBuyer(ctx)),
  promotions: async (_parent, args, ctx) => {
    // Promotions are the sorg's, not the customer's: the catalog home shows them before a customer is chosen.
    authorize(ctx, { scopes: CATALOG });
    const sorg = await hostSorg(ctx);
    const category = args.productCategory ? categoryFromGraphQL(args.productCategory) : null;
    return service.runningPromotions(ctx.db, { sorg, now: new Date() }, category, args.withDetailOffer);
  },
  bestSellers: async (_parent, args, ctx) =>
    service.bestSellers(ctx.db, await authorizeBuyer(ctx), categoryFromGraphQL(args.category), args.limit),
  searchSuggestion: async (_parent, args, ctx) =>
    service.searchSuggestion(ctx.db, await authorizeBuyer(ctx), args.term, args.category, args.limit),
  productStock: async (_parent, args, ctx) => service.productStock(ctx.db, await authorizeBuyer(ctx), args.slug),
  stockOrderConfirmations: async (_parent, args, ctx) =>
    service.stockOrderConfirmations(ctx.db, await authorizeBuyer(ctx), args.orders, args.reqDeliveryDate),
  productAnalyzesV3: async (_parent, args, ctx) =>
    service.productAnalyzes(ctx.db, await analyzeBuyer(ctx, args), args.sorg, args.articleCodes),
  productAnalyzesV2: async (_parent, args, ctx) =>
    service.productAnalyzes(ctx.db, await analyzeBuyer(ctx, args), args.sorg, args.articleCodes),
  productsWithMessages: async (_parent, args, ctx) =>
    service.productsWithMessages(ctx.db, await authorizeBuyer(ctx), args),
  articleDisplays: async (_parent, args, ctx) => {
    authorize(ctx, { scopes: ANALYZE });
    return service.articleDisplays(ctx.db, await hostSorg(ctx), args.search, args.sorgs, args.page);
  },
  catalogSync: async (_parent, args, ctx) => service.catalogSync(ctx.db, await authorizeBuyer(ctx), args),
};

const restockPayload = async (ctx: GraphQLContext, args: { articleCode: string; sorg: string }, subscribe: boolean) => {
  const viewer = authorize(ctx, { scopes: CATALOG });
  const result = await service.setRestockNotification(ctx.db, {
    userId: viewer.id,
    host: ctx.host,
    articleCode: args.articleCode,
    sorg: args.sorg,
    subscribe,
  });
  if (!result.ok) {
    return {
      ...failed(
        service.restockMessages.failed,
        result.problems.map((p) => ({ ...p, code: ErrorCode.BAD_USER_INPUT })),
      ),
      restockNotification: false,
    };
  }
  return {
    ...succeeded(subscribe ? service.restockMessages.activated : service.restockMessages.disabled),
    restockNotification: result.subscribed,
  };
};

const mutations: Resolvers['Mutation'] = {
  subscribeRestockedNotification: (_parent, args, ctx) => restockPayload(ctx, args, true),
  unsubscribeRestockedNotification: (_parent, args, ctx) => restockPayload(ctx, args, false),
  updateStock: async (_parent, args, ctx) => {
    authorize(ctx, { scopes: 'page.catalog-analyze' });
    const result = await service.updateStock(ctx.db, args.input, {
      mailer: createMailer(ctx.db, ctx.deps.env),
      notifier: ctx.deps.services.notifier,
      hosts: ctx.deps.services.hosts,
    });
    if (!result.ok) {
      return {
        ...failed(
          'The stock was not imported.',
          result.problems.map((p) => ({ ...p, code: ErrorCode.BAD_USER_INPUT })),
        ),
        updated: 0,
        notified: 0,
      };
    }
    return { ...succeeded('The stock was imported.'), updated: result.updated, notified: result.notified };
  },
};

export const catalogResolvers: Resolvers = {
  Query: queries,
  Mutation: mutations,
  Promotion: promotionFields,
  Product: productFields,
  ProductGroup: groupFields,
};
