// Lists and search over the fixture catalog: product group pages, filter choices, counts, promotions, suggestions.
import { describe, expect, it } from 'vitest';
import { catalogCache } from './catalog.cache';
import { BIKE_GROUPS, HOST, UNSOLD_GROUP } from './catalog.test-fixtures';
import { recordStatements } from '../../../../tests/support/builders';
import {
  server,
  fx,
  startCatalogServer,
  dealer,
  gql,
  ok,
  GROUPS,
  groups,
  bike,
  indexOf,
  PRODUCT_FIELDS,
} from './catalog-api.test-fixtures';

startCatalogServer();

describe('productGroups', () => {
  it('lists 12 groups by default, price ascending, of the groups sold in the sorg', async () => {
    const page = await groups({ filter: bike() });
    expect(page.items).toHaveLength(12);
    expect(page.info).toEqual({ page: 1, count: BIKE_GROUPS - 1, pageTotal: Math.ceil((BIKE_GROUPS - 1) / 12) });
    const prices = page.items.map((g) => g.startingAt ?? Number.POSITIVE_INFINITY);
    expect([...prices].sort((a, b) => a - b)).toEqual(prices);
    const rest = await groups({ filter: bike(), limit: 100, page: 2 });
    expect(rest.items).toHaveLength(BIKE_GROUPS - 1 - 100);
  });

  it('pages through the same order, and a page past the end is empty with the right count', async () => {
    const whole = await groups({ filter: bike(), limit: 100 });
    const rest = await groups({ filter: bike(), limit: 100, page: 2 });
    const all = [...whole.items, ...rest.items].map((g) => g.id);
    const paged: string[] = [];
    for (let page = 1; page <= 10; page++)
      paged.push(...(await groups({ filter: bike(), page })).items.map((g) => g.id));
    expect(paged).toEqual(all);
    expect(new Set(all).size).toBe(BIKE_GROUPS - 1);
    expect(all.map((id) => indexOf(id))).not.toContain(UNSOLD_GROUP);
    const past = await groups({ filter: bike(), page: 50 });
    expect(past.items).toEqual([]);
    expect(past.info.count).toBe(BIKE_GROUPS - 1);
  });

  it('sorts by name, model year and price, ASC when only a field is given', async () => {
    const byName = await groups({ filter: bike(), sort: { field: 'NAME' }, limit: 100 });
    const asc = await groups({ filter: bike(), sort: { field: 'NAME', order: 'ASC' }, limit: 100 });
    expect(byName.items).toEqual(asc.items);
    const names = byName.items.map((g) => g.parentName.toLowerCase());
    expect(names).toEqual([...names].sort());
    expect(byName.items[0]?.parentName).toBe('eRide 000');
    const desc = await groups({ filter: bike(), sort: { field: 'NAME', order: 'DESC' }, limit: 5 });
    expect(desc.items[0]?.parentName).toBe('Model 109');
    const years = await groups({ filter: bike(), sort: { field: 'MODEL_YEAR', order: 'DESC' }, limit: 100 });
    expect(years.items[0]?.modelYear).toBe(2026);
    const withYear = years.items.filter((g) => g.modelYear !== null).map((g) => g.modelYear ?? 0);
    expect(withYear).toEqual([...withYear].sort((a, b) => b - a));
    for (const order of ['ASC', 'DESC']) {
      const sort = { field: 'PRICE', order };
      const byPrice = [
        ...(await groups({ filter: bike(), sort, limit: 100 })).items,
        ...(await groups({ filter: bike(), sort, limit: 100, page: 2 })).items,
      ];
      const priced = byPrice.filter((g) => g.startingAt !== null).map((g) => g.startingAt ?? 0);
      expect(priced).toEqual([...priced].sort((a, b) => (order === 'ASC' ? a - b : b - a)));
      // Groups without a price come last in both directions.
      expect(byPrice.slice(priced.length).every((g) => g.startingAt === null)).toBe(true);
      expect(byPrice.length - priced.length).toBe(6);
    }
  });

  it('combines filters: OR within a key, AND across keys', async () => {
    const [alpha = 0, beta = 0] = fx.brandIds;
    const sold = Array.from({ length: BIKE_GROUPS }, (_, i) => i).filter((i) => i !== UNSOLD_GROUP);
    const one = await groups({ filter: bike({ brands: [String(alpha)] }), limit: 100 });
    expect(one.items.map((g) => indexOf(g.id)).sort((a, b) => a - b)).toEqual(sold.filter((i) => i % 3 === 0));
    const two = await groups({ filter: bike({ brands: [String(alpha), String(beta)] }), limit: 100 });
    expect(two.info.count).toBe(sold.filter((i) => i % 3 !== 2).length);
    const andSize = await groups({
      filter: bike({ brands: [String(alpha), String(beta)], frameSizes: ['S'] }),
      limit: 100,
    });
    expect(andSize.items.map((g) => indexOf(g.id)).sort((a, b) => a - b)).toEqual(
      sold.filter((i) => i % 3 !== 2 && i % 2 === 0),
    );
    const searched = await groups({ filter: bike({ search: 'ERIDE 01' }), limit: 100 });
    expect(searched.items.map((g) => g.parentName).sort()).toEqual(['eRide 010', 'eRide 015']);
    const mountain = await groups({
      filter: bike({ bikeCategories: [String(fx.bikeCategoryIds.mountain)] }),
      limit: 100,
    });
    expect(mountain.items.map((g) => indexOf(g.id)).every((i) => Math.floor(i / 3) % 3 === 1)).toBe(true);
    const promo = await groups({ filter: bike({ promotions: ['T-ONE-ARTICLE'] }) });
    expect(promo.items.map((g) => indexOf(g.id))).toEqual([10]);
    const ended = await groups({ filter: bike({ promotions: ['T-BETA-OLD'] }) });
    expect(ended.items).toEqual([]);
    const stocked = await groups({ filter: bike({ hasStock: true }), limit: 100 });
    // Groups 4k+1 have nothing available now; group 0 and every 30th have only WH2 (5) when even.
    expect(stocked.items.map((g) => indexOf(g.id))).not.toContain(1);
    expect(stocked.items.map((g) => indexOf(g.id))).toContain(0);
  });

  it('answers an empty page for filter values that do not exist', async () => {
    for (const filter of [
      bike({ brands: ['999999'] }),
      bike({ brands: ['not-a-number'] }),
      bike({ brands: ['99999999999999999999'] }),
      bike({ frameSizes: ['XXL'] }),
      bike({ promotions: ['NOPE'] }),
      bike({ articleTagCategory: 'nope' }),
      bike({ search: 'zzzz-nothing' }),
      bike({ priceFrom: 10, priceTo: 5 }),
    ]) {
      const page = await groups({ filter });
      expect(page).toEqual({ items: [], info: { page: 1, count: 0, pageTotal: 1 } });
    }
    // Empty and blank values are no condition.
    const blank = await groups({ filter: bike({ brands: [], frameSizes: ['  '], search: '   ' }) });
    expect(blank.info.count).toBe(BIKE_GROUPS - 1);
  });

  it('refuses a page or limit out of range with 400 and a clear message', async () => {
    for (const [variables, message] of [
      [{ page: 0 }, 'page must be 1 or more'],
      [{ page: -3 }, 'page must be 1 or more'],
      [{ limit: 0 }, 'limit must be between 1 and 100'],
      [{ limit: -1 }, 'limit must be between 1 and 100'],
      [{ limit: 101 }, 'limit must be between 1 and 100'],
    ] as const) {
      const res = await gql(GROUPS, { ...variables, filter: bike() });
      expect(res.status).toBe(400);
      expect(res.errors?.[0]?.message).toBe(message);
      expect(res.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    }
  });

  it('runs as many SQL statements for 100 products as for 12', async () => {
    // 12 articles per group (the default model-view quota): 100 groups of 50 with every field is over the cost
    // limit of one request (docs/api.md "Limits of one request").
    const query = `query CatalogTestCount($limit: Int) {
      productGroups(limit: $limit, filter: { category: BIKE }) {
        items { id image slugs itemCount startingAt promotionBadge colors { name image }
          items(limit: 12) { ${PRODUCT_FIELDS} } }
        info { count }
      }
    }`;
    interface Answer {
      productGroups: { items: { items: unknown[] }[] };
    }
    const token = await dealer();
    const products = (answer: Answer) => answer.productGroups.items.reduce((n, g) => n + g.items.length, 0);
    // The fixture catalog (cat.localhost), then the demo catalog (localhost) when the seed has one.
    for (const host of [HOST, 'localhost']) {
      await ok(query, { limit: 1 }, token, host); // warm the host cache
      // Counted on a cold catalog cache: every level loads from the database.
      catalogCache(server.db).clear();
      const small = await recordStatements(server.db, () => ok<Answer>(query, { limit: 12 }, token, host));
      catalogCache(server.db).clear();
      const large = await recordStatements(server.db, () => ok<Answer>(query, { limit: 100 }, token, host));
      if (host === HOST) {
        expect(small.result.productGroups.items).toHaveLength(12);
        expect(large.result.productGroups.items).toHaveLength(100);
        expect(products(large.result)).toBeGreaterThan(100);
      }
      // The host's config is cached for 5 s per process: a slow run may look it up again in either request.
      const counted = (r: typeof small) => r.statements.filter((q) => !q.includes(' from "hosts" '));
      expect(counted(large)).toHaveLength(counted(small).length);
      if (process.env.CATALOG_DUMP_SQL) {
        console.info(large.statements.map((q) => q.replace(/\s+/g, ' ').slice(0, 110)).join('\n'));
      }
      console.info(
        `${host}: productGroups ran ${String(counted(small).length)} statements for ` +
          `${String(small.result.productGroups.items.length)} groups (${String(products(small.result))} products), ` +
          `${String(counted(large).length)} for ${String(large.result.productGroups.items.length)} groups ` +
          `(${String(products(large.result))} products)`,
      );
    }
  });
});

describe('catalog home and app bar', () => {
  it('answers bike categories with sorted merchandise category ids', async () => {
    const data = await ok<{ bikeCategories: { id: string; wording: string; mcIds: string[] }[] }>(
      `query CatalogTestBikeCategories { bikeCategories { id wording mcIds } }`,
    );
    const mine = data.bikeCategories.find((c) => c.wording === 'T Road and city');
    expect(mine?.mcIds).toEqual([fx.mcIds.road, fx.mcIds.city].sort((a, b) => a - b).map(String));
  });

  it('answers product counts per category of the sorg', async () => {
    const data = await ok<{ productCounts: unknown }>(
      `query CatalogTestCounts { productCounts { bike paa groupset } }`,
    );
    expect(data.productCounts).toEqual({ bike: BIKE_GROUPS - 1, paa: 6, groupset: 2 });
  });

  it('answers running promotions of the sorg, with details on request and by category', async () => {
    const query = `query CatalogTestPromotions($withDetailOffer: Boolean, $productCategory: ProductCategory) {
      promotions(withDetailOffer: $withDetailOffer, productCategory: $productCategory) {
        code badge tagline locations category validFrom details { articleCode brand type value minQty }
      }
    }`;
    interface Answer {
      promotions: { code: string; tagline: string; details: { articleCode: string | null }[] }[];
    }
    const plain = await ok<Answer>(query, {});
    expect(plain.promotions.map((p) => p.code).sort()).toEqual(['T-ALPHA-SALE', 'T-ONE-ARTICLE']);
    expect(plain.promotions.every((p) => p.details.length === 0)).toBe(true);
    const full = await ok<Answer>(query, { withDetailOffer: true, productCategory: 'BIKE' });
    const one = full.promotions.find((p) => p.code === 'T-ONE-ARTICLE');
    expect(one?.details).toEqual([
      { articleCode: fx.articlesOf(10)[0]?.articleCode, brand: null, type: 'fixed', value: 2_000, minQty: 2 },
    ]);
    expect((await ok<Answer>(query, { productCategory: 'PAA' })).promotions).toEqual([]);
  });

  it('answers the filter choices of a category with their counts', async () => {
    const query = `query CatalogTestFilter($category: ProductCategory!) {
      filter(category: $category) {
        brands { value label count } promotions { value count } tags { value count } tagCategories { value }
        categories { value label count } series { label count } frameSizes { value count } wheelSizes { value }
        models { value } priceRange { min max format { currency } }
      }
    }`;
    interface Option {
      value: string;
      label: string;
      count: number;
    }
    interface Answer {
      filter: Record<string, Option[]> & { priceRange: { min: number; max: number } | null };
    }
    const bikes = (await ok<Answer>(query, { category: 'BIKE' })).filter;
    expect(bikes.brands).toEqual([
      { value: String(fx.brandIds[0]), label: 'Alpha', count: 37 },
      { value: String(fx.brandIds[1]), label: 'Beta', count: 36 },
      { value: String(fx.brandIds[2]), label: 'Gamma', count: 36 },
    ]);
    expect(bikes.frameSizes?.map((o) => o.value)).toEqual(['S', 'M', 'L']);
    expect(bikes.promotions?.map((o) => o.value).sort()).toEqual(['T-ALPHA-SALE', 'T-ONE-ARTICLE']);
    expect(bikes.tagCategories?.map((o) => o.value)).toEqual(['T-award', 'T-feature']);
    expect(bikes.models).toHaveLength(BIKE_GROUPS - 1);
    expect(bikes.priceRange?.min).toBeLessThan(bikes.priceRange?.max ?? 0);
    const paa = (await ok<Answer>(query, { category: 'PAA' })).filter;
    expect(paa.brands?.length).toBe(3);
    expect(paa.categories?.map((o) => o.label)).toEqual(['Helmets']);
    expect([paa.tags, paa.series, paa.frameSizes, paa.wheelSizes, paa.models]).toEqual([[], [], [], [], []]);
    expect(paa.priceRange).toBeNull();
  });

  it('suggests products and completions from 3 characters on', async () => {
    const query = `query CatalogTestSuggest($term: String!, $category: ProductCategory) {
      searchSuggestion(term: $term, category: $category) { products { name } suggestion }
    }`;
    interface Answer {
      searchSuggestion: { products: { name: string }[]; suggestion: string[] };
    }
    expect((await ok<Answer>(query, { term: 'er ' })).searchSuggestion).toEqual({ products: [], suggestion: [] });
    const eride = (await ok<Answer>(query, { term: 'eri' })).searchSuggestion;
    expect(eride.products).toHaveLength(4);
    expect(eride.products.every((p) => p.name.startsWith('eRide'))).toBe(true);
    expect(eride.suggestion.every((s) => s.toLowerCase().startsWith('eri'))).toBe(true);
    const alpha = (await ok<Answer>(query, { term: 'alph' })).searchSuggestion;
    expect(alpha.suggestion.slice(0, 2)).toEqual(['Alpha', 'Alpha Road']);
    const helmet = (await ok<Answer>(query, { term: 'helmet', category: 'PAA' })).searchSuggestion;
    expect(helmet.products).toHaveLength(4);
    expect((await ok<Answer>(query, { term: '100%' })).searchSuggestion.products).toEqual([]);
  });
});
