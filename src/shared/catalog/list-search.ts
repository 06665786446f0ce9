// Over 400 lines: the list page's search parameters, their parsing, the server's arguments and the filter chips
// built from them: one shape read and written in one place.
// The GraphQL enums ProductCategory and ProductSortField, and the sort order: one definition, in the filter.
import type {
  CatalogFilterCategory as ProductCategoryValue,
  CatalogSortField as ProductSortFieldValue,
  CatalogSortOrder,
} from './catalog-filter';

// The URL of the catalog's product lists (spec 01 §2 /catalog/list, §3 Catalog state, §9): which category, search,
// view, page, sort and filters, and its translation to the GraphQL `productGroups` arguments and back. A URL is
// typed, pasted and shared by hand, so a bad value is dropped, never an error. No schema library: the router
// validates the search in the entry chunk, before the sign-in page draws.

/** The product categories of the URL (`category=bike|paa|groupset`). */
export const CATALOG_CATEGORIES = ['bike', 'paa', 'groupset'] as const;
export type CatalogCategory = (typeof CATALOG_CATEGORIES)[number];

/** The sort fields of the URL's `sortByField`. */
export const CATALOG_SORT_FIELDS = ['price', 'name', 'recommended', 'modelYear'] as const;
export type CatalogSortField = (typeof CATALOG_SORT_FIELDS)[number];

/** List filters whose values are ids: separated by ',', '+' or a space (the category menu joins with '+'). */
export const ID_LIST_KEYS = ['brands', 'models', 'series', 'merchandiseCategories', 'bikeCategories'] as const;
/** List filters whose values are names (a tag may hold a space): separated by ',' only. */
export const VALUE_LIST_KEYS = ['promotions', 'frameSizes', 'wheelSizes', 'articleTags'] as const;
/** Every list-valued filter key of spec 01 §3, in the order the filter panel shows them. */
export const LIST_FILTER_KEYS = [
  'promotions',
  'brands',
  'bikeCategories',
  'merchandiseCategories',
  'series',
  'models',
  'frameSizes',
  'wheelSizes',
  'articleTags',
] as const;
export type ListFilterKey = (typeof LIST_FILTER_KEYS)[number];

/** Every filter key (the chips of the active filters); `search` and `category` are not chips. */
export const FILTER_KEYS = [...LIST_FILTER_KEYS, 'articleTagCategory', 'priceFrom', 'priceTo', 'hasStock'] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

/** The list views: models as cards ('group', the spec's catalogDefaultView value) or articles as rows. */
export type CatalogView = 'group' | 'item';

/** A search term is cut to this length (the server matches words; nobody types more). */
export const SEARCH_MAX_LENGTH = 100;

/** The list URL, parsed: only present keys, lists as arrays, numbers as numbers. */
export interface CatalogListSearch {
  category?: CatalogCategory;
  search?: string;
  /**
   * `view=item`: rows of articles per group; `view=group`: the model view (cards); absent: the host's
   * catalogDefaultView.
   */
  view?: CatalogView;
  /** From 1; absent means 1. */
  page?: number;
  sortByField?: CatalogSortField;
  /** ASC when only a field is given (spec 01 §9). */
  sortByOrder?: CatalogSortOrder;
  promotions?: string[];
  brands?: string[];
  models?: string[];
  series?: string[];
  frameSizes?: string[];
  wheelSizes?: string[];
  merchandiseCategories?: string[];
  bikeCategories?: string[];
  articleTags?: string[];
  articleTagCategory?: string;
  /** Dealer price at least this, in minor units (as the API takes it). */
  priceFrom?: number;
  /** Dealer price at most this, in minor units. */
  priceTo?: number;
  /** Only products with stock now; absent means no such filter. */
  hasStock?: true;
}

/** The GraphQL ProductFilterInput, as this module builds it (only set keys). */
export interface ProductFilter {
  category: ProductCategoryValue;
  search?: string;
  promotions?: string[];
  brands?: string[];
  models?: string[];
  series?: string[];
  frameSizes?: string[];
  wheelSizes?: string[];
  merchandiseCategories?: string[];
  bikeCategories?: string[];
  articleTags?: string[];
  articleTagCategory?: string;
  priceFrom?: number;
  priceTo?: number;
  hasStock?: boolean;
}

/** The GraphQL ProductSortInput. */
export interface ProductSort {
  field: ProductSortFieldValue;
  order: CatalogSortOrder;
}

/** The arguments of productGroups (and previousPurchases, frequentPurchases) for one list URL. */
export interface ProductQuery {
  filter: ProductFilter;
  /** null: the server's own order (price ascending; latest or most frequent first for the purchase lists). */
  sort: ProductSort | null;
  page: number;
}

// ---------- parsing one value ----------

/** A scalar as the router hands it over (its parser turns '12' into 12 and 'true' into true). */
function scalarText(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'boolean') return String(value);
  return undefined;
}

function toCategory(value: unknown): CatalogCategory | undefined {
  const text = scalarText(value)?.trim().toLowerCase();
  return CATALOG_CATEGORIES.find((category) => category === text);
}

function toSearchTerm(value: unknown): string | undefined {
  const text = scalarText(value)?.replace(/\s+/g, ' ').trim();
  return text ? text.slice(0, SEARCH_MAX_LENGTH).trim() : undefined;
}

function toText(value: unknown): string | undefined {
  const text = scalarText(value)?.trim();
  return text || undefined;
}

function toView(value: unknown): CatalogView | undefined {
  const text = scalarText(value)?.trim().toLowerCase();
  if (text === 'item' || text === 'items') return 'item';
  return text === 'group' || text === 'model' ? 'group' : undefined;
}

/** A whole number written in digits only ('2', not '2.0', '-1', '1e3' or '2abc'). */
function toWholeNumber(value: unknown): number | undefined {
  const text = scalarText(value)?.trim();
  if (text === undefined || !/^\d{1,15}$/.test(text)) return undefined;
  return Number(text);
}

function toPage(value: unknown): number | undefined {
  const page = toWholeNumber(value);
  return page !== undefined && page >= 1 ? page : undefined;
}

function toPrice(value: unknown): number | undefined {
  return toWholeNumber(value);
}

const SORT_FIELD_ALIASES: Record<string, CatalogSortField> = {
  price: 'price',
  name: 'name',
  recommended: 'recommended',
  // The spec's spelling of the product-count sort (S1 §7).
  recomended: 'recommended',
  modelyear: 'modelYear',
  model_year: 'modelYear',
};

function toSortField(value: unknown): CatalogSortField | undefined {
  const text = scalarText(value)?.trim().toLowerCase();
  return text === undefined ? undefined : SORT_FIELD_ALIASES[text];
}

function toSortOrder(value: unknown): CatalogSortOrder | undefined {
  const text = scalarText(value)?.trim().toUpperCase();
  return text === 'ASC' || text === 'DESC' ? text : undefined;
}

function toFlag(value: unknown): true | undefined {
  const text = scalarText(value)?.trim().toLowerCase();
  return text === 'true' || text === '1' ? true : undefined;
}

function listItems(value: unknown, separator: RegExp): string[] | undefined {
  const parts = Array.isArray(value) ? value.map(scalarText) : [scalarText(value)];
  const items: string[] = [];
  for (const part of parts) {
    if (part === undefined) continue;
    for (const item of part.split(separator)) {
      const trimmed = item.trim();
      if (trimmed !== '' && !items.includes(trimmed)) items.push(trimmed);
    }
  }
  return items.length > 0 ? items : undefined;
}

const toIdList = (value: unknown) => listItems(value, /[,+\s]+/);
const toValueList = (value: unknown) => listItems(value, /,/);

/**
 * The parser of each key of the list URL's search: a bad value becomes undefined (dropped) instead of failing the
 * whole URL. Use {@link parseListSearch}, which also resolves the sort order.
 */
const LIST_SEARCH_KEYS: { [K in keyof CatalogListSearch]-?: (value: unknown) => CatalogListSearch[K] } = {
  category: toCategory,
  search: toSearchTerm,
  view: toView,
  page: toPage,
  sortByField: toSortField,
  sortByOrder: toSortOrder,
  promotions: toValueList,
  brands: toIdList,
  models: toIdList,
  series: toIdList,
  frameSizes: toValueList,
  wheelSizes: toValueList,
  merchandiseCategories: toIdList,
  bikeCategories: toIdList,
  articleTags: toValueList,
  articleTagCategory: toText,
  priceFrom: toPrice,
  priceTo: toPrice,
  hasStock: toFlag,
};

function compact<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as T;
}

/**
 * The list URL's search, parsed: unknown keys and bad values dropped, page 1 left out, and the sort completed —
 * ASC when only a field is given (spec 01 §9), the price when only an order is.
 */
export function parseListSearch(raw: unknown): CatalogListSearch {
  const given: Partial<Record<string, unknown>> = typeof raw === 'object' && raw !== null ? raw : {};
  const parsed = Object.fromEntries(
    Object.entries(LIST_SEARCH_KEYS).map(([key, parse]) => [key, parse(given[key])] as const),
  );
  const search = compact(parsed) as CatalogListSearch;
  if (search.page === 1) delete search.page;
  if (search.sortByField !== undefined || search.sortByOrder !== undefined) {
    search.sortByField ??= 'price';
    search.sortByOrder ??= 'ASC';
  }
  return search;
}

// ---------- URL ⇄ GraphQL ----------

const CATEGORY_VALUES: Record<CatalogCategory, ProductCategoryValue> = {
  bike: 'BIKE',
  paa: 'PAA',
  groupset: 'GROUPSET',
};

const SORT_FIELD_VALUES: Record<CatalogSortField, ProductSortFieldValue> = {
  price: 'PRICE',
  name: 'NAME',
  recommended: 'RECOMMENDED',
  modelYear: 'MODEL_YEAR',
};

/** The GraphQL category of a URL category. */
export function toProductCategory(category: CatalogCategory): ProductCategoryValue {
  return CATEGORY_VALUES[category];
}

/** The URL category of a GraphQL category. */
export function fromProductCategory(category: ProductCategoryValue): CatalogCategory {
  return category === 'BIKE' ? 'bike' : category === 'PAA' ? 'paa' : 'groupset';
}

/**
 * The productGroups arguments of a list URL: the filter (the URL's category, else `fallbackCategory`), the sort
 * (null when the URL names none, so the server's default applies) and the page.
 */
export function toProductFilter(search: CatalogListSearch, fallbackCategory: CatalogCategory = 'bike'): ProductQuery {
  const filter: ProductFilter = { category: toProductCategory(search.category ?? fallbackCategory) };
  if (search.search !== undefined) filter.search = search.search;
  for (const key of LIST_FILTER_KEYS) {
    const values = search[key];
    if (values !== undefined && values.length > 0) filter[key] = [...values];
  }
  if (search.articleTagCategory !== undefined) filter.articleTagCategory = search.articleTagCategory;
  if (search.priceFrom !== undefined) filter.priceFrom = search.priceFrom;
  if (search.priceTo !== undefined) filter.priceTo = search.priceTo;
  if (search.hasStock === true) filter.hasStock = true;
  const sort: ProductSort | null =
    search.sortByField === undefined
      ? null
      : { field: SORT_FIELD_VALUES[search.sortByField], order: search.sortByOrder ?? 'ASC' };
  return { filter, sort, page: search.page ?? 1 };
}

/** The list URL of productGroups arguments: the inverse of {@link toProductFilter} (the view is not in them). */
export function toListSearch(query: {
  filter: ProductFilter;
  sort?: ProductSort | null;
  page?: number;
}): CatalogListSearch {
  const { filter, sort, page } = query;
  const search: CatalogListSearch = { category: fromProductCategory(filter.category) };
  const term = toSearchTerm(filter.search);
  if (term !== undefined) search.search = term;
  if (page !== undefined && page > 1) search.page = page;
  if (sort) {
    const field = CATALOG_SORT_FIELDS.find((candidate) => SORT_FIELD_VALUES[candidate] === sort.field);
    if (field !== undefined) {
      search.sortByField = field;
      search.sortByOrder = sort.order;
    }
  }
  for (const key of LIST_FILTER_KEYS) {
    const values = filter[key];
    if (values !== undefined && values.length > 0) search[key] = [...values];
  }
  if (filter.articleTagCategory) search.articleTagCategory = filter.articleTagCategory;
  if (filter.priceFrom !== undefined) search.priceFrom = filter.priceFrom;
  if (filter.priceTo !== undefined) search.priceTo = filter.priceTo;
  if (filter.hasStock === true) search.hasStock = true;
  return search;
}

// ---------- writing the URL ----------

/** A value as the URL carries it; see {@link toUrlSearch}. */
export type UrlValue = string | number | boolean;

/**
 * A value the router writes bare: digits-only text as a number (the router JSON-quotes a string that would parse
 * as something else, so '12' would become '"12"' in the address bar).
 */
function urlValue(text: string): string | number {
  return /^(?:0|[1-9]\d{0,14})$/.test(text) ? Number(text) : text;
}

/**
 * The search object to navigate with: lists joined with ',', page 1 and absent keys left out. The router's parser
 * reads it back into the same {@link CatalogListSearch} through {@link parseListSearch}.
 */
export function toUrlSearch(search: CatalogListSearch): Record<string, UrlValue> {
  const url: Record<string, UrlValue> = {};
  if (search.category !== undefined) url.category = search.category;
  if (search.search !== undefined) url.search = urlValue(search.search);
  if (search.view !== undefined) url.view = search.view;
  if (search.page !== undefined && search.page > 1) url.page = search.page;
  if (search.sortByField !== undefined) {
    url.sortByField = search.sortByField;
    url.sortByOrder = search.sortByOrder ?? 'ASC';
  }
  for (const key of LIST_FILTER_KEYS) {
    const values = search[key];
    if (values !== undefined && values.length > 0) url[key] = urlValue(values.join(','));
  }
  if (search.articleTagCategory !== undefined) url.articleTagCategory = urlValue(search.articleTagCategory);
  if (search.priceFrom !== undefined) url.priceFrom = search.priceFrom;
  if (search.priceTo !== undefined) url.priceTo = search.priceTo;
  if (search.hasStock === true) url.hasStock = true;
  return url;
}

/** The merchandiseCategories value of a category-menu link: the ids joined with '+' (spec 01 §2). */
export function joinMerchandiseCategories(ids: readonly string[]): string | number {
  return urlValue(ids.join('+'));
}

// ---------- editing the filters ----------

/** One active filter as a chip: its key and one value (a list filter gives one chip per value). */
export interface FilterChip {
  key: FilterKey;
  value: string;
}

/** The active filters, one chip per list value, in the filter panel's order. */
export function activeFilterChips(search: CatalogListSearch): FilterChip[] {
  const chips: FilterChip[] = [];
  for (const key of LIST_FILTER_KEYS) for (const value of search[key] ?? []) chips.push({ key, value });
  if (search.articleTagCategory !== undefined) {
    chips.push({ key: 'articleTagCategory', value: search.articleTagCategory });
  }
  if (search.priceFrom !== undefined) chips.push({ key: 'priceFrom', value: String(search.priceFrom) });
  if (search.priceTo !== undefined) chips.push({ key: 'priceTo', value: String(search.priceTo) });
  if (search.hasStock === true) chips.push({ key: 'hasStock', value: 'true' });
  return chips;
}

/** The search without `key` (and without the page: any change of the filters goes back to page 1). */
function without(search: CatalogListSearch, key: keyof CatalogListSearch): CatalogListSearch {
  return Object.fromEntries(Object.entries(search).filter(([entry]) => entry !== key && entry !== 'page'));
}

function isListKey(key: FilterKey): key is ListFilterKey {
  return (LIST_FILTER_KEYS as readonly string[]).includes(key);
}

/** The search without one chip's value, back on page 1. */
export function withoutChip(search: CatalogListSearch, chip: FilterChip): CatalogListSearch {
  if (!isListKey(chip.key)) return without(search, chip.key);
  return withListFilter(
    search,
    chip.key,
    (search[chip.key] ?? []).filter((value) => value !== chip.value),
  );
}

/** The search with a list filter set to `values` (none: removed), back on page 1. */
export function withListFilter(
  search: CatalogListSearch,
  key: ListFilterKey,
  values: readonly string[],
): CatalogListSearch {
  const next = without(search, key);
  const unique = [...new Set(values.map((value) => value.trim()).filter((value) => value !== ''))];
  if (unique.length > 0) next[key] = unique;
  return next;
}

/** The search with one scalar filter set, or removed with `undefined`, back on page 1. */
export function withFilter<K extends 'articleTagCategory' | 'priceFrom' | 'priceTo' | 'hasStock'>(
  search: CatalogListSearch,
  key: K,
  value: CatalogListSearch[K] | undefined,
): CatalogListSearch {
  const next = without(search, key);
  if (value !== undefined) next[key] = value;
  return next;
}

/** The search without any filter (category, search term, view and sort stay), back on page 1. */
export function withoutFilters(search: CatalogListSearch): CatalogListSearch {
  const next: CatalogListSearch = {};
  if (search.category !== undefined) next.category = search.category;
  if (search.search !== undefined) next.search = search.search;
  if (search.view !== undefined) next.view = search.view;
  if (search.sortByField !== undefined) {
    next.sortByField = search.sortByField;
    next.sortByOrder = search.sortByOrder ?? 'ASC';
  }
  return next;
}

/** Whether any filter of spec 01 §3 is set (the search term and category are not filters here). */
export function hasActiveFilters(search: CatalogListSearch): boolean {
  return activeFilterChips(search).length > 0;
}
