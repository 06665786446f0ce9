// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import { localDb, type CatalogLists } from '../local-db';
import {
  localArticlesByCodes,
  localBikeCategories,
  localCatalogAsOf,
  localFilterOptions,
  localProductCounts,
  localProductDetails,
  localProductGroups,
  localSearchSuggestion,
} from './local-catalog';

const SCOPE = { userId: 'U1', customerId: 'C1' };

function product(code: string, group: number, brand: number, dealer: number | null, extra: object = {}) {
  return {
    id: code,
    articleCode: code,
    slug: code.toLowerCase(),
    groupSlug: `group-${String(group)}`,
    groupId: String(group),
    category: 'BIKE',
    name: `Bike ${code}`,
    brand: { id: String(brand), description: brand === 1 ? 'Polygon' : 'Marin' },
    merchandiseCategory: { id: '7', name: 'Road' },
    frameSize: 'M',
    tags: [],
    promotionCodes: [],
    recommendedRank: group,
    price: dealer === null ? null : { dealer },
    stock: { inStock: true },
    ...extra,
  };
}

async function store(
  scope: typeof SCOPE,
  products: ReturnType<typeof product>[],
  savedAt = 1000,
  catalogLists?: CatalogLists,
) {
  const db = localDb();
  const groups = [...new Set(products.map((p) => p.groupId))];
  await db.catalogProducts.bulkPut(
    products.map((p) => ({
      id: `${scope.userId}:${scope.customerId}:${p.articleCode}`,
      ...scope,
      articleCode: p.articleCode,
      groupId: p.groupId,
      data: p,
    })),
  );
  await db.catalogGroups.bulkPut(
    groups.map((g) => ({
      id: `${scope.userId}:${scope.customerId}:${g}`,
      ...scope,
      groupId: g,
      slug: `group-${g}`,
      data: { id: g, slug: `group-${g}`, parentName: `Model ${g}` },
    })),
  );
  await db.syncState.put({
    id: `${scope.userId}:catalog:${scope.customerId}`,
    userId: scope.userId,
    collection: 'catalog',
    savedAt,
    count: products.length,
    ...(catalogLists ? { catalogLists } : {}),
  });
}

beforeEach(async () => {
  await Promise.all(localDb().tables.map((table) => table.clear()));
});

describe('the offline catalog', () => {
  it('answers nothing without a copy of the scope', async () => {
    expect(await localProductGroups(SCOPE, { filter: { category: 'BIKE' }, page: 1, limit: 12 })).toBeUndefined();
    expect(await localProductDetails(SCOPE, 'x')).toEqual({ found: false, hasCopy: false });
    expect(await localCatalogAsOf(SCOPE)).toBeNull();
  });

  it('filters, sorts and pages the groups with the shared rules', async () => {
    await store(SCOPE, [
      product('A1', 1, 1, 500_00),
      product('A2', 1, 1, 450_00, { frameSize: 'L' }),
      product('B1', 2, 2, 900_00),
      product('C1', 3, 1, 300_00),
      product('D1', 4, 1, null),
    ]);
    const byPrice = await localProductGroups(SCOPE, { filter: { category: 'BIKE' }, page: 1, limit: 2 });
    expect(byPrice?.items.map((g) => g.id)).toEqual(['3', '1']);
    expect(byPrice?.info).toEqual({ page: 1, count: 4, pageTotal: 2 });
    expect(byPrice?.items[1]?.items.map((p) => p.articleCode)).toEqual(['A1', 'A2']);

    const polygonDesc = await localProductGroups(SCOPE, {
      filter: { category: 'BIKE', brands: ['1'], frameSizes: ['L', 'M'] },
      sort: { field: 'PRICE', order: 'DESC' },
      page: 1,
      limit: 12,
    });
    // No price sorts last in both directions; group 1 is priced by its cheapest matching article.
    expect(polygonDesc?.items.map((g) => g.id)).toEqual(['1', '3', '4']);

    const none = await localProductGroups(SCOPE, { filter: { category: 'BIKE', brands: ['99'] }, page: 1, limit: 12 });
    expect(none?.info.count).toBe(0);
    expect(none?.asOf).toBe(1000);
  });

  it("never shows another customer's copy", async () => {
    await store({ userId: 'U1', customerId: 'C2' }, [product('X1', 9, 1, 1)]);
    expect(await localProductGroups(SCOPE, { filter: { category: 'BIKE' }, page: 1, limit: 12 })).toBeUndefined();
    await store(SCOPE, [product('A1', 1, 1, 500_00)], 2000);
    const page = await localProductGroups(SCOPE, { filter: { category: 'BIKE' }, page: 1, limit: 12 });
    expect(page?.items.map((g) => g.id)).toEqual(['1']);
  });

  it('finds a product page by the slug of its group or of an article, and says when it is not on the device', async () => {
    await store(SCOPE, [product('A1', 1, 1, 500_00), product('A2', 1, 1, 450_00)]);
    const byGroup = await localProductDetails(SCOPE, 'group-1');
    expect(byGroup).toMatchObject({ found: true, selected: null, asOf: 1000 });
    const byArticle = await localProductDetails(SCOPE, 'a2');
    expect(byArticle.found && byArticle.selected?.articleCode).toBe('A2');
    expect(byArticle.found && byArticle.products.map((p) => p.articleCode)).toEqual(['A1', 'A2']);
    expect(await localProductDetails(SCOPE, 'unknown')).toEqual({ found: false, hasCopy: true });
  });

  it('finds the article of a code in any form a user sees, by the same rule as the server', async () => {
    await store(SCOPE, [
      product('000000000000012631', 1, 1, 500_00, { oldCode: 'Pol-24-12631' }),
      product('I250054321', 2, 1, 500_00),
      product('000000000000077777', 3, 1, 500_00),
      product('I260077777', 3, 1, 500_00),
    ]);
    const found = await localArticlesByCodes(SCOPE, ['012631', '12631', 'POL-24-12631', '054321', '077777', 'NOPE']);
    expect(Object.fromEntries([...(found ?? [])].map(([code, p]) => [code, p.articleCode]))).toEqual({
      '012631': '000000000000012631',
      '12631': '000000000000012631',
      'POL-24-12631': '000000000000012631',
      '054321': 'I250054321',
    });
    expect(await localArticlesByCodes({ userId: 'U1', customerId: 'C9' }, ['012631'])).toBeUndefined();
  });

  it('reads a copy larger than one batch completely', async () => {
    const many = Array.from({ length: 1234 }, (_, i) => product(`P${String(i).padStart(4, '0')}`, 1 + (i % 300), 1, i));
    await store(SCOPE, many);
    // Another user whose id makes the same prefix: never part of this scope's copy.
    await store({ userId: 'U1:C1', customerId: 'X' }, [product('ZZ', 999, 1, 1)]);
    const page = await localProductGroups(SCOPE, { filter: { category: 'BIKE' }, page: 1, limit: 12 });
    expect(page?.info.count).toBe(300);
    expect(await localProductCounts(SCOPE)).toEqual({ bike: 300, paa: 0, groupset: 0 });
  });

  it('gives the filter choices with their counts, promotion names and bike categories from the copy', async () => {
    const usd = { currency: 'USD', symbol: '$', thousandSeparator: ',', decimalSeparator: '.', decimalPrecision: 2 };
    await store(
      SCOPE,
      [
        product('A1', 1, 1, 500_00, { promotionCodes: ['SALE'], price: { dealer: 500_00, format: usd } }),
        product('A2', 1, 1, 450_00, { frameSize: 'L', merchandiseCategory: { id: '8', name: 'Gravel' } }),
        product('B1', 2, 2, 900_00, { promotionCodes: ['SALE', 'GONE'] }),
        product('H1', 3, 2, 20_00, { category: 'PAA', merchandiseCategory: { id: '9', name: 'Helmets' } }),
      ],
      1000,
      {
        promotions: [{ code: 'SALE', name: 'Summer sale' }],
        bikeCategories: [{ id: '5', wording: 'Gravel bikes', mcIds: ['8'] }],
      },
    );
    const bikes = await localFilterOptions(SCOPE, 'BIKE');
    expect(bikes?.brands).toEqual([
      { value: '2', label: 'Marin', count: 1 },
      { value: '1', label: 'Polygon', count: 1 },
    ]);
    // A code the download named no promotion for shows as itself.
    expect(bikes?.promotions).toEqual([
      { value: 'GONE', label: 'GONE', count: 1 },
      { value: 'SALE', label: 'Summer sale', count: 2 },
    ]);
    expect(bikes?.frameSizes).toEqual([
      { value: 'L', label: 'L', count: 1 },
      { value: 'M', label: 'M', count: 2 },
    ]);
    expect(bikes?.models.map((m) => m.label)).toEqual(['Model 1', 'Model 2']);
    expect(bikes?.priceRange).toEqual({ min: 450_00, max: 900_00, format: usd });
    const paa = await localFilterOptions(SCOPE, 'PAA');
    expect(paa?.categories).toEqual([{ value: '9', label: 'Helmets', count: 1 }]);
    expect(paa?.priceRange).toBeNull();

    expect(await localBikeCategories(SCOPE)).toEqual([{ id: '5', wording: 'Gravel bikes', mcIds: ['8'] }]);
    // The page knows no bike categories (offline after a reload): the copy's apply.
    const gravel = await localProductGroups(SCOPE, {
      filter: { category: 'BIKE', bikeCategories: ['5'] },
      page: 1,
      limit: 12,
    });
    expect(gravel?.items.map((g) => g.id)).toEqual(['1']);
  });

  it('suggests the most recommended products holding every word', async () => {
    await store(SCOPE, [product('A1', 1, 1, 1), product('B1', 2, 2, 1), product('C1', 3, 1, 1)]);
    const hits = await localSearchSuggestion(SCOPE, 'polygon bike', 'BIKE');
    expect(hits?.products.map((p) => p.articleCode)).toEqual(['C1', 'A1']);
    expect(hits?.suggestion).toEqual(['Model 3', 'Model 1']);
    expect((await localSearchSuggestion(SCOPE, '  ', 'BIKE'))?.products).toEqual([]);
  });
});
