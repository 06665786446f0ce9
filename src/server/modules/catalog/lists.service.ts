// Lists and search: pages of product groups under a filter (the whole catalog, or the customer's purchase history
// given by the orders module), the filter choices, the category counts, the search box and productsWithMessages.
import {
  DEFAULT_CATALOG_SORT,
  normalizeCatalogFilter,
  normalizeCatalogSort,
  type CatalogFilter,
  type CatalogFilterCategory,
  type CatalogFilterInput,
  type CatalogSortField,
  type CatalogSortOrder,
} from '../../../shared/catalog/catalog-filter';
import { activeFacetFilter } from '../../../shared/catalog/catalog-filter-options';
import { compareSizes } from '../../../shared/catalog/size-order';
import type { LocalizedTexts } from '../../../shared/content/localized-text';
import type { AppDeps } from '../../app-deps';
import type { Db } from '../../db/client';
import { badInputError } from '../../graphql/errors';
import { catalogCache } from './catalog.cache';
import type { Buyer } from './catalog.models';
import type { TextReader } from '../hosts/hosts.service';
import * as repo from './lists.repository';
import type { OptionRow } from './lists.repository';
import { loadGroups, loadProducts, sharedCacheKey, sharedKeyOf } from './products.service';

export type { ListKind, PurchaseHistory } from './lists.repository';

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
 * latest first unless sorted) or ordered in two orders or more (`frequent`, most often first unless sorted); the
 * last two read the customer's purchase `history`, which the orders module gives.
 */
export async function productGroupList(
  deps: Pick<AppDeps, 'db'>,
  buyer: Buyer,
  kind: repo.ListKind,
  args: ListArgs,
  history: repo.PurchaseHistory | null = null,
) {
  const { db } = deps;
  const { page, limit, offset } = pageArgs(args.page, args.limit);
  const filter = normalizeCatalogFilter(args.filter);
  const sort = args.sort ? normalizeCatalogSort(args.sort) : kind === 'all' ? DEFAULT_CATALOG_SORT : null;
  const query = { filter, sort, limit, offset, kind };
  // The whole catalog's pages are the same for every buyer of a sorg and group; a customer's history is its own.
  const { groupIds, count } =
    kind === 'all'
      ? await catalogCache(db).one(
          `${sharedCacheKey('page', await sharedKeyOf({ db }, buyer))}|${JSON.stringify(query)}`,
          () => repo.productGroupPage(db, buyer, query),
        )
      : await repo.productGroupPage(db, buyer, query, history);
  return {
    items: await loadGroups({ db }, buyer, groupIds),
    info: { page, count, pageTotal: Math.max(1, Math.ceil(count / limit)) },
  };
}

const BIKE_ONLY_KINDS = ['tags', 'tagCategories', 'series', 'frameSizes', 'wheelSizes', 'models'] as const;

/**
 * The filter choices of a category with their product-group counts in the buyer's sorg (spec 01 §7): brands,
 * promotions and merchandise categories for every category; tags, series, sizes, models and the price range for
 * bikes only. Under an active filter each choice counts what the list would show if it were also ticked (the
 * shared facetCounting rule); the price range stays the category's. Cached per buyer group and active filter.
 */
export async function catalogFilter(
  deps: Pick<AppDeps, 'db'>,
  buyer: Buyer,
  category: CatalogFilterCategory,
  active: CatalogFilterInput | null | undefined,
  read: TextReader,
) {
  const { db } = deps;
  const filter = activeFacetFilter(category, active);
  const [options, texts] = await Promise.all([
    catalogCache(db).one(`${sharedCacheKey('filter', await sharedKeyOf(deps, buyer))}|${JSON.stringify(filter)}`, () =>
      loadCatalogFilter(db, buyer, filter),
    ),
    repo.filterLabelTexts(db, buyer.sorg),
  ]);
  // The cached choices are in English (shared by every reader); content labels are read in the reader's language.
  const localized = (rows: readonly OptionRow[], of: ReadonlyMap<string, LocalizedTexts>, field: string) =>
    rows.map((row) => ({ ...row, label: read(row.label, of.get(row.value), field) }));
  return {
    ...options,
    categories: localized(options.categories, texts.categories, 'name'),
    promotions: localized(options.promotions, texts.promotions, 'name'),
  };
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
export async function productCounts(deps: Pick<AppDeps, 'db'>, buyer: Buyer) {
  const rows = await repo.categoryCounts(deps.db, buyer);
  const of = (category: string) => rows.find((r) => r.category === category)?.count ?? 0;
  return { bike: of('bike'), paa: of('paa'), groupset: of('groupset') };
}

/** Spec 01 §5: suggestions for 3 characters or more, 4 products. */
export const SUGGESTION_MIN_LENGTH = 3;
export const SUGGESTION_MAX = 20;

/** Products whose fields hold every word of the term, and completions of the term (names, brands, series). */
export async function searchSuggestion(
  deps: Pick<AppDeps, 'db'>,
  buyer: Buyer,
  term: string,
  category: CatalogFilterCategory,
  limit: number | null | undefined,
) {
  const { db } = deps;
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
      { db },
      buyer,
      ids.map((r) => r.article_id),
    ),
    suggestion: words.map((w) => w.value),
  };
}

/** The bike categories of the category menu. */
export const bikeCategories = (deps: Pick<AppDeps, 'db'>) => repo.listBikeCategories(deps.db);

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
export async function productsWithMessages(deps: Pick<AppDeps, 'db'>, buyer: Buyer, args: ListArgs) {
  const list = await productGroupList(deps, buyer, 'all', {
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
