// The filter choices of a category with their counts (spec 01 §7 `filter`), computed from a catalog's articles: the
// device's copy answers what the server's `filter` query answers for the same data (catalog/lists.repository
// filterOptions; a parity test compares both). Each choice counts the product groups of the category the list
// would show if it were also ticked: every other key's active filter applies, and the choice's own key holds the
// values already ticked plus this one (OR within a key, AND across keys: the list filter's rule).

import {
  catalogRecordOf,
  matchesCatalogFilter,
  normalizeCatalogFilter,
  type BikeCategoryMcIds,
  type CatalogFilter,
  type CatalogFilterCategory,
  type CatalogFilterInput,
  type CatalogProductShape,
} from './catalog-filter';

/** One choice: its value in the filter, its label, how many product groups have it. */
export interface CatalogFilterOption {
  value: string;
  label: string;
  count: number;
}

/** The lowest and highest dealer price of the category (minor units) and the format of one of its prices. */
export interface CatalogPriceRange<F> {
  min: number;
  max: number;
  format: F | null;
}

/** The choices of the list filters for a category; the bike-only keys are empty for other categories. */
export interface CatalogFilterOptions<F> {
  brands: CatalogFilterOption[];
  promotions: CatalogFilterOption[];
  tags: CatalogFilterOption[];
  tagCategories: CatalogFilterOption[];
  categories: CatalogFilterOption[];
  priceRange: CatalogPriceRange<F> | null;
  series: CatalogFilterOption[];
  frameSizes: CatalogFilterOption[];
  wheelSizes: CatalogFilterOption[];
  models: CatalogFilterOption[];
}

/** A product as catalogSync sends it, with the fields the choices need besides the filter's. */
export interface CatalogOptionsProductShape<F> extends CatalogProductShape {
  merchandiseCategory: { id: string | number; name: string };
  price?: { dealer: number; format?: F | null } | null;
}

/** The names the articles do not carry. */
export interface CatalogOptionsNames {
  /** A product group's name (the `models` choices); the group id as text when unknown. */
  groupName: (groupId: number) => string | undefined;
  /** A promotion's name (the `promotions` choices); the code when unknown. */
  promotionName: (code: string) => string | undefined;
}

export interface CatalogOptionsSource<F> extends CatalogOptionsNames {
  products: readonly CatalogOptionsProductShape<F>[];
}

/** The lists of choices that are counted, each with the key of the list filter it sets. */
export const FACET_FILTER_KEYS = {
  brands: 'brands',
  promotions: 'promotions',
  categories: 'merchandiseCategories',
  tags: 'articleTags',
  tagCategories: 'articleTagCategory',
  series: 'series',
  frameSizes: 'frameSizes',
  wheelSizes: 'wheelSizes',
  models: 'models',
} as const satisfies Record<string, keyof CatalogFilter>;

export type FacetKind = keyof typeof FACET_FILTER_KEYS;

/** How one list of choices is counted under an active filter (see {@link facetCounting}). */
export interface FacetCounting {
  /** The active filter without this list's key: the articles a choice counts over. */
  others: CatalogFilter;
  /** Whether the groups matching the whole active filter count for every choice (the list has ticked values). */
  addsToSelection: boolean;
  /** The list's ticked values as text: listed even when no article counts for them (their chips need a label). */
  ticked: string[];
}

/**
 * How the choices of one list are counted under the active filter: over the articles matching `others` (the active
 * filter without this list's key). When `addsToSelection`, the values already ticked in this list stay in the count
 * (ticking one more widens the list: OR within a key), so a choice counts the groups having an article matching
 * `others` with this choice or with a ticked one, i.e. the groups matching the whole active filter plus those with
 * the choice. The tag type is a single value: ticking another replaces it, so its choices count alone.
 */
export function facetCounting(filter: CatalogFilter, kind: FacetKind): FacetCounting {
  const key = FACET_FILTER_KEYS[kind];
  const value = filter[key];
  const ticked = value === null ? [] : Array.isArray(value) ? value.map(String) : [value];
  return {
    others: { ...filter, [key]: null },
    addsToSelection: key !== 'articleTagCategory' && value !== null,
    ticked,
  };
}

/** The active filter of a category's choices: the list's filter with the category of the choices. */
export function activeFacetFilter(category: CatalogFilterCategory, active: CatalogFilterInput | null | undefined) {
  return normalizeCatalogFilter({ ...(active ?? {}), category });
}

/** Code-unit order, as the database's "C" collation sorts the labels. */
const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** A numeric id before a larger one, else as text (the SQL orders ties of a label by the id). */
function compareValues(a: string, b: string): number {
  const x = Number(a);
  const y = Number(b);
  return Number.isInteger(x) && Number.isInteger(y) ? x - y : compareText(a, b);
}

/**
 * Collects, per value, its label and how many product groups have it, one group at a time: a group that matches
 * the whole active filter while this list has ticked values counts for every value (see {@link facetCounting}).
 */
class Tally {
  private readonly entries = new Map<string, { label: string; count: number }>();
  /** The values of the group being added, with their labels and whether an article counted for them. */
  private readonly current = new Map<string, { label: string; hit: boolean }>();
  private selected = 0;

  /** A value of the group; `hit` false only lists it (a ticked value no article counts for). */
  add(value: string, label: string, hit = true): void {
    const seen = this.current.get(value);
    if (!seen) this.current.set(value, { label, hit });
    else seen.hit ||= hit;
  }

  /** Ends the group: it counted for its values, or for every value when `selected`. */
  endGroup(selected: boolean): void {
    if (selected) this.selected += 1;
    for (const [value, { label, hit }] of this.current) {
      const counted = hit && !selected ? 1 : 0;
      const entry = this.entries.get(value);
      if (!entry) this.entries.set(value, { label, count: counted });
      else entry.count += counted;
    }
    this.current.clear();
  }

  /** By label, then by value. */
  options(): CatalogFilterOption[] {
    return [...this.entries]
      .map(([value, { label, count }]) => ({ value, label, count: count + this.selected }))
      .sort((a, b) => compareText(a.label, b.label) || compareValues(a.value, b.value));
  }
}

/**
 * Counts the filter choices of one category group by group (so a caller may spread a large catalog over several
 * tasks); {@link catalogFilterOptions} does it in one go. With an active filter, each list counts under it as
 * {@link facetCounting} says.
 */
export class CatalogFilterOptionsCounter<F> {
  private readonly isBike: boolean;
  private readonly category: string;
  private readonly tallies: Record<FacetKind, Tally> = {
    brands: new Tally(),
    promotions: new Tally(),
    categories: new Tally(),
    tags: new Tally(),
    tagCategories: new Tally(),
    series: new Tally(),
    frameSizes: new Tally(),
    wheelSizes: new Tally(),
    models: new Tally(),
  };
  /** Per list: the filter an article must match to count, and whether the whole filter's groups count for all. */
  private readonly counting: Record<FacetKind, FacetCounting> | null;
  private readonly filter: CatalogFilter | null;
  private readonly bikeCategoryMcIds: BikeCategoryMcIds;
  private priceRange: CatalogPriceRange<F> | null = null;

  constructor(
    category: CatalogFilterCategory,
    private readonly names: CatalogOptionsNames,
    active?: { filter?: CatalogFilterInput | null; bikeCategoryMcIds?: BikeCategoryMcIds },
  ) {
    this.isBike = category === 'BIKE';
    this.category = category.toLowerCase();
    this.bikeCategoryMcIds = active?.bikeCategoryMcIds ?? new Map();
    this.filter = active?.filter ? activeFacetFilter(category, active.filter) : null;
    const filter = this.filter;
    if (filter) {
      const kinds = Object.keys(FACET_FILTER_KEYS) as FacetKind[];
      this.counting = Object.fromEntries(kinds.map((kind) => [kind, facetCounting(filter, kind)])) as Record<
        FacetKind,
        FacetCounting
      >;
    } else this.counting = null;
  }

  /** Adds the articles of one product group, each group once (articles of other categories are left out). */
  addGroup(groupId: number, products: readonly CatalogOptionsProductShape<F>[]): void {
    const selected = new Set<FacetKind>();
    for (const product of products) {
      if (product.category.toLowerCase() !== this.category) continue;
      // Which lists this article counts in under the active filter.
      let counts = (_kind: FacetKind) => true;
      let ticked = (_kind: FacetKind, _value: string) => false;
      if (this.counting && this.filter) {
        const counting = this.counting;
        const record = catalogRecordOf(product, '');
        const matches = new Map<FacetKind, boolean>();
        counts = (kind) => {
          let match = matches.get(kind);
          if (match === undefined) {
            match = matchesCatalogFilter(record, counting[kind].others, this.bikeCategoryMcIds);
            matches.set(kind, match);
          }
          return match;
        };
        ticked = (kind, value) => counting[kind].ticked.includes(value);
        // A group with an article matching the whole active filter counts for every choice of a list with ticks.
        if (matchesCatalogFilter(record, this.filter, this.bikeCategoryMcIds)) {
          for (const kind of Object.keys(counting) as FacetKind[]) {
            if (counting[kind].addsToSelection) selected.add(kind);
          }
        }
      }
      const add = (kind: FacetKind, value: string, label: string) => {
        const hit = counts(kind);
        if (hit || ticked(kind, value)) this.tallies[kind].add(value, label, hit);
      };
      add('brands', String(product.brand.id), product.brand.description);
      for (const code of product.promotionCodes) add('promotions', code, this.names.promotionName(code) ?? code);
      add('categories', String(product.merchandiseCategory.id), product.merchandiseCategory.name);
      if (!this.isBike) continue;
      for (const tag of product.tags) {
        add('tags', tag.name, tag.name);
        add('tagCategories', tag.type, tag.type);
      }
      if (product.serieId !== null && product.serieId !== undefined) {
        add('series', String(product.serieId), product.serie ?? '');
      }
      if (product.frameSize !== null && product.frameSize !== undefined) {
        add('frameSizes', product.frameSize, product.frameSize);
      }
      if (product.wheelSize !== null && product.wheelSize !== undefined) {
        add('wheelSizes', product.wheelSize, product.wheelSize);
      }
      add('models', String(groupId), this.names.groupName(groupId) ?? String(groupId));
      // The price range is the category's whole range: the price filter is a slider over it, not a list of choices.
      const price = product.price;
      if (price) {
        this.priceRange ??= { min: price.dealer, max: price.dealer, format: price.format ?? null };
        this.priceRange.min = Math.min(this.priceRange.min, price.dealer);
        this.priceRange.max = Math.max(this.priceRange.max, price.dealer);
      }
    }
    for (const kind of Object.keys(this.tallies) as FacetKind[]) this.tallies[kind].endGroup(selected.has(kind));
  }

  /**
   * The choices: brands, promotions and merchandise categories for every category; tags, tag types, series, frame
   * and wheel sizes, models and the price range for bikes only. Labels in code-unit order, ties by value; sizes as
   * text (the filter panel orders them for reading).
   */
  options(): CatalogFilterOptions<F> {
    const bySize = (tally: Tally) => tally.options().sort((a, b) => compareText(a.value, b.value));
    const t = this.tallies;
    return {
      brands: t.brands.options(),
      promotions: t.promotions.options(),
      categories: t.categories.options(),
      tags: t.tags.options(),
      tagCategories: t.tagCategories.options(),
      series: t.series.options(),
      frameSizes: bySize(t.frameSizes),
      wheelSizes: bySize(t.wheelSizes),
      models: t.models.options(),
      priceRange: this.priceRange,
    };
  }
}

/**
 * The filter choices of a category over a catalog's articles, as the server's `filter` query gives them (see
 * {@link CatalogFilterOptionsCounter.options}).
 */
export function catalogFilterOptions<F>(
  source: CatalogOptionsSource<F>,
  category: CatalogFilterCategory,
  active?: { filter?: CatalogFilterInput | null; bikeCategoryMcIds?: BikeCategoryMcIds },
): CatalogFilterOptions<F> {
  const groups = new Map<number, CatalogOptionsProductShape<F>[]>();
  for (const product of source.products) {
    const groupId = Number(product.groupId);
    const list = groups.get(groupId);
    if (list) list.push(product);
    else groups.set(groupId, [product]);
  }
  const counter = new CatalogFilterOptionsCounter<F>(category, source, active);
  for (const [groupId, products] of groups) counter.addGroup(groupId, products);
  return counter.options();
}

/** How many product groups each category has (productCounts) in a catalog's articles. */
export function catalogProductCounts(
  products: readonly Pick<CatalogProductShape, 'category' | 'groupId'>[],
): Record<'bike' | 'paa' | 'groupset', number> {
  const groups = { bike: new Set<number>(), paa: new Set<number>(), groupset: new Set<number>() };
  for (const product of products) {
    const category = product.category.toLowerCase();
    if (category === 'bike' || category === 'paa' || category === 'groupset') {
      groups[category].add(Number(product.groupId));
    }
  }
  return { bike: groups.bike.size, paa: groups.paa.size, groupset: groups.groupset.size };
}
