import {
  DEFAULT_CATALOG_SORT,
  normalizeCatalogFilter,
  normalizeCatalogSort,
  searchWords,
  type CatalogFilter,
  type CatalogFilterCategory,
  type CatalogFilterInput,
  type CatalogSortField,
  type CatalogSortOrder,
} from '../../../shared/catalog/catalog-filter';
import { activeFacetFilter } from '../../../shared/catalog/catalog-filter-options';
import { isReservedSlug } from '../../../shared/catalog/catalog-rules';
import { displayArticleCode } from '../../../shared/catalog/article-code';
import { tierUnitPrice } from '../../../shared/catalog/discount-tiers';
import { cannotPurchaseReasons, type CannotPurchaseReason } from '../../../shared/catalog/purchase-rules';
import { confirmableQty, supplyConfirmations } from '../../../shared/catalog/supply';
import { stockView, type StockLocationRow, type StockView } from '../../../shared/catalog/stock-display';
import type { Db } from '../../db/client';
import { badInputError } from '../../graphql/errors';
import type { Mailer } from '../../mail/mailer';
import { buyerInSorg } from '../customers/customers.service';
import type { HostsService } from '../hosts/hosts.service';
import type { Notifier } from '../push/notifier';
import { restockMail, restockPush } from './catalog.mail';
import type { Buyer, ProductGroupModel, ProductModel, PromotionModel } from './catalog.models';
import { catalogCache } from './catalog.cache';
import * as repo from './catalog.repository';
import type { PriceRow, PromotionRow, StockRow } from './catalog.tables';

export type { Buyer, ProductGroupModel, ProductModel, PromotionModel } from './catalog.models';

// The catalog revision a request reads (catalog.cache.ts): read once per request, on first use.
const revisions = new WeakMap<object, Promise<string>>();

/** The cache key parts of what buyers of `buyer`'s sorg and customer group share, at the request's revision. */
export async function sharedKeyOf(db: Db, buyer: Buyer): Promise<SharedKey> {
  let revision = revisions.get(buyer.request);
  if (!revision) {
    revision = repo.catalogRevisionOf(db);
    revisions.set(buyer.request, revision);
    // A failed read is not kept: the next resolver tries again.
    revision.catch(() => revisions.delete(buyer.request));
  }
  return { revision: await revision, sorg: buyer.sorg, custGroup: buyer.custGroup };
}

function groupBy<T, K>(rows: readonly T[], key: (row: T) => K): Map<K, T[]> {
  const map = new Map<K, T[]>();
  for (const row of rows) {
    const list = map.get(key(row));
    if (list) list.push(row);
    else map.set(key(row), [row]);
  }
  return map;
}

/** The buyer's price among an article's rows: its group's, else the sorg's ''. */
export function pickPrice(rows: readonly PriceRow[] | undefined, custGroup: string): PriceRow | null {
  if (!rows) return null;
  return rows.find((r) => r.custGroup === custGroup) ?? rows.find((r) => r.custGroup === '') ?? null;
}

/** What every buyer of one sorg and customer group sees alike of an article (cached per catalog revision). */
type SharedProduct = Omit<ProductModel, 'quotaRemaining' | 'restockNotification' | 'cartQty' | 'buyer'>;

/** What the shared cache keys of one sorg and customer group are made of. */
export interface SharedKey {
  revision: string;
  sorg: string;
  custGroup: string;
}

/** The cache key prefix of what buyers of one sorg and customer group share. */
export const sharedCacheKey = (kind: string, key: SharedKey) => `${kind}|${key.revision}|${key.sorg}|${key.custGroup}`;

/**
 * Loads products as `buyer` sees them, in the order of `articleIds` (unknown ids left out; articles not sold in
 * the buyer's sorg come with `flags` null and are BLOCKED). One SQL statement per table for the whole list; what
 * the buyer's sorg and group share comes from the catalog cache when it holds it.
 */
export async function loadProducts(db: Db, buyer: Buyer, articleIds: readonly number[]): Promise<ProductModel[]> {
  const ids = [...new Set(articleIds)];
  if (ids.length === 0) return [];
  const key = await sharedKeyOf(db, buyer);
  const [shared, states] = await Promise.all([
    catalogCache(db).many(sharedCacheKey('product', key), ids, (missing) => loadSharedProducts(db, buyer, missing)),
    repo.buyerArticleStates(db, buyer, ids),
  ]);
  const of = (kind: (typeof states)[number]['kind']) =>
    new Map(states.filter((s) => s.kind === kind).map((s) => [s.article_id, s.n]));
  const quotaBy = of('quota');
  const subscribed = of('restock');
  const cartBy = of('cart');
  return ids.flatMap((id) => {
    const product = shared.get(id);
    if (!product) return [];
    return [
      {
        ...product,
        quotaRemaining: quotaBy.get(id) ?? null,
        restockNotification: subscribed.has(id),
        cartQty: cartBy.get(id) ?? 0,
        buyer,
      },
    ];
  });
}

async function loadSharedProducts(db: Db, buyer: Buyer, ids: readonly number[]): Promise<Map<number, SharedProduct>> {
  const [base, priceRows, tierRows, stockRows, promoRows, blocks, tagRows] = await Promise.all([
    repo.articlesWithGroups(db, buyer, ids),
    repo.pricesOf(db, buyer, ids),
    repo.tiersOf(db, buyer, ids),
    repo.stockOf(db, buyer, ids),
    repo.promotionsCovering(db, buyer, ids),
    repo.blocksOf(db, buyer),
    repo.tagsOf(db, ids),
  ]);
  const images = groupBy(await repo.imagesOf(db, [...new Set(base.map((b) => b.group.id))]), (r) => r.productGroupId);
  const pricesBy = groupBy(priceRows, (r) => r.articleId);
  const tiersBy = groupBy(tierRows, (r) => r.articleId);
  const stockBy = groupBy(stockRows, (r) => r.articleId);
  const promosBy = groupBy(promoRows, (r) => r.articleId);
  const tagsBy = groupBy(tagRows, (r) => r.articleId);
  const blockedBrands = new Set(blocks.flatMap((b) => (b.brandId !== null ? [b.brandId] : [])));
  const blockedCategories = new Set(
    blocks.flatMap((b) => (b.merchandiseCategoryId !== null ? [b.merchandiseCategoryId] : [])),
  );

  const products = new Map<number, SharedProduct>();
  for (const row of base) {
    const id = row.article.id;
    const price = pickPrice(pricesBy.get(id), buyer.custGroup);
    const tiers = tiersBy.get(id) ?? [];
    // The group's own tiers replace the sorg's '' tiers, as its price replaces the '' price.
    const ownTiers = tiers.filter((t) => t.custGroup === buyer.custGroup);
    const promos = promosBy.get(id) ?? [];
    const groupImages = images.get(row.group.id) ?? [];
    const image =
      groupImages.find((i) => i.color === (row.article.color ?? '')) ??
      groupImages.find((i) => i.color === '') ??
      groupImages[0] ??
      null;
    products.set(id, {
      article: row.article,
      group: row.group,
      brand: row.brand,
      serieName: row.serieName,
      merchandiseCategory: row.mc,
      flags: row.flags?.allowToOrder == null ? null : row.flags,
      brandBlocked: blockedBrands.has(row.brand.id),
      categoryBlocked: blockedCategories.has(row.mc.id),
      price,
      tiers: ownTiers.length > 0 ? ownTiers : tiers.filter((t) => t.custGroup === ''),
      stockRows: stockBy.get(id) ?? [],
      promotion: promos[0] ? { id: promos[0].id, code: promos[0].code, badge: promos[0].badge } : null,
      promotionCodes: [...new Set(promos.map((p) => p.code))],
      tags: (tagsBy.get(id) ?? []).map(({ type, name, fileName }) => ({ type, name, fileName })),
      image: image ? { color: image.color, etag: image.etag } : null,
    });
  }
  return products;
}

const toStockRow = (row: StockRow): StockLocationRow => ({
  location: row.location,
  priority: row.priority,
  availableQty: row.availableQty,
  availableDate: row.availableDate,
  custorderQty: row.custorderQty,
  custorderDate: row.custorderDate,
  nextArrivalQty: row.nextArrivalQty,
  nextArrivalDate: row.nextArrivalDate,
  availableForOrderAt: row.availableForOrderAt,
});

const stockViews = new WeakMap<ProductModel, StockView>();

/** The product's stock as the buyer's host shows it (computed once per product). */
export function productStockView(product: ProductModel): StockView {
  const known = stockViews.get(product);
  if (known) return known;
  const view = stockView(product.stockRows.map(toStockRow), product.buyer.config, product.buyer.today);
  stockViews.set(product, view);
  return view;
}

/** The article_sorgs "sorgBlocked" as the buyer sees it: also when the buyer has no area in the sorg. */
export const isSorgBlocked = (p: ProductModel) => !p.buyer.inSorg || !p.flags || p.flags.sorgBlocked;

/** allowToOrder false, a blocked flag, a catalog block, or not sold to this buyer in the sorg. */
export function isBlocked(p: ProductModel): boolean {
  return (
    isSorgBlocked(p) ||
    !p.flags?.allowToOrder ||
    p.flags.orderBlocked ||
    p.flags.hierarchyBlocked ||
    p.brandBlocked ||
    p.categoryBlocked
  );
}

/**
 * Why the buyer cannot order `qty` of the product (spec 01 §8), empty when it can: the shared rule over the
 * product's flags, price, stock, quota and line maximum.
 */
export function productCannotPurchase(p: ProductModel, qty = 1): CannotPurchaseReason[] {
  return cannotPurchaseReasons(
    {
      blocked: isBlocked(p),
      hasPrice: p.price !== null,
      availableQty: productStockView(p).availableQty,
      availableStockCheck: p.buyer.availableStockCheck,
      exactQtyCheck: p.buyer.exactQtyCheck,
      confirmableQty: p.buyer.exactQtyCheck
        ? confirmableQty(p.stockRows.map(toStockRow), {
            today: p.buyer.today,
            supplyLocation: p.buyer.config.supplyLocation,
          })
        : 0,
      quotaRemaining: p.quotaRemaining,
      maxOrderQty: p.flags?.maxOrderQty ?? null,
    },
    qty,
  );
}

/** The API base the image URLs start with (the client's VITE_API_BASE default). */
export const API_BASE = '/api';
/** A neutral picture for a product group without images (served by the image routes). */
export const PLACEHOLDER_IMAGE_URL = `${API_BASE}/images/placeholder.svg`;
/** The file-name part that stands for the colour '' (a group's image without colour). */
export const DEFAULT_COLOR_FILE = 'default';

/** The immutable URL of a product image: /api/images/products/{groupSlug}/{colour or 'default'}-{etag}.svg. */
export function productImageUrl(groupSlug: string, image: { color: string; etag: string } | null): string {
  if (!image) return PLACEHOLDER_IMAGE_URL;
  const color = image.color === '' ? DEFAULT_COLOR_FILE : image.color;
  return `${API_BASE}/images/products/${encodeURIComponent(groupSlug)}/${encodeURIComponent(color)}-${image.etag}.svg`;
}

/** The product's price in the GraphQL shape: amounts, format, the covering promotion and the tier ladder. */
export function productPrice(p: ProductModel) {
  const price = p.price;
  if (!price) return null;
  return {
    retail: price.retail,
    retailDisplay: price.retailDisplay,
    dealer: price.dealer,
    format: moneyFormat(price),
    promotion: p.promotion?.code ?? null,
    discount: p.tiers.map((t) => ({
      salesDealNo: t.salesDealNo,
      term: t.term,
      qty: t.qty,
      type: t.type,
      discount: t.discount,
      uom: t.uom,
      unitPrice: tierUnitPrice(price.dealer, { type: t.type === '%' ? '%' : 'fixed', discount: t.discount }),
    })),
  };
}

/** How a price's currency is written (each price carries its own). */
export const moneyFormat = (
  price: Pick<PriceRow, 'currency' | 'symbol' | 'thousandSeparator' | 'decimalSeparator' | 'decimalPrecision'>,
) => ({
  currency: price.currency,
  symbol: price.symbol,
  thousandSeparator: price.thousandSeparator,
  decimalSeparator: price.decimalSeparator,
  decimalPrecision: price.decimalPrecision,
});

/** 'bike' | 'paa' | 'groupset' ⇄ the GraphQL enum. */
export const categoryToGraphQL = (category: string) => category.toUpperCase() as 'BIKE' | 'PAA' | 'GROUPSET';
export const categoryFromGraphQL = (category: 'BIKE' | 'PAA' | 'GROUPSET') => category.toLowerCase();

// ---------------------------------------------------------------------------------------------------------------
// Product groups and lists.

/**
 * Loads product groups as `buyer` sees them (item count, lowest dealer and highest retail price, stock, promotion
 * badge over the articles sold in its sorg), in the order of `groupIds`. Three statements for any number, none for
 * groups the catalog cache holds.
 */
export async function loadGroups(db: Db, buyer: Buyer, groupIds: readonly number[]): Promise<ProductGroupModel[]> {
  const ids = [...new Set(groupIds)];
  if (ids.length === 0) return [];
  const key = await sharedKeyOf(db, buyer);
  const shared = await catalogCache(db).many(sharedCacheKey('group', key), ids, (missing) =>
    loadSharedGroups(db, buyer, missing),
  );
  return ids.flatMap((id) => {
    const group = shared.get(id);
    return group ? [{ ...group, buyer }] : [];
  });
}

async function loadSharedGroups(
  db: Db,
  buyer: Buyer,
  ids: readonly number[],
): Promise<Map<number, Omit<ProductGroupModel, 'buyer'>>> {
  const [rows, summaries, badges] = await Promise.all([
    repo.groupsWithBrands(db, ids),
    repo.groupSummaries(db, buyer, ids),
    repo.groupPromotionBadges(db, buyer, ids),
  ]);
  const summaryBy = new Map(summaries.map((s) => [s.id, s]));
  const badgeBy = new Map(badges.map((b) => [b.group_id, b.badge]));
  return new Map(
    rows.map((row) => {
      const summary = summaryBy.get(row.group.id);
      return [
        row.group.id,
        {
          group: row.group,
          brand: row.brand,
          serieName: row.serieName,
          itemCount: summary?.item_count ?? 0,
          startingAt: summary?.starting_at ?? null,
          maxRetail: summary?.max_retail ?? null,
          format: summary?.format ?? null,
          promotionBadge: badgeBy.get(row.group.id) || null,
          inStock: summary?.in_stock ?? false,
        },
      ];
    }),
  );
}

/** Spec 01 §9: 12 per page by default; at most 100. */
export const DEFAULT_PAGE_LIMIT = 12;
export const MAX_PAGE_LIMIT = 100;

/** Page and limit of a list: 400 for a page below 1 or a limit outside 1–100 (never clamped silently). */
export function pageArgs(page: number | null | undefined, limit: number | null | undefined, max = MAX_PAGE_LIMIT) {
  const p = page ?? 1;
  const l = limit ?? DEFAULT_PAGE_LIMIT;
  if (p < 1) throw badInputError('page must be 1 or more');
  if (l < 1 || l > max) throw badInputError(`limit must be between 1 and ${String(max)}`);
  return { page: p, limit: l, offset: (p - 1) * l };
}

export interface ListArgs {
  page?: number | null;
  limit?: number | null;
  sort?: { field: CatalogSortField; order?: CatalogSortOrder | null } | null;
  filter: CatalogFilterInput;
}

/**
 * A page of product groups matching the filter: every group (`all`), those the customer ordered (`previous`,
 * latest first unless sorted) or ordered in two orders or more (`frequent`, most often first unless sorted).
 */
export async function productGroupList(db: Db, buyer: Buyer, kind: repo.ListKind, args: ListArgs) {
  const { page, limit, offset } = pageArgs(args.page, args.limit);
  const filter = normalizeCatalogFilter(args.filter);
  const sort = args.sort ? normalizeCatalogSort(args.sort) : kind === 'all' ? DEFAULT_CATALOG_SORT : null;
  const query = { filter, sort, limit, offset, kind };
  // The whole catalog's pages are the same for every buyer of a sorg and group; a customer's history is its own.
  const { groupIds, count } =
    kind === 'all'
      ? await catalogCache(db).one(
          `${sharedCacheKey('page', await sharedKeyOf(db, buyer))}|${JSON.stringify(query)}`,
          () => repo.productGroupPage(db, buyer, query),
        )
      : await repo.productGroupPage(db, buyer, query);
  return {
    items: await loadGroups(db, buyer, groupIds),
    info: { page, count, pageTotal: Math.max(1, Math.ceil(count / limit)) },
  };
}

const LETTER_SIZES = ['XXS', 'XS', 'S', 'M', 'L', 'XL', 'XXL', 'XXXL'];

/** Sizes in the order a rider reads them: letter sizes small to large, then numbers (cm, inches), then the rest. */
export function compareSizes(a: string, b: string): number {
  const rank = (size: string): [number, number, string] => {
    const letter = LETTER_SIZES.indexOf(size.trim().toUpperCase());
    if (letter >= 0) return [0, letter, size];
    const number = Number.parseFloat(size);
    return Number.isFinite(number) ? [1, number, size] : [2, 0, size];
  };
  const [ga, na, ta] = rank(a);
  const [gb, nb, tb] = rank(b);
  return ga - gb || na - nb || (ta < tb ? -1 : ta > tb ? 1 : 0);
}

const BIKE_ONLY_KINDS = ['tags', 'tagCategories', 'series', 'frameSizes', 'wheelSizes', 'models'] as const;

/**
 * The filter choices of a category with their product-group counts in the buyer's sorg (spec 01 §7): brands,
 * promotions and merchandise categories for every category; tags, series, sizes, models and the price range for
 * bikes only. Under an active filter each choice counts what the list would show if it were also ticked (the
 * shared facetCounting rule); the price range stays the category's. Cached per buyer group and active filter.
 */
export async function catalogFilter(
  db: Db,
  buyer: Buyer,
  category: CatalogFilterCategory,
  active?: CatalogFilterInput | null,
) {
  const filter = activeFacetFilter(category, active);
  return catalogCache(db).one(
    `${sharedCacheKey('filter', await sharedKeyOf(db, buyer))}|${JSON.stringify(filter)}`,
    () => loadCatalogFilter(db, buyer, filter),
  );
}

async function loadCatalogFilter(db: Db, buyer: Buyer, filter: CatalogFilter) {
  const category = filter.category;
  const isBike = category === 'bike';
  const [brands, promotions, categories, ...bikeOnly] = await Promise.all([
    repo.filterOptions(db, buyer, filter, 'brands'),
    repo.filterOptions(db, buyer, filter, 'promotions'),
    repo.filterOptions(db, buyer, filter, 'categories'),
    ...(isBike ? BIKE_ONLY_KINDS.map((kind) => repo.filterOptions(db, buyer, filter, kind)) : []),
  ]);
  const range = isBike ? await repo.priceRange(db, buyer, category) : undefined;
  const min = range?.min ?? null;
  const max = range?.max ?? null;
  const option = (i: number) => bikeOnly[i] ?? [];
  return {
    brands,
    promotions,
    categories,
    tags: option(0),
    tagCategories: option(1),
    series: option(2),
    frameSizes: [...option(3)].sort((a, b) => compareSizes(a.value, b.value)),
    wheelSizes: [...option(4)].sort((a, b) => compareSizes(a.value, b.value)),
    models: option(5),
    priceRange: min !== null && max !== null ? { min, max, format: range?.format ?? null } : null,
  };
}

/** Product groups per category for the buyer (the bike/PAA toggle shows only categories with products). */
export async function productCounts(db: Db, buyer: Buyer) {
  const rows = await repo.categoryCounts(db, buyer);
  const of = (category: string) => rows.find((r) => r.category === category)?.count ?? 0;
  return { bike: of('bike'), paa: of('paa'), groupset: of('groupset') };
}

/** Running promotions of the sorg (of one category when given); their details with `withDetails`. */
export async function runningPromotions(
  db: Db,
  buyer: Pick<Buyer, 'sorg' | 'now'>,
  category: string | null,
  withDetails: boolean,
): Promise<PromotionModel[]> {
  const rows = await repo.runningPromotions(db, buyer, category);
  return withPromotionDetails(db, rows, withDetails);
}

async function withPromotionDetails(db: Db, rows: PromotionRow[], withDetails: boolean): Promise<PromotionModel[]> {
  const details =
    withDetails && rows.length > 0
      ? await repo.promotionDetailsOf(
          db,
          rows.map((r) => r.id),
        )
      : [];
  const byPromotion = groupBy(details, (d) => d.promotionId);
  return rows.map((row) => ({
    row,
    details: (byPromotion.get(row.id) ?? []).map(({ promotionId: _id, ...detail }) => detail),
  }));
}

/** Spec 01 §9: 8 best sellers; the most ordered product groups of the sorg over the last 12 months. */
export const BEST_SELLERS_DEFAULT = 8;
export const BEST_SELLERS_MAX = 50;

export async function bestSellers(db: Db, buyer: Buyer, category: string, limit: number | null | undefined) {
  const n = limit ?? BEST_SELLERS_DEFAULT;
  if (n < 1 || n > BEST_SELLERS_MAX) throw badInputError(`limit must be between 1 and ${String(BEST_SELLERS_MAX)}`);
  const since = new Date(buyer.now);
  since.setUTCFullYear(since.getUTCFullYear() - 1);
  const rows = await repo.bestSellerGroupIds(db, buyer, category, since, n);
  return loadGroups(
    db,
    buyer,
    rows.map((r) => r.group_id),
  );
}

/** Spec 01 §5: suggestions for 3 characters or more, 4 products. */
export const SUGGESTION_MIN_LENGTH = 3;
export const SUGGESTION_MAX = 20;

/** Products whose fields hold every word of the term, and completions of the term (names, brands, series). */
export async function searchSuggestion(
  db: Db,
  buyer: Buyer,
  term: string,
  category: CatalogFilterCategory,
  limit: number | null | undefined,
) {
  const n = limit ?? 4;
  if (n < 1 || n > SUGGESTION_MAX) throw badInputError(`limit must be between 1 and ${String(SUGGESTION_MAX)}`);
  const text = term.trim().slice(0, 100);
  if (text.length < SUGGESTION_MIN_LENGTH) return { products: [], suggestion: [] };
  const filter = normalizeCatalogFilter({ category, search: text });
  const [ids, words] = await Promise.all([
    repo.searchArticleIds(db, buyer, filter, n),
    repo.completions(db, buyer, filter.category, text.toLowerCase(), n),
  ]);
  return {
    products: await loadProducts(
      db,
      buyer,
      ids.map((r) => r.article_id),
    ),
    suggestion: words.map((w) => w.value),
  };
}

/**
 * What a product slug names for the buyer: its group, the group's articles sold in the buyer's sorg (grid order)
 * and the article the slug named. null for an unknown or reserved slug, a group with nothing sold in the sorg, or
 * an article not sold there.
 */
async function resolveSlug(db: Db, buyer: Buyer, slug: string) {
  const clean = slug.trim();
  if (clean === '' || clean.length > 300 || isReservedSlug(clean)) return null;
  const found = await repo.findSlug(db, clean);
  if (!found) return null;
  const articleIds = (await repo.articlesOfGroups(db, buyer, [found.groupId])).map((a) => a.id);
  if (articleIds.length === 0 || (found.articleId !== null && !articleIds.includes(found.articleId))) return null;
  return { groupId: found.groupId, articleIds, selectedId: found.articleId };
}

/**
 * The product page of a slug (a group's or one of its articles'): the group, its articles sold in the buyer's
 * sorg, the article named and the running promotions covering them; null when the slug names nothing the buyer
 * may see (the client shows its 404 page).
 */
export async function productDetails(db: Db, buyer: Buyer, slug: string) {
  const found = await resolveSlug(db, buyer, slug);
  if (!found) return null;
  const [groups, products, promotionIds] = await Promise.all([
    loadGroups(db, buyer, [found.groupId]),
    loadProducts(db, buyer, found.articleIds),
    repo.promotionIdsCovering(db, buyer, found.articleIds),
  ]);
  const group = groups[0];
  if (!group) return null;
  const promotionRows =
    promotionIds.length > 0
      ? await repo.promotionsByIds(
          db,
          promotionIds.map((p) => p.id),
        )
      : [];
  return {
    group,
    products,
    selected: found.selectedId === null ? null : (products.find((p) => p.article.id === found.selectedId) ?? null),
    promotions: await withPromotionDetails(db, promotionRows, true),
  };
}

/** The stock of every article of a group sold in the sorg, or of the one article a slug names. */
export async function productStock(db: Db, buyer: Buyer, slug: string) {
  const found = await resolveSlug(db, buyer, slug);
  if (!found) return [];
  const products = await loadProducts(db, buyer, found.selectedId === null ? found.articleIds : [found.selectedId]);
  return products.map((p) => ({
    articleCode: p.article.articleCode,
    frameSize: p.article.frameSize,
    color: p.article.color,
    stock: productStockView(p),
  }));
}

// ---------------------------------------------------------------------------------------------------------------
// Stock confirmations and analysis.

/** At most this many articles per stockOrderConfirmations, productAnalyzesV3 or updateStock call. */
export const MAX_CODES_PER_CALL = 500;
export const MAX_STOCK_ROWS_PER_CALL = 5000;

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Whether a text is a real ISO day (YYYY-MM-DD). */
export function isIsoDay(value: string): boolean {
  if (!ISO_DAY.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/**
 * When each quantity can be supplied: first from the stock available now, location by location in priority order
 * (dated today, or the row's availableDate when later), then from the next arrivals by date and priority — only
 * arrivals on or before `reqDeliveryDate` when given. What neither covers is one supply without date or location.
 * A host config `supplyLocation` limits supplies to that location.
 */
export async function stockOrderConfirmations(
  db: Db,
  buyer: Buyer,
  orders: readonly { articleCode: string; qty: number }[],
  reqDeliveryDate: string | null | undefined,
) {
  if (orders.length > MAX_CODES_PER_CALL) {
    throw badInputError(`At most ${String(MAX_CODES_PER_CALL)} articles per request`);
  }
  if (reqDeliveryDate && !isIsoDay(reqDeliveryDate)) throw badInputError('reqDeliveryDate must be a date (YYYY-MM-DD)');
  const codes = [...new Set(orders.map((o) => o.articleCode.trim()))].filter((c) => c !== '');
  const known = codes.length > 0 ? await repo.articlesByCodes(db, buyer.sorg, codes) : [];
  const sold = known.filter((a) => a.sold);
  const stockRows =
    sold.length > 0
      ? await repo.stockOf(
          db,
          buyer,
          sold.map((a) => a.id),
        )
      : [];
  const idByCode = new Map(sold.map((a) => [a.articleCode, a.id]));
  const stockBy = groupBy(stockRows, (r) => r.articleId);
  const options = { today: buyer.today, supplyLocation: buyer.config.supplyLocation, reqDeliveryDate };
  return orders.map((order) => {
    const id = idByCode.get(order.articleCode.trim());
    const rows = id === undefined ? [] : (stockBy.get(id) ?? []);
    return {
      articleCode: order.articleCode,
      qty: order.qty,
      confirmations: supplyConfirmations(rows, order.qty, options),
    };
  });
}

const flag = (status: boolean, yes: string, no: string) => ({ status, description: status ? yes : no });

/**
 * Per article code, whether the buyer can order it in the sorg and why not (productAnalyzesV3). A code that is
 * unknown or not sold in the sorg is invalidArticle, with every other flag off and no stock.
 */
export async function productAnalyzes(db: Db, buyer: Buyer, sorg: string | null | undefined, codes: readonly string[]) {
  if (codes.length > MAX_CODES_PER_CALL)
    throw badInputError(`At most ${String(MAX_CODES_PER_CALL)} articles per request`);
  const target = sorg?.trim() ? buyerInSorg(buyer, sorg.trim()) : buyer;
  const clean = [...new Set(codes.map((c) => c.trim()).filter((c) => c !== ''))];
  const known = clean.length > 0 ? await repo.articlesByCodes(db, target.sorg, clean) : [];
  const products = await loadProducts(
    db,
    target,
    known.filter((a) => a.sold).map((a) => a.id),
  );
  const byCode = new Map(products.map((p) => [p.article.articleCode, p]));
  return codes.map((code) => {
    const p = byCode.get(code.trim());
    if (!p) {
      const off = (description: string) => ({ status: false, description });
      return {
        articleCode: code,
        invalidArticle: { status: true, description: `Unknown article in sorg ${target.sorg}` },
        allowToOrder: off('Unknown article'),
        orderBlocked: off('Unknown article'),
        hierarchyBlocked: off('Unknown article'),
        brandBlocked: off('Unknown article'),
        categoryBlocked: off('Unknown article'),
        sorgBlocked: off('Unknown article'),
        hasPrice: off('Unknown article'),
        stock: null,
      };
    }
    return {
      articleCode: code,
      invalidArticle: flag(false, '', 'Valid article'),
      allowToOrder: flag(p.flags?.allowToOrder ?? false, 'Allowed to order', 'Not allowed to order'),
      orderBlocked: flag(p.flags?.orderBlocked ?? false, 'Order blocked', 'Not order blocked'),
      hierarchyBlocked: flag(p.flags?.hierarchyBlocked ?? false, 'Hierarchy blocked', 'Not hierarchy blocked'),
      brandBlocked: flag(p.brandBlocked, 'Brand blocked for the customer group', 'Brand not blocked'),
      categoryBlocked: flag(p.categoryBlocked, 'Category blocked for the customer group', 'Category not blocked'),
      sorgBlocked: flag(
        isSorgBlocked(p),
        p.buyer.inSorg ? 'Blocked in the sorg' : 'The customer has no area in the sorg',
        'Not sorg blocked',
      ),
      hasPrice: flag(
        p.price !== null,
        `Price of customer group '${p.price?.custGroup ?? ''}'`,
        'No price for the customer group',
      ),
      stock: productStockView(p),
    };
  });
}

/** Article displays per page. */
export const ARTICLE_DISPLAY_PAGE_SIZE = 20;

/** Article codes (and how they are shown) matching a search, in the given sorgs (the host's by default). */
export async function articleDisplays(
  db: Db,
  hostSorg: string,
  search: string | null | undefined,
  sorgCodes: readonly string[] | null | undefined,
  page: number | null | undefined,
) {
  const { page: p, limit, offset } = pageArgs(page, ARTICLE_DISPLAY_PAGE_SIZE);
  const words = searchWords(search);
  const wanted = [...new Set((sorgCodes ?? []).map((s) => s.trim()).filter((s) => s !== ''))].slice(0, 50);
  const codes = wanted.length > 0 ? wanted : [hostSorg];
  const rows = await repo.articleDisplayPage(db, words, codes, limit, offset);
  const count =
    rows.length > 0 || offset === 0 ? (rows[0]?.total ?? 0) : await repo.countArticleDisplays(db, words, codes);
  return {
    items: rows.map((r) => ({
      articleCode: r.article_code,
      articleCodeDisplay: displayArticleCode(r.article_code),
      name: r.name,
      sorg: r.sorg,
    })),
    info: { page: p, count, pageTotal: Math.max(1, Math.ceil(count / limit)) },
  };
}

// ---------------------------------------------------------------------------------------------------------------
// The offline catalog.

export const SYNC_DEFAULT_LIMIT = 500;
export const SYNC_MAX_LIMIT = 1000;

const encodeCursor = (changed: string, id: number) => Buffer.from(`${changed}:${String(id)}`).toString('base64url');

function decodeCursor(cursor: string): { changed: bigint; id: number } {
  const text = Buffer.from(cursor, 'base64url').toString('utf8');
  const match = /^(\d{1,20}):(\d{1,10})$/.exec(text);
  if (!match?.[1] || !match[2]) throw badInputError('cursor is not one this server gave');
  return { changed: BigInt(match[1]), id: Number(match[2]) };
}

/**
 * One chunk of the buyer's catalog changed at or after `updatedAfter` (an ISO time, usually the asOf of the last
 * sync): its articles as products and their groups; `nextCursor` continues the same delta. Articles that leave
 * the sorg are not reported (a full sync replaces the device's copy).
 */
export async function catalogSync(
  db: Db,
  buyer: Buyer,
  args: { updatedAfter?: string | null; cursor?: string | null; limit?: number | null },
) {
  const limit = args.limit ?? SYNC_DEFAULT_LIMIT;
  if (limit < 1 || limit > SYNC_MAX_LIMIT) throw badInputError(`limit must be between 1 and ${String(SYNC_MAX_LIMIT)}`);
  let since: bigint | null = null;
  if (args.updatedAfter) {
    const at = new Date(args.updatedAfter);
    if (Number.isNaN(at.getTime())) throw badInputError('updatedAfter must be an ISO date-time');
    since = BigInt(at.getTime()) * 1000n;
  }
  const after = args.cursor ? decodeCursor(args.cursor) : null;
  const rows = await repo.changedArticles(db, buyer, since, after, limit + 1);
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  const products = await loadProducts(
    db,
    buyer,
    page.map((r) => r.id),
  );
  const groups = await loadGroups(
    db,
    buyer,
    products.map((p) => p.group.id),
  );
  return {
    products,
    groups,
    nextCursor: rows.length > limit && last ? encodeCursor(last.changed, last.id) : null,
    asOf: buyer.now.toISOString(),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Restock notifications and the stock import.

/** Spec 01 §8: the restock notification messages. */
export const restockMessages = {
  activated:
    'The notification was successfully activated. You will get notifications on your email when the stock is available.',
  disabled: 'The notification has been disabled.',
  failed: 'The notification could not be changed.',
  unknownArticle: 'Unknown article code',
  unknownSorg: 'Unknown sorg',
} as const;

type RestockResult = { ok: true; subscribed: boolean } | { ok: false; problems: { field: string; message: string }[] };

/**
 * Subscribes (or unsubscribes) the user to the article's return to stock in a sorg. An unknown article code or
 * sorg, or an article not sold in that sorg, is a problem, never an error.
 */
export async function setRestockNotification(
  db: Db,
  input: { userId: number; host: string; articleCode: string; sorg: string; subscribe: boolean },
): Promise<RestockResult> {
  const code = input.articleCode.trim();
  const sorg = input.sorg.trim();
  const [known, sorgRows] = await Promise.all([
    code === '' ? [] : repo.articlesByCodes(db, sorg, [code]),
    sorg === '' ? [] : repo.sorgExists(db, [sorg]),
  ]);
  const problems: { field: string; message: string }[] = [];
  if (sorgRows.length === 0) problems.push({ field: 'sorg', message: restockMessages.unknownSorg });
  const article = known[0];
  if (!article || (sorgRows.length > 0 && !article.sold)) {
    problems.push({ field: 'articleCode', message: restockMessages.unknownArticle });
  }
  if (problems.length > 0 || !article) return { ok: false, problems };
  if (input.subscribe) await repo.subscribeRestock(db, input.userId, article.id, sorg, input.host);
  else await repo.unsubscribeRestock(db, input.userId, article.id, sorg);
  return { ok: true, subscribed: input.subscribe };
}

export interface StockUpdateRow {
  articleCode: string;
  sorg: string;
  location: string;
  availableQty: number;
  nextArrivalQty?: number | null;
  nextArrivalDate?: string | null;
}

export interface RestockNotifiers {
  mailer: Mailer;
  notifier: Pick<Notifier, 'notifyUser'>;
  hosts: Pick<HostsService, 'config'>;
}

type UpdateStockResult =
  { ok: true; updated: number; notified: number } | { ok: false; problems: { field: string; message: string }[] };

const linkOrigin = (host: string) =>
  host === 'localhost' || host.endsWith('.localhost') ? `http://${host}` : `https://${host}`;

/**
 * Imports stock rows (all or nothing: one bad row refuses the import with its problems). An article whose stock
 * available now over every location of a sorg goes from 0 to more than 0 tells each subscriber once, by e-mail and
 * web push (where the user has subscriptions), and the subscription ends.
 */
export async function updateStock(
  db: Db,
  rows: readonly StockUpdateRow[],
  notifiers: RestockNotifiers,
  at = new Date(),
): Promise<UpdateStockResult> {
  if (rows.length > MAX_STOCK_ROWS_PER_CALL) {
    return { ok: false, problems: [{ field: 'input', message: `At most ${String(MAX_STOCK_ROWS_PER_CALL)} rows` }] };
  }
  const codes = [...new Set(rows.map((r) => r.articleCode.trim()))].filter((c) => c !== '');
  const sorgCodes = [...new Set(rows.map((r) => r.sorg.trim()))].filter((s) => s !== '');
  const [known, sorgRows] = await Promise.all([
    codes.length > 0 ? repo.articlesByCodes(db, '', codes) : [],
    sorgCodes.length > 0 ? repo.sorgExists(db, sorgCodes) : [],
  ]);
  const idByCode = new Map(known.map((a) => [a.articleCode, a.id]));
  const sorgSet = new Set(sorgRows.map((s) => s.code));
  const problems: { field: string; message: string }[] = [];
  const upserts = new Map<string, repo.StockUpsert & { keepArrival: boolean }>();
  rows.forEach((row, i) => {
    const at = (field: string, message: string) => problems.push({ field: `input.${String(i)}.${field}`, message });
    const articleId = idByCode.get(row.articleCode.trim());
    const sorg = row.sorg.trim();
    const location = row.location.trim();
    if (articleId === undefined) at('articleCode', restockMessages.unknownArticle);
    if (!sorgSet.has(sorg)) at('sorg', restockMessages.unknownSorg);
    if (location === '' || location.length > 50) at('location', 'A location of 1 to 50 characters is required');
    if (row.availableQty < 0) at('availableQty', 'Must not be negative');
    if (row.nextArrivalQty != null && row.nextArrivalQty < 0) at('nextArrivalQty', 'Must not be negative');
    if (row.nextArrivalDate && !isIsoDay(row.nextArrivalDate)) at('nextArrivalDate', 'Must be a date (YYYY-MM-DD)');
    if (articleId === undefined) return;
    const keepArrival = row.nextArrivalQty == null && !row.nextArrivalDate;
    // The same article, sorg and location twice: the later row wins.
    upserts.set(`${String(articleId)}|${sorg}|${location}`, {
      articleId,
      sorg,
      location,
      availableQty: row.availableQty,
      nextArrivalQty: row.nextArrivalQty ?? (row.nextArrivalDate ? 0 : null),
      nextArrivalDate: row.nextArrivalDate || null,
      keepArrival,
    });
  });
  if (problems.length > 0) return { ok: false, problems };

  const all = [...upserts.values()];
  const pairs = [...new Map(all.map((r) => [`${String(r.articleId)}|${r.sorg}`, r])).values()].map((r) => ({
    articleId: r.articleId,
    sorg: r.sorg,
  }));
  const taken = await db.transaction(async (tx) => {
    const before = await repo.availableBy(tx, pairs);
    await repo.upsertStock(
      tx,
      all.filter((r) => r.keepArrival),
      at,
      true,
    );
    await repo.upsertStock(
      tx,
      all.filter((r) => !r.keepArrival),
      at,
      false,
    );
    const after = await repo.availableBy(tx, pairs);
    const key = (r: { article_id: number; sorg: string }) => `${String(r.article_id)}|${r.sorg}`;
    const was = new Map(before.map((r) => [key(r), r.available]));
    const restocked = after
      .filter((r) => r.available > 0 && (was.get(key(r)) ?? 0) === 0)
      .map((r) => ({ articleId: r.article_id, sorg: r.sorg }));
    return repo.takeSubscriptions(tx, restocked);
  });

  let notified = 0;
  for (const sub of taken) {
    const config = await notifiers.hosts.config(sub.host);
    const locale = config?.languages[0]?.code ?? 'en-us';
    const path = `/${locale}/catalog/${encodeURIComponent(sub.slug)}`;
    const mail = restockMail({
      name: sub.user_name,
      articleName: sub.article_name,
      articleCode: displayArticleCode(sub.article_code),
      link: `${linkOrigin(sub.host)}${path}`,
    });
    if (sub.email) await notifiers.mailer.send({ to: sub.email, ...mail });
    await notifiers.notifier.notifyUser(
      sub.user_id,
      restockPush({ articleName: sub.article_name, articleCode: displayArticleCode(sub.article_code), path }),
    );
    notified += 1;
  }
  return { ok: true, updated: all.length, notified };
}

/** The bike categories of the category menu. */
export const bikeCategories = (db: Db) => repo.listBikeCategories(db);

// ---------------------------------------------------------------------------------------------------------------
// Products with messages.

/** Why a product list holds nothing the buyer can order, for productsWithMessages. */
export const productListMessages = {
  notInSorg: 'Your customer has no account in this sales organisation, so its products cannot be ordered here',
  noProducts: 'No products match the filter',
} as const;

/**
 * "Products with messages" (spec 01 §7): a page of product groups, by default the first one (page 1, limit 1) in
 * the brand's recommended order, with the messages that explain an empty or unorderable list: the customer has no
 * area in the host's sorg, or nothing matches the filter.
 */
export async function productsWithMessages(db: Db, buyer: Buyer, args: ListArgs) {
  const list = await productGroupList(db, buyer, 'all', {
    ...args,
    page: args.page ?? 1,
    limit: args.limit ?? 1,
    sort: args.sort ?? { field: 'RECOMMENDED', order: 'ASC' },
  });
  const messages: { code: 'NOT_IN_SORG' | 'NO_PRODUCTS'; message: string }[] = [];
  if (!buyer.inSorg) messages.push({ code: 'NOT_IN_SORG', message: productListMessages.notInSorg });
  if (list.info.count === 0) messages.push({ code: 'NO_PRODUCTS', message: productListMessages.noProducts });
  return { ...list, messages };
}
