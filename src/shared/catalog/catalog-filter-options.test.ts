import { describe, expect, it } from 'vitest';
import {
  catalogFilterOptions,
  catalogProductCounts,
  facetCounting,
  type CatalogOptionsProductShape,
} from './catalog-filter-options';
import { normalizeCatalogFilter } from './catalog-filter';

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

describe('catalogFilterOptions under active filters', () => {
  const polygon = { id: 1, description: 'Polygon' };
  const marin = { id: 2, description: 'Marin' };
  // Group 1: Polygon M and L; 2: Polygon L; 3: Marin M; 4: Marin S and M (S out of stock).
  const products = [
    product(1, { brand: polygon }),
    product(1, { brand: polygon, frameSize: 'L' }),
    product(2, { brand: polygon, frameSize: 'L' }),
    product(3, { brand: marin }),
    product(4, { brand: marin, frameSize: 'S', stock: { inStock: false } }),
    product(4, { brand: marin }),
  ];
  const count = (list: { value: string; count: number }[], value: string) => list.find((o) => o.value === value)?.count;

  it('counts each choice as the list it would show if also ticked: OR within a list, AND across lists', () => {
    const options = catalogFilterOptions({ ...names, products }, 'BIKE', {
      filter: { category: 'BIKE', brands: ['1'], frameSizes: ['M'] },
    });
    // Polygon + M lists group 1: both ticked choices say 1.
    expect(count(options.frameSizes, 'M')).toBe(1);
    expect(count(options.brands, '1')).toBe(1);
    // Also ticking L: Polygon in M or L lists groups 1 and 2; also ticking Marin: M in Polygon or Marin, 1, 3, 4.
    expect(count(options.frameSizes, 'L')).toBe(2);
    expect(count(options.brands, '2')).toBe(3);
    // A list without ticks counts under every tick: Polygon M groups per model.
    expect(options.models).toEqual([{ value: '1', label: 'Model 1', count: 1 }]);
  });

  it('still lists a ticked choice no product counts for under the other ticks, with its label', () => {
    // Marin + L: no group; the ticked L and Marin stay listed with 0, and Polygon counts its L groups.
    const options = catalogFilterOptions({ ...names, products }, 'BIKE', {
      filter: { category: 'BIKE', brands: ['2'], frameSizes: ['L'] },
    });
    expect(options.brands).toEqual([
      { value: '2', label: 'Marin', count: 0 },
      { value: '1', label: 'Polygon', count: 2 },
    ]);
    expect(options.frameSizes).toEqual([
      { value: 'L', label: 'L', count: 0 },
      { value: 'M', label: 'M', count: 2 },
      { value: 'S', label: 'S', count: 1 },
    ]);
  });

  it('applies the keys that are no list (stock, search) to every list, and without a filter counts as before', () => {
    const inStock = catalogFilterOptions({ ...names, products }, 'BIKE', {
      filter: { category: 'BIKE', hasStock: true },
    });
    expect(inStock.frameSizes.map((o) => o.value)).toEqual(['L', 'M']);
    expect(catalogFilterOptions({ ...names, products }, 'BIKE', { filter: null })).toEqual(
      catalogFilterOptions({ ...names, products }, 'BIKE'),
    );
  });

  it('tells what each list counts over: every other key, its own ticks kept except the single tag type', () => {
    const filter = normalizeCatalogFilter({ category: 'BIKE', brands: ['1'], articleTagCategory: 'feature' });
    expect(facetCounting(filter, 'brands')).toEqual({
      others: { ...filter, brands: null },
      addsToSelection: true,
      ticked: ['1'],
    });
    expect(facetCounting(filter, 'frameSizes')).toEqual({ others: filter, addsToSelection: false, ticked: [] });
    expect(facetCounting(filter, 'tagCategories')).toEqual({
      others: { ...filter, articleTagCategory: null },
      addsToSelection: false,
      ticked: ['feature'],
    });
  });
});
