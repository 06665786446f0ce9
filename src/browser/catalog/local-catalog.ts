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
  type CatalogFilterInput,
  type CatalogProductShape,
  type CatalogSortField,
  type CatalogSortOrder,
} from '../../shared/catalog/catalog-filter';
import { localDb } from '../local-db';
import { catalogSyncedAt } from './catalog-sync';

// The offline catalog (issue #5 item 5): the list, search and product pages answered from the device's copy of
// the active customer's catalog, with the same filter and sort rules as the server (src/shared/catalog).

/** Whose copy: the signed-in user and the customer they act for ('-' for none). */
export interface LocalCatalogScope {
  userId: string;
  customerId: string;
}

/** A product as catalogSync stored it: the GraphQL Product. */
export type LocalProduct = CatalogProductShape & { slug: string; groupSlug: string } & Record<string, unknown>;
/** A product group as catalogSync stored it: the GraphQL ProductGroup (without items). */
export type LocalGroup = { id: string; slug: string; parentName: string } & Record<string, unknown>;

interface Snapshot {
  key: string;
  asOf: number;
  products: LocalProduct[];
  records: CatalogArticleRecord[];
  groups: Map<number, LocalGroup>;
  productsByGroup: Map<number, LocalProduct[]>;
}

let cached: Snapshot | undefined;

/**
 * The copy of a scope in memory, read once per download (a new sync changes its time): filtering 10,000 articles
 * in memory takes milliseconds, reading them from IndexedDB for every keystroke would not. undefined when the
 * device holds no copy for the scope.
 */
async function snapshot(scope: LocalCatalogScope): Promise<Snapshot | undefined> {
  const synced = await catalogSyncedAt(scope.userId, scope.customerId);
  if (!synced) return undefined;
  const key = `${scope.userId}:${scope.customerId}:${String(synced.savedAt)}:${String(synced.count)}`;
  if (cached?.key === key) return cached;
  const db = localDb();
  const [productRows, groupRows] = await Promise.all([
    db.catalogProducts.where('[userId+customerId]').equals([scope.userId, scope.customerId]).toArray(),
    db.catalogGroups.where('[userId+customerId]').equals([scope.userId, scope.customerId]).toArray(),
  ]);
  const groups = new Map(groupRows.map((row) => [Number(row.groupId), row.data as LocalGroup]));
  const products = productRows.map((row) => row.data as LocalProduct);
  const productsByGroup = new Map<number, LocalProduct[]>();
  const records: CatalogArticleRecord[] = [];
  for (const product of products) {
    const groupId = Number(product.groupId);
    const list = productsByGroup.get(groupId) ?? [];
    list.push(product);
    productsByGroup.set(groupId, list);
    records.push(catalogRecordOf(product, groups.get(groupId)?.parentName ?? product.name));
  }
  cached = { key, asOf: synced.savedAt, products, records, groups, productsByGroup };
  return cached;
}

/** Forgets the copy held in memory (after a sign-out or a wipe). */
export function forgetLocalCatalog(): void {
  cached = undefined;
}

/** When the device's copy of a scope's catalog was made (epoch ms), or null when there is none. */
export async function localCatalogAsOf(scope: LocalCatalogScope): Promise<number | null> {
  return (await catalogSyncedAt(scope.userId, scope.customerId))?.savedAt ?? null;
}

export interface LocalGroupWithItems extends Record<string, unknown> {
  id: string;
  slug: string;
  parentName: string;
  items: LocalProduct[];
}

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
  const matching = copy.records.filter((r) => matchesCatalogFilter(r, filter, args.bikeCategoryMcIds ?? new Map()));
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
