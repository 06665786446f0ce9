// The filter choices of a category with their counts (spec 01 §7 `filter`), computed from a catalog's articles: the
// device's copy answers what the server's `filter` query answers for the same data (catalog.repository
// filterOptions; a parity test compares both). Each choice counts the product groups of the category having an
// article with it; the counts do not follow the filters already chosen, as on the server.

import type { CatalogFilterCategory, CatalogProductShape } from './catalog-filter';

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

/** Code-unit order, as the database's "C" collation sorts the labels. */
const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** A numeric id before a larger one, else as text (the SQL orders ties of a label by the id). */
function compareValues(a: string, b: string): number {
  const x = Number(a);
  const y = Number(b);
  return Number.isInteger(x) && Number.isInteger(y) ? x - y : compareText(a, b);
}

/**
 * Collects, per value, its label and how many product groups have it. The articles of a group are added one after
 * the other, so a value counts a group once when the last group it counted is another.
 */
class Tally {
  private readonly entries = new Map<string, { label: string; count: number; lastGroup: number }>();

  add(value: string, label: string, groupId: number): void {
    const entry = this.entries.get(value);
    if (!entry) this.entries.set(value, { label, count: 1, lastGroup: groupId });
    else if (entry.lastGroup !== groupId) {
      entry.count += 1;
      entry.lastGroup = groupId;
    }
  }

  /** By label, then by value. */
  options(): CatalogFilterOption[] {
    return [...this.entries]
      .map(([value, { label, count }]) => ({ value, label, count }))
      .sort((a, b) => compareText(a.label, b.label) || compareValues(a.value, b.value));
  }
}

/**
 * Counts the filter choices of one category group by group (so a caller may spread a large catalog over several
 * tasks); {@link catalogFilterOptions} does it in one go.
 */
export class CatalogFilterOptionsCounter<F> {
  private readonly isBike: boolean;
  private readonly category: string;
  private readonly brands = new Tally();
  private readonly promotions = new Tally();
  private readonly categories = new Tally();
  private readonly tags = new Tally();
  private readonly tagCategories = new Tally();
  private readonly series = new Tally();
  private readonly frameSizes = new Tally();
  private readonly wheelSizes = new Tally();
  private readonly models = new Tally();
  private priceRange: CatalogPriceRange<F> | null = null;

  constructor(
    category: CatalogFilterCategory,
    private readonly names: CatalogOptionsNames,
  ) {
    this.isBike = category === 'BIKE';
    this.category = category.toLowerCase();
  }

  /** Adds the articles of one product group, each group once (articles of other categories are left out). */
  addGroup(groupId: number, products: readonly CatalogOptionsProductShape<F>[]): void {
    for (const product of products) {
      if (product.category.toLowerCase() !== this.category) continue;
      this.brands.add(String(product.brand.id), product.brand.description, groupId);
      for (const code of product.promotionCodes) {
        this.promotions.add(code, this.names.promotionName(code) ?? code, groupId);
      }
      this.categories.add(String(product.merchandiseCategory.id), product.merchandiseCategory.name, groupId);
      if (!this.isBike) continue;
      for (const tag of product.tags) {
        this.tags.add(tag.name, tag.name, groupId);
        this.tagCategories.add(tag.type, tag.type, groupId);
      }
      if (product.serieId !== null && product.serieId !== undefined) {
        this.series.add(String(product.serieId), product.serie ?? '', groupId);
      }
      if (product.frameSize !== null && product.frameSize !== undefined) {
        this.frameSizes.add(product.frameSize, product.frameSize, groupId);
      }
      if (product.wheelSize !== null && product.wheelSize !== undefined) {
        this.wheelSizes.add(product.wheelSize, product.wheelSize, groupId);
      }
      this.models.add(String(groupId), this.names.groupName(groupId) ?? String(groupId), groupId);
      const price = product.price;
      if (price) {
        this.priceRange ??= { min: price.dealer, max: price.dealer, format: price.format ?? null };
        this.priceRange.min = Math.min(this.priceRange.min, price.dealer);
        this.priceRange.max = Math.max(this.priceRange.max, price.dealer);
      }
    }
  }

  /**
   * The choices: brands, promotions and merchandise categories for every category; tags, tag types, series, frame
   * and wheel sizes, models and the price range for bikes only. Labels in code-unit order, ties by value; sizes as
   * text (the filter panel orders them for reading).
   */
  options(): CatalogFilterOptions<F> {
    const bySize = (tally: Tally) => tally.options().sort((a, b) => compareText(a.value, b.value));
    return {
      brands: this.brands.options(),
      promotions: this.promotions.options(),
      categories: this.categories.options(),
      tags: this.tags.options(),
      tagCategories: this.tagCategories.options(),
      series: this.series.options(),
      frameSizes: bySize(this.frameSizes),
      wheelSizes: bySize(this.wheelSizes),
      models: this.models.options(),
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
): CatalogFilterOptions<F> {
  const groups = new Map<number, CatalogOptionsProductShape<F>[]>();
  for (const product of source.products) {
    const groupId = Number(product.groupId);
    const list = groups.get(groupId);
    if (list) list.push(product);
    else groups.set(groupId, [product]);
  }
  const counter = new CatalogFilterOptionsCounter<F>(category, source);
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
