import type { CatalogCategory } from './list-search';

// The catalog's small rules and constants (spec 01 §2 routes and top-bar menus, §4 Catalog toggle, §5 search
// suggestions, §9 limits), shared by the client's pages and the server's slug check.

/**
 * The fixed children of /catalog (spec 01 §2): no product slug may take one of these words, or `/catalog/{slug}`
 * could not reach it.
 */
export const CATALOG_RESERVED_SLUGS = [
  'bike',
  'paa',
  'groupset',
  'list',
  'fast-order',
  'previous-purchases',
  'frequent-purchases',
  'repeat-order',
] as const;

/** Whether a slug is one of the catalog's reserved words (case-insensitive, as URLs are typed). */
export function isReservedSlug(slug: string): boolean {
  return (CATALOG_RESERVED_SLUGS as readonly string[]).includes(slug.trim().toLowerCase());
}

/** Spec 01 §5, §9: suggestions only for 3 or more characters… */
export const SUGGESTION_MIN_LENGTH = 3;
/** …asked 650 ms after the last keystroke… */
export const SUGGESTION_DEBOUNCE_MS = 650;
/** …4 of them. */
export const SUGGESTION_LIMIT = 4;

/** Whether a typed term is long enough to ask for suggestions (3 characters after trimming). */
export function shouldSuggest(term: string): boolean {
  return term.trim().length >= SUGGESTION_MIN_LENGTH;
}

/** Spec 01 §9: products per list page. */
export const CATALOG_PAGE_LIMIT = 12;
/** Spec 01 §7, §9: best sellers on the catalog home. */
export const BEST_SELLERS_LIMIT = 8;
/** Spec 01 §9: the model view quota, when the host config has none. */
export const DEFAULT_MODEL_VIEW_QUOTA = 12;
/** Spec 01 §9: the item view quota is the config's value (default 7) — 10 when the config omits it. */
export const ITEM_VIEW_QUOTA_WITHOUT_CONFIG = 10;
/** Spec 01 §2: the category menu opens after this delay… */
export const CATEGORY_MENU_OPEN_DELAY_MS = 50;
/** …and is this wide (spec 01 §9). */
export const CATEGORY_MENU_WIDTH = 310;

function positiveWhole(value: number | null | undefined): number | undefined {
  return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : undefined;
}

/** How many articles a group shows in the item view: the config's itemViewQuota, else 10 (spec 01 §9). */
export function itemViewQuota(configValue: number | null | undefined): number {
  return positiveWhole(configValue) ?? ITEM_VIEW_QUOTA_WITHOUT_CONFIG;
}

/** How many variants a model card shows: the config's modelViewQuota, else 12 (spec 01 §9). */
export function modelViewQuota(configValue: number | null | undefined): number {
  return positiveWhole(configValue) ?? DEFAULT_MODEL_VIEW_QUOTA;
}

/** How many product groups each category has for the active customer (productCounts). */
export interface CategoryCounts {
  bike: number;
  paa: number;
  groupset: number;
}

/** The categories of the bike/PAA toggle: only those having products (spec 01 §2 Catalog app bar). */
export function toggleCategories(counts: CategoryCounts | undefined): ('bike' | 'paa')[] {
  if (!counts) return [];
  return (['bike', 'paa'] as const).filter((category) => counts[category] > 0);
}

/**
 * The default catalog URL (spec 01 §4), below the locale prefix: '/catalog' with CATALOG_REDESIGN; otherwise the
 * bike catalog if there are bikes, else PAA, else groupsets.
 */
export function defaultCatalogUrl({
  catalogRedesign,
  counts,
}: {
  catalogRedesign: boolean;
  counts: CategoryCounts;
}): string {
  if (catalogRedesign) return '/catalog';
  if (counts.bike > 0) return '/catalog/bike';
  if (counts.paa > 0) return '/catalog/paa';
  return '/catalog/groupset';
}

/**
 * The catalog home's category (spec 01 §4 "Default catalog category"): the requested one when it has products;
 * a mismatch (the URL names a category without products, or none) is corrected to the one that has them, bike
 * first; with neither (or counts not known yet) it is bike.
 */
export function defaultCatalogCategory(
  requested: CatalogCategory | undefined,
  counts: CategoryCounts | undefined,
): 'bike' | 'paa' {
  const wanted = requested === 'paa' ? 'paa' : 'bike';
  if (!counts) return wanted;
  if (counts[wanted] > 0) return wanted;
  if (counts.bike > 0) return 'bike';
  if (counts.paa > 0) return 'paa';
  return 'bike';
}

/**
 * The disable-paa guard (spec 01 §2 "Guards"; its rule is not shown, docs/decisions.md): the PAA pages are closed
 * to a customer whose catalog has no PAA, as the toggle hides the category. Unknown counts (offline, a failed
 * call) close nothing: the device's copy may still answer.
 */
export function isPaaDisabled(counts: CategoryCounts | undefined): boolean {
  return counts?.paa === 0;
}

/**
 * Where the category menu's 'all categories' link goes (spec 01 §2): with CATALOG_REDESIGN the list of the
 * category, otherwise the category's catalog page. Path below the locale prefix, and the search to add.
 */
export function allCategoriesLink(
  category: 'bike' | 'paa',
  catalogRedesign: boolean,
): { path: string; search: { category?: CatalogCategory } } {
  return catalogRedesign
    ? { path: '/catalog/list', search: { category } }
    : { path: `/catalog/${category}`, search: {} };
}
