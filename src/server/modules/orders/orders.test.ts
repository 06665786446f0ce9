import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../../../tests/support/test-server';
import {
  articleSorgs,
  articles,
  brands,
  merchandiseCategories,
  prices,
  productGroups,
  stock,
} from '../catalog/catalog.tables';
import type { CustomerRow } from '../customers/customers.tables';
import { orderLines, orders } from './orders.tables';
import { customersOf } from '../../../../tests/support/builders';

// Orders of fixtures of their own (order numbers and codes with a random prefix), so the test does not depend on
// the demo catalog's order history.

interface HistoryAnswer {
  orderHistory: {
    info: { page: number; count: number; pageTotal: number };
    items: {
      orderNo: string;
      sorg: string;
      status: string;
      createdAt: string;
      totalOrder: number;
      format: { currency: string; symbol: string; thousandSeparator: string; decimalPrecision: number };
      lines: {
        articleCode: string;
        description: string;
        orderQty: number;
        uom: string;
        price: number;
        subtotal: number;
        product: { articleCode: string; price: { dealer: number } | null; cannotPurchase: { code: string }[] } | null;
      }[];
    }[];
  };
}

const HISTORY = `query OrdersTestHistory($page: Int, $limit: Int) {
  orderHistory(page: $page, limit: $limit) {
    info { page count pageTotal }
    items {
      orderNo sorg status createdAt totalOrder
      format { currency symbol thousandSeparator decimalPrecision }
      lines {
        articleCode description orderQty uom price subtotal
        product { articleCode price { dealer } cannotPurchase { code } }
      }
    }
  }
}`;

const P = `O${randomBytes(3).toString('hex').toUpperCase()}`;
const code = { sold: `${P}-SOLD`, gone: `${P}-GONE`, blocked: `${P}-BLOCKED` };

let server: TestServer;
let customerA: CustomerRow;
let customerB: CustomerRow;

const tokenOf = (username: string, customer?: CustomerRow) => server.tokenFor(username, customer);

const history = async (token: string, variables: { page?: number; limit?: number } = {}) =>
  server.graphql<HistoryAnswer>(HISTORY, variables, token);

beforeAll(async () => {
  server = await createTestServer();
  const [a] = await customersOf(server.db, 'dealer');
  if (!a) throw new Error('the dealer has no customer');
  customerA = a;
  const b = (await customersOf(server.db, 'sales')).find((c) => c.id !== a.id && c.custCodeR3?.startsWith('001'));
  if (!b) throw new Error('the sales rep has no second US customer');
  customerB = b;

  const db = server.db;
  const [brand] = await db
    .insert(brands)
    .values({ code: `${P}-BR`, description: 'History brand' })
    .returning();
  const [mc] = await db
    .insert(merchandiseCategories)
    .values({ code: `${P}-MC`, name: 'History parts', category: 'paa' })
    .returning();
  if (!brand || !mc) throw new Error('fixtures');
  const [group] = await db
    .insert(productGroups)
    .values({
      slug: `${P.toLowerCase()}-group`,
      parentName: 'History',
      category: 'paa',
      brandId: brand.id,
      merchandiseCategoryId: mc.id,
    })
    .returning();
  if (!group) throw new Error('fixtures');
  const rows = await db
    .insert(articles)
    .values(
      [code.sold, code.gone, code.blocked].map((c) => ({
        articleCode: c,
        slug: c.toLowerCase(),
        productGroupId: group.id,
        name: `Part ${c}`,
      })),
    )
    .returning();
  const idOf = (c: string) => rows.find((r) => r.articleCode === c)?.id ?? 0;
  // GONE is no longer sold in 1000 (no article_sorgs row); BLOCKED is sold but blocked for ordering.
  await db.insert(articleSorgs).values([
    { articleId: idOf(code.sold), sorg: '1000' },
    { articleId: idOf(code.blocked), sorg: '1000', orderBlocked: true },
  ]);
  await db.insert(prices).values(
    [code.sold, code.blocked].map((c) => ({
      articleId: idOf(c),
      sorg: '1000',
      retail: 3_000,
      dealer: 2_100,
      currency: 'USD',
      symbol: '$',
      thousandSeparator: ',',
      decimalSeparator: '.',
      decimalPrecision: 2,
    })),
  );
  await db.insert(stock).values({ articleId: idOf(code.sold), sorg: '1000', location: 'WH1', availableQty: 10 });

  // Five orders of A, inserted out of date order, and one of B. Dated in 2099 so they are the newest whatever
  // order history the demo seed has.
  const placed = [
    { no: `${P}-A1`, at: '2099-01-01T10:00:00Z', customer: customerA },
    { no: `${P}-A3`, at: '2099-03-01T10:00:00Z', customer: customerA },
    { no: `${P}-A2`, at: '2099-02-01T10:00:00Z', customer: customerA },
    { no: `${P}-A5`, at: '2099-05-01T10:00:00Z', customer: customerA },
    { no: `${P}-A4`, at: '2099-04-01T10:00:00Z', customer: customerA },
    { no: `${P}-B1`, at: '2099-06-01T10:00:00Z', customer: customerB },
  ];
  const orderRows = await db
    .insert(orders)
    .values(
      placed.map((o) => ({
        orderNo: o.no,
        customerId: o.customer.id,
        sorg: '1000',
        status: 'SHIPPED' as const,
        createdAt: new Date(o.at),
        totalOrder: 2 * 2_000 + 1_500,
        currency: 'USD',
        decimalPrecision: 2,
      })),
    )
    .returning();
  await db.insert(orderLines).values(
    orderRows.flatMap((o) => [
      {
        orderId: o.id,
        articleId: idOf(code.sold),
        articleCode: code.sold,
        description: 'Part sold',
        orderQty: 2,
        price: 2_000,
        subtotal: 4_000,
      },
      {
        orderId: o.id,
        articleId: idOf(code.gone),
        articleCode: code.gone,
        description: 'Part gone',
        orderQty: 1,
        price: 1_500,
        subtotal: 1_500,
      },
      {
        orderId: o.id,
        articleId: idOf(code.blocked),
        articleCode: code.blocked,
        description: 'Part blocked',
        orderQty: 1,
        price: 0,
        subtotal: 0,
      },
    ]),
  );
});

afterAll(async () => {
  await server.close();
});

describe('orderHistory', () => {
  it("lists the active customer's orders newest first, with their lines and today's product", async () => {
    const res = await history(await tokenOf('dealer'));
    expect(res.status).toBe(200);
    const page = res.data?.orderHistory;
    expect(page?.items.slice(0, 5).map((o) => o.orderNo)).toEqual([
      `${P}-A5`,
      `${P}-A4`,
      `${P}-A3`,
      `${P}-A2`,
      `${P}-A1`,
    ]);
    const [newest] = page?.items ?? [];
    expect(newest).toMatchObject({
      sorg: '1000',
      status: 'SHIPPED',
      createdAt: '2099-05-01T10:00:00.000Z',
      totalOrder: 5_500,
      format: { currency: 'USD', symbol: '$', thousandSeparator: ',', decimalPrecision: 2 },
    });
    expect(newest?.lines).toEqual([
      {
        articleCode: code.sold,
        description: 'Part sold',
        orderQty: 2,
        uom: 'PC',
        price: 2_000,
        subtotal: 4_000,
        // The price paid then (2000) and today's price (2100) differ: the product is today's.
        product: { articleCode: code.sold, price: { dealer: 2_100 }, cannotPurchase: [] },
      },
      {
        articleCode: code.gone,
        description: 'Part gone',
        orderQty: 1,
        uom: 'PC',
        price: 1_500,
        subtotal: 1_500,
        product: null,
      },
      {
        articleCode: code.blocked,
        description: 'Part blocked',
        orderQty: 1,
        uom: 'PC',
        price: 0,
        subtotal: 0,
        product: { articleCode: code.blocked, price: { dealer: 2_100 }, cannotPurchase: [{ code: 'BLOCKED' }] },
      },
    ]);
  });

  it('pages newest first with page info', async () => {
    const token = await tokenOf('dealer');
    const all = (await history(token, { limit: 50 })).data?.orderHistory;
    const count = all?.info.count ?? 0;
    expect(count).toBeGreaterThanOrEqual(5);
    const first = (await history(token, { page: 1, limit: 2 })).data?.orderHistory;
    const second = (await history(token, { page: 2, limit: 2 })).data?.orderHistory;
    expect(first?.info).toEqual({ page: 1, count, pageTotal: Math.ceil(count / 2) });
    expect(second?.info.page).toBe(2);
    expect([...(first?.items ?? []), ...(second?.items ?? [])].map((o) => o.orderNo)).toEqual(
      all?.items.slice(0, 4).map((o) => o.orderNo),
    );
    const created = all?.items.map((o) => o.createdAt) ?? [];
    expect([...created].sort().reverse()).toEqual(created);
    // Past the last page: empty, not an error.
    const past = (await history(token, { page: 1000, limit: 10 })).data?.orderHistory;
    expect(past?.items).toEqual([]);
  });

  it("never shows another customer's orders: the rep acting for B sees B's only", async () => {
    const forB = (await history(await tokenOf('sales', customerB), { limit: 50 })).data?.orderHistory;
    expect(forB?.items.filter((o) => o.orderNo.startsWith(P)).map((o) => o.orderNo)).toEqual([`${P}-B1`]);
    const forA = (await history(await tokenOf('sales', customerA), { limit: 5 })).data?.orderHistory;
    expect(forA?.items.map((o) => o.orderNo)).toEqual([`${P}-A5`, `${P}-A4`, `${P}-A3`, `${P}-A2`, `${P}-A1`]);
  });

  it('refuses a page below 1 and a limit outside 1..50 with 400', async () => {
    const token = await tokenOf('dealer');
    expect((await history(token, { page: 0 })).status).toBe(400);
    expect((await history(token, { limit: 0 })).status).toBe(400);
    expect((await history(token, { limit: 51 })).status).toBe(400);
    const explicitNull = await server.graphql(HISTORY, { page: null }, token);
    expect(explicitNull.status).toBe(400);
  });

  it('answers 403 without page.catalog and 400 to a sales user without a customer', async () => {
    const vendor = await history(await tokenOf('vendor'));
    expect(vendor.status).toBe(403);
    const sales = await history(await tokenOf('sales'));
    expect(sales.status).toBe(400);
    expect(sales.errors?.[0]?.message).toBe('Please select a customer first');
  });
});
