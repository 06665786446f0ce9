import { describe, expect, it } from 'vitest';
import {
  compareProductGroups,
  filterProductGroups,
  matchesCatalogFilter,
  normalizeCatalogFilter,
  normalizeCatalogSort,
  searchWords,
  type CatalogArticleRecord,
} from '../../../shared/catalog/catalog-filter';

// Unit tests of the shared filter (the parity test runs it against the SQL side on a real catalog).

const record = (overrides: Partial<CatalogArticleRecord> = {}): CatalogArticleRecord => ({
  articleId: 1,
  groupId: 10,
  category: 'bike',
  groupName: 'Trail 29',
  modelYear: 2026,
  name: 'Trail 29 M Red',
  articleCode: 'TR29-M-RED',
  oldCode: 'OLD-77',
  brandId: 1,
  brandName: 'Alpha',
  serieId: 5,
  serieName: 'Alpha Trail',
  merchandiseCategoryId: 3,
  frameSize: 'M',
  wheelSize: '29"',
  tagNames: ['Carbon'],
  tagTypes: ['feature'],
  promotionCodes: ['SPRING'],
  dealerPrice: 100_000,
  inStock: true,
  recommendedRank: 5,
  ...overrides,
});

const noBikeCategories = new Map<number, number[]>();

describe('normalizeCatalogFilter', () => {
  it('trims values, drops empty ones and empty lists, splits the search into lower-case words', () => {
    const filter = normalizeCatalogFilter({
      category: 'BIKE',
      search: '  Trail   RED  trail ',
      brands: [' 1 ', '', '1'],
      frameSizes: ['  ', ''],
      articleTagCategory: '  ',
      hasStock: false,
    });
    expect(filter).toMatchObject({
      category: 'bike',
      searchWords: ['trail', 'red'],
      brands: [1],
      frameSizes: null,
      articleTagCategory: null,
      hasStock: false,
    });
  });

  it('turns ids that cannot exist into 0, which matches nothing', () => {
    const filter = normalizeCatalogFilter({ category: 'BIKE', brands: ['abc', '-1', '99999999999', '1.5'] });
    expect(filter.brands).toEqual([0]);
    expect(matchesCatalogFilter(record(), filter, noBikeCategories)).toBe(false);
  });

  it('keeps at most 8 search words', () => {
    expect(searchWords('a b c d e f g h i j')).toHaveLength(8);
    expect(searchWords(null)).toEqual([]);
  });
});

describe('matchesCatalogFilter', () => {
  const matches = (input: Parameters<typeof normalizeCatalogFilter>[0], r = record(), cats = noBikeCategories) =>
    matchesCatalogFilter(r, normalizeCatalogFilter(input), cats);

  it('needs every search word in the name, code, old code, brand or series, case-insensitively', () => {
    expect(matches({ category: 'BIKE', search: 'TRAIL red' })).toBe(true);
    expect(matches({ category: 'BIKE', search: 'old-77 alpha' })).toBe(true);
    expect(matches({ category: 'BIKE', search: 'trail blue' })).toBe(false);
    expect(matches({ category: 'PAA', search: 'trail' })).toBe(false);
  });

  it('ORs values within a key and ANDs keys', () => {
    expect(matches({ category: 'BIKE', brands: ['1', '2'], frameSizes: ['S', 'M'] })).toBe(true);
    expect(matches({ category: 'BIKE', brands: ['1', '2'], frameSizes: ['S'] })).toBe(false);
    expect(matches({ category: 'BIKE', promotions: ['X', 'SPRING'], articleTags: ['Carbon'] })).toBe(true);
    expect(matches({ category: 'BIKE', articleTagCategory: 'award' })).toBe(false);
    expect(matches({ category: 'BIKE', series: ['5'], models: ['10'], wheelSizes: ['29"'] })).toBe(true);
  });

  it('resolves bike categories to their merchandise categories', () => {
    const cats = new Map([
      [7, [3, 4]],
      [8, [9]],
    ]);
    expect(matches({ category: 'BIKE', bikeCategories: ['7'] }, record(), cats)).toBe(true);
    expect(matches({ category: 'BIKE', bikeCategories: ['8', '99'] }, record(), cats)).toBe(false);
  });

  it('filters on the dealer price (no price never matches a range) and on stock now', () => {
    expect(matches({ category: 'BIKE', priceFrom: 100_000, priceTo: 100_000 })).toBe(true);
    expect(matches({ category: 'BIKE', priceFrom: 100_001 })).toBe(false);
    expect(matches({ category: 'BIKE', priceTo: 1 }, record({ dealerPrice: null }))).toBe(false);
    expect(matches({ category: 'BIKE', hasStock: true }, record({ inStock: false }))).toBe(false);
    expect(matches({ category: 'BIKE', hasStock: false }, record({ inStock: false }))).toBe(true);
  });
});

describe('sorting product groups', () => {
  const records = [
    record({ articleId: 1, groupId: 1, groupName: 'b model', dealerPrice: 300, recommendedRank: 1, modelYear: 2024 }),
    record({ articleId: 2, groupId: 1, groupName: 'b model', dealerPrice: 100, recommendedRank: 9, modelYear: 2024 }),
    record({ articleId: 3, groupId: 2, groupName: 'A model', dealerPrice: 200, recommendedRank: 5, modelYear: null }),
    record({ articleId: 4, groupId: 3, groupName: 'C model', dealerPrice: null, recommendedRank: 2, modelYear: 2026 }),
    record({ articleId: 5, groupId: 4, groupName: 'a model', dealerPrice: 200, recommendedRank: 0, modelYear: 2025 }),
  ];
  const order = (sort: Parameters<typeof normalizeCatalogSort>[0]) =>
    filterProductGroups(
      records,
      normalizeCatalogFilter({ category: 'BIKE' }),
      noBikeCategories,
      normalizeCatalogSort(sort),
    );

  it('sorts by the lowest matching price ascending by default, no price last, ties by id', () => {
    expect(order(null)).toEqual([1, 2, 4, 3]);
    expect(order({ field: 'PRICE', order: 'DESC' })).toEqual([2, 4, 1, 3]);
  });

  it('sorts by lower-cased name, ASC when only the field is given', () => {
    expect(normalizeCatalogSort({ field: 'NAME' })).toEqual({ field: 'NAME', order: 'ASC' });
    expect(order({ field: 'NAME' })).toEqual([2, 4, 1, 3]);
    expect(order({ field: 'NAME', order: 'DESC' })).toEqual([3, 1, 2, 4]);
  });

  it('puts the most recommended first when ascending, and model years without a value last', () => {
    expect(order({ field: 'RECOMMENDED' })).toEqual([1, 2, 3, 4]);
    expect(order({ field: 'MODEL_YEAR', order: 'DESC' })).toEqual([3, 4, 1, 2]);
    expect(order({ field: 'MODEL_YEAR' })).toEqual([1, 4, 3, 2]);
  });

  it('compares keys directly', () => {
    const compare = compareProductGroups({ field: 'PRICE', order: 'ASC' });
    const key = { name: 'x', recommended: 0, modelYear: null };
    expect(compare({ ...key, groupId: 1, price: null }, { ...key, groupId: 2, price: 5 })).toBeGreaterThan(0);
    expect(compare({ ...key, groupId: 1, price: 5 }, { ...key, groupId: 2, price: 5 })).toBeLessThan(0);
  });
});
