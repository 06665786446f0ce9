// Products and pricing over the fixture catalog: the catalog cache, prices and stock per customer, product pages,
// images and access.
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CatalogCache } from './catalog.cache';
import { catalogRevisionOf } from './products.repository';
import { sharedCacheKey } from './products.service';
import { articles, prices, stock } from './catalog.tables';
import { HOST, PARTLY_SOLD_GROUP, SORG, UNSOLD_GROUP } from './catalog.test-fixtures';
import { recordStatements } from '../../../../tests/support/builders';
import {
  server,
  fx,
  startCatalogServer,
  tokenOf,
  dealer,
  gql,
  ok,
  GROUPS,
  groups,
  bike,
  idOf,
  indexOf,
  basePrice,
  details,
} from './catalog-api.test-fixtures';

startCatalogServer();

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
    /"(articles|article_sorgs|prices|discount_tiers|promotions|product_groups|product_images|article_tags|catalog_blocks)"|\b(articles|prices|product_groups|promotion_details) [a-z]+\b/;

  it('answers a repeated page from the cache: only the per-customer statements and stock run again', async () => {
    await ok(query);
    const again = await recordStatements(server.db, () => ok<Answer>(query));
    expect(again.statements.length).toBeGreaterThan(0);
    expect(again.statements.filter((q) => catalogTables.test(q) && !q.includes('catalog_revision'))).toEqual([]);
    // Stock is outside the catalog revision (migration 0013): one fresh statement for the page's articles.
    expect(again.statements.filter((q) => q.includes('from "stock"'))).toHaveLength(1);
    // The customer's own rows are read every time.
    expect(again.statements.some((q) => q.includes('"cart_lines"'))).toBe(true);
    expect(again.statements.some((q) => q.includes('"order_quotas"'))).toBe(true);
  });

  it('sees a change to stock or prices at once, however it was written (prices by the revision, stock fresh)', async () => {
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
    // A stock write no longer bumps the revision (every checkout writes stock; migration 0013).
    expect(await catalogRevisionOf(server.db)).toBe(startedAt);
    await server.db
      .update(prices)
      .set({ dealer: sql`${prices.dealer} + 100` })
      .where(and(eq(prices.articleId, row.id), eq(prices.sorg, SORG)));
    expect(BigInt(await catalogRevisionOf(server.db))).toBe(BigInt(startedAt) + 1n);
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
