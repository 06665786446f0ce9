// The previous, frequent and best-seller lists over the fixture catalog and its orders.
import { describe, expect, it } from 'vitest';
import { fx, startCatalogServer, tokenOf, ok, bike, indexOf } from '../catalog/catalog-api.test-fixtures';

startCatalogServer();

describe('purchase history lists', () => {
  const LIST = (name: string) => `query CatalogTest${name}($sort: ProductSortInput, $filter: ProductFilterInput!) {
    ${name}(sort: $sort, filter: $filter) { items { id } info { count } }
  }`;
  const list = async (name: string, variables: Record<string, unknown>, token?: string) =>
    (await ok<Record<string, { items: { id: string }[]; info: { count: number } }>>(LIST(name), variables, token))[
      name
    ] ?? {
      items: [],
      info: { count: -1 },
    };

  it('lists previous purchases latest first and frequent purchases (two orders or more) most often first', async () => {
    const previous = await list('previousPurchases', { filter: bike() });
    expect(previous.items.map((g) => indexOf(g.id))).toEqual([2, 0, 4]);
    const frequent = await list('frequentPurchases', { filter: bike() });
    expect(frequent.items.map((g) => indexOf(g.id))).toEqual([2, 0]);
    const sorted = await list('previousPurchases', { filter: bike(), sort: { field: 'NAME' } });
    expect(sorted.items.map((g) => indexOf(g.id))).toEqual([0, 2, 4]);
    const filtered = await list('previousPurchases', { filter: bike({ brands: [String(fx.brandIds[0])] }) });
    expect(filtered.items.map((g) => indexOf(g.id))).toEqual([0]);
    // Another customer's history is its own.
    const theirs = await list('previousPurchases', { filter: bike() }, await tokenOf('sales', fx.salesA));
    expect(theirs.items.map((g) => indexOf(g.id))).toEqual([6, 8]);
    expect((await list('previousPurchases', { filter: { category: 'PAA' } })).items).toEqual([]);
  });

  it('lists the best sellers of the last 12 months in the sorg', async () => {
    const query = `query CatalogTestBest($category: ProductCategory!, $limit: Int) {
      bestSellers(category: $category, limit: $limit) { id }
    }`;
    const best = await ok<{ bestSellers: { id: string }[] }>(query, { category: 'BIKE' });
    expect(best.bestSellers.map((g) => indexOf(g.id))).toEqual([6, 0, 2, 4]);
    const two = await ok<{ bestSellers: { id: string }[] }>(query, { category: 'BIKE', limit: 2 });
    expect(two.bestSellers).toHaveLength(2);
    const paa = await ok<{ bestSellers: unknown[] }>(query, { category: 'PAA' });
    expect(paa.bestSellers).toEqual([]);
  });
});
