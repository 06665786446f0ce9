// Over 400 lines: the cart API's suite (changes, stock checks, batch size, input, whose cart, replays), one server.
import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../../../tests/support/test-server';
import { AMBIGUOUS_ARTICLE_CODE_MESSAGE } from '../../../shared/catalog/article-code';
import {
  articleSorgs,
  articles,
  brands,
  discountTiers,
  merchandiseCategories,
  orderQuotas,
  prices,
  productGroups,
  stock,
} from '../catalog/catalog.tables';
import { customerAreas, customers, userCustomers, type CustomerRow } from '../customers/customers.tables';
import { sorgs } from '../hosts/hosts.tables';
import { cartLines } from './cart.tables';
import { userIdOf } from '../../../../tests/support/builders';

// The cart runs on fixtures of its own (codes with a random prefix, sorg 1000 of host localhost), so it does not
// depend on the demo catalog's data.

interface CartAnswer {
  totalQty: number;
  lines: {
    id: string;
    qty: number;
    uom: string;
    sorg: string;
    unitPrice: number;
    subtotal: number;
    appliedTier: { salesDealNo: string; qty: number; unitPrice: number } | null;
    problems: { code: string; message: string; limit: number | null }[];
    product: { articleCode: string; cartQty: number };
  }[];
  groups: {
    sorg: string;
    sorgName: string;
    totalQty: number;
    total: number;
    format: { currency: string; symbol: string; decimalPrecision: number };
  }[];
}

interface LineResult {
  articleCode: string;
  sorg: string;
  status: string;
  message: string | null;
  limit: number | null;
  qty: number;
  unitPrice: number | null;
  previousUnitPrice: number | null;
}

interface UpdateAnswer {
  message: { status: 'SUCCESS' | 'FAILED'; description: string };
  userErrors: { field: string | null; message: string; code: string }[];
  results: LineResult[];
  cart: CartAnswer;
}

const CART_FIELDS = `totalQty
  lines {
    id qty uom sorg unitPrice subtotal
    appliedTier { salesDealNo qty unitPrice }
    problems { code message limit }
    product { articleCode cartQty }
  }
  groups { sorg sorgName totalQty total format { currency symbol decimalPrecision } }`;

const CART = `query CartTest($ids: [ID!], $slug: String) { cart(ids: $ids, slug: $slug) { ${CART_FIELDS} } }`;

const UPDATE = `mutation CartTestUpdate($products: [CartProductInput!]!) {
  updateProductsInCart(products: $products) {
    message { status description }
    userErrors { field message code }
    results { articleCode sorg status message limit qty unitPrice previousUnitPrice }
    cart { ${CART_FIELDS} }
  }
}`;

const P = `C${randomBytes(3).toString('hex').toUpperCase()}`;
const code = {
  tier: `${P}-TIER`,
  stock: `${P}-STOCK`,
  blocked: `${P}-BLOCKED`,
  noPrice: `${P}-NOPRICE`,
  quota: `${P}-QUOTA`,
  max: `${P}-MAX`,
  otherSorg: `${P}-EU`,
  empty: `${P}-EMPTY`,
  idr: `${P}-IDR`,
  bulk: (i: number) => `${P}-BULK-${String(i).padStart(3, '0')}`,
};

let server: TestServer;
/** The dealer's own customer (A), and another customer of the sales rep (B). */
let customerA: CustomerRow;
let customerB: CustomerRow;

/** A token of the user; for a sales user, acting for `customer`. */
const tokenOf = (username: string, customer?: CustomerRow) => server.tokenFor(username, customer);

async function cart(token: string, variables: { ids?: string[]; slug?: string } = {}) {
  return server.graphql<{ cart: CartAnswer }>(CART, variables, token);
}

interface Row {
  articleCode: string;
  qty: number;
  custCode?: string;
  sorg?: string;
  add?: boolean;
  seenUnitPrice?: number;
}

const custCodeOf = (customer: CustomerRow) => customer.custCodeIsr ?? customer.custCodeR3 ?? '';

async function update(token: string, rows: Row[], customer: CustomerRow = customerA) {
  const products = rows.map((row) => ({ custCode: custCodeOf(customer), sorg: '1000', ...row }));
  return server.graphql<{ updateProductsInCart: UpdateAnswer }>(UPDATE, { products }, token);
}

async function storedLines(customer: CustomerRow) {
  return server.db
    .select({ qty: cartLines.qty, code: articles.articleCode, sorg: cartLines.sorg })
    .from(cartLines)
    .innerJoin(articles, eq(articles.id, cartLines.articleId))
    .where(eq(cartLines.customerId, customer.id));
}

async function insertFixtures() {
  const db = server.db;
  const [brand] = await db
    .insert(brands)
    .values({ code: `${P}-BR`, description: `Cart brand ${P}` })
    .returning();
  const [mc] = await db
    .insert(merchandiseCategories)
    .values({ code: `${P}-MC`, name: 'Cart parts', category: 'paa' })
    .returning();
  if (!brand || !mc) throw new Error('fixtures');
  const [group] = await db
    .insert(productGroups)
    .values({
      slug: `${P.toLowerCase()}-parts`,
      parentName: 'Cart parts',
      category: 'paa',
      brandId: brand.id,
      merchandiseCategoryId: mc.id,
    })
    .returning();
  const [otherGroup] = await db
    .insert(productGroups)
    .values({
      slug: `${P.toLowerCase()}-bulk`,
      parentName: 'Bulk parts',
      category: 'paa',
      brandId: brand.id,
      merchandiseCategoryId: mc.id,
    })
    .returning();
  if (!group || !otherGroup) throw new Error('fixtures');

  const singles = [
    code.tier,
    code.stock,
    code.blocked,
    code.noPrice,
    code.quota,
    code.max,
    code.otherSorg,
    code.empty,
    code.idr,
  ];
  const bulk = Array.from({ length: 80 }, (_, i) => code.bulk(i));
  const rows = await db
    .insert(articles)
    .values([
      ...singles.map((c) => ({ articleCode: c, slug: c.toLowerCase(), productGroupId: group.id, name: `Part ${c}` })),
      ...bulk.map((c) => ({ articleCode: c, slug: c.toLowerCase(), productGroupId: otherGroup.id, name: `Part ${c}` })),
    ])
    .returning();
  const id = new Map(rows.map((r) => [r.articleCode, r.id]));
  const idOf = (c: string) => id.get(c) ?? 0;
  const sold1000 = [...singles.filter((c) => c !== code.otherSorg && c !== code.idr), ...bulk];

  await db.insert(articleSorgs).values([
    ...sold1000.map((c) => ({
      articleId: idOf(c),
      sorg: '1000',
      orderBlocked: c === code.blocked,
      maxOrderQty: c === code.max ? 6 : null,
    })),
    { articleId: idOf(code.otherSorg), sorg: '3000' },
    { articleId: idOf(code.idr), sorg: '2000' },
  ]);
  const usd = { currency: 'USD', symbol: '$', thousandSeparator: ',', decimalSeparator: '.', decimalPrecision: 2 };
  await db.insert(prices).values(
    sold1000
      .filter((c) => c !== code.noPrice)
      .map((c) => ({
        articleId: idOf(c),
        sorg: '1000',
        retail: 20_000,
        dealer: c === code.tier ? 10_000 : c === code.stock ? 5_000 : 100,
        ...usd,
      })),
  );
  await db.insert(prices).values({
    articleId: idOf(code.idr),
    sorg: '2000',
    retail: 2_000_000,
    dealer: 1_500_000,
    currency: 'IDR',
    symbol: 'Rp',
    thousandSeparator: '.',
    decimalSeparator: ',',
    decimalPrecision: 0,
  });
  // 3 → 5 % off, 5 → 10 % off, 10 → 25.00 off per unit (7500): the ladder of the product page.
  await db.insert(discountTiers).values([
    { articleId: idOf(code.tier), sorg: '1000', salesDealNo: 'SD-3', term: '>=', qty: 3, type: '%', discount: -5 },
    { articleId: idOf(code.tier), sorg: '1000', salesDealNo: 'SD-5', term: '>=', qty: 5, type: '%', discount: -10 },
    {
      articleId: idOf(code.tier),
      sorg: '1000',
      salesDealNo: 'SD-10',
      term: '>=',
      qty: 10,
      type: 'fixed',
      discount: -2_500,
    },
  ]);
  await db.insert(stock).values(
    sold1000.map((c) => ({
      articleId: idOf(c),
      sorg: '1000',
      location: 'WH1',
      availableQty: c === code.stock ? 4 : c === code.empty ? 0 : 1_000,
    })),
  );
  await db.insert(stock).values({ articleId: idOf(code.idr), sorg: '2000', location: 'JKT', availableQty: 100 });
  // The dealer's customer also buys from the Indonesian organisation (a cart of two sorgs).
  await db.insert(customerAreas).values({ customerId: customerA.id, sorg: '2000', custGroup: null });
  await db.insert(orderQuotas).values({
    customerId: customerA.id,
    articleId: idOf(code.quota),
    sorg: '1000',
    quota: 5,
    used: 3,
  });
}

let shortCodes: Awaited<ReturnType<typeof insertShortCodesOnce>> | undefined;
const insertShortCodes = async () => (shortCodes ??= await insertShortCodesOnce());

/**
 * Articles with codes the portal shows short (spec 01 §5: codes starting with 'I' or '0' show their last 6
 * characters): a numeric one with an old code, an I-code, an I-code sharing the numeric one's short code but sold
 * only in sorg 3000, and two articles of sorg 1000 sharing one short code. Short codes from 9xxxxx, above the demo
 * catalog's.
 */
async function insertShortCodesOnce() {
  const db = server.db;
  const n = () => String(900_000 + Math.floor(Math.random() * 99_999));
  const [a, b, c] = [n(), n(), n()];
  const short = {
    zero: `000000000000${a}`,
    zeroShown: `0${a}`.slice(-6),
    old: `${P}-Old-${a}`,
    i: `I250${b}`,
    iShown: b,
    otherSorgTwin: `I260${a}`,
    twinShown: c,
  };
  const [group] = await db
    .select({ id: productGroups.id })
    .from(productGroups)
    .where(eq(productGroups.slug, `${P.toLowerCase()}-parts`));
  if (!group) throw new Error('fixtures');
  const rows = await db
    .insert(articles)
    .values(
      [short.zero, short.i, short.otherSorgTwin, `000000000000${c}`, `I250${c}`].map((articleCode) => ({
        articleCode,
        oldCode: articleCode === short.zero ? short.old : null,
        slug: articleCode.toLowerCase(),
        productGroupId: group.id,
        name: `Part ${articleCode}`,
      })),
    )
    .returning();
  const usd = { currency: 'USD', symbol: '$', thousandSeparator: ',', decimalSeparator: '.', decimalPrecision: 2 };
  for (const row of rows) {
    const sorg = row.articleCode === short.otherSorgTwin ? '3000' : '1000';
    await db.insert(articleSorgs).values({ articleId: row.id, sorg });
    await db.insert(prices).values({ articleId: row.id, sorg, retail: 2_000, dealer: 1_000, ...usd });
    await db.insert(stock).values({ articleId: row.id, sorg, location: 'WH1', availableQty: 100 });
  }
  return short;
}

beforeAll(async () => {
  server = await createTestServer();
  const [dealerLink] = await server.db
    .select({ customer: customers })
    .from(userCustomers)
    .innerJoin(customers, eq(customers.id, userCustomers.customerId))
    .where(eq(userCustomers.userId, await userIdOf(server.db, 'dealer')));
  if (!dealerLink) throw new Error('the dealer has no customer');
  customerA = dealerLink.customer;
  // Another US customer the sales rep serves.
  const salesCustomers = await server.db
    .select({ customer: customers })
    .from(userCustomers)
    .innerJoin(customers, eq(customers.id, userCustomers.customerId))
    .where(eq(userCustomers.userId, await userIdOf(server.db, 'sales')));
  const shared = salesCustomers.find((r) => r.customer.id === customerA.id);
  if (!shared) throw new Error('the sales rep does not serve the dealer');
  const other = salesCustomers.find((r) => r.customer.id !== customerA.id && r.customer.custCodeR3?.startsWith('001'));
  if (!other) throw new Error('the sales rep has no second US customer');
  customerB = other.customer;
  await insertFixtures();
});

afterAll(async () => {
  await server.close();
});

beforeEach(async () => {
  await server.db.delete(cartLines);
  await server.db.update(sorgs).set({ availableStockCheck: false }).where(eq(sorgs.code, '1000'));
});

describe('updateProductsInCart and cart', () => {
  it('adds a product, answers the cart after the change, and the cart query shows the same', async () => {
    const token = await tokenOf('dealer');
    const res = await update(token, [{ articleCode: code.tier, qty: 2 }]);
    expect(res.status).toBe(200);
    const payload = res.data?.updateProductsInCart;
    expect(payload?.message).toEqual({ status: 'SUCCESS', description: 'The cart has been updated' });
    expect(payload?.userErrors).toEqual([]);
    expect(payload?.results).toEqual([
      {
        articleCode: code.tier,
        sorg: '1000',
        status: 'ADDED',
        message: null,
        limit: null,
        qty: 2,
        unitPrice: 10_000,
        previousUnitPrice: null,
      },
    ]);
    const expected: CartAnswer = {
      totalQty: 2,
      lines: [
        {
          id: `${code.tier}:1000`,
          qty: 2,
          uom: 'PC',
          sorg: '1000',
          unitPrice: 10_000,
          subtotal: 20_000,
          appliedTier: null,
          problems: [],
          product: { articleCode: code.tier, cartQty: 2 },
        },
      ],
      groups: [
        {
          sorg: '1000',
          sorgName: 'Bikes North America',
          totalQty: 2,
          total: 20_000,
          format: { currency: 'USD', symbol: '$', decimalPrecision: 2 },
        },
      ],
    };
    expect(payload?.cart).toEqual(expected);
    const read = await cart(token);
    expect(read.status).toBe(200);
    expect(read.data?.cart).toEqual(expected);
    expect(await storedLines(customerA)).toEqual([{ qty: 2, code: code.tier, sorg: '1000' }]);
  });

  it.each([
    [1, 10_000, null],
    [2, 10_000, null],
    [3, 9_500, 'SD-3'],
    [4, 9_500, 'SD-3'],
    [5, 9_000, 'SD-5'],
    [9, 9_000, 'SD-5'],
    [10, 7_500, 'SD-10'],
    [12, 7_500, 'SD-10'],
  ])('prices %i at %i per unit (tier %s)', async (qty, unitPrice, tier) => {
    const token = await tokenOf('dealer');
    const res = await update(token, [{ articleCode: code.tier, qty }]);
    expect(res.data?.updateProductsInCart.results[0]?.unitPrice).toBe(unitPrice);
    const [line] = (await cart(token)).data?.cart.lines ?? [];
    expect(line).toMatchObject({ qty, unitPrice, subtotal: unitPrice * qty });
    expect(line?.appliedTier?.salesDealNo ?? null).toBe(tier);
    if (line?.appliedTier) expect(line.appliedTier.unitPrice).toBe(unitPrice);
  });

  it('sets the quantity, or with add adds to it; quantity 0 removes the line', async () => {
    const token = await tokenOf('dealer');
    await update(token, [{ articleCode: code.tier, qty: 2 }]);
    let res = await update(token, [{ articleCode: code.tier, qty: 3, add: true }]);
    expect(res.data?.updateProductsInCart.results[0]).toMatchObject({ status: 'UPDATED', qty: 5, unitPrice: 9_000 });
    res = await update(token, [{ articleCode: code.tier, qty: 1 }]);
    expect(res.data?.updateProductsInCart.results[0]).toMatchObject({ status: 'UPDATED', qty: 1 });
    res = await update(token, [{ articleCode: code.tier, qty: 0 }]);
    expect(res.data?.updateProductsInCart.results[0]).toMatchObject({ status: 'REMOVED', qty: 0, unitPrice: null });
    expect(res.data?.updateProductsInCart.cart).toEqual({ totalQty: 0, lines: [], groups: [] });
    expect(await storedLines(customerA)).toEqual([]);
    // Removing what is not there is still "removed".
    res = await update(token, [{ articleCode: code.tier, qty: 0 }]);
    expect(res.data?.updateProductsInCart.results[0]?.status).toBe('REMOVED');
  });

  it('applies rows in request order: the same article twice ends at the last quantity, adds accumulate', async () => {
    const token = await tokenOf('dealer');
    const res = await update(token, [
      { articleCode: code.tier, qty: 2 },
      { articleCode: code.tier, qty: 3, add: true },
      { articleCode: code.bulk(0), qty: 4 },
      { articleCode: code.bulk(0), qty: 1 },
    ]);
    expect(res.data?.updateProductsInCart.results.map((r) => [r.articleCode, r.status, r.qty])).toEqual([
      [code.tier, 'ADDED', 2],
      [code.tier, 'UPDATED', 5],
      [code.bulk(0), 'ADDED', 4],
      [code.bulk(0), 'UPDATED', 1],
    ]);
    expect(res.data?.updateProductsInCart.cart.totalQty).toBe(6);
  });

  it('loses no quantity when many adds to one line arrive at once (the cart is locked per customer)', async () => {
    const dealer = await tokenOf('dealer');
    const salesForA = await tokenOf('sales', customerA);
    await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        update(i % 2 === 0 ? dealer : salesForA, [{ articleCode: code.bulk(30), qty: 1, add: true }]),
      ),
    );
    expect(await storedLines(customerA)).toEqual([{ qty: 10, code: code.bulk(30), sorg: '1000' }]);
  });

  it('groups a cart of two sorgs, each with its name, total and the format of its own prices', async () => {
    const token = await tokenOf('dealer');
    const res = await update(token, [
      { articleCode: code.idr, qty: 2, sorg: '2000' },
      { articleCode: code.tier, qty: 3 },
    ]);
    expect(res.data?.updateProductsInCart.results.map((r) => [r.sorg, r.status, r.unitPrice])).toEqual([
      ['2000', 'ADDED', 1_500_000],
      ['1000', 'ADDED', 9_500],
    ]);
    const answer = (await cart(token)).data?.cart;
    expect(answer?.totalQty).toBe(5);
    expect(answer?.lines.map((l) => l.id)).toEqual([`${code.idr}:2000`, `${code.tier}:1000`]);
    expect(answer?.groups).toEqual([
      {
        sorg: '2000',
        sorgName: 'Bikes Indonesia',
        totalQty: 2,
        total: 3_000_000,
        format: { currency: 'IDR', symbol: 'Rp', decimalPrecision: 0 },
      },
      {
        sorg: '1000',
        sorgName: 'Bikes North America',
        totalQty: 3,
        total: 28_500,
        format: { currency: 'USD', symbol: '$', decimalPrecision: 2 },
      },
    ]);
  });

  it('totals the quantities and the subtotals of the sorg group', async () => {
    const token = await tokenOf('dealer');
    const res = await update(token, [
      { articleCode: code.tier, qty: 5 },
      { articleCode: code.bulk(1), qty: 7 },
    ]);
    const answer = res.data?.updateProductsInCart.cart;
    expect(answer?.totalQty).toBe(12);
    expect(answer?.groups).toEqual([
      expect.objectContaining({ sorg: '1000', totalQty: 12, total: 5 * 9_000 + 7 * 100 }),
    ]);
  });

  it('reports every row of a fast order of 5 with one unknown code, and adds the other 4', async () => {
    const token = await tokenOf('dealer');
    const rows = [code.bulk(10), code.bulk(11), `${P}-NOPE`, code.bulk(12), code.bulk(13)].map((c) => ({
      articleCode: c,
      qty: 2,
    }));
    const res = await update(token, rows);
    const payload = res.data?.updateProductsInCart;
    expect(payload?.message).toEqual({
      status: 'SUCCESS',
      description: '1 of 5 products could not be put in the cart',
    });
    expect(payload?.userErrors).toEqual([]);
    expect(payload?.results.map((r) => [r.articleCode, r.status, r.qty, r.message])).toEqual([
      [code.bulk(10), 'ADDED', 2, null],
      [code.bulk(11), 'ADDED', 2, null],
      [`${P}-NOPE`, 'UNKNOWN_CODE', 0, 'unknown code'],
      [code.bulk(12), 'ADDED', 2, null],
      [code.bulk(13), 'ADDED', 2, null],
    ]);
    expect(await storedLines(customerA)).toHaveLength(4);
  });

  it('takes every form of a code the portal shows: short, without leading zeros, the old code', async () => {
    const short = await insertShortCodes();
    const token = await tokenOf('dealer');
    // As fast order sends them: each adds to the line.
    const res = await update(
      token,
      [
        { articleCode: short.zeroShown, qty: 1 },
        { articleCode: short.zeroShown.replace(/^0+/, ''), qty: 1 },
        { articleCode: short.zero, qty: 1 },
        { articleCode: short.old.toLowerCase(), qty: 1 },
        { articleCode: short.iShown, qty: 2 },
        { articleCode: short.twinShown, qty: 1 },
      ].map((row) => ({ ...row, add: true })),
    );
    expect(res.data?.updateProductsInCart.results.map((r) => [r.articleCode, r.status, r.qty, r.message])).toEqual([
      [short.zeroShown, 'ADDED', 1, null],
      [short.zeroShown.replace(/^0+/, ''), 'UPDATED', 2, null],
      [short.zero, 'UPDATED', 3, null],
      [short.old.toLowerCase(), 'UPDATED', 4, null],
      [short.iShown, 'ADDED', 2, null],
      // Shown for two articles of the sorg: neither is ordered, the user types the full code.
      [short.twinShown, 'UNKNOWN_CODE', 0, AMBIGUOUS_ARTICLE_CODE_MESSAGE],
    ]);
    expect(await storedLines(customerA)).toEqual(
      expect.arrayContaining([
        { qty: 4, code: short.zero, sorg: '1000' },
        { qty: 2, code: short.i, sorg: '1000' },
      ]),
    );
    expect(await storedLines(customerA)).toHaveLength(2);
  });

  it('refuses blocked, unpriced, over-quota and over-maximum rows and leaves their lines as they were', async () => {
    const token = await tokenOf('dealer');
    await update(token, [{ articleCode: code.max, qty: 2 }]);
    const res = await update(token, [
      { articleCode: code.blocked, qty: 1 },
      { articleCode: code.noPrice, qty: 1 },
      { articleCode: code.quota, qty: 3 },
      { articleCode: code.max, qty: 7 },
      { articleCode: code.quota, qty: 2 },
    ]);
    expect(
      res.data?.updateProductsInCart.results.map((r) => [r.articleCode, r.status, r.message, r.limit, r.qty]),
    ).toEqual([
      [code.blocked, 'BLOCKED', 'not available to order', null, 0],
      [code.noPrice, 'NO_PRICE', 'no price', null, 0],
      // The limits come with the result, so clients word them in the user's language.
      [code.quota, 'OVER_QUOTA', 'order limit exceeded', 2, 0],
      [code.max, 'MAX_QUANTITY', 'maximum quantity 6', 6, 2],
      [code.quota, 'ADDED', null, null, 2],
    ]);
    expect(await storedLines(customerA)).toEqual(
      expect.arrayContaining([
        { qty: 2, code: code.max, sorg: '1000' },
        { qty: 2, code: code.quota, sorg: '1000' },
      ]),
    );
    expect(await storedLines(customerA)).toHaveLength(2);
  });

  it('echoes the unit price seen offline when today it differs, and not when it is the same', async () => {
    const token = await tokenOf('dealer');
    const res = await update(token, [
      // Seen at the 5-tier price, sent with 4 by mistake... re-priced to the 3-tier price.
      { articleCode: code.tier, qty: 4, seenUnitPrice: 9_000 },
      { articleCode: code.bulk(2), qty: 1, seenUnitPrice: 100 },
    ]);
    expect(res.data?.updateProductsInCart.results.map((r) => [r.unitPrice, r.previousUnitPrice])).toEqual([
      [9_500, 9_000],
      [100, null],
    ]);
  });

  it('shows the problems of a line that can no longer be ordered at its quantity', async () => {
    const token = await tokenOf('dealer');
    await update(token, [{ articleCode: code.stock, qty: 3 }]);
    // The article was blocked after it went into the cart.
    const [article] = await server.db.select().from(articles).where(eq(articles.articleCode, code.stock));
    await server.db
      .update(articleSorgs)
      .set({ orderBlocked: true })
      .where(and(eq(articleSorgs.articleId, article?.id ?? 0), eq(articleSorgs.sorg, '1000')));
    try {
      const [line] = (await cart(token)).data?.cart.lines ?? [];
      expect(line?.problems).toEqual([{ code: 'BLOCKED', message: 'not available to order', limit: null }]);
    } finally {
      await server.db
        .update(articleSorgs)
        .set({ orderBlocked: false })
        .where(and(eq(articleSorgs.articleId, article?.id ?? 0), eq(articleSorgs.sorg, '1000')));
    }
  });

  it('narrows the cart to article codes (ids) or a slug', async () => {
    const token = await tokenOf('dealer');
    await update(token, [
      { articleCode: code.tier, qty: 1 },
      { articleCode: code.bulk(3), qty: 2 },
    ]);
    const byIds = await cart(token, { ids: [code.bulk(3)] });
    expect(byIds.data?.cart.lines.map((l) => l.product.articleCode)).toEqual([code.bulk(3)]);
    expect(byIds.data?.cart.totalQty).toBe(2);
    const byGroupSlug = await cart(token, { slug: `${P.toLowerCase()}-parts` });
    expect(byGroupSlug.data?.cart.lines.map((l) => l.product.articleCode)).toEqual([code.tier]);
    const byArticleSlug = await cart(token, { slug: code.bulk(3).toLowerCase() });
    expect(byArticleSlug.data?.cart.lines.map((l) => l.product.articleCode)).toEqual([code.bulk(3)]);
    expect((await cart(token, { ids: [] })).data?.cart.lines).toEqual([]);
  });
});

describe('stock check', () => {
  it('with availableStockCheck on the sorg, removes a line over the available stock with the spec message', async () => {
    const token = await tokenOf('dealer');
    await update(token, [
      { articleCode: code.stock, qty: 3 },
      { articleCode: code.bulk(4), qty: 1 },
    ]);
    await server.db.update(sorgs).set({ availableStockCheck: true }).where(eq(sorgs.code, '1000'));

    const res = await update(token, [{ articleCode: code.stock, qty: 5 }]);
    const payload = res.data?.updateProductsInCart;
    expect(payload?.message).toEqual({
      status: 'SUCCESS',
      description: 'Your order exceeds the available stock. We removed your order, please update.',
    });
    expect(payload?.results).toEqual([
      {
        articleCode: code.stock,
        sorg: '1000',
        status: 'STOCK_EXCEEDED',
        message: 'Your order exceeds the available stock. We removed your order, please update.',
        limit: null,
        qty: 0,
        unitPrice: null,
        previousUnitPrice: null,
      },
    ]);
    expect(payload?.cart.lines.map((l) => l.product.articleCode)).toEqual([code.bulk(4)]);
    expect(await storedLines(customerA)).toEqual([{ qty: 1, code: code.bulk(4), sorg: '1000' }]);

    // Within the stock it is accepted.
    const within = await update(token, [{ articleCode: code.stock, qty: 4 }]);
    expect(within.data?.updateProductsInCart.results[0]).toMatchObject({ status: 'ADDED', qty: 4 });
    // Adding one more goes over it: removed again.
    const over = await update(token, [{ articleCode: code.stock, qty: 1, add: true }]);
    expect(over.data?.updateProductsInCart.results[0]).toMatchObject({ status: 'STOCK_EXCEEDED', qty: 0 });
  });

  it('with the check, an article with no stock at all is NO_STOCK, and its line is removed too', async () => {
    const token = await tokenOf('dealer');
    await update(token, [{ articleCode: code.empty, qty: 2 }]);
    await server.db.update(sorgs).set({ availableStockCheck: true }).where(eq(sorgs.code, '1000'));
    const res = await update(token, [
      { articleCode: code.empty, qty: 1 },
      { articleCode: code.empty, qty: 1 },
    ]);
    expect(res.data?.updateProductsInCart.results.map((r) => [r.status, r.message, r.qty])).toEqual([
      ['NO_STOCK', 'Your order exceeds the available stock. We removed your order, please update.', 0],
      ['NO_STOCK', 'no stock', 0],
    ]);
    expect(await storedLines(customerA)).toEqual([]);
    // In the cart query a line over the stock shows the reason (when it got there before the check was on).
    await server.db.update(sorgs).set({ availableStockCheck: false }).where(eq(sorgs.code, '1000'));
    await update(token, [{ articleCode: code.stock, qty: 6 }]);
    await server.db.update(sorgs).set({ availableStockCheck: true }).where(eq(sorgs.code, '1000'));
    const [line] = (await cart(token)).data?.cart.lines ?? [];
    expect(line?.problems).toEqual([{ code: 'NO_STOCK', message: 'no stock', limit: null }]);
  });

  it('without the check, orders over the stock are kept (they wait for the next arrival)', async () => {
    const token = await tokenOf('dealer');
    const res = await update(token, [{ articleCode: code.stock, qty: 50 }]);
    expect(res.data?.updateProductsInCart.results[0]).toMatchObject({ status: 'ADDED', qty: 50 });
  });
});

describe('exactQtyCheck', () => {
  it('on the sorg: a quantity above the stock plus the announced arrivals is refused with that maximum', async () => {
    const token = await tokenOf('dealer');
    const [article] = await server.db.select().from(articles).where(eq(articles.articleCode, code.stock));
    if (!article) throw new Error('no stock fixture');
    const inTwentyDays = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
    // 4 in stock now and 3 arriving: 7 can be confirmed with a date.
    await server.db
      .update(stock)
      .set({ nextArrivalQty: 3, nextArrivalDate: inTwentyDays })
      .where(and(eq(stock.articleId, article.id), eq(stock.sorg, '1000')));
    try {
      // Off: any quantity is kept (it waits for stock).
      const off = await update(token, [{ articleCode: code.stock, qty: 50 }]);
      expect(off.data?.updateProductsInCart.results[0]).toMatchObject({ status: 'ADDED', qty: 50 });

      await server.db.update(sorgs).set({ exactQtyCheck: true }).where(eq(sorgs.code, '1000'));
      const over = await update(token, [{ articleCode: code.stock, qty: 8 }]);
      // Refused, and the line stays as it was.
      expect(over.data?.updateProductsInCart.results[0]).toMatchObject({
        status: 'MAX_QUANTITY',
        message: 'maximum quantity 7',
        qty: 50,
      });
      const [line] = over.data?.updateProductsInCart.cart.lines ?? [];
      expect(line?.problems).toEqual([{ code: 'MAX_QUANTITY', message: 'maximum quantity 7', limit: 7 }]);

      const within = await update(token, [{ articleCode: code.stock, qty: 7 }]);
      expect(within.data?.updateProductsInCart.results[0]).toMatchObject({ status: 'UPDATED', qty: 7 });
      // Nothing in stock and nothing arriving: no stock.
      const none = await update(token, [{ articleCode: code.empty, qty: 1 }]);
      expect(none.data?.updateProductsInCart.results[0]).toMatchObject({ status: 'NO_STOCK', qty: 0 });
    } finally {
      await server.db.update(sorgs).set({ exactQtyCheck: false }).where(eq(sorgs.code, '1000'));
      await server.db
        .update(stock)
        .set({ nextArrivalQty: 0, nextArrivalDate: null })
        .where(and(eq(stock.articleId, article.id), eq(stock.sorg, '1000')));
    }
  });
});

describe('batch size', () => {
  it('accepts 75 products in one call', async () => {
    const token = await tokenOf('dealer');
    const rows = Array.from({ length: 75 }, (_, i) => ({ articleCode: code.bulk(i), qty: 1 }));
    const res = await update(token, rows);
    expect(res.status).toBe(200);
    const payload = res.data?.updateProductsInCart;
    expect(payload?.message.status).toBe('SUCCESS');
    expect(payload?.results).toHaveLength(75);
    expect(payload?.results.every((r) => r.status === 'ADDED')).toBe(true);
    expect(payload?.cart.totalQty).toBe(75);
    expect(await storedLines(customerA)).toHaveLength(75);
  });

  it('refuses 76 products as a whole and writes nothing', async () => {
    const token = await tokenOf('dealer');
    const rows = Array.from({ length: 76 }, (_, i) => ({ articleCode: code.bulk(i), qty: 1 }));
    const res = await update(token, rows);
    expect(res.status).toBe(200);
    expect(res.data?.updateProductsInCart).toMatchObject({
      message: { status: 'FAILED', description: 'At most 75 products can be changed at once' },
      userErrors: [
        { field: 'products', message: 'At most 75 products can be changed at once', code: 'BAD_USER_INPUT' },
      ],
      results: [],
      cart: { totalQty: 0, lines: [] },
    });
    expect(await storedLines(customerA)).toEqual([]);
  });
});

describe('bad input', () => {
  it("refuses a negative quantity with the spec's numeric message and writes nothing of the request", async () => {
    const token = await tokenOf('dealer');
    const res = await update(token, [
      { articleCode: code.bulk(5), qty: 1 },
      { articleCode: code.bulk(6), qty: -2 },
    ]);
    expect(res.data?.updateProductsInCart).toMatchObject({
      message: { status: 'FAILED', description: '*Must Be Numeric' },
      userErrors: [{ field: 'products.1.qty', message: '*Must Be Numeric', code: 'BAD_USER_INPUT' }],
      results: [],
    });
    expect(await storedLines(customerA)).toEqual([]);
  });

  it('refuses a quantity that is not a whole number at the GraphQL layer (400)', async () => {
    const token = await tokenOf('dealer');
    const res = await server.graphql(
      UPDATE,
      { products: [{ custCode: custCodeOf(customerA), sorg: '1000', articleCode: code.bulk(5), qty: 'ten' }] },
      token,
    );
    expect(res.status).toBe(400);
    expect(await storedLines(customerA)).toEqual([]);
  });

  it("refuses another customer's code with the spec's message, and writes nothing", async () => {
    const token = await tokenOf('dealer');
    const res = await update(token, [
      { articleCode: code.bulk(7), qty: 1 },
      { articleCode: code.bulk(8), qty: 1, custCode: custCodeOf(customerB) },
    ]);
    expect(res.status).toBe(200);
    expect(res.data?.updateProductsInCart).toMatchObject({
      message: {
        status: 'FAILED',
        description: 'This customer does not belong to you anymore, please contact sales support',
      },
      userErrors: [
        {
          field: 'products.1.custCode',
          message: 'This customer does not belong to you anymore, please contact sales support',
          code: 'CUSTOMER_NOT_YOURS',
        },
      ],
      results: [],
    });
    expect(await storedLines(customerA)).toEqual([]);
    expect(await storedLines(customerB)).toEqual([]);
  });

  it('refuses a quantity over 99999 per line, and an add that would take a line over it', async () => {
    const token = await tokenOf('dealer');
    const res = await update(token, [{ articleCode: code.bulk(5), qty: 100_000 }]);
    expect(res.data?.updateProductsInCart.userErrors).toEqual([
      { field: 'products.0.qty', message: 'Must be at most 99999', code: 'BAD_USER_INPUT' },
    ]);
    await update(token, [{ articleCode: code.bulk(5), qty: 99_999 }]);
    const over = await update(token, [{ articleCode: code.bulk(5), qty: 1, add: true }]);
    expect(over.data?.updateProductsInCart.results[0]).toMatchObject({
      status: 'MAX_QUANTITY',
      message: 'maximum quantity 99999',
      limit: 99_999,
      qty: 99_999,
    });
  });

  it('accepts the r3 code of a customer that also has an isr code', async () => {
    const token = await tokenOf('dealer');
    const res = await update(token, [{ articleCode: code.bulk(9), qty: 1, custCode: customerA.custCodeR3 ?? '' }]);
    expect(res.data?.updateProductsInCart.results[0]?.status).toBe('ADDED');
  });

  it('refuses a sorg the customer has no area in', async () => {
    const token = await tokenOf('dealer');
    const res = await update(token, [{ articleCode: code.otherSorg, qty: 1, sorg: '3000' }]);
    expect(res.data?.updateProductsInCart).toMatchObject({
      message: { status: 'FAILED' },
      userErrors: [
        {
          field: 'products.0.sorg',
          message: 'This customer does not order in sales organisation 3000',
          code: 'BAD_USER_INPUT',
        },
      ],
    });
    expect(await storedLines(customerA)).toEqual([]);
  });

  it('reports an article not sold in the sorg as an unknown code', async () => {
    const token = await tokenOf('dealer');
    const res = await update(token, [{ articleCode: code.otherSorg, qty: 1 }]);
    // Sold in 3000 only: not in this customer's catalog of sorg 1000.
    expect(res.data?.updateProductsInCart.results[0]).toMatchObject({ status: 'UNKNOWN_CODE', qty: 0 });
    expect(await storedLines(customerA)).toEqual([]);
  });
});

describe('whose cart', () => {
  it('belongs to the customer: a sales rep acting for the dealer sees and fills the dealer’s cart', async () => {
    const dealer = await tokenOf('dealer');
    const salesForA = await tokenOf('sales', customerA);
    await update(dealer, [{ articleCode: code.tier, qty: 2 }]);
    const seen = await cart(salesForA);
    expect(seen.data?.cart.lines.map((l) => [l.product.articleCode, l.qty])).toEqual([[code.tier, 2]]);
    await update(salesForA, [{ articleCode: code.tier, qty: 1, add: true }]);
    expect((await cart(dealer)).data?.cart.lines.map((l) => l.qty)).toEqual([3]);
  });

  it("is invisible to another customer: the rep acting for B sees B's empty cart, and fills B's only", async () => {
    const dealer = await tokenOf('dealer');
    const salesForB = await tokenOf('sales', customerB);
    await update(dealer, [{ articleCode: code.tier, qty: 2 }]);
    expect((await cart(salesForB)).data?.cart).toEqual({ totalQty: 0, lines: [], groups: [] });
    await update(salesForB, [{ articleCode: code.bulk(20), qty: 5 }], customerB);
    expect((await cart(dealer)).data?.cart.lines.map((l) => l.product.articleCode)).toEqual([code.tier]);
    expect(await storedLines(customerB)).toEqual([{ qty: 5, code: code.bulk(20), sorg: '1000' }]);
    // The rep acting for B cannot write into A's cart by naming A's code.
    const res = await update(salesForB, [{ articleCode: code.bulk(21), qty: 1 }], customerA);
    expect(res.data?.updateProductsInCart.userErrors[0]?.code).toBe('CUSTOMER_NOT_YOURS');
    expect(await storedLines(customerA)).toEqual([{ qty: 2, code: code.tier, sorg: '1000' }]);
  });

  it('asks a sales user without a customer to select one (400)', async () => {
    const res = await cart(await tokenOf('sales'));
    expect(res.status).toBe(400);
    expect(res.errors?.[0]?.message).toBe('Please select a customer first');
  });

  it('answers 403 to a user without cart.display-order-qty, for the query and the mutation', async () => {
    const auditor = await tokenOf('auditor');
    const read = await cart(auditor);
    expect(read.status).toBe(403);
    expect(read.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const vendor = await tokenOf('vendor');
    const write = await update(vendor, [{ articleCode: code.tier, qty: 1 }]);
    expect(write.status).toBe(403);
    expect(write.data).toBeNull();
  });

  it('answers 401 without a token', async () => {
    expect((await server.graphql(CART, {})).status).toBe(401);
  });
});

describe('Idempotency-Key (offline outbox replays)', () => {
  async function sendWithKey(key: string, token: string, rows: Row[]) {
    const products = rows.map((row) => ({ custCode: custCodeOf(customerA), sorg: '1000', ...row }));
    const res = await server.app.request('http://localhost/api/graphql', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        authorization: `Bearer ${token}`,
        'idempotency-key': key,
      },
      body: JSON.stringify({ query: UPDATE, variables: { products }, operationName: 'CartTestUpdate' }),
    });
    return {
      status: res.status,
      replayed: res.headers.get('idempotent-replayed'),
      body: (await res.json()) as { data?: { updateProductsInCart: UpdateAnswer } },
    };
  }

  it('a replay of an add with the same key answers the first result and does not add twice', async () => {
    const token = await tokenOf('dealer');
    await update(token, [{ articleCode: code.tier, qty: 1 }]);
    const key = randomUUID();
    const rows = [{ articleCode: code.tier, qty: 2, add: true }];
    const first = await sendWithKey(key, token, rows);
    expect(first.status).toBe(200);
    expect(first.replayed).toBeNull();
    expect(first.body.data?.updateProductsInCart.results[0]).toMatchObject({ status: 'UPDATED', qty: 3 });

    const replay = await sendWithKey(key, token, rows);
    expect(replay.status).toBe(200);
    expect(replay.replayed).toBe('true');
    expect(replay.body).toEqual(first.body);
    expect(await storedLines(customerA)).toEqual([{ qty: 3, code: code.tier, sorg: '1000' }]);

    // A new entry (new key) with the same change does add again.
    const next = await sendWithKey(randomUUID(), token, rows);
    expect(next.body.data?.updateProductsInCart.results[0]).toMatchObject({ qty: 5 });
  });
});
