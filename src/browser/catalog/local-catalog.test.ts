import { beforeEach, describe, expect, it } from 'vitest';
import { localDb } from '../local-db';
import { localCatalogAsOf, localProductDetails, localProductGroups, localSearchSuggestion } from './local-catalog';

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
    merchandiseCategory: { id: '7' },
    frameSize: 'M',
    tags: [],
    promotionCodes: [],
    recommendedRank: group,
    price: dealer === null ? null : { dealer },
    stock: { inStock: true },
    ...extra,
  };
}

async function store(scope: typeof SCOPE, products: ReturnType<typeof product>[], savedAt = 1000) {
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

  it('suggests the most recommended products holding every word', async () => {
    await store(SCOPE, [product('A1', 1, 1, 1), product('B1', 2, 2, 1), product('C1', 3, 1, 1)]);
    const hits = await localSearchSuggestion(SCOPE, 'polygon bike', 'BIKE');
    expect(hits?.products.map((p) => p.articleCode)).toEqual(['C1', 'A1']);
    expect(hits?.suggestion).toEqual(['Model 3', 'Model 1']);
    expect((await localSearchSuggestion(SCOPE, '  ', 'BIKE'))?.products).toEqual([]);
  });
});
