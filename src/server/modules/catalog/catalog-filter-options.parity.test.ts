import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../../../tests/support/test-server';
import type { CatalogFilterCategory } from '../../../shared/catalog/catalog-filter';
import {
  catalogFilterOptions,
  catalogProductCounts,
  type CatalogFilterOption,
  type CatalogFilterOptions,
  type CatalogOptionsProductShape,
} from '../../../shared/catalog/catalog-filter-options';
import type { CustomerRow } from '../customers/customers.tables';
import { HOST, seedCatalogFixture, type CatalogFixture } from './catalog.test-fixtures';

// The filter choices' parity test: the server's `filter` answer (SQL in catalog.repository) and the device's
// (src/shared/catalog/catalog-filter-options.ts over the rows catalogSync sends, with the promotion names the
// download asks for) must give the same choices, labels and counts over the same catalog.

let server: TestServer;
let fx: CatalogFixture;

interface MoneyFormat {
  currency: string;
  symbol: string;
  thousandSeparator: string;
  decimalSeparator: string;
  decimalPrecision: number;
}

const FORMAT = 'currency symbol thousandSeparator decimalSeparator decimalPrecision';
const OPTION = 'value label count';

const SYNC = `query CatalogOptionsParitySync($cursor: String) {
  catalogSync(cursor: $cursor, limit: 1000) {
    nextCursor
    groups { id parentName }
    products {
      id groupId category name articleCode oldCode modelYear serie serieId frameSize wheelSize recommendedRank
      promotionCodes brand { id description } merchandiseCategory { id name } tags { type name }
      price { dealer format { ${FORMAT} } } stock { inStock }
    }
  }
  promotions(withDetailOffer: false) { code name }
}`;

const FILTER = `query CatalogOptionsParityFilter($category: ProductCategory!) {
  filter(category: $category) {
    brands { ${OPTION} } promotions { ${OPTION} } tags { ${OPTION} } tagCategories { ${OPTION} }
    categories { ${OPTION} } series { ${OPTION} } frameSizes { ${OPTION} } wheelSizes { ${OPTION} }
    models { ${OPTION} } priceRange { min max format { ${FORMAT} } }
  }
  productCounts { bike paa groupset }
}`;

const tokenOf = (username: string, customer?: CustomerRow) => server.tokenFor(username, customer);

async function data<T>(query: string, variables: Record<string, unknown>, token: string): Promise<T> {
  const res = await server.graphql<T>(query, variables, token, HOST);
  if (!res.data || res.errors) throw new Error(JSON.stringify(res.errors));
  return res.data;
}

type Product = CatalogOptionsProductShape<MoneyFormat>;

/** What the device holds after a download: every product, the group names, the promotion names. */
async function deviceCopy(token: string) {
  const products: Product[] = [];
  const groupNames = new Map<number, string>();
  const promotionNames = new Map<string, string>();
  let cursor: string | null = null;
  do {
    const page: {
      catalogSync: { nextCursor: string | null; groups: { id: string; parentName: string }[]; products: Product[] };
      promotions: { code: string; name: string }[];
    } = await data(SYNC, { cursor }, token);
    for (const group of page.catalogSync.groups) groupNames.set(Number(group.id), group.parentName);
    for (const promotion of page.promotions) promotionNames.set(promotion.code, promotion.name);
    products.push(...page.catalogSync.products);
    cursor = page.catalogSync.nextCursor;
  } while (cursor);
  return {
    products,
    groupName: (id: number) => groupNames.get(id),
    promotionName: (c: string) => promotionNames.get(c),
  };
}

/**
 * Sizes are ordered by the filter panel; models by their names, whose order the database's collation decides
 * ('eRide' and 'Model' swap between "C" and a linguistic one): those are compared by value.
 */
function comparable(options: CatalogFilterOptions<MoneyFormat>) {
  const byValue = (list: CatalogFilterOption[]) => [...list].sort((a, b) => (a.value < b.value ? -1 : 1));
  return {
    ...options,
    frameSizes: byValue(options.frameSizes),
    wheelSizes: byValue(options.wheelSizes),
    models: byValue(options.models),
  };
}

beforeAll(async () => {
  server = await createTestServer();
  fx = await seedCatalogFixture(server.db);
});
afterAll(async () => {
  await server.close();
});

describe('filter choices parity (SQL and the device copy)', () => {
  it('gives the same choices, labels and counts for every category and buyer', async () => {
    // The dealer (group G1), a sales rep for customer A (G2: other prices) and for B (no group: default prices).
    const tokens = [await tokenOf('dealer'), await tokenOf('sales', fx.salesA), await tokenOf('sales', fx.salesB)];
    for (const token of tokens) {
      const copy = await deviceCopy(token);
      expect(copy.products.length).toBeGreaterThan(200);
      for (const category of ['BIKE', 'PAA', 'GROUPSET'] as CatalogFilterCategory[]) {
        const online = await data<{
          filter: CatalogFilterOptions<MoneyFormat>;
          productCounts: Record<string, number>;
        }>(FILTER, { category }, token);
        const offline = catalogFilterOptions(copy, category);
        expect({ category, options: comparable(offline) }).toEqual({ category, options: comparable(online.filter) });
        expect(catalogProductCounts(copy.products)).toEqual(online.productCounts);
      }
      // The comparison is of real lists: bikes have every kind of choice.
      const bikes = catalogFilterOptions(copy, 'BIKE');
      for (const list of [bikes.brands, bikes.promotions, bikes.tags, bikes.series, bikes.frameSizes, bikes.models]) {
        expect(list.length).toBeGreaterThan(1);
      }
      expect(bikes.promotions.map((p) => p.label)).toContain('Alpha sale');
      expect(bikes.priceRange).not.toBeNull();
    }
  });
});
