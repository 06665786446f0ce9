import { displayArticleCode } from '../../../shared/catalog/article-code';
import type { Resolvers } from '../../generated/resolvers-types';
import { authorize } from '../../graphql/guard';
import { authorizeBuyer, hostSorg } from '../../graphql/buyer';
import { catalogLoaders } from './catalog.loaders';
import * as lists from './lists.service';
import {
  categoryFromGraphQL,
  categoryToGraphQL,
  isSorgBlocked,
  productCannotPurchase,
  productImageUrl,
  productPrice,
  productStockView,
} from './pricing';
import * as products from './products.service';
import { catalogSync } from './sync.service';

const CATALOG = 'page.catalog' as const;

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
  merchandiseCategory: async (p, _args, ctx) => ({
    ...p.merchandiseCategory,
    name: (await ctx.texts())(p.merchandiseCategory.name, p.merchandiseCategory.texts, 'name'),
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
  description: async (g, _args, ctx) => (await ctx.texts())(g.group.description, g.group.texts, 'description'),
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
  name: async (p, _args, ctx) => (await ctx.texts())(p.row.name, p.row.texts, 'name'),
  description: async (p, _args, ctx) => (await ctx.texts())(p.row.description, p.row.texts, 'description'),
  terms: async (p, _args, ctx) => (await ctx.texts())(p.row.terms, p.row.texts, 'terms'),
  badge: async (p, _args, ctx) => (await ctx.texts())(p.row.badge, p.row.texts, 'badge'),
  tagline: async (p, _args, ctx) => (await ctx.texts())(p.row.tagline, p.row.texts, 'tagline'),
  locations: (p) => p.row.locations,
  category: (p) => categoryToGraphQL(p.row.category),
  validFrom: (p) => p.row.validFrom.toISOString(),
  validTo: (p) => p.row.validTo.toISOString(),
  details: (p) => p.details,
};

const queries: Resolvers['Query'] = {
  bikeCategories: async (_parent, _args, ctx) => {
    authorize(ctx, { scopes: CATALOG });
    const [rows, read] = await Promise.all([lists.bikeCategories(ctx.deps), ctx.texts()]);
    return rows.map((r) => ({
      id: r.id,
      wording: read(r.wording, r.texts, 'wording'),
      mcIds: [...r.mcIds].sort((a, b) => a - b),
    }));
  },
  filter: async (_parent, args, ctx) => {
    const buyer = await authorizeBuyer(ctx);
    return lists.catalogFilter(ctx.deps, buyer, args.category, args.active, await ctx.texts());
  },
  productGroups: async (_parent, args, ctx) => lists.productGroupList(ctx.deps, await authorizeBuyer(ctx), 'all', args),
  productDetailsV2: async (_parent, args, ctx) =>
    products.productDetails(ctx.deps, await authorizeBuyer(ctx), args.slug),
  productCounts: async (_parent, _args, ctx) => lists.productCounts(ctx.deps, await authorizeBuyer(ctx)),
  promotions: async (_parent, args, ctx) => {
    // Promotions are the sorg's, not the customer's: the catalog home shows them before a customer is chosen.
    authorize(ctx, { scopes: CATALOG });
    const sorg = await hostSorg(ctx);
    const category = args.productCategory ? categoryFromGraphQL(args.productCategory) : null;
    return products.runningPromotions(ctx.deps, { sorg, now: new Date() }, category, args.withDetailOffer);
  },
  searchSuggestion: async (_parent, args, ctx) =>
    lists.searchSuggestion(ctx.deps, await authorizeBuyer(ctx), args.term, args.category, args.limit),
  productStock: async (_parent, args, ctx) => products.productStock(ctx.deps, await authorizeBuyer(ctx), args.slug),
  productsWithMessages: async (_parent, args, ctx) =>
    lists.productsWithMessages(ctx.deps, await authorizeBuyer(ctx), args),
  catalogSync: async (_parent, args, ctx) => catalogSync(ctx.deps, await authorizeBuyer(ctx), args),
};

export const catalogResolvers: Resolvers = {
  Query: queries,
  Promotion: promotionFields,
  Product: productFields,
  ProductGroup: groupFields,
};
