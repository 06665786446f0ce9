// The checkout's request key and its card / ACH path (spec 01 §4 payment state flags on an order, "Payment is
// immediate when the method type includes ACH or Credit Card", §5 Checkout): the orders carry the request's
// Idempotency-Key, a retry whose idempotency record is lost answers the orders placed; a card or ACH method charges
// one payment request per order through the host's sandbox gateway, and the order's payment flags follow it.
import { randomBytes, randomUUID } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customersOf } from '../../../../tests/support/builders';
import { createTestServer, type TestServer } from '../../../../tests/support/test-server';
import { chargeFailureMessages } from '../../../shared/payments/payment-request-messages';
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
import { hosts } from '../hosts/hosts.tables';
import { idempotencyKeys } from '../idempotency/idempotency.tables';
import { paymentRequests } from '../invoices/invoices.tables';
import { orders, paymentMethods, shipmentRates, shipToAddresses } from './orders.tables';

const P = `Q${randomBytes(3).toString('hex').toUpperCase()}`;
const ARTICLE = `${P}-PART`;
const CARD = '4242424242424242';
const DECLINED = '4000000000000002';
const CODE = '864';

let server: TestServer;
let customer: CustomerRow;
let shipTo: { id: number; version: number };
let rateId = 0;
const method = { bt: 0, cc: 0, ach: 0 };
/** Every answer body and every log line, scanned for the card number and code at the end. */
const seen: string[] = [];
const restoreWrites: (() => void)[] = [];

const CHECKOUT = `mutation CheckoutPaymentTest($input: CheckoutInput!) {
  checkout(input: $input) {
    message { status description }
    userErrors { field message code }
    orders {
      id orderNo orderStatus { id }
      orderPayment { amount paymentStatus expiredDate isPaymentWaiting isPaymentFailed isPaymentCompleted paymentReceipt }
    }
  }
}`;

interface CheckoutAnswer {
  message: { status: string; description: string };
  userErrors: { field: string | null; message: string; code: string }[];
  orders: {
    id: string;
    orderNo: string;
    orderStatus: { id: string };
    orderPayment: {
      amount: number;
      paymentStatus: string | null;
      expiredDate: string | null;
      isPaymentWaiting: boolean;
      isPaymentFailed: boolean;
      isPaymentCompleted: boolean;
      paymentReceipt: string | null;
    } | null;
  }[];
}

const card = (number: string) => ({
  creditCardType: 'Visa',
  creditCardNumber: number,
  expiredMonth: 12,
  expiredYear: 2030,
  securityCode: CODE,
});

function inputFor(paymentId: number, extra: Record<string, unknown> = {}, poNo = `${P}-${randomUUID().slice(0, 8)}`) {
  return {
    shipto: String(shipTo.id),
    shiptoVersion: String(shipTo.version),
    paymentId: String(paymentId),
    custPoNo: poNo,
    products: [{ articleCode: ARTICLE, sorg: '1000', qty: 1, uom: 'PC' }],
    shipments: [{ sorg: '1000', rateId: String(rateId) }],
    disclaimerAccepted: true,
    ...extra,
  };
}

async function place(input: unknown, key: string = randomUUID()) {
  const res = await server.app.request('http://localhost/api/graphql', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json',
      authorization: `Bearer ${await server.tokenFor('dealer')}`,
      'idempotency-key': key,
    },
    body: JSON.stringify({ query: CHECKOUT, variables: { input } }),
  });
  const text = await res.text();
  seen.push(text);
  const body = JSON.parse(text) as { data?: { checkout: CheckoutAnswer } };
  return { status: res.status, replayed: res.headers.get('idempotent-replayed'), checkout: body.data?.checkout };
}

const ordersOfKey = (key: string) => server.db.select().from(orders).where(eq(orders.requestKey, key));
const requestsOf = (orderIds: number[]) =>
  server.db.select().from(paymentRequests).where(inArray(paymentRequests.orderId, orderIds));

async function insertFixtures() {
  const db = server.db;
  const [brand] = await db
    .insert(brands)
    .values({ code: `${P}-BR`, description: `Brand ${P}` })
    .returning();
  const [mc] = await db
    .insert(merchandiseCategories)
    .values({ code: `${P}-MC`, name: 'Checkout payment parts', category: 'paa' })
    .returning();
  if (!brand || !mc) throw new Error('fixtures');
  const [group] = await db
    .insert(productGroups)
    .values({
      slug: `${P.toLowerCase()}-parts`,
      parentName: 'Parts',
      category: 'paa',
      brandId: brand.id,
      merchandiseCategoryId: mc.id,
    })
    .returning();
  if (!group) throw new Error('fixtures');
  const [article] = await db
    .insert(articles)
    .values({ articleCode: ARTICLE, slug: ARTICLE.toLowerCase(), productGroupId: group.id, name: `Part ${P}` })
    .returning();
  if (!article) throw new Error('fixtures');
  await db.insert(articleSorgs).values({ articleId: article.id, sorg: '1000' });
  await db.insert(prices).values({
    articleId: article.id,
    sorg: '1000',
    retail: 20_000,
    dealer: 2_500,
    currency: 'USD',
    symbol: '$',
    thousandSeparator: ',',
    decimalSeparator: '.',
    decimalPrecision: 2,
  });
  await db.insert(stock).values({ articleId: article.id, sorg: '1000', location: 'WH1', availableQty: 10_000 });
  const [address] = await db
    .insert(shipToAddresses)
    .values({
      customerId: customer.id,
      code: `${P}-A`,
      name: 'Payment annex',
      address: '2 Main St',
      city: 'Springfield',
    })
    .returning();
  if (!address) throw new Error('fixtures');
  shipTo = { id: address.id, version: address.version };
  const [rate] = await db.select().from(shipmentRates).where(eq(shipmentRates.code, '1000-STD'));
  rateId = rate?.id ?? 0;
  for (const m of await db.select().from(paymentMethods).where(eq(paymentMethods.sorg, '1000'))) {
    if (m.code === '1000-BT') method.bt = m.id;
    if (m.code === '1000-CC') method.cc = m.id;
    if (m.code === '1000-ACH') method.ach = m.id;
  }
}

beforeAll(async () => {
  server = await createTestServer({ env: { LOG_LEVEL: 'debug' } });
  for (const stream of [process.stdout, process.stderr]) {
    const original = stream.write.bind(stream);
    const capture = (chunk: string | Uint8Array, ...rest: never[]): boolean => {
      const line = typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8');
      seen.push(line);
      if (line.startsWith('{"time"')) return true;
      return original(chunk, ...rest);
    };
    stream.write = capture;
    restoreWrites.push(() => {
      stream.write = original;
    });
  }
  const [a] = await customersOf(server.db, 'dealer');
  if (!a) throw new Error('the dealer has no customer');
  customer = a;
  await server.db
    .update(hosts)
    .set({
      config: sql`${hosts.config} || ${JSON.stringify({
        canCheckout: true,
        cartDisclaimer: '',
        orderConfirmation: false,
        creditCheck: false,
        exactQtyCheckout: false,
      })}::jsonb`,
    })
    .where(eq(hosts.hostname, 'localhost'));
  server.deps.hostsCache.clear();
  await insertFixtures();
}, 60_000);

afterAll(async () => {
  for (const restore of restoreWrites) restore();
  await server.close();
});

describe('the request key on the orders (crash window of checkout idempotency)', () => {
  it('a retry whose idempotency record is gone answers the orders placed, one set in the database', async () => {
    const key = randomUUID();
    const input = inputFor(method.bt);
    const first = await place(input, key);
    expect(first.checkout?.message.status).toBe('SUCCESS');
    expect(await ordersOfKey(key)).toHaveLength(1);
    // The process died between the commit and the record: the record is missing.
    await server.db.delete(idempotencyKeys).where(eq(idempotencyKeys.key, key));
    const retry = await place(input, key);
    expect(retry.replayed).toBeNull();
    expect(retry.checkout?.message.status).toBe('SUCCESS');
    expect(retry.checkout?.orders.map((o) => o.orderNo)).toEqual(first.checkout?.orders.map((o) => o.orderNo));
    expect(await ordersOfKey(key)).toHaveLength(1);
  });

  it('5 concurrent identical checkouts place one set, with or without the record', async () => {
    const key = randomUUID();
    const input = inputFor(method.bt);
    const results = await Promise.all(Array.from({ length: 5 }, () => place(input, key)));
    expect(results.every((r) => r.status === 200 || r.status === 409)).toBe(true);
    expect(await ordersOfKey(key)).toHaveLength(1);
    await server.db.delete(idempotencyKeys).where(eq(idempotencyKeys.key, key));
    const again = await Promise.all(Array.from({ length: 5 }, () => place(input, key)));
    expect(again.every((r) => r.status === 200 || r.status === 409)).toBe(true);
    expect(await ordersOfKey(key)).toHaveLength(1);
    const [order] = await ordersOfKey(key);
    for (const r of again.filter((x) => x.status === 200)) {
      expect(r.checkout?.orders.map((o) => o.orderNo)).toEqual([order?.orderNo]);
    }
  });
});

describe('card and ACH at checkout', () => {
  it('the sandbox card: placed, one payment request tied to the order, payment completed with a receipt', async () => {
    const key = randomUUID();
    const res = await place(inputFor(method.cc, { paymentRequestData: card(CARD) }), key);
    expect(res.checkout?.userErrors).toEqual([]);
    const [order] = res.checkout?.orders ?? [];
    expect(order?.orderPayment).toMatchObject({
      isPaymentCompleted: true,
      isPaymentWaiting: false,
      paymentStatus: 'COMPLETED',
    });
    const requests = await requestsOf([Number(order?.id)]);
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({
      paymentStatus: 'complete',
      amount: order?.orderPayment?.amount,
      currency: 'USD',
    });
    expect(order?.orderPayment?.paymentReceipt).toBe(requests[0]?.externalId);
    // A retry of the same checkout (record lost) charges nothing more.
    await server.db.delete(idempotencyKeys).where(eq(idempotencyKeys.key, key));
    const retry = await place(inputFor(method.cc, { paymentRequestData: card(CARD) }), key);
    expect(retry.checkout?.orders.map((o) => o.id)).toEqual([order?.id]);
    expect(await requestsOf([Number(order?.id)])).toHaveLength(1);
  });

  it('a declined card: the order stays, its payment failed, the reason answered on paymentRequestData', async () => {
    const res = await place(inputFor(method.cc, { paymentRequestData: card(DECLINED) }));
    expect(res.checkout?.message.status).toBe('SUCCESS');
    const [order] = res.checkout?.orders ?? [];
    expect(order?.orderStatus.id).toBe('OPEN');
    expect(order?.orderPayment).toMatchObject({ isPaymentFailed: true, isPaymentCompleted: false });
    expect(res.checkout?.userErrors).toEqual([
      { field: 'paymentRequestData', message: chargeFailureMessages.declined, code: 'PAYMENT_DECLINED' },
    ]);
    const [request] = await requestsOf([Number(order?.id)]);
    expect(request?.paymentStatus).toBe('failed');
  });

  it('ACH: on processing until the webhook, then completed; the clock no longer voids it', async () => {
    const res = await place(
      inputFor(method.ach, {
        paymentRequestData: { accountType: 'Checking', routingNumber: '110000000', accountNumber: '000123456789' },
      }),
    );
    const [order] = res.checkout?.orders ?? [];
    expect(order?.orderPayment).toMatchObject({ isPaymentWaiting: true, expiredDate: null });
    const [request] = await requestsOf([Number(order?.id)]);
    expect(request?.paymentStatus).toBe('on_processing');
    const hook = server.deps.paymentGateways.sandbox.simulateSettlement({
      reference: request?.gatewayReference ?? '',
      amount: request?.amount ?? 0,
      currency: 'USD',
      outcome: 'complete',
    });
    const answer = await server.app.request('http://localhost/api/payments/webhook/sandbox', {
      method: 'POST',
      headers: hook.headers,
      body: hook.rawBody,
    });
    expect(answer.status).toBe(200);
    const [row] = await server.db
      .select()
      .from(orders)
      .where(eq(orders.id, Number(order?.id)));
    expect(row).toMatchObject({ paymentState: 'COMPLETED', paymentReceipt: request?.externalId });
  });

  it('refuses card data that fails the shared checks, or none, beside the field; nothing placed', async () => {
    const po = `${P}-BADCARD`;
    const bad = await place(inputFor(method.cc, { paymentRequestData: card('4242424242424241') }, po));
    expect(bad.checkout?.message.status).toBe('FAILED');
    expect(bad.checkout?.userErrors.map((e) => e.field)).toContain('paymentRequestData.creditCardNumber');
    const none = await place(inputFor(method.cc, {}, po));
    expect(none.checkout?.userErrors.map((e) => e.field)).toEqual(['paymentRequestData']);
    const placed = await server.db.select().from(orders).where(eq(orders.custPoNo, po));
    expect(placed).toHaveLength(0);
  });

  it('a bank transfer still waits for its transfer, with no charge', async () => {
    const res = await place(inputFor(method.bt));
    const [order] = res.checkout?.orders ?? [];
    expect(order?.orderPayment?.isPaymentWaiting).toBe(true);
    expect(await requestsOf([Number(order?.id)])).toHaveLength(0);
  });
});

describe('secrets', () => {
  it('finds the card number and the security code in no answer, log line or database column', async () => {
    const codeAlone = new RegExp(`(^|[^0-9a-zA-Z])${CODE}([^0-9a-zA-Z]|$)`);
    expect(seen.length).toBeGreaterThan(5);
    for (const text of seen) {
      expect(text).not.toContain(CARD);
      expect(text).not.toContain(DECLINED);
      expect(codeAlone.test(text.replace(/\d{4}-\d{2}-\d{2}T[\d:.]+Z/g, ''))).toBe(false);
    }
    const rowsOf = async (query: ReturnType<typeof sql>) =>
      ((await server.db.execute(query)) as { rows: Record<string, unknown>[] }).rows;
    const list = await rowsOf(
      sql`select table_name, column_name from information_schema.columns
          where table_schema = 'public' and data_type in ('text', 'character varying', 'jsonb', 'json', 'ARRAY')`,
    );
    for (const entry of list) {
      const table = String(entry.table_name);
      const column = String(entry.column_name);
      const [found] = await rowsOf(
        sql`select count(*)::int as n from ${sql.identifier(table)}
            where ${sql.identifier(column)}::text like ${`%${CARD}%`} or ${sql.identifier(column)}::text like ${`%${DECLINED}%`}
            or ${sql.identifier(column)}::text = ${CODE}`,
      );
      expect(Number(found?.n ?? 0), `${table}.${column}`).toBe(0);
    }
  });
});
