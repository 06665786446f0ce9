import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../../../tests/support/test-server';
import type { CatalogFilterCategory, CatalogFilterInput } from '../../../shared/catalog/catalog-filter';
import {
  catalogFilterOptions,
  catalogProductCounts,
  type CatalogFilterOption,
  type CatalogFilterOptions,
  type CatalogOptionsProductShape,
} from '../../../shared/catalog/catalog-filter-options';
import type { CustomerRow } from '../customers/customers.tables';
import { HOST, seedCatalogFixture, type CatalogFixture } from './catalog.test-fixtures';

// The filter choices' parity test: the server's `filter` answer (SQL in lists.repository) and the device's
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

const FILTER = `query CatalogOptionsParityFilter($category: ProductCategory!, $active: ProductFilterInput) {
  filter(category: $category, active: $active) {
    brands { ${OPTION} } promotions { ${OPTION} } tags { ${OPTION} } tagCategories { ${OPTION} }
    categories { ${OPTION} } series { ${OPTION} } frameSizes { ${OPTION} } wheelSizes { ${OPTION} }
    models { ${OPTION} } priceRange { min max format { ${FORMAT} } }
  }
  productCounts { bike paa groupset }
}`;

const LIST = `query CatalogOptionsParityList($filter: ProductFilterInput!) {
  productGroups(limit: 1, filter: $filter) { info { count } }
}`;

const BIKE_CATEGORIES = `query CatalogOptionsParityBikeCategories { bikeCategories { id mcIds } }`;

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
  const { bikeCategories } = await data<{ bikeCategories: { id: string; mcIds: string[] }[] }>(
    BIKE_CATEGORIES,
    {},
    token,
  );
  return {
    products,
    groupName: (id: number) => groupNames.get(id),
    promotionName: (c: string) => promotionNames.get(c),
    bikeCategoryMcIds: new Map(bikeCategories.map((c) => [Number(c.id), c.mcIds.map(Number)] as const)),
  };
}

type Options = CatalogFilterOptions<MoneyFormat>;

async function onlineOptions(token: string, category: CatalogFilterCategory, active?: CatalogFilterInput) {
  return (await data<{ filter: Options }>(FILTER, { category, active }, token)).filter;
}

async function listCount(token: string, filter: CatalogFilterInput) {
  return (await data<{ productGroups: { info: { count: number } } }>(LIST, { filter }, token)).productGroups.info.count;
}

const valueOf = (list: CatalogFilterOption[], i: number) => list[i]?.value ?? 'none';
const countOf = (list: CatalogFilterOption[], value: string) => list.find((o) => o.value === value)?.count;

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

  it('gives the same counts under active filters, each choice counting the list it would show if also ticked', async () => {
    for (const token of [await tokenOf('dealer'), await tokenOf('sales', fx.salesA)]) {
      const copy = await deviceCopy(token);
      const all = catalogFilterOptions(copy, 'BIKE');
      const paa = catalogFilterOptions(copy, 'PAA');
      const [alpha, beta] = [valueOf(all.brands, 0), valueOf(all.brands, 1)];
      const actives: CatalogFilterInput[] = [
        { category: 'BIKE', frameSizes: ['M'] },
        { category: 'BIKE', brands: [alpha], frameSizes: ['M'] },
        { category: 'BIKE', brands: [alpha, beta], frameSizes: ['S', 'L'], hasStock: true },
        { category: 'BIKE', promotions: [valueOf(all.promotions, 0)], wheelSizes: [valueOf(all.wheelSizes, 0)] },
        { category: 'BIKE', series: [valueOf(all.series, 0)], articleTags: [valueOf(all.tags, 0)], search: 't' },
        { category: 'BIKE', articleTagCategory: valueOf(all.tagCategories, 0), models: [valueOf(all.models, 2)] },
        {
          category: 'BIKE',
          bikeCategories: [fx.bikeCategoryIds.roadCity],
          merchandiseCategories: [valueOf(all.categories, 0)],
          priceFrom: all.priceRange ? (all.priceRange.min + all.priceRange.max) / 2 : 0,
        },
        { category: 'BIKE', brands: ['999999'] },
        // Ticked values no article counts for under the other keys are still listed (with 0 or the list's count).
        { category: 'BIKE', brands: [beta], models: [valueOf(all.models, 0), valueOf(all.models, 1)], search: 'x' },
        { category: 'PAA', brands: [valueOf(paa.brands, 0)], promotions: [valueOf(paa.promotions, 0)] },
      ];
      for (const active of actives) {
        const online = await onlineOptions(token, active.category, active);
        const offline = catalogFilterOptions(copy, active.category, {
          filter: active,
          bikeCategoryMcIds: copy.bikeCategoryMcIds,
        });
        expect({ active, options: comparable(offline) }).toEqual({ active, options: comparable(online) });
      }
    }
  });

  it('counts a ticked choice as the list shows it, and an unticked one as the list after ticking it too', async () => {
    const token = await tokenOf('dealer');
    const all = await onlineOptions(token, 'BIKE');
    const alpha = valueOf(all.brands, 0);
    // Every bike group has an M article: before, M said every bike while Alpha + M listed a third of them.
    const active: CatalogFilterInput = { category: 'BIKE', brands: [alpha], frameSizes: ['M'] };
    const options = await onlineOptions(token, 'BIKE', active);
    const listed = await listCount(token, active);
    expect(listed).toBeGreaterThan(0);
    expect(listed).toBeLessThan(countOf(all.frameSizes, 'M') ?? 0);
    expect(countOf(options.frameSizes, 'M')).toBe(listed);
    expect(countOf(options.brands, alpha)).toBe(listed);
    // Ticking L as well widens the list (OR within sizes); ticking another brand adds its M groups.
    expect(countOf(options.frameSizes, 'L')).toBe(await listCount(token, { ...active, frameSizes: ['M', 'L'] }));
    const beta = valueOf(all.brands, 1);
    expect(countOf(options.brands, beta)).toBe(await listCount(token, { ...active, brands: [alpha, beta] }));
    // Other lists count under both ticks: a wheel size counts the Alpha M groups that have it.
    const wheel = valueOf(options.wheelSizes, 0);
    expect(countOf(options.wheelSizes, wheel)).toBe(await listCount(token, { ...active, wheelSizes: [wheel] }));
  });
});
