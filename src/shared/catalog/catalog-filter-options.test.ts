import { describe, expect, it } from 'vitest';
import { catalogFilterOptions, catalogProductCounts, type CatalogOptionsProductShape } from './catalog-filter-options';

type Product = CatalogOptionsProductShape<string>;

function product(groupId: number, extra: Partial<Product> = {}): Product {
  return {
    id: groupId * 10,
    groupId,
    category: 'BIKE',
    name: `Bike ${String(groupId)}`,
    articleCode: `A${String(groupId)}`,
    brand: { id: 1, description: 'Polygon' },
    serie: 'Siskiu',
    serieId: 4,
    merchandiseCategory: { id: 7, name: 'Mountain' },
    frameSize: 'M',
    wheelSize: '29"',
    tags: [{ type: 'feature', name: 'Carbon' }],
    promotionCodes: [],
    recommendedRank: 0,
    price: { dealer: 1000, format: 'USD' },
    stock: { inStock: true },
    ...extra,
  };
}

const names = { groupName: (id: number) => `Model ${String(id)}`, promotionName: () => undefined };

describe('catalogFilterOptions', () => {
  it('counts product groups, not articles, per choice', () => {
    const options = catalogFilterOptions(
      {
        ...names,
        products: [product(1), product(1, { frameSize: 'L' }), product(2, { frameSize: 'L', price: null })],
      },
      'BIKE',
    );
    expect(options.frameSizes).toEqual([
      { value: 'L', label: 'L', count: 2 },
      { value: 'M', label: 'M', count: 1 },
    ]);
    expect(options.brands).toEqual([{ value: '1', label: 'Polygon', count: 2 }]);
    expect(options.models).toEqual([
      { value: '1', label: 'Model 1', count: 1 },
      { value: '2', label: 'Model 2', count: 1 },
    ]);
    // Articles without a price do not widen the range.
    expect(options.priceRange).toEqual({ min: 1000, max: 1000, format: 'USD' });
  });

  it('orders by label in code-unit order, equal labels by numeric id', () => {
    const options = catalogFilterOptions(
      {
        ...names,
        products: [
          product(1, { brand: { id: 10, description: 'beta' } }),
          product(2, { brand: { id: 9, description: 'Beta' } }),
          product(3, { brand: { id: 2, description: 'Beta' } }),
        ],
      },
      'BIKE',
    );
    expect(options.brands.map((b) => b.value)).toEqual(['2', '9', '10']);
  });

  it('leaves out what an article does not have, and keeps an empty size as the database does', () => {
    const options = catalogFilterOptions(
      { ...names, products: [product(1, { serieId: null, serie: null, frameSize: '', wheelSize: null, tags: [] })] },
      'BIKE',
    );
    expect(options.series).toEqual([]);
    expect(options.frameSizes).toEqual([{ value: '', label: '', count: 1 }]);
    expect(options.wheelSizes).toEqual([]);
    expect(options.tags).toEqual([]);
  });

  it('gives other categories only brands, promotions and categories', () => {
    const helmet = product(5, { category: 'PAA', promotionCodes: ['SALE'] });
    const options = catalogFilterOptions({ ...names, products: [helmet, product(1)] }, 'PAA');
    expect(options.brands).toHaveLength(1);
    expect(options.promotions).toEqual([{ value: 'SALE', label: 'SALE', count: 1 }]);
    expect(options.categories).toEqual([{ value: '7', label: 'Mountain', count: 1 }]);
    for (const key of ['tags', 'tagCategories', 'series', 'frameSizes', 'wheelSizes', 'models'] as const) {
      expect(options[key]).toEqual([]);
    }
    expect(options.priceRange).toBeNull();
  });
});

describe('catalogProductCounts', () => {
  it('counts the product groups of each category', () => {
    expect(catalogProductCounts([product(1), product(1), product(2), product(3, { category: 'GROUPSET' })])).toEqual({
      bike: 2,
      paa: 0,
      groupset: 1,
    });
  });
});
