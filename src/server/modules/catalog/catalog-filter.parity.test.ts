import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../../../tests/support/test-server';
import {
  catalogRecordOf,
  filterProductGroups,
  normalizeCatalogFilter,
  normalizeCatalogSort,
  type CatalogArticleRecord,
  type CatalogFilterInput,
  type CatalogProductShape,
  type CatalogSortField,
  type CatalogSortOrder,
} from '../../../shared/catalog/catalog-filter';
import type { CustomerRow } from '../customers/customers.tables';
import { HOST, seedCatalogFixture, type CatalogFixture } from './catalog.test-fixtures';

// The filter parity test: the same filters and sorts over the same catalog, once through SQL (productGroups) and
// once through the device's evaluator (src/shared/catalog/catalog-filter.ts) over the rows catalogSync sends, must
// give the same product groups in the same order.

let server: TestServer;
let fx: CatalogFixture;

const SYNC = `query CatalogParitySync($cursor: String) {
  catalogSync(cursor: $cursor, limit: 1000) {
    nextCursor
    groups { id parentName }
    products {
      id groupId category name articleCode oldCode modelYear serie serieId frameSize wheelSize recommendedRank
      promotionCodes brand { id description } merchandiseCategory { id } tags { type name }
      price { dealer } stock { inStock }
    }
  }
}`;

const GROUPS = `query CatalogParityGroups($page: Int, $limit: Int, $sort: ProductSortInput, $filter: ProductFilterInput!) {
  productGroups(page: $page, limit: $limit, sort: $sort, filter: $filter) { items { id } info { count pageTotal } }
}`;

const BIKE_CATEGORIES = `query CatalogParityBikeCategories { bikeCategories { id mcIds } }`;

const tokenOf = (username: string, customer?: CustomerRow) => server.tokenFor(username, customer);

async function data<T>(query: string, variables: Record<string, unknown>, token: string): Promise<T> {
  const res = await server.graphql<T>(query, variables, token, HOST);
  if (!res.data || res.errors) throw new Error(JSON.stringify(res.errors));
  return res.data;
}

/** The device's copy: every product of catalogSync as a filter record. */
async function offlineRecords(token: string): Promise<CatalogArticleRecord[]> {
  const records: CatalogArticleRecord[] = [];
  let cursor: string | null = null;
  do {
    const page: {
      catalogSync: {
        nextCursor: string | null;
        groups: { id: string; parentName: string }[];
        products: CatalogProductShape[];
      };
    } = await data(SYNC, { cursor }, token);
    const names = new Map(page.catalogSync.groups.map((g) => [g.id, g.parentName]));
    for (const p of page.catalogSync.products) records.push(catalogRecordOf(p, names.get(String(p.groupId)) ?? ''));
    cursor = page.catalogSync.nextCursor;
  } while (cursor);
  return records;
}

async function serverOrder(
  filter: CatalogFilterInput,
  sort: { field: CatalogSortField; order?: CatalogSortOrder } | null,
  token: string,
) {
  const ids: number[] = [];
  for (let page = 1; ; page++) {
    const answer = await data<{ productGroups: { items: { id: string }[]; info: { pageTotal: number } } }>(
      GROUPS,
      { filter, sort, page, limit: 100 },
      token,
    );
    ids.push(...answer.productGroups.items.map((g) => Number(g.id)));
    if (page >= answer.productGroups.info.pageTotal) return ids;
  }
}

beforeAll(async () => {
  server = await createTestServer();
  fx = await seedCatalogFixture(server.db);
});
afterAll(async () => {
  await server.close();
});

describe('catalog filter parity (SQL and the offline evaluator)', () => {
  it('gives the same product groups in the same order for every filter and sort', async () => {
    const filters: CatalogFilterInput[] = [
      { category: 'BIKE' },
      { category: 'PAA' },
      { category: 'BIKE', brands: [String(fx.brandIds[0]), String(fx.brandIds[1])], frameSizes: ['M'] },
      { category: 'BIKE', search: '  eRide   m ' },
      { category: 'BIKE', search: 'old-1' },
      { category: 'BIKE', search: 'alpha road' },
      { category: 'BIKE', search: '100%_' },
      { category: 'BIKE', promotions: ['T-ALPHA-SALE', 'T-ONE-ARTICLE'] },
      { category: 'BIKE', bikeCategories: [String(fx.bikeCategoryIds.mountain)], hasStock: true },
      { category: 'BIKE', articleTags: ['T-Carbon', 'T-Electric'], articleTagCategory: 'T-award' },
      { category: 'BIKE', priceFrom: 110_000, priceTo: 130_000 },
      { category: 'BIKE', priceFrom: 110_000.5, priceTo: 130_000.25 },
      { category: 'BIKE', series: [String(fx.seriesIds[0])], wheelSizes: ['29"'] },
      {
        category: 'BIKE',
        merchandiseCategories: [String(fx.mcIds.road)],
        models: fx.groupIds.slice(0, 30).map(String),
        hasStock: false,
      },
      { category: 'BIKE', brands: ['999999', 'x'], frameSizes: [''] },
      { category: 'BIKE', frameSizes: ['XXL'] },
    ];
    const sorts: ({ field: CatalogSortField; order?: CatalogSortOrder } | null)[] = [
      null,
      { field: 'PRICE', order: 'DESC' },
      { field: 'NAME' },
      { field: 'NAME', order: 'DESC' },
      { field: 'RECOMMENDED' },
      { field: 'MODEL_YEAR', order: 'DESC' },
    ];
    const bikeCategoryToken = await tokenOf('dealer');
    const cats = await data<{ bikeCategories: { id: string; mcIds: string[] }[] }>(
      BIKE_CATEGORIES,
      {},
      bikeCategoryToken,
    );
    const mcIds = new Map(cats.bikeCategories.map((c) => [Number(c.id), c.mcIds.map(Number)]));

    // The dealer (group G1) and a sales rep acting for customer A (G2, Gamma blocked): prices differ.
    for (const token of [await tokenOf('dealer'), await tokenOf('sales', fx.salesA)]) {
      const records = await offlineRecords(token);
      expect(records.length).toBeGreaterThan(200);
      let nonEmpty = 0;
      for (const filter of filters) {
        for (const sort of sorts) {
          const offline = filterProductGroups(
            records,
            normalizeCatalogFilter(filter),
            mcIds,
            normalizeCatalogSort(sort),
          );
          const online = await serverOrder(filter, sort, token);
          expect({ filter, sort, ids: online }).toEqual({ filter, sort, ids: offline });
          if (online.length > 0) nonEmpty += 1;
        }
      }
      // Most combinations select something: the test compares real lists, not empty ones.
      expect(nonEmpty).toBeGreaterThanOrEqual((filters.length - 3) * sorts.length);
    }
  });
});
