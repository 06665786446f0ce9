// The catalog's filter and sort (spec 01 §3 Catalog state, §9 default sort): one definition for the server's SQL
// (catalog/lists.repository) and the device's offline catalog, which evaluates it over flat article records. A parity
// test runs both over the same catalog. Semantics: OR within a key, AND across keys; a product group matches when
// one of its articles matches every key; its price is the lowest dealer price of its matching articles.

export type CatalogFilterCategory = 'BIKE' | 'PAA' | 'GROUPSET';
export type CatalogSortField = 'PRICE' | 'NAME' | 'RECOMMENDED' | 'MODEL_YEAR';
export type CatalogSortOrder = 'ASC' | 'DESC';

/** ProductFilterInput as GraphQL delivers it (absent keys may be null or undefined). */
export interface CatalogFilterInput {
  category: CatalogFilterCategory;
  search?: string | null;
  promotions?: readonly string[] | null;
  brands?: readonly (string | number)[] | null;
  models?: readonly (string | number)[] | null;
  series?: readonly (string | number)[] | null;
  frameSizes?: readonly string[] | null;
  wheelSizes?: readonly string[] | null;
  merchandiseCategories?: readonly (string | number)[] | null;
  bikeCategories?: readonly (string | number)[] | null;
  articleTags?: readonly string[] | null;
  articleTagCategory?: string | null;
  priceFrom?: number | null;
  priceTo?: number | null;
  hasStock?: boolean | null;
}

/**
 * The normalized filter: strings trimmed, empty values and lists dropped (null = no condition), search split into
 * lower-case words. Ids that are not positive 32-bit integers become 0, which matches nothing (an unknown value
 * gives an empty page, never an error).
 */
export interface CatalogFilter {
  /** 'bike' | 'paa' | 'groupset' (the database's spelling). */
  category: string;
  searchWords: string[];
  promotions: string[] | null;
  brands: number[] | null;
  models: number[] | null;
  series: number[] | null;
  frameSizes: string[] | null;
  wheelSizes: string[] | null;
  merchandiseCategories: number[] | null;
  bikeCategories: number[] | null;
  articleTags: string[] | null;
  articleTagCategory: string | null;
  priceFrom: number | null;
  priceTo: number | null;
  /** true: only articles with stock available now; false: no condition. */
  hasStock: boolean;
}

export interface CatalogSort {
  field: CatalogSortField;
  order: CatalogSortOrder;
}

/** Spec 01 §9: price ascending by default; ASC when only a field is given. */
export const DEFAULT_CATALOG_SORT: CatalogSort = { field: 'PRICE', order: 'ASC' };

/** At most this many search words count (a pasted paragraph must not build a huge query). */
export const MAX_SEARCH_WORDS = 8;
/** Longer words are cut to this many characters. */
export const MAX_SEARCH_WORD_LENGTH = 100;
/** At most this many values per list key. */
export const MAX_FILTER_VALUES = 200;

const MAX_ID = 2_147_483_647;

function normalizeStrings(values: readonly string[] | null | undefined): string[] | null {
  if (!values) return null;
  const out = [...new Set(values.map((v) => v.trim()).filter((v) => v !== ''))].slice(0, MAX_FILTER_VALUES);
  return out.length > 0 ? out : null;
}

function toId(value: string | number): number | null {
  const text = String(value).trim();
  if (text === '') return null;
  const id = /^\d+$/.test(text) ? Number(text) : 0;
  return id >= 1 && id <= MAX_ID ? id : 0;
}

function normalizeIds(values: readonly (string | number)[] | null | undefined): number[] | null {
  if (!values) return null;
  const ids = values.map(toId).filter((v): v is number => v !== null);
  const out = [...new Set(ids)].slice(0, MAX_FILTER_VALUES);
  return out.length > 0 ? out : null;
}

/**
 * Lower-case words of a search text (whitespace-separated, at most {@link MAX_SEARCH_WORDS} of at most
 * {@link MAX_SEARCH_WORD_LENGTH} characters).
 */
export function searchWords(search: string | null | undefined): string[] {
  if (!search) return [];
  const words = search
    .toLowerCase()
    .split(/\s+/)
    .filter((w) => w !== '')
    .map((w) => w.slice(0, MAX_SEARCH_WORD_LENGTH));
  return [...new Set(words)].slice(0, MAX_SEARCH_WORDS);
}

const finite = (n: number | null | undefined) => (typeof n === 'number' && Number.isFinite(n) ? n : null);

export function normalizeCatalogFilter(input: CatalogFilterInput): CatalogFilter {
  const tagCategory = input.articleTagCategory?.trim() ?? '';
  return {
    category: input.category.toLowerCase(),
    searchWords: searchWords(input.search),
    promotions: normalizeStrings(input.promotions),
    brands: normalizeIds(input.brands),
    models: normalizeIds(input.models),
    series: normalizeIds(input.series),
    frameSizes: normalizeStrings(input.frameSizes),
    wheelSizes: normalizeStrings(input.wheelSizes),
    merchandiseCategories: normalizeIds(input.merchandiseCategories),
    bikeCategories: normalizeIds(input.bikeCategories),
    articleTags: normalizeStrings(input.articleTags),
    articleTagCategory: tagCategory === '' ? null : tagCategory,
    priceFrom: finite(input.priceFrom),
    priceTo: finite(input.priceTo),
    hasStock: input.hasStock === true,
  };
}

/** The sort a list uses: the given field (ASC when no order is given), else {@link DEFAULT_CATALOG_SORT}. */
export function normalizeCatalogSort(
  sort: { field: CatalogSortField; order?: CatalogSortOrder | null } | null | undefined,
): CatalogSort {
  return sort ? { field: sort.field, order: sort.order ?? 'ASC' } : DEFAULT_CATALOG_SORT;
}

/** One article as the filter sees it: its own fields, its group's, and the buyer's price and stock. */
export interface CatalogArticleRecord {
  articleId: number;
  groupId: number;
  /** 'bike' | 'paa' | 'groupset'. */
  category: string;
  /** The group's name (the NAME sort). */
  groupName: string;
  modelYear: number | null;
  name: string;
  articleCode: string;
  oldCode: string | null;
  brandId: number;
  brandName: string;
  serieId: number | null;
  serieName: string | null;
  merchandiseCategoryId: number;
  frameSize: string | null;
  wheelSize: string | null;
  tagNames: readonly string[];
  tagTypes: readonly string[];
  /** Running promotions covering the article. */
  promotionCodes: readonly string[];
  /** The buyer's dealer price (minor units); null: no price. */
  dealerPrice: number | null;
  /** Stock available now over every location of the sorg. */
  inStock: boolean;
  /** Higher is recommended first. */
  recommendedRank: number;
}

/** Bike category id → its merchandise category ids. */
export type BikeCategoryMcIds = ReadonlyMap<number, readonly number[]>;

const anyOf = <T>(wanted: readonly T[] | null, value: T | null): boolean =>
  wanted === null || (value !== null && wanted.includes(value));

function searchable(record: CatalogArticleRecord): string[] {
  return [record.name, record.articleCode, record.oldCode ?? '', record.brandName, record.serieName ?? ''].map((f) =>
    f.toLowerCase(),
  );
}

/** Whether an article matches every key of the filter (OR within a key, AND across keys). */
export function matchesCatalogFilter(
  record: CatalogArticleRecord,
  filter: CatalogFilter,
  bikeCategoryMcIds: BikeCategoryMcIds,
): boolean {
  if (record.category !== filter.category) return false;
  if (filter.searchWords.length > 0) {
    const fields = searchable(record);
    if (!filter.searchWords.every((word) => fields.some((f) => f.includes(word)))) return false;
  }
  if (filter.promotions !== null && !record.promotionCodes.some((c) => filter.promotions?.includes(c))) return false;
  if (!anyOf(filter.brands, record.brandId)) return false;
  if (!anyOf(filter.models, record.groupId)) return false;
  if (!anyOf(filter.series, record.serieId)) return false;
  if (!anyOf(filter.frameSizes, record.frameSize)) return false;
  if (!anyOf(filter.wheelSizes, record.wheelSize)) return false;
  if (!anyOf(filter.merchandiseCategories, record.merchandiseCategoryId)) return false;
  if (filter.bikeCategories !== null) {
    const mcIds = filter.bikeCategories.flatMap((id) => bikeCategoryMcIds.get(id) ?? []);
    if (!mcIds.includes(record.merchandiseCategoryId)) return false;
  }
  if (filter.articleTags !== null && !record.tagNames.some((t) => filter.articleTags?.includes(t))) return false;
  if (filter.articleTagCategory !== null && !record.tagTypes.includes(filter.articleTagCategory)) return false;
  if (filter.priceFrom !== null && (record.dealerPrice === null || record.dealerPrice < filter.priceFrom)) return false;
  if (filter.priceTo !== null && (record.dealerPrice === null || record.dealerPrice > filter.priceTo)) return false;
  if (filter.hasStock && !record.inStock) return false;
  return true;
}

/** What a product group is sorted by, over its matching articles. */
export interface ProductGroupSortKey {
  groupId: number;
  /** The lowest dealer price of its matching articles; null when none has a price. */
  price: number | null;
  /** Its name, lower-cased. */
  name: string;
  /** The highest recommendation of its matching articles. */
  recommended: number;
  modelYear: number | null;
}

/** Code-unit order, as the database's `COLLATE "C"`: the same on every machine and in every locale. */
const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** null after every value, in both directions (SQL `NULLS LAST`). */
function compareNullable(a: number | null, b: number | null, direction: 1 | -1): number {
  if (a === null || b === null) return a === b ? 0 : a === null ? 1 : -1;
  return (a - b) * direction;
}

/**
 * The order of product groups for a sort: PRICE and MODEL_YEAR by value (groups without one last), NAME by the
 * lower-cased name in code-unit order, RECOMMENDED with the most recommended first when ascending; ties by id.
 */
export function compareProductGroups(sort: CatalogSort): (a: ProductGroupSortKey, b: ProductGroupSortKey) => number {
  const direction = sort.order === 'DESC' ? -1 : 1;
  const byField = (a: ProductGroupSortKey, b: ProductGroupSortKey): number => {
    switch (sort.field) {
      case 'PRICE':
        return compareNullable(a.price, b.price, direction);
      case 'MODEL_YEAR':
        return compareNullable(a.modelYear, b.modelYear, direction);
      case 'NAME':
        return compareText(a.name, b.name) * direction;
      case 'RECOMMENDED':
        return (b.recommended - a.recommended) * direction;
    }
  };
  return (a, b) => byField(a, b) || a.groupId - b.groupId;
}

/** The sort keys of the groups that have matching articles. */
export function productGroupSortKeys(matching: readonly CatalogArticleRecord[]): ProductGroupSortKey[] {
  const keys = new Map<number, ProductGroupSortKey>();
  for (const r of matching) {
    const key = keys.get(r.groupId);
    if (!key) {
      keys.set(r.groupId, {
        groupId: r.groupId,
        price: r.dealerPrice,
        name: r.groupName.toLowerCase(),
        recommended: r.recommendedRank,
        modelYear: r.modelYear,
      });
      continue;
    }
    if (r.dealerPrice !== null && (key.price === null || r.dealerPrice < key.price)) key.price = r.dealerPrice;
    key.recommended = Math.max(key.recommended, r.recommendedRank);
  }
  return [...keys.values()];
}

/** The ids of the product groups matching a filter, in the sort's order: the offline productGroups. */
export function filterProductGroups(
  records: readonly CatalogArticleRecord[],
  filter: CatalogFilter,
  bikeCategoryMcIds: BikeCategoryMcIds,
  sort: CatalogSort = DEFAULT_CATALOG_SORT,
): number[] {
  const matching = records.filter((r) => matchesCatalogFilter(r, filter, bikeCategoryMcIds));
  return productGroupSortKeys(matching)
    .sort(compareProductGroups(sort))
    .map((k) => k.groupId);
}

/**
 * The record of a product as the API sends it (GraphQL `Product`): what the device stores from catalogSync. Only
 * the fields the filter reads.
 */
export interface CatalogProductShape {
  id: string | number;
  groupId: string | number;
  category: CatalogFilterCategory;
  name: string;
  articleCode: string;
  oldCode?: string | null;
  modelYear?: number | null;
  brand: { id: string | number; description: string };
  serie?: string | null;
  serieId?: string | number | null;
  merchandiseCategory: { id: string | number };
  frameSize?: string | null;
  wheelSize?: string | null;
  tags: readonly { type: string; name: string }[];
  promotionCodes: readonly string[];
  recommendedRank: number;
  price?: { dealer: number } | null;
  stock: { inStock: boolean };
}

/** A filter record from a product of catalogSync and the name of its group. */
export function catalogRecordOf(product: CatalogProductShape, groupName: string): CatalogArticleRecord {
  return {
    articleId: Number(product.id),
    groupId: Number(product.groupId),
    category: product.category.toLowerCase(),
    groupName,
    modelYear: product.modelYear ?? null,
    name: product.name,
    articleCode: product.articleCode,
    oldCode: product.oldCode ?? null,
    brandId: Number(product.brand.id),
    brandName: product.brand.description,
    serieId: product.serieId === null || product.serieId === undefined ? null : Number(product.serieId),
    serieName: product.serie ?? null,
    merchandiseCategoryId: Number(product.merchandiseCategory.id),
    frameSize: product.frameSize ?? null,
    wheelSize: product.wheelSize ?? null,
    tagNames: product.tags.map((t) => t.name),
    tagTypes: product.tags.map((t) => t.type),
    promotionCodes: product.promotionCodes,
    dealerPrice: product.price ? product.price.dealer : null,
    inStock: product.stock.inStock,
    recommendedRank: product.recommendedRank,
  };
}
