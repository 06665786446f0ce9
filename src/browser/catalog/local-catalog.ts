import { articleCodeKey, displayArticleCode, matchArticleCode } from '../../shared/catalog/article-code';
import {
  activeFacetFilter,
  CatalogFilterOptionsCounter,
  catalogProductCounts,
  type CatalogFilterOptions,
} from '../../shared/catalog/catalog-filter-options';
import {
  catalogRecordOf,
  compareProductGroups,
  matchesCatalogFilter,
  normalizeCatalogFilter,
  normalizeCatalogSort,
  productGroupSortKeys,
  searchWords,
  type BikeCategoryMcIds,
  type CatalogArticleRecord,
  type CatalogFilterCategory,
  type CatalogFilterInput,
  type CatalogSortField,
  type CatalogSortOrder,
} from '../../shared/catalog/catalog-filter';
import { localDb, type CatalogLists } from '../local-db';
import type { CatalogSyncMoneyFormatFragment } from '../gql/graphql';
import { catalogLists, catalogSyncedAt, type SyncedGroup, type SyncedProduct } from './catalog-sync';

// The offline catalog (ARCHITECTURE.md "Offline"): the list, search and product pages answered from the device's copy of
// the active customer's catalog, with the same filter and sort rules as the server (src/shared/catalog).

/** Whose copy: the signed-in user and the customer they act for ('-' for none). */
export interface LocalCatalogScope {
  userId: string;
  customerId: string;
}

/** A money format as catalogSync stored it. */
export type LocalMoneyFormat = CatalogSyncMoneyFormatFragment;

/** A product as catalogSync stored it: the GraphQL Product of its document. */
export type LocalProduct = SyncedProduct;
/** A product group as catalogSync stored it: the GraphQL ProductGroup of its document (without items). */
export type LocalGroup = SyncedGroup;

interface Snapshot {
  key: string;
  asOf: number;
  products: LocalProduct[];
  records: CatalogArticleRecord[];
  groups: Map<number, LocalGroup>;
  productsByGroup: Map<number, LocalProduct[]>;
  lists: CatalogLists;
  /** The bike categories of the copy's lists (the `bikeCategories` filter when the page knows none). */
  bikeCategoryMcIds: BikeCategoryMcIds;
  /** The filter choices per category and active filter, the latest {@link FILTER_OPTIONS_KEPT} kept per copy. */
  filterOptions: Map<string, Promise<CatalogFilterOptions<LocalMoneyFormat>>>;
  /** The products by every key of their codes (code, old code, code shown), built at the first code lookup. */
  byCodeKey?: Map<string, LocalProduct[]>;
}

let cached: Snapshot | undefined;
let loading: { key: string; snapshot: Promise<Snapshot> } | undefined;

/**
 * Rows per IndexedDB read while the copy is loaded: each read is decoded in a task of its own, so the page stays
 * responsive (one read of 14,000 articles held the main thread for 200 ms, 580 ms on a 4× slower CPU).
 */
const READ_BATCH = 150;

/** One batch of a table's rows with ids in a range, in id order. */
type BatchReader<Row> = (lower: string, upper: string, includeLower: boolean) => Promise<Row[]>;

/** Every row of a scope's copy in one table, in batches by primary key (`${userId}:${customerId}:…`). */
async function readScope<Row extends { id: string; userId: string; customerId: string }>(
  scope: LocalCatalogScope,
  read: BatchReader<Row>,
  onBatch: (rows: Row[]) => void,
): Promise<void> {
  const prefix = `${scope.userId}:${scope.customerId}:`;
  let lower = prefix;
  let includeLower = true;
  for (;;) {
    const rows = await read(lower, `${prefix}\uffff`, includeLower);
    // The prefix alone could match another scope whose ids hold a ':' ('U:1' + 'C' and 'U' + '1:C').
    onBatch(rows.filter((row) => row.userId === scope.userId && row.customerId === scope.customerId));
    const last = rows.at(-1);
    if (!last || rows.length < READ_BATCH) return;
    lower = last.id;
    includeLower = false;
  }
}

async function load(scope: LocalCatalogScope, key: string, asOf: number): Promise<Snapshot> {
  const db = localDb();
  const groups = new Map<number, LocalGroup>();
  const [lists] = await Promise.all([
    catalogLists(scope.userId, scope.customerId),
    readScope(
      scope,
      (lower, upper, includeLower) =>
        db.catalogGroups.where('id').between(lower, upper, includeLower, false).limit(READ_BATCH).toArray(),
      (rows) => {
        for (const row of rows) groups.set(Number(row.groupId), row.data as LocalGroup);
      },
    ),
  ]);
  const products: LocalProduct[] = [];
  const productsByGroup = new Map<number, LocalProduct[]>();
  const records: CatalogArticleRecord[] = [];
  await readScope(
    scope,
    (lower, upper, includeLower) =>
      db.catalogProducts.where('id').between(lower, upper, includeLower, false).limit(READ_BATCH).toArray(),
    (rows) => {
      for (const row of rows) {
        const product = row.data as LocalProduct;
        const groupId = Number(product.groupId);
        const list = productsByGroup.get(groupId) ?? [];
        list.push(product);
        productsByGroup.set(groupId, list);
        products.push(product);
        records.push(catalogRecordOf(product, groups.get(groupId)?.parentName ?? product.name));
      }
    },
  );
  const bikeCategoryMcIds = new Map(
    lists.bikeCategories.map((category) => [Number(category.id), category.mcIds.map(Number)] as const),
  );
  return { key, asOf, products, records, groups, productsByGroup, lists, bikeCategoryMcIds, filterOptions: new Map() };
}

function codeIndex(copy: Snapshot): Map<string, LocalProduct[]> {
  if (copy.byCodeKey) return copy.byCodeKey;
  const index = new Map<string, LocalProduct[]>();
  for (const product of copy.products) {
    const oldCode = typeof product.oldCode === 'string' ? product.oldCode : '';
    const keys = new Set(
      [product.articleCode, oldCode, displayArticleCode(product.articleCode)]
        .filter((c) => c !== '')
        .map(articleCodeKey),
    );
    for (const key of keys) index.set(key, [...(index.get(key) ?? []), product]);
  }
  copy.byCodeKey = index;
  return index;
}

/**
 * The copy of a scope in memory, read once per download (a new sync changes its time): filtering 10,000 articles
 * in memory takes milliseconds, reading them from IndexedDB for every keystroke would not. undefined when the
 * device holds no copy for the scope. Callers at the same time share one read.
 */
async function snapshot(scope: LocalCatalogScope): Promise<Snapshot | undefined> {
  const synced = await catalogSyncedAt(scope.userId, scope.customerId);
  if (!synced) return undefined;
  const key = `${scope.userId}:${scope.customerId}:${String(synced.savedAt)}:${String(synced.count)}`;
  if (cached?.key === key) return cached;
  if (loading?.key !== key) {
    const snapshot = load(scope, key, synced.savedAt);
    loading = { key, snapshot };
    snapshot.then(
      (copy) => {
        if (loading?.snapshot === snapshot) {
          cached = copy;
          loading = undefined;
        }
      },
      () => {
        if (loading?.snapshot === snapshot) loading = undefined;
      },
    );
  }
  return loading.snapshot;
}

/** Forgets the copy held in memory (after a sign-out or a wipe). */
export function forgetLocalCatalog(): void {
  cached = undefined;
  loading = undefined;
}

/** When the device's copy of a scope's catalog was made (epoch ms), or null when there is none. */
export async function localCatalogAsOf(scope: LocalCatalogScope): Promise<number | null> {
  return (await catalogSyncedAt(scope.userId, scope.customerId))?.savedAt ?? null;
}

export type LocalGroupWithItems = LocalGroup & { items: LocalProduct[] };

export interface LocalPage {
  items: LocalGroupWithItems[];
  info: { page: number; count: number; pageTotal: number };
  /** When the device's copy was made: 'prices and stock as of {time}'. */
  asOf: number;
}

function withItems(group: LocalGroup, items: readonly LocalProduct[], limit: number | undefined): LocalGroupWithItems {
  return { ...group, items: limit === undefined ? [...items] : items.slice(0, limit) };
}

/**
 * The offline productGroups: the groups of the scope's copy that match the filter, in the sort's order, one page
 * of them, each with its articles (at most `itemsLimit`). undefined when the device holds no copy.
 */
export async function localProductGroups(
  scope: LocalCatalogScope,
  args: {
    filter: CatalogFilterInput;
    sort?: { field: CatalogSortField; order?: CatalogSortOrder | null } | null;
    page: number;
    limit: number;
    bikeCategoryMcIds?: BikeCategoryMcIds;
    itemsLimit?: number;
  },
): Promise<LocalPage | undefined> {
  const copy = await snapshot(scope);
  if (!copy) return undefined;
  const filter = normalizeCatalogFilter(args.filter);
  const mcIds = args.bikeCategoryMcIds?.size ? args.bikeCategoryMcIds : copy.bikeCategoryMcIds;
  const matching = copy.records.filter((r) => matchesCatalogFilter(r, filter, mcIds));
  const ordered = productGroupSortKeys(matching).sort(compareProductGroups(normalizeCatalogSort(args.sort)));
  const page = Math.max(1, Math.floor(args.page));
  const limit = Math.max(1, Math.floor(args.limit));
  const items = ordered.slice((page - 1) * limit, page * limit).flatMap((key) => {
    const group = copy.groups.get(key.groupId);
    return group ? [withItems(group, copy.productsByGroup.get(key.groupId) ?? [], args.itemsLimit)] : [];
  });
  return {
    items,
    info: { page, count: ordered.length, pageTotal: Math.ceil(ordered.length / limit) },
    asOf: copy.asOf,
  };
}

export type LocalProductDetails =
  | { found: true; group: LocalGroupWithItems; products: LocalProduct[]; selected: LocalProduct | null; asOf: number }
  /** The device has a copy, but not this product (or no copy at all): 'not available offline', never a 404. */
  | { found: false; hasCopy: boolean };

/** The offline productDetailsV2: a group by its slug, or the group of the article a slug names. */
export async function localProductDetails(scope: LocalCatalogScope, slug: string): Promise<LocalProductDetails> {
  const copy = await snapshot(scope);
  if (!copy) return { found: false, hasCopy: false };
  const selected = copy.products.find((product) => product.slug === slug) ?? null;
  const group = selected
    ? copy.groups.get(Number(selected.groupId))
    : [...copy.groups.values()].find((candidate) => candidate.slug === slug);
  if (!group) return { found: false, hasCopy: true };
  const products = copy.productsByGroup.get(Number(group.id)) ?? [];
  return { found: true, group: withItems(group, products, undefined), products, selected, asOf: copy.asOf };
}

/**
 * The offline search suggestion: up to `limit` products of the category whose name, code, brand or series holds
 * every word, most recommended first, and the names of their groups as completions.
 */
export async function localSearchSuggestion(
  scope: LocalCatalogScope,
  term: string,
  category: CatalogFilterInput['category'],
  limit = 4,
): Promise<{ products: LocalProduct[]; suggestion: string[] } | undefined> {
  const copy = await snapshot(scope);
  if (!copy) return undefined;
  if (searchWords(term).length === 0) return { products: [], suggestion: [] };
  const filter = normalizeCatalogFilter({ category, search: term });
  const hits: { product: LocalProduct; rank: number }[] = [];
  copy.records.forEach((record, index) => {
    const product = copy.products[index];
    if (product && matchesCatalogFilter(record, filter, new Map()))
      hits.push({ product, rank: record.recommendedRank });
  });
  hits.sort((a, b) => b.rank - a.rank || a.product.articleCode.localeCompare(b.product.articleCode));
  const products = hits.slice(0, limit).map((hit) => hit.product);
  const suggestion = [
    ...new Set(hits.map((hit) => copy.groups.get(Number(hit.product.groupId))?.parentName ?? hit.product.name)),
  ].slice(0, limit);
  return { products, suggestion };
}

/**
 * The offline article lookup of fast order: the product of the copy each typed code means, by the same shared rule
 * as the server (any form a user sees: the code shown, without leading zeros, the old code). Codes that fit no
 * product, or several, are absent. undefined when the device holds no copy.
 */
export async function localArticlesByCodes(
  scope: LocalCatalogScope,
  codes: readonly string[],
): Promise<Map<string, LocalProduct> | undefined> {
  const copy = await snapshot(scope);
  if (!copy) return undefined;
  const index = codeIndex(copy);
  const found = new Map<string, LocalProduct>();
  for (const code of codes) {
    const match = matchArticleCode(code, index.get(articleCodeKey(code)) ?? []);
    if (match.kind === 'found') found.set(code, match.article);
  }
  return found;
}

/** Product groups counted per task: counting a whole copy at once took 50–75 ms on a 4× slower CPU. */
const COUNT_BATCH = 500;

/** Filter choices kept per copy: the categories without a filter and the latest filters of the list. */
const FILTER_OPTIONS_KEPT = 12;

async function countFilterOptions(
  copy: Snapshot,
  category: CatalogFilterCategory,
  active: CatalogFilterInput | null,
  bikeCategoryMcIds: BikeCategoryMcIds,
): Promise<CatalogFilterOptions<LocalMoneyFormat>> {
  const promotionNames = new Map(copy.lists.promotions.map((promotion) => [promotion.code, promotion.name]));
  const counter = new CatalogFilterOptionsCounter<LocalMoneyFormat>(
    category,
    {
      groupName: (groupId) => copy.groups.get(groupId)?.parentName,
      promotionName: (code) => promotionNames.get(code),
    },
    { filter: active, bikeCategoryMcIds },
  );
  let counted = 0;
  for (const [groupId, products] of copy.productsByGroup) {
    counter.addGroup(groupId, products);
    counted += 1;
    // Lets the page draw and answer taps in between.
    if (counted % COUNT_BATCH === 0) await new Promise((resolve) => setTimeout(resolve, 0));
  }
  return counter.options();
}

/**
 * The offline `filter`: a category's filter choices with their counts, from the copy, under the list's active
 * filter as the server counts them (each choice: the list if it were also ticked). undefined without a copy.
 */
export async function localFilterOptions(
  scope: LocalCatalogScope,
  category: CatalogFilterCategory,
  active?: CatalogFilterInput | null,
  bikeCategoryMcIds?: BikeCategoryMcIds,
): Promise<CatalogFilterOptions<LocalMoneyFormat> | undefined> {
  const copy = await snapshot(scope);
  if (!copy) return undefined;
  const key = active ? JSON.stringify(activeFacetFilter(category, active)) : category;
  let options = copy.filterOptions.get(key);
  if (!options) {
    const mcIds = bikeCategoryMcIds?.size ? bikeCategoryMcIds : copy.bikeCategoryMcIds;
    options = countFilterOptions(copy, category, active ?? null, mcIds);
    const oldest = copy.filterOptions.keys().next();
    if (copy.filterOptions.size >= FILTER_OPTIONS_KEPT && !oldest.done) copy.filterOptions.delete(oldest.value);
  } else copy.filterOptions.delete(key);
  // Re-inserted: the Map's first key is the least recently used.
  copy.filterOptions.set(key, options);
  return options;
}

/** The offline `productCounts`: product groups per category in the copy. undefined without one. */
export async function localProductCounts(
  scope: LocalCatalogScope,
): Promise<{ bike: number; paa: number; groupset: number } | undefined> {
  const copy = await snapshot(scope);
  return copy ? catalogProductCounts(copy.products) : undefined;
}

/**
 * The offline `bikeCategories`: as the last download got them. undefined without a copy, or for a copy made before
 * downloads kept them.
 */
export async function localBikeCategories(
  scope: LocalCatalogScope,
): Promise<CatalogLists['bikeCategories'] | undefined> {
  const copy = await snapshot(scope);
  return copy?.lists.bikeCategories.length ? copy.lists.bikeCategories : undefined;
}
