// Over 400 lines: the checkout mutation's suite (placing, prices, each message and bad input, the host switches,
// stock checks and the race for the last units, credit, idempotency, offline drafts), one server.
import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { customersOf, userIdOf } from '../../../../tests/support/builders';
import { createTestServer, type TestServer } from '../../../../tests/support/test-server';
import { checkoutMessages } from '../../../shared/orders/order-messages';
import { cartLines } from '../cart/cart.tables';
import { catalogRevisionOf } from '../catalog/products.repository';
import {
  articleSorgs,
  articles,
  brands,
  discountTiers,
  merchandiseCategories,
  prices,
  productGroups,
  stock,
} from '../catalog/catalog.tables';
import { companyCredit, customerAreas, userCustomers, type CustomerRow } from '../customers/customers.tables';
import { hosts, sorgs } from '../hosts/hosts.tables';
import { userNotifications } from '../push/push.tables';
import { orderLines, orders, paymentMethods, savedPayments, shipmentRates, shipToAddresses } from './orders.tables';

// Fixtures of its own (codes with a random prefix) in sorgs 1000 (USD) and 2000 (IDR) of host localhost; the
// demo's rates and payment methods of those sorgs.

const P = `K${randomBytes(3).toString('hex').toUpperCase()}`;
const code = {
  tier: `${P}-TIER`,
  plain: `${P}-PLAIN`,
  idr: `${P}-IDR`,
  last: `${P}-LAST`,
  race: `${P}-RACE`,
  arrival: `${P}-ARRIVE`,
};

let server: TestServer;
/** The dealer's own customer (A), and another customer of the sales rep in sorg 1000 (B). */
let customerA: CustomerRow;
let customerB: CustomerRow;
let shipToA: { id: number; version: number };
let shipToB: { id: number };
const ids = new Map<string, number>();
const rate = new Map<string, number>();
const method = new Map<string, number>();

interface OrderAnswer {
  id: string;
  orderNo: string;
  sapOrderNo: string | null;
  sorg: string;
  totalOrder: number;
  createdBy: string;
  shipTo: string;
  custPoNo: string;
  shipComplete: boolean;
  deliveryDate: string | null;
  notes: string;
  orderStatus: { id: string; pendingB2B: boolean };
  details: { articleCode: string; orderQty: number; price: number; subtotal: number }[];
  orderShipment: { amount: number; shipmentNotes: string; curr: string } | null;
  orderPayment: { amount: number; paymentStatus: string | null; expiredDate: string | null } | null;
}

interface CheckoutAnswer {
  message: { status: 'SUCCESS' | 'FAILED'; description: string };
  orders: OrderAnswer[];
  userErrors: { field: string | null; message: string; code: string }[];
  changes: {
    kind: string;
    sorg: string | null;
    articleCode: string | null;
    reason: string | null;
    before: string | null;
    after: string | null;
  }[];
}

const CHECKOUT = `mutation PlaceOrderTest($input: CheckoutInput!) {
  checkout(input: $input) {
    message { status description }
    userErrors { field message code }
    changes { kind sorg articleCode reason before after }
    orders {
      id orderNo sapOrderNo sorg totalOrder createdBy shipTo custPoNo deliveryDate notes shipComplete
      orderStatus { id pendingB2B }
      details { articleCode orderQty price subtotal }
      orderShipment { amount shipmentNotes curr }
      orderPayment { amount paymentStatus expiredDate }
    }
  }
}`;

interface Line {
  articleCode: string;
  qty: number;
  sorg?: string;
  seenUnitPrice?: number;
}

/** The checkout's input for some lines: the customer's ship-to, bank transfer, standard shipment per sorg. */
function inputFor(lines: Line[], overrides: Record<string, unknown> = {}, customer: 'A' | 'B' = 'A') {
  const products = lines.map((l) => ({ sorg: '1000', uom: 'PC', ...l }));
  const sorgsOf = [...new Set(products.map((p) => p.sorg))];
  return {
    shipto: String(customer === 'A' ? shipToA.id : shipToB.id),
    shiptoVersion: customer === 'A' ? String(shipToA.version) : '1',
    paymentId: String(method.get(`${sorgsOf[0] ?? '1000'}-BT`)),
    custPoNo: 'PO-4711',
    notes: 'Leave at the back door',
    products,
    shipments: sorgsOf.map((sorg) => ({ sorg, rateId: String(rate.get(`${sorg}-STD`)) })),
    disclaimerAccepted: true,
    ...overrides,
  };
}

/** POST checkout with an Idempotency-Key (a new one unless given). */
async function place(token: string, input: unknown, key: string | null = randomUUID()) {
  const res = await server.app.request('http://localhost/api/graphql', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json',
      authorization: `Bearer ${token}`,
      ...(key ? { 'idempotency-key': key } : {}),
    },
    body: JSON.stringify({ query: CHECKOUT, variables: { input } }),
  });
  const body = (await res.json()) as { data?: { checkout: CheckoutAnswer }; errors?: { message: string }[] };
  return {
    status: res.status,
    replayed: res.headers.get('idempotent-replayed'),
    errors: body.errors,
    checkout: body.data?.checkout,
  };
}

const dealer = () => server.tokenFor('dealer');
const salesFor = (customer: CustomerRow) => server.tokenFor('sales', customer);

async function ordersOf(customer: CustomerRow) {
  return server.db.select().from(orders).where(eq(orders.customerId, customer.id));
}

async function countOrdersWith(articleCode: string) {
  const rows = await server.db
    .select({ id: orderLines.orderId })
    .from(orderLines)
    .where(eq(orderLines.articleCode, articleCode));
  return new Set(rows.map((r) => r.id)).size;
}

async function stockOf(articleCode: string, sorg = '1000') {
  return server.db
    .select()
    .from(stock)
    .where(and(eq(stock.articleId, ids.get(articleCode) ?? 0), eq(stock.sorg, sorg)));
}

async function setStock(articleCode: string, availableQty: number, extra: Partial<typeof stock.$inferInsert> = {}) {
  const articleId = ids.get(articleCode) ?? 0;
  await server.db.delete(stock).where(and(eq(stock.articleId, articleId), eq(stock.sorg, '1000')));
  await server.db.insert(stock).values({ articleId, sorg: '1000', location: 'WH1', availableQty, ...extra });
}

async function putInCart(customer: CustomerRow, lines: { articleCode: string; qty: number; sorg?: string }[]) {
  for (const line of lines) {
    await server.db
      .insert(cartLines)
      .values({
        customerId: customer.id,
        articleId: ids.get(line.articleCode) ?? 0,
        sorg: line.sorg ?? '1000',
        qty: line.qty,
      })
      .onConflictDoUpdate({
        target: [cartLines.customerId, cartLines.articleId, cartLines.sorg],
        set: { qty: line.qty },
      });
  }
}

async function cartCodes(customer: CustomerRow) {
  const rows = await server.db
    .select({ code: articles.articleCode })
    .from(cartLines)
    .innerJoin(articles, eq(articles.id, cartLines.articleId))
    .where(eq(cartLines.customerId, customer.id));
  return rows
    .map((r) => r.code)
    .filter((c) => c.startsWith(P))
    .sort();
}

/** Sets fields of localhost's config (the host cache is emptied so the next request reads it). */
async function hostConfig(fields: Record<string, unknown>) {
  await server.db
    .update(hosts)
    .set({ config: sql`${hosts.config} || ${JSON.stringify(fields)}::jsonb` })
    .where(eq(hosts.hostname, 'localhost'));
  server.deps.hostsCache.clear();
}

async function insertFixtures() {
  const db = server.db;
  const [brand] = await db
    .insert(brands)
    .values({ code: `${P}-BR`, description: `Checkout brand ${P}` })
    .returning();
  const [mc] = await db
    .insert(merchandiseCategories)
    .values({ code: `${P}-MC`, name: 'Checkout parts', category: 'paa' })
    .returning();
  if (!brand || !mc) throw new Error('fixtures');
  const [group] = await db
    .insert(productGroups)
    .values({
      slug: `${P.toLowerCase()}-parts`,
      parentName: 'Checkout parts',
      category: 'paa',
      brandId: brand.id,
      merchandiseCategoryId: mc.id,
    })
    .returning();
  if (!group) throw new Error('fixtures');
  const rows = await db
    .insert(articles)
    .values(
      Object.values(code).map((c) => ({
        articleCode: c,
        slug: c.toLowerCase(),
        productGroupId: group.id,
        name: `Part ${c}`,
      })),
    )
    .returning();
  for (const row of rows) ids.set(row.articleCode, row.id);
  const idOf = (c: string) => ids.get(c) ?? 0;
  const in1000 = [code.tier, code.plain, code.last, code.race, code.arrival];
  await db
    .insert(articleSorgs)
    .values([
      ...in1000.map((c) => ({ articleId: idOf(c), sorg: '1000' })),
      { articleId: idOf(code.idr), sorg: '2000' },
    ]);
  const usd = { currency: 'USD', symbol: '$', thousandSeparator: ',', decimalSeparator: '.', decimalPrecision: 2 };
  await db.insert(prices).values(
    in1000.map((c) => ({
      articleId: idOf(c),
      sorg: '1000',
      retail: 20_000,
      dealer: c === code.tier ? 10_000 : 2_500,
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
  // 5 or more: 10 % off.
  await db.insert(discountTiers).values({
    articleId: idOf(code.tier),
    sorg: '1000',
    salesDealNo: 'SD-5',
    term: '>=',
    qty: 5,
    type: '%',
    discount: -10,
  });
  await db.insert(stock).values([
    ...[code.tier, code.plain].map((c) => ({ articleId: idOf(c), sorg: '1000', location: 'WH1', availableQty: 1_000 })),
    { articleId: idOf(code.last), sorg: '1000', location: 'WH1', availableQty: 3 },
    { articleId: idOf(code.race), sorg: '1000', location: 'WH1', availableQty: 3 },
    // 2 now, 5 arriving in ten days: 7 can be confirmed with a date.
    {
      articleId: idOf(code.arrival),
      sorg: '1000',
      location: 'WH1',
      availableQty: 2,
      nextArrivalQty: 5,
      nextArrivalDate: '2099-01-10',
    },
    { articleId: idOf(code.idr), sorg: '2000', location: 'JKT', availableQty: 100 },
  ]);
  // The dealer's customer also buys from the Indonesian organisation (a checkout of two sorgs).
  const areas = await db
    .select()
    .from(customerAreas)
    .where(and(eq(customerAreas.customerId, customerA.id), eq(customerAreas.sorg, '2000')));
  if (areas.length === 0)
    await db.insert(customerAreas).values({ customerId: customerA.id, sorg: '2000', custGroup: null });

  const [a] = await db
    .insert(shipToAddresses)
    .values({
      customerId: customerA.id,
      code: `${P}-A`,
      name: 'Dealer annex',
      address: '1 Main St',
      city: 'Springfield',
      version: 3,
    })
    .returning();
  const [b] = await db
    .insert(shipToAddresses)
    .values({ customerId: customerB.id, code: `${P}-B`, name: 'Other store', city: 'Shelbyville' })
    .returning();
  if (!a || !b) throw new Error('fixtures');
  shipToA = { id: a.id, version: a.version };
  shipToB = { id: b.id };
  for (const r of await db
    .select()
    .from(shipmentRates)
    .where(inArray(shipmentRates.sorg, ['1000', '2000', '3000'])))
    rate.set(r.code, r.id);
  for (const m of await db
    .select()
    .from(paymentMethods)
    .where(inArray(paymentMethods.sorg, ['1000', '2000', '3000'])))
    method.set(m.code, m.id);
}

beforeAll(async () => {
  server = await createTestServer();
  const [a] = await customersOf(server.db, 'dealer');
  if (!a) throw new Error('the dealer has no customer');
  customerA = a;
  const areas1000 = await server.db
    .select({ customerId: customerAreas.customerId })
    .from(customerAreas)
    .where(eq(customerAreas.sorg, '1000'));
  const in1000 = new Set(areas1000.map((r) => r.customerId));
  const b = (await customersOf(server.db, 'sales')).find((c) => c.id !== a.id && in1000.has(c.id));
  if (!b) throw new Error('the sales rep has no other customer in sorg 1000');
  customerB = b;
  await insertFixtures();
}, 60_000);

afterAll(async () => {
  await server.close();
});

beforeEach(async () => {
  await hostConfig({
    canCheckout: true,
    cartDisclaimer: '',
    orderConfirmation: false,
    creditCheck: false,
    exactQtyCheckout: false,
  });
  await server.db
    .update(sorgs)
    .set({ availableStockCheck: false, exactQtyCheck: false })
    .where(inArray(sorgs.code, ['1000', '2000']));
});

describe('checkout places one order per sorg', () => {
  it('at the server’s prices with tiers, payment discount and shipment; reserves stock; empties those cart lines', async () => {
    await putInCart(customerA, [
      { articleCode: code.tier, qty: 5 },
      { articleCode: code.plain, qty: 2 },
      { articleCode: code.idr, qty: 1, sorg: '2000' },
    ]);
    const before = (await stockOf(code.tier))[0]?.availableQty ?? 0;
    const input = inputFor([
      { articleCode: code.idr, qty: 1, sorg: '2000' },
      { articleCode: code.tier, qty: 5 },
      { articleCode: code.plain, qty: 2 },
    ]);
    const res = await place(await dealer(), input);
    expect(res.status).toBe(200);
    const answer = res.checkout;
    expect(answer?.userErrors).toEqual([]);
    expect(answer?.message).toEqual({ status: 'SUCCESS', description: 'The orders have been placed' });
    expect(answer?.orders.map((o) => o.sorg)).toEqual(['1000', '2000']);
    const [us, id] = answer?.orders ?? [];
    expect(us?.orderNo).toMatch(/^SO-1000-\d{6}$/);
    expect(id?.orderNo).toMatch(/^SO-2000-\d{6}$/);
    // 5 × 9,000 (tier SD-5) + 2 × 2,500 = 50,000; bank transfer takes 2 % off the goods; standard rate $25.
    expect(us?.details).toEqual([
      { articleCode: code.tier, orderQty: 5, price: 9_000, subtotal: 45_000 },
      { articleCode: code.plain, orderQty: 2, price: 2_500, subtotal: 5_000 },
    ]);
    expect(us?.orderShipment).toMatchObject({ amount: 2_500, curr: 'USD' });
    expect(us?.totalOrder).toBe(50_000 - 1_000 + 2_500);
    expect(us).toMatchObject({
      custPoNo: 'PO-4711',
      notes: 'Leave at the back door',
      orderStatus: { id: 'OPEN', pendingB2B: false },
    });
    expect(us?.sapOrderNo).toMatch(/^\d+$/);
    expect(us?.shipTo).toContain('Dealer annex');
    expect(us?.orderPayment?.paymentStatus).toBe('WAITING');
    const stored = (await ordersOf(customerA)).find((o) => o.orderNo === us?.orderNo);
    expect(stored?.createdBy).toBe(await userIdOf(server.db, 'dealer'));
    expect(stored?.paymentExpiredAt?.getTime()).toBeGreaterThan(Date.now() + 2.9 * 24 * 3600 * 1000);
    // The total is the sum of its rounded lines, less the payment discount, plus the shipment.
    expect(stored?.totalOrder).toBe(
      45_000 + 5_000 - (stored?.paymentDiscountAmount ?? 0) + (stored?.shipmentAmount ?? 0),
    );
    // Stock: 5 moved from available to what customer orders hold.
    const [row] = await stockOf(code.tier);
    expect(row?.availableQty).toBe(before - 5);
    expect(row?.custorderQty).toBe(5);
    expect(await cartCodes(customerA)).toEqual([]);
    // The customer's users hear of it (the list of notifications): a bank transfer waits for its payment, so the
    // notice asks for it (amount and deadline) instead of a plain "placed".
    const notes = await server.db
      .select({ kind: userNotifications.kind })
      .from(userNotifications)
      .where(sql`${userNotifications.params}->>'orderNo' = ${us?.orderNo ?? ''}`);
    expect(notes.length).toBeGreaterThan(0);
    expect(new Set(notes.map((n) => n.kind))).toEqual(new Set(['order.paymentWaiting']));
  });

  it('prices with the server, never with the client: a seen price that differs places nothing and lists the change', async () => {
    const token = await dealer();
    const count = await countOrdersWith(code.plain);
    const cheap = await place(token, inputFor([{ articleCode: code.plain, qty: 1, seenUnitPrice: 1 }]));
    expect(cheap.checkout?.message.status).toBe('FAILED');
    expect(cheap.checkout?.orders).toEqual([]);
    expect(cheap.checkout?.changes).toEqual([
      { kind: 'PRICE', sorg: '1000', articleCode: code.plain, reason: null, before: '1', after: '2500' },
    ]);
    expect(await countOrdersWith(code.plain)).toBe(count);
    const seen = await place(token, inputFor([{ articleCode: code.plain, qty: 1, seenUnitPrice: 2_500 }]));
    expect(seen.checkout?.orders[0]?.details[0]?.price).toBe(2_500);
  });

  it('waits as pendingB2B without a SAP number when the host’s orderConfirmation is on; on account has no payment', async () => {
    await hostConfig({ orderConfirmation: true });
    const res = await place(
      await dealer(),
      inputFor([{ articleCode: code.plain, qty: 1 }], { paymentId: String(method.get('1000-OA')) }),
    );
    const [order] = res.checkout?.orders ?? [];
    expect(order?.orderStatus).toEqual({ id: 'PENDING_CONFIRMATION', pendingB2B: true });
    expect(order?.sapOrderNo).toBeNull();
    expect(order?.orderPayment?.paymentStatus ?? null).toBeNull();
  });

  it('a rate with input takes its text as shipmentNotes and refuses without one', async () => {
    const token = await dealer();
    const pick = { sorg: '1000', rateId: String(rate.get('1000-PICK')) };
    const without = await place(token, inputFor([{ articleCode: code.plain, qty: 1 }], { shipments: [pick] }));
    expect(without.checkout?.userErrors).toEqual([
      { field: 'shipments.0.notes', message: 'Required', code: 'BAD_USER_INPUT' },
    ]);
    const withText = await place(
      token,
      inputFor([{ articleCode: code.plain, qty: 1 }], { shipments: [{ ...pick, notes: 'Carrier XY, Tuesday' }] }),
    );
    expect(withText.checkout?.orders[0]?.orderShipment?.shipmentNotes).toBe('Carrier XY, Tuesday');
  });
});

describe('the catalog revision', () => {
  it('a checkout reserves stock without moving the catalog revision (migration 0013)', async () => {
    const revision = () => catalogRevisionOf(server.db);
    await setStock(code.plain, 50);
    const before = await revision();
    const res = await place(await dealer(), inputFor([{ articleCode: code.plain, qty: 1 }]));
    expect(res.checkout?.orders).toHaveLength(1);
    expect((await stockOf(code.plain)).map((r) => r.availableQty)).toEqual([49]);
    expect(await revision()).toBe(before);
  });
});

describe('ship complete or ship as available', () => {
  it('ships as available unless ship complete is chosen; the choice is stored on every order of the checkout', async () => {
    const token = await dealer();
    const asAvailable = await place(token, inputFor([{ articleCode: code.plain, qty: 1 }]));
    expect(asAvailable.checkout?.orders.map((o) => o.shipComplete)).toEqual([false]);
    const complete = await place(token, inputFor([{ articleCode: code.plain, qty: 1 }], { shipComplete: true }));
    expect(complete.checkout?.orders.map((o) => o.shipComplete)).toEqual([true]);
    const [row] = await server.db
      .select({ shipComplete: orders.shipComplete })
      .from(orders)
      .where(eq(orders.orderNo, complete.checkout?.orders[0]?.orderNo ?? ''));
    expect(row?.shipComplete).toBe(true);
  });
});

describe('checkout refuses bad input beside its field, placing nothing', () => {
  it.each([
    ['PO number over 35', { custPoNo: 'P'.repeat(36) }, 'custPoNo', 'Must be at most 35 characters'],
    ['notes over 100', { notes: 'n'.repeat(101) }, 'notes', 'Must be at most 100 characters'],
    [
      'a past request date',
      { requestDeliveryDate: '2020-01-01' },
      'requestDeliveryDate',
      checkoutMessages.requestDateInPast,
    ],
    ['no ship-to', { shipto: '' }, 'shipto', 'Required'],
    ['no payment', { paymentId: '' }, 'paymentId', 'Required'],
    ['a missing shipment', { shipments: [] }, 'shipments.1000', checkoutMessages.shipmentMissing],
  ])('%s', async (_name, overrides, field, message) => {
    const count = await countOrdersWith(code.plain);
    const res = await place(await dealer(), inputFor([{ articleCode: code.plain, qty: 1 }], overrides));
    expect(res.checkout?.message.status).toBe('FAILED');
    expect(res.checkout?.userErrors).toContainEqual(expect.objectContaining({ field, message }));
    expect(await countOrdersWith(code.plain)).toBe(count);
  });

  it('a quantity of 0 or less', async () => {
    const res = await place(await dealer(), inputFor([{ articleCode: code.plain, qty: 0 }]));
    expect(res.checkout?.userErrors).toContainEqual(
      expect.objectContaining({ field: 'products.0.qty', code: 'BAD_USER_INPUT' }),
    );
    const negative = await place(await dealer(), inputFor([{ articleCode: code.plain, qty: -2 }]));
    expect(negative.checkout?.userErrors[0]?.field).toBe('products.0.qty');
  });

  it('a ship-to whose version changed: the spec’s message on shipto', async () => {
    const res = await place(await dealer(), inputFor([{ articleCode: code.plain, qty: 1 }], { shiptoVersion: '2' }));
    expect(res.checkout?.userErrors).toEqual([
      { field: 'shipto', message: 'There were changes on the ship-to data, refresh the page', code: 'SHIPTO_CHANGED' },
    ]);
  });

  it('another customer’s ship-to, another sorg’s payment method or another user’s saved payment, without a leak', async () => {
    const token = await dealer();
    const line = [{ articleCode: code.plain, qty: 1 }];
    const shipto = await place(token, inputFor(line, { shipto: String(shipToB.id) }));
    expect(shipto.checkout?.userErrors).toEqual([
      { field: 'shipto', message: 'Unknown ship-to address', code: 'NOT_FOUND' },
    ]);
    expect(JSON.stringify(shipto)).not.toContain('Other store');
    const payment = await place(token, inputFor(line, { paymentId: String(method.get('3000-BT')) }));
    expect(payment.checkout?.userErrors).toEqual([
      { field: 'paymentId', message: 'Unknown payment method', code: 'NOT_FOUND' },
    ]);
    const [saved] = await server.db
      .insert(savedPayments)
      .values({
        userId: await userIdOf(server.db, 'sales'),
        customerId: customerB.id,
        sorg: '1000',
        type: 'Bank Transfer',
        display: 'Acct •••• 9876',
        paymentMethodId: method.get('1000-BT') ?? 0,
      })
      .returning();
    const other = await place(token, inputFor(line, { savedPaymentId: String(saved?.id) }));
    expect(other.checkout?.userErrors).toEqual([
      { field: 'savedPaymentId', message: 'Unknown saved payment', code: 'NOT_FOUND' },
    ]);
    expect(JSON.stringify(other)).not.toContain('9876');
  });

  it('needs an Idempotency-Key', async () => {
    const res = await place(await dealer(), inputFor([{ articleCode: code.plain, qty: 1 }]), null);
    expect(res.status).toBe(400);
    expect(res.errors?.[0]?.message).toMatch(/Idempotency-Key/);
  });

  it('one checkout per operation: an aliased second one is refused before anything runs', async () => {
    const count = await countOrdersWith(code.plain);
    const res = await server.app.request('http://localhost/api/graphql', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${await dealer()}`,
        'idempotency-key': randomUUID(),
      },
      body: JSON.stringify({
        query: `mutation($input: CheckoutInput!) {
          a: checkout(input: $input) { message { status } } b: checkout(input: $input) { message { status } } }`,
        variables: { input: inputFor([{ articleCode: code.plain, qty: 1 }]) },
      }),
    });
    expect(res.status).toBe(400);
    expect(JSON.stringify(await res.json())).toContain('An operation may run checkout only once');
    expect(await countOrdersWith(code.plain)).toBe(count);
  });

  it('a customer the rep lost: the spec’s message, nothing placed', async () => {
    const token = await salesFor(customerB);
    const salesId = await userIdOf(server.db, 'sales');
    await server.db
      .delete(userCustomers)
      .where(and(eq(userCustomers.userId, salesId), eq(userCustomers.customerId, customerB.id)));
    try {
      const res = await place(token, inputFor([{ articleCode: code.plain, qty: 1 }], {}, 'B'));
      expect(res.errors?.[0]?.message).toBe(
        'This customer does not belong to you anymore, please contact sales support',
      );
      expect(res.checkout).toBeUndefined();
    } finally {
      await server.db.insert(userCustomers).values({ userId: salesId, customerId: customerB.id });
    }
  });
});

describe('host switches', () => {
  it('canCheckout off refuses with its reason', async () => {
    await hostConfig({ canCheckout: false });
    const res = await place(await dealer(), inputFor([{ articleCode: code.plain, qty: 1 }]));
    expect(res.checkout?.message).toEqual({ status: 'FAILED', description: 'Ordering is not available on this site' });
    expect(res.checkout?.userErrors[0]?.code).toBe('FORBIDDEN');
  });

  it('a cartDisclaimer must be accepted', async () => {
    await hostConfig({ cartDisclaimer: 'Prices exclude VAT.' });
    const token = await dealer();
    const refused = await place(token, inputFor([{ articleCode: code.plain, qty: 1 }], { disclaimerAccepted: false }));
    expect(refused.checkout?.userErrors).toEqual([
      {
        field: 'disclaimerAccepted',
        message: 'Please accept the disclaimer before placing the order',
        code: 'BAD_USER_INPUT',
      },
    ]);
    const accepted = await place(token, inputFor([{ articleCode: code.plain, qty: 1 }], { disclaimerAccepted: true }));
    expect(accepted.checkout?.orders).toHaveLength(1);
  });

  it('creditCheck: over the open to buy or blocked → Order Failed! with the reason; covered → placed, exposure grows', async () => {
    await hostConfig({ creditCheck: true });
    const [area] = await server.db
      .select()
      .from(customerAreas)
      .where(and(eq(customerAreas.customerId, customerA.id), eq(customerAreas.sorg, '1000')));
    const companyId = area?.companyId;
    if (!companyId) throw new Error('the dealer’s area has no company');
    const figures = { currency: 'USD', creditLimit: 10_000, creditExposure: 8_000, reasonBlocked: null };
    await server.db
      .insert(companyCredit)
      .values({ companyId, ...figures })
      .onConflictDoUpdate({ target: companyCredit.companyId, set: figures });
    const token = await dealer();
    // 1 × 2,500 − 2 % + 2,500 shipment = 4,950 > 2,000 open to buy.
    const over = await place(token, inputFor([{ articleCode: code.plain, qty: 1 }]));
    expect(over.checkout?.message).toEqual({ status: 'FAILED', description: 'Order Failed!' });
    expect(over.checkout?.userErrors).toEqual([
      {
        field: null,
        message: 'The order is USD 29.50 over the credit still open to buy (USD 20.00)',
        code: 'ORDER_FAILED',
      },
    ]);
    await server.db
      .update(companyCredit)
      .set({ creditLimit: 100_000, reasonBlocked: 'overdue_over_limit' })
      .where(eq(companyCredit.companyId, companyId));
    const blocked = await place(token, inputFor([{ articleCode: code.plain, qty: 1 }]));
    expect(blocked.checkout?.userErrors[0]?.message).toBe(
      'Ordering is blocked: too many invoices overdue more than 30 days',
    );
    await server.db.update(companyCredit).set({ reasonBlocked: null }).where(eq(companyCredit.companyId, companyId));
    const placed = await place(token, inputFor([{ articleCode: code.plain, qty: 1 }]));
    expect(placed.checkout?.orders).toHaveLength(1);
    const [after] = await server.db.select().from(companyCredit).where(eq(companyCredit.companyId, companyId));
    expect(after?.creditExposure).toBe(8_000 + 4_950);
  });
});

describe('stock at checkout', () => {
  it('availableStockCheck: a line over the stock is removed from the cart with the spec’s message; nothing placed', async () => {
    await server.db.update(sorgs).set({ availableStockCheck: true }).where(eq(sorgs.code, '1000'));
    await setStock(code.last, 3);
    await putInCart(customerA, [
      { articleCode: code.plain, qty: 1 },
      { articleCode: code.last, qty: 4 },
    ]);
    const res = await place(
      await dealer(),
      inputFor([
        { articleCode: code.plain, qty: 1 },
        { articleCode: code.last, qty: 4 },
      ]),
    );
    expect(res.checkout?.message).toEqual({ status: 'FAILED', description: checkoutMessages.stockExceeded });
    expect(res.checkout?.userErrors).toEqual([
      {
        field: 'products.1',
        message: 'Your order exceeds the available stock. We removed your order, please update.',
        code: 'STOCK_EXCEEDED',
      },
    ]);
    expect(await cartCodes(customerA)).toEqual([code.plain]);
    expect((await stockOf(code.last))[0]?.availableQty).toBe(3);
    await server.db.delete(cartLines).where(eq(cartLines.customerId, customerA.id));
  });

  it('without the checks, a quantity over the stock is a back order: what is there is reserved, never below 0', async () => {
    await setStock(code.last, 3);
    const res = await place(await dealer(), inputFor([{ articleCode: code.last, qty: 5 }]));
    expect(res.checkout?.orders[0]?.details[0]?.orderQty).toBe(5);
    const [row] = await stockOf(code.last);
    expect(row).toMatchObject({ availableQty: 0, custorderQty: 3 });
  });

  it('exactQtyCheck (sorg) and exactQtyCheckout (host) refuse a quantity not confirmable with a date', async () => {
    await setStock(code.arrival, 2, { nextArrivalQty: 5, nextArrivalDate: '2099-01-10' });
    const token = await dealer();
    await server.db.update(sorgs).set({ exactQtyCheck: true }).where(eq(sorgs.code, '1000'));
    const sorgCheck = await place(token, inputFor([{ articleCode: code.arrival, qty: 8 }]));
    expect(sorgCheck.checkout?.userErrors[0]).toMatchObject({ field: 'products.0', code: 'STOCK_EXCEEDED' });
    await server.db.update(sorgs).set({ exactQtyCheck: false }).where(eq(sorgs.code, '1000'));
    await hostConfig({ exactQtyCheckout: true });
    const hostCheck = await place(token, inputFor([{ articleCode: code.arrival, qty: 8 }]));
    expect(hostCheck.checkout?.userErrors[0]).toMatchObject({ field: 'products.0', code: 'STOCK_EXCEEDED' });
    // 7 = 2 now + 5 arriving: confirmable in full, placed (2 reserved now).
    const ok = await place(token, inputFor([{ articleCode: code.arrival, qty: 7 }]));
    expect(ok.checkout?.orders).toHaveLength(1);
    await hostConfig({ exactQtyCheckout: false });
    const off = await place(token, inputFor([{ articleCode: code.arrival, qty: 8 }]));
    expect(off.checkout?.orders).toHaveLength(1);
  });

  it('two customers racing for the last units: exactly one order, stock never negative (3 rounds)', async () => {
    await server.db.update(sorgs).set({ availableStockCheck: true }).where(eq(sorgs.code, '1000'));
    const [a, b] = [await dealer(), await salesFor(customerB)];
    for (let round = 1; round <= 3; round++) {
      const before = await countOrdersWith(code.race);
      await setStock(code.race, 3);
      const results = await Promise.all([
        place(a, inputFor([{ articleCode: code.race, qty: 3 }])),
        place(b, inputFor([{ articleCode: code.race, qty: 3 }], {}, 'B')),
      ]);
      const placed = results.filter((r) => (r.checkout?.orders.length ?? 0) > 0);
      expect(placed).toHaveLength(1);
      expect(results.find((r) => r !== placed[0])?.checkout?.userErrors[0]?.code).toBe('STOCK_EXCEEDED');
      expect(await countOrdersWith(code.race)).toBe(before + 1);
      const [row] = await stockOf(code.race);
      expect(row?.availableQty).toBe(0);
      expect(row?.custorderQty).toBe(3);
    }
  });
});

describe('idempotency (one order per Idempotency-Key)', () => {
  it('a double submit and a retry after a lost answer give the same order numbers', async () => {
    const token = await dealer();
    const key = randomUUID();
    const input = inputFor([{ articleCode: code.plain, qty: 1 }], { custPoNo: `${P}-TWICE` });
    const first = await place(token, input, key);
    const again = await place(token, input, key);
    expect(again.replayed).toBe('true');
    expect(again.checkout?.orders.map((o) => o.orderNo)).toEqual(first.checkout?.orders.map((o) => o.orderNo));
    expect((await ordersOf(customerA)).filter((o) => o.custPoNo === `${P}-TWICE`)).toHaveLength(1);
  });

  it('10 concurrent duplicates with one key place ONE order', async () => {
    const token = await dealer();
    const key = randomUUID();
    const input = inputFor([{ articleCode: code.plain, qty: 1 }], { custPoNo: `${P}-TEN` });
    const results = await Promise.all(Array.from({ length: 10 }, () => place(token, input, key)));
    expect(results.every((r) => r.status === 200 || r.status === 409)).toBe(true);
    expect((await ordersOf(customerA)).filter((o) => o.custPoNo === `${P}-TEN`)).toHaveLength(1);
    const replay = await place(token, input, key);
    const placed = results.find((r) => r.status === 200 && r.replayed === null);
    expect(replay.checkout?.orders.map((o) => o.orderNo)).toEqual(placed?.checkout?.orders.map((o) => o.orderNo));
  });
});

describe('offline drafts (snapshot)', () => {
  const snapshotOf = (unitPrice: number) => ({
    shiptoVersion: String(shipToA.version),
    lines: [{ sorg: '1000', articleCode: code.tier, qty: 5, unitPrice, tier: 'SD-5', availableQty: 1_000 }],
    totals: [{ sorg: '1000', shipment: 2_500, total: 45_000 - 900 + 2_500 }],
  });

  it('everything as drafted → placed', async () => {
    await setStock(code.tier, 1_000);
    const res = await place(
      await dealer(),
      inputFor([{ articleCode: code.tier, qty: 5 }], { snapshot: snapshotOf(9_000) }),
    );
    expect(res.checkout?.changes).toEqual([]);
    expect(res.checkout?.orders[0]?.totalOrder).toBe(46_600);
  });

  it('a price changed since → nothing placed, the change listed', async () => {
    const count = await countOrdersWith(code.tier);
    const res = await place(
      await dealer(),
      inputFor([{ articleCode: code.tier, qty: 5 }], { snapshot: snapshotOf(8_000) }),
    );
    expect(res.checkout?.message).toEqual({
      status: 'FAILED',
      description: 'Prices, stock or the ship-to changed since the order was drafted: nothing was placed',
    });
    expect(res.checkout?.changes[0]).toEqual({
      kind: 'PRICE',
      sorg: '1000',
      articleCode: code.tier,
      reason: null,
      before: '8000',
      after: '9000',
    });
    expect(await countOrdersWith(code.tier)).toBe(count);
  });
});
