import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../../../tests/support/test-server';
import type { CustomerRow } from '../customers/customers.tables';
import { mails } from '../../mail/mail.tables';
import { users } from '../users/users.tables';
import { CatalogCache, catalogCache } from './catalog.cache';
import { catalogRevisionOf } from './products.repository';
import { sharedCacheKey } from './products.service';
import { articleSorgs, articles, prices, restockSubscriptions, stock } from './catalog.tables';
import {
  BIKE_GROUPS,
  HOST,
  PARTLY_SOLD_GROUP,
  SORG,
  UNSOLD_GROUP,
  seedCatalogFixture,
  unpriced,
  type CatalogFixture,
} from './catalog.test-fixtures';
import { recordStatements } from '../../../../tests/support/builders';

let server: TestServer;
let fx: CatalogFixture;

const tokenOf = (username: string, customer?: CustomerRow) => server.tokenFor(username, customer);

const dealer = () => tokenOf('dealer');

async function gql(query: string, variables: Record<string, unknown> = {}, token?: string, host = HOST) {
  return server.graphql(query, variables, token ?? (await dealer()), host);
}

/** Runs an operation that must succeed and answers its data. */
async function ok<T>(query: string, variables: Record<string, unknown> = {}, token?: string, host = HOST) {
  const res = await server.graphql<T>(query, variables, token ?? (await dealer()), host);
  if (res.errors || !res.data) throw new Error(`${String(res.status)} ${JSON.stringify(res.errors)}`);
  expect(res.status).toBe(200);
  return res.data;
}

interface GroupCard {
  id: string;
  slug: string;
  parentName: string;
  startingAt: number | null;
  modelYear: number | null;
}
interface GroupPage {
  items: GroupCard[];
  info: { page: number; count: number; pageTotal: number };
}

const GROUPS = `query CatalogTestGroups($page: Int, $limit: Int, $sort: ProductSortInput, $filter: ProductFilterInput!) {
  productGroups(page: $page, limit: $limit, sort: $sort, filter: $filter) {
    items { id slug parentName startingAt modelYear }
    info { page count pageTotal }
  }
}`;

const groups = async (variables: Record<string, unknown>, token?: string) =>
  (await ok<{ productGroups: GroupPage }>(GROUPS, variables, token)).productGroups;

const bike = (filter: Record<string, unknown> = {}) => ({ category: 'BIKE', ...filter });
const idOf = (i: number) => String(fx.groupIds[i]);
const indexOf = (id: string) => fx.groupIds.indexOf(Number(id));

beforeAll(async () => {
  server = await createTestServer();
  fx = await seedCatalogFixture(server.db);
});
afterAll(async () => {
  await server.close();
});

/** The base ('' group) dealer price of an article of fixture bike group i with size rank s. */
const basePrice = (i: number, s = 0) => 100_000 + ((i * 7919) % 50) * 1_000 + s * 500;

const PRODUCT_FIELDS = `id name articleCode articleCodeDisplay slug groupSlug groupId sorg frameSize color image cartQty
  orderQuota maxOrderQty restockNotification allowToOrder sorgBlocked orderBlocked brandBlocked categoryBlocked
  promotionCodes brand { id description } merchandiseCategory { id code category } tags { type name fileName }
  price { dealer retail retailDisplay promotion format { currency symbol decimalPrecision }
    discount { salesDealNo term qty type discount unitPrice } }
  stock { inStock available { qty mask location } nextArrival { date qty } }
  cannotPurchase { code message limit }`;

interface Product {
  id: string;
  name: string;
  articleCode: string;
  articleCodeDisplay: string;
  slug: string;
  groupSlug: string;
  frameSize: string | null;
  color: string | null;
  image: string;
  cartQty: number;
  orderQuota: number | null;
  maxOrderQty: number | null;
  restockNotification: boolean;
  allowToOrder: boolean;
  sorgBlocked: boolean;
  orderBlocked: boolean;
  brandBlocked: boolean;
  promotionCodes: string[];
  tags: { type: string; name: string; fileName: string | null }[];
  price: {
    dealer: number;
    retail: number;
    promotion: string | null;
    format: { currency: string };
    discount: { salesDealNo: string; qty: number; unitPrice: number }[];
  } | null;
  stock: {
    inStock: boolean;
    available: { qty: number | null; location: string | null }[];
    nextArrival: { date: string; qty: number } | null;
  };
  cannotPurchase: { code: string; message: string; limit: number | null }[];
}

const DETAILS = `query CatalogTestDetails($slug: String!) {
  productDetailsV2(slug: $slug) {
    group { id slug parentName category itemCount startingAt maxRetail promotionBadge inStock image slugs
      colors { name hex image } format { currency } brand { description } serie modelYear }
    products { ${PRODUCT_FIELDS} }
    selected { id slug }
    promotions { code badge details { articleCode brand type value minQty } }
  }
}`;

interface Details {
  productDetailsV2: {
    group: {
      id: string;
      slug: string;
      itemCount: number;
      startingAt: number | null;
      maxRetail: number | null;
      promotionBadge: string | null;
      inStock: boolean;
      image: string;
      slugs: string[];
      colors: { name: string; image: string }[];
    };
    products: Product[];
    selected: { id: string; slug: string } | null;
    promotions: { code: string; badge: string; details: { brand: string | null; articleCode: string | null }[] }[];
  } | null;
}

const details = async (slug: string, token?: string) => (await ok<Details>(DETAILS, { slug }, token)).productDetailsV2;

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

describe('catalog cache', () => {
  const query = `query CatalogTestCache {
    productGroups(limit: 12, filter: { category: BIKE }) {
      items { id startingAt items(limit: 50) { articleCode price { dealer } stock { inStock } cartQty } }
      info { count }
    }
  }`;
  interface Answer {
    productGroups: {
      items: {
        id: string;
        startingAt: number | null;
        items: {
          articleCode: string;
          price: { dealer: number } | null;
          stock: { inStock: boolean };
          cartQty: number;
        }[];
      }[];
    };
  }
  const catalogTables =
    /"(articles|article_sorgs|prices|discount_tiers|stock|promotions|product_groups|product_images|article_tags|catalog_blocks)"|\b(articles|prices|stock|product_groups|promotion_details) [a-z]+\b/;

  it('answers a repeated page from the cache: only the per-customer statements run again', async () => {
    await ok(query);
    const again = await recordStatements(server.db, () => ok<Answer>(query));
    expect(again.statements.length).toBeGreaterThan(0);
    expect(again.statements.filter((q) => catalogTables.test(q) && !q.includes('catalog_revision'))).toEqual([]);
    // The customer's own rows are read every time.
    expect(again.statements.some((q) => q.includes('"cart_lines"'))).toBe(true);
    expect(again.statements.some((q) => q.includes('"order_quotas"'))).toBe(true);
  });

  it('sees a change to stock or prices at once, however it was written (the revision trigger)', async () => {
    const before = await ok<Answer>(query);
    const article = before.productGroups.items.flatMap((g) => g.items).find((i) => i.stock.inStock && i.price);
    if (!article?.price) throw new Error('The fixture has a priced article in stock');
    const [row] = await server.db.select().from(articles).where(eq(articles.articleCode, article.articleCode));
    if (!row) throw new Error('The article exists');
    const startedAt = await catalogRevisionOf(server.db);
    const where = and(eq(stock.articleId, row.id), eq(stock.sorg, SORG));
    const stockBefore = await server.db.select().from(stock).where(where);
    await server.db
      .update(stock)
      .set({ availableQty: 0 })
      .where(and(eq(stock.articleId, row.id), eq(stock.sorg, SORG)));
    await server.db
      .update(prices)
      .set({ dealer: sql`${prices.dealer} + 100` })
      .where(and(eq(prices.articleId, row.id), eq(prices.sorg, SORG)));
    expect(BigInt(await catalogRevisionOf(server.db))).toBe(BigInt(startedAt) + 2n);
    const after = await ok<Answer>(query);
    const changed = after.productGroups.items
      .flatMap((g) => g.items)
      .find((i) => i.articleCode === article.articleCode);
    expect(changed?.stock.inStock).toBe(false);
    expect(changed?.price?.dealer).toBe(article.price.dealer + 100);
    // The fixture as it was, for the tests after this one.
    await server.db
      .update(prices)
      .set({ dealer: sql`${prices.dealer} - 100` })
      .where(and(eq(prices.articleId, row.id), eq(prices.sorg, SORG)));
    for (const before of stockBefore) {
      await server.db
        .update(stock)
        .set({ availableQty: before.availableQty })
        .where(and(where, eq(stock.location, before.location)));
    }
  });

  it('keeps one sorg and customer group apart from another', () => {
    const cache = new CatalogCache({ maxEntries: 3, ttlMs: 1000, now: () => clock });
    let clock = 0;
    const buyerA = { revision: '7', sorg: '2000', custGroup: '01' };
    const buyerB = { revision: '7', sorg: '2000', custGroup: '02' };
    cache.set(`${sharedCacheKey('product', buyerA)}|1`, 'a');
    expect(cache.get(`${sharedCacheKey('product', buyerB)}|1`)).toBeUndefined();
    expect(cache.get(`${sharedCacheKey('product', { ...buyerA, revision: '8' })}|1`)).toBeUndefined();
    expect(cache.get(`${sharedCacheKey('product', buyerA)}|1`)).toBe('a');
    // Least recently used goes first; an entry older than its time to live is gone.
    cache.set('x', 1);
    cache.set('y', 2);
    cache.get(`${sharedCacheKey('product', buyerA)}|1`);
    cache.set('z', 3);
    expect(cache.get('x')).toBeUndefined();
    expect(cache.size).toBe(3);
    clock = 1000;
    expect(cache.get('z')).toBeUndefined();
  });
});

describe('prices and stock of the active customer', () => {
  it('gives each customer its group price, else the default price, and nothing of another', async () => {
    const slug = fx.groupSlugs[0] ?? '';
    const of = async (token: string) => (await details(slug, token))?.products.map((p) => p.price?.dealer);
    const sizes = [0, 0, 1, 1, 2, 2]; // S, M, L in Red and Blue
    expect(await of(await dealer())).toEqual(sizes.map((s) => basePrice(0, s) - 5_000)); // G1
    expect(await of(await tokenOf('sales', fx.salesA))).toEqual(sizes.map((s) => basePrice(0, s) + 3_000)); // G2
    expect(await of(await tokenOf('sales', fx.salesB))).toEqual(sizes.map((s) => basePrice(0, s))); // no group
    // Group 4 has a G1 row but no G2 row: customer A falls back to the default price.
    const four = await details(fx.groupSlugs[4] ?? '', await tokenOf('sales', fx.salesA));
    expect(four?.products[0]?.price?.dealer).toBe(basePrice(4));
    // The dealer's own cart and quota show for the dealer only.
    const quotaId = String(fx.articlesOf(0)[0]?.id);
    const mine = (await details(slug))?.products.find((p) => p.id === quotaId);
    expect(mine).toMatchObject({ cartQty: 2, orderQuota: 0 });
    expect(mine?.cannotPurchase).toContainEqual({
      code: 'ORDER_LIMIT_EXCEEDED',
      message: 'order limit exceeded',
      limit: 0,
    });
    const theirs = (await details(slug, await tokenOf('sales', fx.salesB)))?.products.find((p) => p.id === quotaId);
    expect(theirs).toMatchObject({ cartQty: 0, orderQuota: null, cannotPurchase: [] });
  });

  it('lists a customer without an area in the sorg the default prices, every product blocked', async () => {
    const products = (await details(fx.groupSlugs[0] ?? '', await tokenOf('sales', fx.salesC)))?.products ?? [];
    expect(products.length).toBeGreaterThan(0);
    for (const p of products) {
      expect(p.sorgBlocked).toBe(true);
      expect(p.cannotPurchase.map((r) => r.code)).toContain('BLOCKED');
    }
    expect(products[0]?.price?.dealer).toBe(basePrice(0));
  });

  it('lists blocked products with cannotPurchase BLOCKED, not hidden', async () => {
    // Group 1: allowToOrder false; group 2: orderBlocked; Gamma (groups 3k+2) blocked for customer A's group.
    const one = await details(fx.groupSlugs[1] ?? '');
    expect(one?.products[0]).toMatchObject({ allowToOrder: false });
    expect(one?.products[0]?.cannotPurchase.map((r) => r.code)).toContain('BLOCKED');
    const two = await details(fx.groupSlugs[2] ?? '');
    expect(two?.products[0]).toMatchObject({ orderBlocked: true, maxOrderQty: 3 });
    const gamma = await details(fx.groupSlugs[5] ?? '', await tokenOf('sales', fx.salesA));
    expect(gamma?.products[0]).toMatchObject({ brandBlocked: true });
    expect(gamma?.products[0]?.cannotPurchase.map((r) => r.code)).toContain('BLOCKED');
    const gammaForDealer = await details(fx.groupSlugs[5] ?? '');
    expect(gammaForDealer?.products[0]?.brandBlocked).toBe(false);
    const listed = await groups({ filter: bike({ models: [idOf(1), idOf(2)] }) });
    expect(listed.items.map((g) => indexOf(g.id)).sort()).toEqual([1, 2]);
  });

  it('shows stock by the host config, the next arrival, NO_STOCK with availableStockCheck and no price', async () => {
    // Group 9: nothing now, 7 arriving in 20 days; group 5 has no price.
    const nine = (await details(fx.groupSlugs[9] ?? ''))?.products[0];
    expect(nine?.stock.inStock).toBe(false);
    expect(nine?.stock.available).toEqual([{ qty: 0, mask: null, location: null }]);
    expect(nine?.stock.nextArrival?.qty).toBe(7);
    expect(nine?.cannotPurchase.map((r) => r.code)).toContain('NO_STOCK');
    const five = (await details(fx.groupSlugs[5] ?? ''))?.products[0];
    expect(five?.price).toBeNull();
    expect(five?.cannotPurchase.map((r) => r.code)).toContain('NO_PRICE');
    const zero = (await details(fx.groupSlugs[0] ?? ''))?.products[0];
    expect(zero?.stock.available).toEqual([{ qty: 5, mask: null, location: null }]);
  });

  it('answers discount tiers with their unit price and the promotion of the product', async () => {
    const six = (await details(fx.groupSlugs[6] ?? ''))?.products[0];
    // Group 6 is priced for the dealer's group G1 (base − 50.00); its tiers are 5 % from 5 and 10 % from 10.
    expect(six?.price?.discount.map((t) => [t.salesDealNo, t.qty, t.unitPrice])).toEqual([
      ['D1', 5, Math.round((basePrice(6) - 5_000) * 0.95)],
      ['D2', 10, Math.round((basePrice(6) - 5_000) * 0.9)],
    ]);
    const ten = await details(fx.groupSlugs[10] ?? '');
    expect(ten?.products[0]?.price?.promotion).toBe('T-ONE-ARTICLE');
    expect(ten?.products[1]?.price?.promotion).toBeNull();
    const alpha = await details(fx.groupSlugs[0] ?? '');
    expect(alpha?.products[0]?.promotionCodes).toEqual(['T-ALPHA-SALE']);
    expect(alpha?.group.promotionBadge).toBe('Sale');
  });
});

describe('productDetailsV2 and productStock', () => {
  it('answers a group slug with its articles sold in the sorg, and an article slug with it selected', async () => {
    const group = await details(fx.groupSlugs[0] ?? '');
    expect(group?.selected).toBeNull();
    expect(group?.products).toHaveLength(6);
    expect(group?.group).toMatchObject({ itemCount: 6, startingAt: basePrice(0) - 5_000, inStock: true });
    expect(group?.group.colors.map((c) => c.name)).toEqual(['Blue', 'Red']);
    expect(group?.group.slugs).toEqual(group?.products.map((p) => p.slug));
    expect(group?.promotions.map((p) => p.code)).toEqual(['T-ALPHA-SALE']);
    expect(group?.promotions[0]?.details).toEqual([expect.objectContaining({ brand: 'Alpha', articleCode: null })]);
    const article = fx.articlesOf(0)[3];
    const one = await details(article?.slug ?? '');
    expect(one?.selected?.slug).toBe(article?.slug);
    expect(one?.products[0]?.articleCodeDisplay).toBe(one?.products[0]?.articleCode.slice(-6));
    const partly = await details(fx.groupSlugs[PARTLY_SOLD_GROUP] ?? '');
    expect(partly?.products.map((p) => p.frameSize)).toEqual(['S', 'S', 'M', 'M']);
  });

  it('answers null for an unknown slug, a reserved word, a group or article not sold in the sorg', async () => {
    const unsoldL = fx.articlesOf(PARTLY_SOLD_GROUP).find((a) => a.frameSize === 'L');
    for (const slug of ['no-such-product', 'list', 'fast-order', '', fx.groupSlugs[UNSOLD_GROUP], unsoldL?.slug]) {
      expect(await details(slug ?? '')).toBeNull();
    }
  });

  it('answers productStock for a group or one article, and nothing for an unknown slug', async () => {
    const query = `query CatalogTestStock($slug: String!) {
      productStock(slug: $slug) { articleCode frameSize color stock { inStock available { qty } } }
    }`;
    const all = (await ok<{ productStock: { articleCode: string }[] }>(query, { slug: fx.groupSlugs[0] })).productStock;
    expect(all).toHaveLength(6);
    const article = fx.articlesOf(0)[0];
    const one = (await ok<{ productStock: { articleCode: string }[] }>(query, { slug: article?.slug })).productStock;
    expect(one.map((s) => s.articleCode)).toEqual([article?.articleCode]);
    expect((await ok<{ productStock: unknown[] }>(query, { slug: 'nope' })).productStock).toEqual([]);
  });
});

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

describe('stock confirmations and analysis', () => {
  it('confirms from stock now, then next arrivals up to the requested date, the rest unknown', async () => {
    const query = `query CatalogTestConfirm($orders: [StockOrderInput!]!, $reqDeliveryDate: String) {
      stockOrderConfirmations(orders: $orders, reqDeliveryDate: $reqDeliveryDate) {
        articleCode qty confirmations { supplyQty supplyDate supplyLocation }
      }
    }`;
    const code = fx.articlesOf(0)[0]?.articleCode ?? '';
    const today = new Date().toISOString().slice(0, 10);
    const in40 = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10);
    interface Answer {
      stockOrderConfirmations: { confirmations: unknown[] }[];
    }
    const all = await ok<Answer>(query, {
      orders: [
        { articleCode: code, qty: 12 },
        { articleCode: 'NOPE', qty: 2 },
      ],
    });
    expect(all.stockOrderConfirmations[0]?.confirmations).toEqual([
      { supplyQty: 5, supplyDate: today, supplyLocation: 'WH2' },
      { supplyQty: 4, supplyDate: in40, supplyLocation: 'WH2' },
      { supplyQty: 3, supplyDate: null, supplyLocation: null },
    ]);
    expect(all.stockOrderConfirmations[1]?.confirmations).toEqual([
      { supplyQty: 2, supplyDate: null, supplyLocation: null },
    ]);
    const early = await ok<Answer>(query, {
      orders: [{ articleCode: code, qty: 12 }],
      reqDeliveryDate: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
    });
    expect(early.stockOrderConfirmations[0]?.confirmations).toEqual([
      { supplyQty: 5, supplyDate: today, supplyLocation: 'WH2' },
      { supplyQty: 7, supplyDate: null, supplyLocation: null },
    ]);
    const bad = await gql(query, { orders: [], reqDeliveryDate: 'tomorrow' });
    expect(bad.status).toBe(400);
  });

  it('analyzes article codes: flags with status and description, unknown codes invalid', async () => {
    const query = `query CatalogTestAnalyze($codes: [String!]!, $sorg: String) {
      productAnalyzesV3(articleCodes: $codes, sorg: $sorg) {
        articleCode invalidArticle { status description } allowToOrder { status } orderBlocked { status }
        brandBlocked { status description } hasPrice { status } sorgBlocked { status } stock { inStock }
      }
    }`;
    const codes = [0, 1, 2, 5].map((i) => fx.articlesOf(i)[0]?.articleCode ?? '');
    interface Answer {
      productAnalyzesV3: Record<string, { status: boolean; description?: string } | string | null>[];
    }
    const answer = (await ok<Answer>(query, { codes: [...codes, 'NOPE'] })).productAnalyzesV3;
    expect(answer.map((a) => a.articleCode)).toEqual([...codes, 'NOPE']);
    expect(answer[0]).toMatchObject({
      invalidArticle: { status: false },
      allowToOrder: { status: true },
      hasPrice: { status: true },
    });
    expect(answer[1]).toMatchObject({ allowToOrder: { status: false } });
    expect(answer[2]).toMatchObject({ orderBlocked: { status: true } });
    expect(answer[3]).toMatchObject({ hasPrice: { status: false } });
    expect(answer[4]).toMatchObject({ invalidArticle: { status: true }, stock: null });
    const forA = (
      await ok<Answer>(query, { codes: [fx.articlesOf(5)[0]?.articleCode] }, await tokenOf('sales', fx.salesA))
    ).productAnalyzesV3;
    expect(forA[0]).toMatchObject({ brandBlocked: { status: true } });
    const otherSorg = (await ok<Answer>(query, { codes, sorg: '1000' })).productAnalyzesV3;
    expect(otherSorg.every((a) => (a.invalidArticle as { status: boolean }).status)).toBe(true);
  });

  it('lists article displays of a search in the sorgs, paged', async () => {
    const query = `query CatalogTestDisplays($search: String, $sorgs: [String!], $page: Int) {
      articleDisplays(search: $search, sorgs: $sorgs, page: $page) {
        items { articleCode articleCodeDisplay name sorg } info { page count pageTotal }
      }
    }`;
    interface Answer {
      articleDisplays: {
        items: { articleCode: string; articleCodeDisplay: string; sorg: string }[];
        info: { count: number; pageTotal: number };
      };
    }
    const page = (await ok<Answer>(query, { search: 'i00tb0', sorgs: [SORG] })).articleDisplays;
    expect(page.items.length).toBeGreaterThan(0);
    for (const item of page.items) {
      expect(item.articleCode.startsWith('I00TB0')).toBe(true);
      expect(item.articleCodeDisplay).toBe(item.articleCode.slice(-6));
      expect(item.sorg).toBe(SORG);
    }
    const all = (await ok<Answer>(query, { search: 'TB', sorgs: [SORG] })).articleDisplays;
    expect(all.items).toHaveLength(20);
    const second = (await ok<Answer>(query, { search: 'TB', sorgs: [SORG], page: 2 })).articleDisplays;
    expect(second.items[0]?.articleCode).not.toBe(all.items[0]?.articleCode);
    const none = (await ok<Answer>(query, { search: 'TB', sorgs: ['NOPE'] })).articleDisplays;
    expect(none.info).toEqual({ page: 1, count: 0, pageTotal: 1 });
  });
});

describe('catalogSync', () => {
  const SYNC = `query CatalogTestSync($updatedAfter: String, $cursor: String, $limit: Int) {
    catalogSync(updatedAfter: $updatedAfter, cursor: $cursor, limit: $limit) {
      products { id articleCode price { dealer } } groups { id } nextCursor asOf
    }
  }`;
  interface Answer {
    catalogSync: {
      products: { id: string; articleCode: string; price: { dealer: number } | null }[];
      groups: { id: string }[];
      nextCursor: string | null;
      asOf: string;
    };
  }

  it('sends the customer catalog in chunks, then only what changed since', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    let asOf = '';
    do {
      const page: Answer = await ok<Answer>(SYNC, { cursor, limit: 100 });
      seen.push(...page.catalogSync.products.map((p) => p.id));
      for (const p of page.catalogSync.products) {
        expect(page.catalogSync.groups.map((g) => g.id)).toContain(
          String(fx.articles.find((a) => String(a.id) === p.id)?.productGroupId),
        );
      }
      asOf ||= page.catalogSync.asOf;
      cursor = page.catalogSync.nextCursor;
    } while (cursor);
    const [soldCount] = await server.db
      .select({ n: sql<number>`count(*)::int` })
      .from(articleSorgs)
      .where(eq(articleSorgs.sorg, SORG));
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toHaveLength(soldCount?.n ?? -1);

    const later = await ok<Answer>(SYNC, { updatedAfter: new Date(Date.now() + 1000).toISOString() });
    expect(later.catalogSync.products).toEqual([]);
    const article = fx.articlesOf(3)[0];
    await server.db
      .update(stock)
      .set({ availableQty: 9, updatedAt: new Date(Date.now() + 5_000) })
      .where(and(eq(stock.articleId, article?.id ?? 0), eq(stock.sorg, SORG)));
    const delta = await ok<Answer>(SYNC, { updatedAfter: new Date(Date.now() + 1000).toISOString() });
    expect(delta.catalogSync.products.map((p) => p.articleCode)).toEqual([article?.articleCode]);
  });

  it('refuses a cursor it did not give and a limit out of range', async () => {
    expect((await gql(SYNC, { cursor: 'garbage!' })).status).toBe(400);
    expect((await gql(SYNC, { limit: 1001 })).status).toBe(400);
    expect((await gql(SYNC, { updatedAfter: 'yesterday' })).status).toBe(400);
  });
});

describe('product images', () => {
  it('serves the SVG of a product image URL with immutable caching and a restrictive policy', async () => {
    const group = await details(fx.groupSlugs[0] ?? '');
    const url = group?.products[0]?.image ?? '';
    // The first article in grid order is S in Blue.
    expect(url).toMatch(/^\/api\/images\/products\/t-bike-0\/Blue-[0-9a-f]{16}\.svg$/);
    const res = await server.request(`http://${HOST}${url}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/svg+xml');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; style-src 'unsafe-inline'");
    expect(await res.text()).toContain('<svg');
    const red = group?.group.colors.find((c) => c.name === 'Red')?.image ?? '';
    expect(red).toMatch(/\/Red-[0-9a-f]{16}\.svg$/);
    expect((await server.request(red)).status).toBe(200);
  });

  it('serves the colourless image as default-{etag} and answers 404 for anything unknown', async () => {
    const helmet = await details('t-helmet-0');
    const url = helmet?.group.image ?? '';
    expect(url).toMatch(/^\/api\/images\/products\/t-helmet-0\/default-[0-9a-f]{16}\.svg$/);
    expect((await server.request(url)).status).toBe(200);
    for (const bad of [
      url.replace(/-[0-9a-f]{16}/, '-0000000000000000'),
      url.replace('t-helmet-0', 't-helmet-1'),
      '/api/images/products/t-bike-0/Red.svg',
      '/api/images/products/nope/default-abcdabcd.svg',
    ]) {
      expect((await server.request(bad)).status).toBe(404);
    }
    // A group without any image shows the placeholder, which is served.
    const groupset = await details('t-groupset-0');
    expect(groupset?.group.image).toBe('/api/images/placeholder.svg');
    expect((await server.request('/api/images/placeholder.svg')).headers.get('content-type')).toBe('image/svg+xml');
  });
});

describe('restock notifications', () => {
  const SUBSCRIBE = `mutation CatalogTestSubscribe($articleCode: String!, $sorg: String!) {
    subscribeRestockedNotification(articleCode: $articleCode, sorg: $sorg) {
      message { status description } userErrors { field message code } restockNotification
    }
  }`;
  const UNSUBSCRIBE = `mutation CatalogTestUnsubscribe($articleCode: String!, $sorg: String!) {
    unsubscribeRestockedNotification(articleCode: $articleCode, sorg: $sorg) {
      message { status description } userErrors { field message code } restockNotification
    }
  }`;
  const UPDATE = `mutation CatalogTestUpdateStock($input: [StockUpdateInput!]!) {
    updateStock(input: $input) { message { status description } userErrors { field message } updated notified }
  }`;
  interface Payload {
    message: { status: string; description: string };
    userErrors: { field: string | null; message: string; code?: string }[];
    restockNotification: boolean;
  }

  it('subscribes, tells the subscriber once by mail when the stock comes back, and ends the subscription', async () => {
    const article = fx.articlesOf(9)[0];
    const code = article?.articleCode ?? '';
    const on = (await ok<{ subscribeRestockedNotification: Payload }>(SUBSCRIBE, { articleCode: code, sorg: SORG }))
      .subscribeRestockedNotification;
    expect(on).toEqual({
      message: {
        status: 'SUCCESS',
        description:
          'The notification was successfully activated. You will get notifications on your email when the stock is available.',
      },
      userErrors: [],
      restockNotification: true,
    });
    expect((await details(fx.groupSlugs[9] ?? ''))?.products[0]?.restockNotification).toBe(true);

    const admin = await tokenOf('admin');
    const update = async (availableQty: number) =>
      (
        await ok<{ updateStock: { message: { status: string }; updated: number; notified: number } }>(
          UPDATE,
          { input: [{ articleCode: code, sorg: SORG, location: 'WH1', availableQty }] },
          admin,
        )
      ).updateStock;
    expect(await update(3)).toMatchObject({ message: { status: 'SUCCESS' }, updated: 1, notified: 1 });
    const [dealerUser] = await server.db.select().from(users).where(eq(users.username, 'dealer'));
    const sent = await server.db
      .select()
      .from(mails)
      .where(eq(mails.to, dealerUser?.email ?? ''));
    const restock = sent.filter((m) => m.text.includes(code.slice(-6)) || m.text.includes(code));
    expect(restock).toHaveLength(1);
    expect(restock[0]?.subject).toBe(`Back in stock: ${article?.name ?? ''}`);
    expect(restock[0]?.text).toContain(`http://${HOST}/en-us/catalog/${article?.slug ?? ''}`);
    const left = await server.db
      .select()
      .from(restockSubscriptions)
      .where(and(eq(restockSubscriptions.articleId, article?.id ?? 0), eq(restockSubscriptions.sorg, SORG)));
    expect(left).toEqual([]);
    // More stock later tells nobody again.
    expect(await update(5)).toMatchObject({ notified: 0 });
    const stockNow = (await details(fx.groupSlugs[9] ?? ''))?.products[0];
    expect(stockNow).toMatchObject({ restockNotification: false, stock: { inStock: true } });
    // The import kept the next arrival it was not given.
    expect(stockNow?.stock.nextArrival?.qty).toBe(7);
  });

  it('unsubscribes with the spec message', async () => {
    const code = fx.articlesOf(13)[0]?.articleCode ?? '';
    await ok(SUBSCRIBE, { articleCode: code, sorg: SORG });
    const off = (
      await ok<{ unsubscribeRestockedNotification: Payload }>(UNSUBSCRIBE, { articleCode: code, sorg: SORG })
    ).unsubscribeRestockedNotification;
    expect(off).toEqual({
      message: { status: 'SUCCESS', description: 'The notification has been disabled.' },
      userErrors: [],
      restockNotification: false,
    });
  });

  it('answers userErrors for an unknown article or sorg, never an error', async () => {
    const bad = await server.graphql<{ subscribeRestockedNotification: Payload }>(
      SUBSCRIBE,
      { articleCode: 'NOPE', sorg: 'NOPE' },
      await dealer(),
      HOST,
    );
    expect(bad.status).toBe(200);
    expect(bad.data?.subscribeRestockedNotification.message.status).toBe('FAILED');
    expect(bad.data?.subscribeRestockedNotification.userErrors.map((e) => e.field).sort()).toEqual([
      'articleCode',
      'sorg',
    ]);
    const unsold = fx.articlesOf(UNSOLD_GROUP)[0]?.articleCode ?? '';
    const notSold = await ok<{ subscribeRestockedNotification: Payload }>(SUBSCRIBE, {
      articleCode: unsold,
      sorg: SORG,
    });
    expect(notSold.subscribeRestockedNotification.userErrors).toEqual([
      { field: 'articleCode', message: 'Unknown article code', code: 'BAD_USER_INPUT' },
    ]);
  });

  it('refuses a stock import with a bad row as a whole, with each problem', async () => {
    const admin = await tokenOf('admin');
    const code = fx.articlesOf(17)[0]?.articleCode ?? '';
    const res = await ok<{
      updateStock: { message: { status: string }; userErrors: { field: string }[]; updated: number };
    }>(
      UPDATE,
      {
        input: [
          { articleCode: code, sorg: SORG, location: 'WH1', availableQty: 1 },
          { articleCode: 'NOPE', sorg: 'NOPE', location: ' ', availableQty: -1, nextArrivalDate: '2026-02-30' },
        ],
      },
      admin,
    );
    expect(res.updateStock.message.status).toBe('FAILED');
    expect(res.updateStock.updated).toBe(0);
    expect(res.updateStock.userErrors.map((e) => e.field)).toEqual([
      'input.1.articleCode',
      'input.1.sorg',
      'input.1.location',
      'input.1.availableQty',
      'input.1.nextArrivalDate',
    ]);
  });
});

describe('access', () => {
  it('answers 403 without page.catalog, and updateStock without page.catalog-analyze', async () => {
    const vendor = await tokenOf('vendor');
    const res = await gql(GROUPS, { filter: bike() }, vendor);
    expect(res.status).toBe(403);
    expect(res.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const update = await gql(
      `mutation CatalogTestForbidden { updateStock(input: []) { updated } }`,
      {},
      await dealer(),
    );
    expect(update.status).toBe(403);
  });

  it('asks a sales user without an active customer to select one first', async () => {
    const sales = await tokenOf('sales');
    const res = await gql(GROUPS, { filter: bike() }, sales);
    expect(res.status).toBe(400);
    expect(res.errors?.[0]?.message).toBe('Please select a customer first');
    // Bike categories and promotions are the sorg's: they need no customer.
    const cats = await gql(`query CatalogTestNoCustomer { bikeCategories { id } promotions { code } }`, {}, sales);
    expect(cats.status).toBe(200);
  });

  it('answers 401 without a token', async () => {
    const res = await server.graphql(GROUPS, { filter: bike() }, undefined, HOST);
    expect(res.status).toBe(401);
  });
});

export { unpriced };
