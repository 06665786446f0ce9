// The order desk against a real server: every transition, the refused ones, who may use it, and the notifications
// (rows in the reader's language, web push through the notifier to a local push service, none where the host has
// WEB_NOTIFICATION off).
// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- tsconfig.server.json includes no tests/types
/// <reference path="../../../../tests/types/http-ece.d.ts" />
import { createECDH, randomBytes, type ECDH } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, inArray } from 'drizzle-orm';
import * as ece from 'http_ece';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { customersOf, recordStatements, userIdOf } from '../../../../tests/support/builders';
import { createTestServer, type TestServer } from '../../../../tests/support/test-server';
import { articles, productGroups } from '../catalog/catalog.tables';
import { frames } from '../frames/frames.tables';
import { hosts } from '../hosts/hosts.tables';
import { pushSubscriptions, userNotifications } from '../push/push.tables';
import { users } from '../users/users.tables';
import { orderLines, orders } from './orders.tables';

// ---------- a push service on loopback that decrypts what it receives, as a browser would ----------

interface Device {
  name: string;
  ecdh: ECDH;
  auth: string;
}
const received: { device: string; body: Buffer }[] = [];
let pushService: Server;
let pushOrigin = '';

function device(name: string): Device {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { name, ecdh, auth: randomBytes(16).toString('base64url') };
}

function pushesTo(d: Device): { title: string; body: string; url: string; tag?: string }[] {
  return received
    .filter((r) => r.device === d.name)
    .map((r) => {
      const plain = ece.decrypt(r.body, { version: 'aes128gcm', privateKey: d.ecdh, authSecret: d.auth });
      return JSON.parse(plain.toString('utf8')) as { title: string; body: string; url: string; tag?: string };
    });
}

// ---------- the portal ----------

let server: TestServer;
// Tokens are checked against the real time, so the clock starts now; expiry moves it back a little instead.
const START = new Date();
let clock = START;
const hoursFrom = (hours: number) => new Date(START.getTime() + hours * 3_600_000);
let dealerId: number;
let salesId: number;
let customerId: number;
let articleId: number;
let seq = 0;
const dealerPhone = device('dealer-phone');
const salesTablet = device('sales-tablet');

const admin = () => server.tokenFor('admin');

async function subscribe(d: Device, user: string, host: string) {
  const res = await server.request(`http://${host}/api/notification/subscriptions`, {
    method: 'POST',
    headers: { authorization: `Bearer ${await server.tokenFor(user)}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      endpoint: `${pushOrigin}/push/${d.name}`,
      expirationTime: null,
      keys: { p256dh: d.ecdh.getPublicKey().toString('base64url'), auth: d.auth },
    }),
  });
  expect(res.status).toBe(201);
}

/** An order of the dealer's customer placed by `sales`: two lines (5 and 3), bank transfer waiting. */
async function makeOrder(
  status: 'PENDING_CONFIRMATION' | 'OPEN' = 'PENDING_CONFIRMATION',
  payment: { state: 'WAITING' | null; expiredAt?: Date } = { state: 'WAITING' },
) {
  seq += 1;
  const orderNo = `SO-DESK-${String(seq).padStart(4, '0')}`;
  const [order] = await server.db
    .insert(orders)
    .values({
      orderNo,
      customerId,
      sorg: '1000',
      status,
      createdBy: salesId,
      createdAt: clock,
      totalOrder: 123_450,
      currency: 'USD',
      decimalPrecision: 2,
      paymentState: payment.state,
      paymentExpiredAt: payment.state ? (payment.expiredAt ?? hoursFrom(72)) : null,
      sapOrderNo: status === 'OPEN' ? `9${String(seq)}` : null,
    })
    .returning();
  if (!order) throw new Error('no order');
  const lines = await server.db
    .insert(orderLines)
    .values(
      [5, 3].map((qty) => ({
        orderId: order.id,
        articleId,
        articleCode: `ART-${String(qty)}`,
        description: 'Test article',
        orderQty: qty,
        price: 1000,
        subtotal: qty * 1000,
      })),
    )
    .returning();
  return { orderNo, id: order.id, lines: lines.map((l) => String(l.id)) };
}

const DESK_ORDER = `order { orderNo status pendingB2B sapOrderNo rejectionReason paymentState paymentReceipt
  lines { id orderQty confirmedQty deliveryQty shippedQty confirmations { supplyQty supplyDate supplyLocation } }
  deliveries { doNumber deliveryDate trackingNo trackingUrl expeditionName lines { orderLineId qty } } }`;
const RESULT = `message { status description } userErrors { field message code } ${DESK_ORDER}`;

interface DeskResult {
  message: { status: string; description: string };
  userErrors: { field: string | null; message: string; code: string }[];
  order: {
    orderNo: string;
    status: string;
    pendingB2B: boolean;
    sapOrderNo: string | null;
    rejectionReason: string | null;
    paymentState: string | null;
    paymentReceipt: string | null;
    lines: { id: string; orderQty: number; confirmedQty: number; deliveryQty: number; shippedQty: number }[];
    deliveries: { doNumber: string; deliveryDate: string | null; trackingNo: string; trackingUrl: string | null }[];
  } | null;
}

async function desk(
  field: string,
  signature: string,
  args: string,
  variables: Record<string, unknown>,
  token?: string,
) {
  const res = await server.graphql<Record<string, DeskResult>>(
    `mutation(${signature}) { ${field}(${args}) { ${RESULT} } }`,
    variables,
    token ?? (await admin()),
  );
  if (res.errors && !token) throw new Error(JSON.stringify(res.errors));
  return res;
}

const accept = (orderNo: string, token?: string) =>
  desk('acceptOrder', '$n: String!', 'orderNo: $n', { n: orderNo }, token).then((r) => r.data?.acceptOrder);
const reject = (orderNo: string, reason: string) =>
  desk('rejectOrder', '$n: String!, $r: String!', 'orderNo: $n, reason: $r', { n: orderNo, r: reason }).then(
    (r) => r.data?.rejectOrder,
  );
const confirm = (orderNo: string, confirmations: unknown[]) =>
  desk('confirmOrderLines', '$n: String!, $c: [DeskConfirmationInput!]!', 'orderNo: $n, confirmations: $c', {
    n: orderNo,
    c: confirmations,
  }).then((r) => r.data?.confirmOrderLines);
const createDelivery = (orderNo: string, lines: unknown[], doNumber?: string) =>
  desk(
    'createDelivery',
    '$n: String!, $l: [DeskDeliveryLineInput!]!, $d: String',
    'orderNo: $n, lines: $l, estimatedDeliveryDate: "2026-12-01", doNumber: $d',
    { n: orderNo, l: lines, d: doNumber ?? null },
  ).then((r) => r.data?.createDelivery);
const ship = (doNumber: string, trackingUrl: string) =>
  desk(
    'shipDelivery',
    '$d: String!, $u: String',
    'doNumber: $d, deliveryDate: "2026-11-21", trackingNo: "TRK-778", trackingUrl: $u, expeditionName: "JNE"',
    { d: doNumber, u: trackingUrl },
  ).then((r) => r.data?.shipDelivery);
const payment = (field: 'approveOrderPayment' | 'failOrderPayment' | 'voidOrderPayment', orderNo: string) =>
  desk(field, '$n: String!', 'orderNo: $n', { n: orderNo }).then((r) => r.data?.[field]);

async function rowsFor(userId: number, orderNo: string) {
  const rows = await server.db.select().from(userNotifications).where(eq(userNotifications.userId, userId));
  return rows.filter((r) => r.params.orderNo === orderNo);
}

beforeAll(async () => {
  pushService = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ device: (req.url ?? '').replace(/^\/push\//, ''), body: Buffer.concat(chunks) });
      res.writeHead(201).end();
    });
  });
  await new Promise<void>((ready) =>
    pushService.listen(0, '127.0.0.1', () => {
      pushOrigin = `http://127.0.0.1:${String((pushService.address() as AddressInfo).port)}`;
      ready();
    }),
  );
  server = await createTestServer({ env: { PUSH_LOOPBACK_ENDPOINTS: '1', LOG_LEVEL: 'error' }, now: () => clock });
  // eu.localhost has WEB_NOTIFICATION off here (switched before any request caches the host).
  const [eu] = await server.db.select().from(hosts).where(eq(hosts.hostname, 'eu.localhost'));
  if (!eu) throw new Error('no eu.localhost');
  await server.db
    .update(hosts)
    .set({ config: { ...eu.config, features: { ...(eu.config.features as object), webNotification: false } } })
    .where(eq(hosts.hostname, 'eu.localhost'));

  dealerId = await userIdOf(server.db, 'dealer');
  salesId = await userIdOf(server.db, 'sales');
  const [customer] = await customersOf(server.db, 'dealer');
  if (!customer) throw new Error('dealer has no customer');
  customerId = customer.id;
  // The dealer reads German, the rep French.
  await server.db.update(users).set({ languageId: 'de' }).where(eq(users.id, dealerId));
  await server.db.update(users).set({ languageId: 'fr' }).where(eq(users.id, salesId));
  const [article] = await server.db.select({ id: articles.id }).from(articles).orderBy(articles.id).limit(1);
  if (!article) throw new Error('no article');
  articleId = article.id;
  await subscribe(dealerPhone, 'dealer', 'localhost');
  await subscribe(salesTablet, 'sales', 'localhost');
});

afterAll(async () => {
  await server.close();
  pushService.closeAllConnections();
  await new Promise((done) => pushService.close(done));
});

beforeEach(() => {
  received.length = 0;
});

describe('accept and reject a pendingB2B order', () => {
  it('accepts: OPEN with a sap_order_no; dealer and rep told in their languages, pushed, opening the order', async () => {
    const { orderNo } = await makeOrder();
    const result = await accept(orderNo);
    expect(result?.userErrors).toEqual([]);
    expect(result?.order).toMatchObject({ status: 'OPEN', pendingB2B: false });
    expect(result?.order?.sapOrderNo).toMatch(/^\d+$/);

    const [dealerPush] = pushesTo(dealerPhone);
    expect(dealerPush).toEqual({
      title: `Bestellung ${orderNo} angenommen`,
      body: `Ihre Bestellung ${orderNo} wurde angenommen und ist jetzt offen.`,
      url: `/de/order/${orderNo}`,
      tag: `order-${orderNo}`,
    });
    expect(pushesTo(salesTablet)[0]).toMatchObject({
      title: `Commande ${orderNo} acceptée`,
      url: `/fr/order/${orderNo}`,
    });
    expect(await rowsFor(dealerId, orderNo)).toHaveLength(1);
    expect(await rowsFor(salesId, orderNo)).toHaveLength(1);

    // Accepting again is an illegal move: refused with a clear message, nothing sent.
    received.length = 0;
    const again = await accept(orderNo);
    expect(again?.order).toBeNull();
    expect(again?.userErrors[0]).toMatchObject({
      code: 'CONFLICT',
      message: `Order ${orderNo} is open: it cannot be accepted`,
    });
    expect(received).toHaveLength(0);
  });

  it('rejects with a reason the dealer reads; no reason or an open order is refused', async () => {
    const { orderNo } = await makeOrder();
    expect((await reject(orderNo, '   '))?.userErrors[0]).toMatchObject({ field: 'reason' });
    const result = await reject(orderNo, 'Credit limit reached');
    expect(result?.order).toMatchObject({
      status: 'REJECTED',
      sapOrderNo: null,
      rejectionReason: 'Credit limit reached',
    });
    expect(pushesTo(dealerPhone)[0]?.body).toBe(`Ihre Bestellung ${orderNo} wurde abgelehnt: Credit limit reached`);

    const open = await makeOrder('OPEN');
    expect((await reject(open.orderNo, 'Too late'))?.userErrors[0]?.code).toBe('CONFLICT');
    expect((await accept('SO-NOPE'))?.userErrors[0]).toMatchObject({ code: 'NOT_FOUND', field: 'orderNo' });
  });
});

describe('confirm, deliver and ship', () => {
  it('walks an order from open to shipped, refusing what the machine does not allow', async () => {
    const { orderNo, lines } = await makeOrder('OPEN', { state: null });
    const [five, three] = lines;

    // Nothing confirmed yet: no delivery.
    expect((await createDelivery(orderNo, [{ orderLineId: five, qty: 1 }]))?.userErrors[0]?.code).toBe('CONFLICT');
    // Never more than ordered, and only lines of this order.
    expect(
      (await confirm(orderNo, [{ orderLineId: five, supplyQty: 6, supplyDate: '2026-12-01' }]))?.userErrors[0],
    ).toMatchObject({ field: 'confirmations.0.supplyQty' });
    const other = await makeOrder('OPEN', { state: null });
    expect(
      (await confirm(orderNo, [{ orderLineId: other.lines[0], supplyQty: 1, supplyDate: '2026-12-01' }]))?.userErrors[0]
        ?.message,
    ).toBe('Not a line of this order');
    expect(
      (await confirm(orderNo, [{ orderLineId: five, supplyQty: 1, supplyDate: '01-12-2026' }]))?.userErrors[0]?.field,
    ).toBe('confirmations.0.supplyDate');

    const partial = await confirm(orderNo, [
      { orderLineId: five, supplyQty: 5, supplyDate: '2026-12-01', supplyLocation: 'US-WH1' },
    ]);
    expect(partial?.order?.status).toBe('PARTIALLY_CONFIRMED');
    expect(pushesTo(dealerPhone)[0]?.title).toBe(`Bestellung ${orderNo} bestätigt`);
    const full = await confirm(orderNo, [{ orderLineId: three, supplyQty: 3, supplyDate: '2026-12-08' }]);
    expect(full?.order?.status).toBe('CONFIRMED');
    expect(full?.order?.lines.map((l) => l.confirmedQty)).toEqual([5, 3]);

    // A delivery of more than confirmed is refused; of part of it, made open.
    expect((await createDelivery(orderNo, [{ orderLineId: five, qty: 6 }]))?.userErrors[0]?.field).toBe('lines.0.qty');
    const planned = await createDelivery(orderNo, [{ orderLineId: five, qty: 5 }], `DO-DESK-${orderNo}`);
    expect(planned?.order?.status).toBe('CONFIRMED');
    expect(planned?.order?.deliveries).toEqual([
      expect.objectContaining({ doNumber: `DO-DESK-${orderNo}`, deliveryDate: null }),
    ]);
    expect((await createDelivery(orderNo, [{ orderLineId: five, qty: 1 }]))?.userErrors[0]?.field).toBe('lines.0.qty');

    // Shipping: http tracking links are refused; https ones kept.
    received.length = 0;
    expect((await ship(`DO-DESK-${orderNo}`, 'http://track.example/1'))?.userErrors[0]?.field).toBe('trackingUrl');
    const shipped = await ship(`DO-DESK-${orderNo}`, 'https://track.example/TRK-778');
    expect(shipped?.order?.status).toBe('PARTIALLY_SHIPPED');
    expect(shipped?.order?.deliveries[0]).toMatchObject({
      deliveryDate: '2026-11-21',
      trackingNo: 'TRK-778',
      trackingUrl: 'https://track.example/TRK-778',
    });
    expect(pushesTo(dealerPhone)[0]?.body).toBe(
      `Lieferung DO-DESK-${orderNo} Ihrer Bestellung ${orderNo} ist mit JNE unterwegs, Sendungsnummer TRK-778.`,
    );
    expect((await ship(`DO-DESK-${orderNo}`, ''))?.userErrors[0]?.code).toBe('CONFLICT');

    const rest = await createDelivery(orderNo, [{ orderLineId: three, qty: 3 }]);
    const generated = rest?.order?.deliveries.find((d) => d.deliveryDate === null)?.doNumber ?? '';
    expect(generated).toMatch(/^DO-1000-\d{6}$/);
    const done = await ship(generated, '');
    expect(done?.order?.status).toBe('SHIPPED');
    expect(done?.order?.lines.map((l) => l.shippedQty)).toEqual([5, 3]);
    // Shipped is final.
    expect(
      (await confirm(orderNo, [{ orderLineId: three, supplyQty: 1, supplyDate: '2026-12-01' }]))?.userErrors[0]?.code,
    ).toBe('CONFLICT');
  });

  it("records the frame numbers a shipped delivery's bikes carry, for claims and PDI (spec 02 §3 Claim)", async () => {
    const [bike] = await server.db
      .select({ id: articles.id, code: articles.articleCode, modelYear: productGroups.modelYear })
      .from(articles)
      .innerJoin(productGroups, eq(productGroups.id, articles.productGroupId))
      .where(eq(productGroups.category, 'bike'))
      .limit(1);
    if (!bike) throw new Error('no bike article');
    /** An open order of `qty` of the bike, confirmed, on a planned delivery; answers the delivery's number. */
    const bikesOnDelivery = async (qty: number) => {
      const { orderNo, id } = await makeOrder('OPEN', { state: null });
      const [line] = await server.db
        .insert(orderLines)
        .values({
          orderId: id,
          articleId: bike.id,
          articleCode: bike.code,
          description: 'Bike',
          orderQty: qty,
          price: 1,
          subtotal: qty,
        })
        .returning();
      const lineId = String(line?.id);
      await confirm(orderNo, [{ orderLineId: lineId, supplyQty: qty, supplyDate: '2026-12-01' }]);
      await createDelivery(orderNo, [{ orderLineId: lineId, qty }], `DO-FRAMES-${orderNo}`);
      return `DO-FRAMES-${orderNo}`;
    };
    const shipWith = (doNumber: string, frameNumbers: string[]) =>
      desk('shipDelivery', '$d: String!, $f: [String!]', 'doNumber: $d, deliveryDate: "2026-11-22", frameNumbers: $f', {
        d: doNumber,
        f: frameNumbers,
      }).then((r) => r.data?.shipDelivery);
    const tag = randomBytes(3).toString('hex').toUpperCase();
    const [first, second] = [`WS${tag}01`, `WS${tag}02`];

    const two = await bikesOnDelivery(2);
    // More frames than bikes, one frame twice, a number the frame rule refuses: refused, and nothing ships.
    expect((await shipWith(two, [first, second, `WS${tag}03`]))?.userErrors[0]).toMatchObject({
      field: 'frameNumbers',
      message: 'The delivery carries 2 bikes: 3 frame numbers are too many',
    });
    expect((await shipWith(two, [first, first.toLowerCase()]))?.userErrors[0]?.message).toBe('Each frame number once');
    expect((await shipWith(two, ['WS-1']))?.userErrors[0]?.message).toBe('A frame number has only letters and digits');
    const shipped = await shipWith(two, [` ${first.toLowerCase()} `, second]);
    expect(shipped?.userErrors).toEqual([]);
    const rows = await server.db
      .select()
      .from(frames)
      .where(inArray(frames.frameNumber, [first, second]));
    expect(rows.map((r) => r.frameNumber).sort()).toEqual([first, second]);
    for (const row of rows) {
      expect(row).toMatchObject({
        articleId: bike.id,
        modelYear: bike.modelYear,
        shippedDeliveryNo: two,
        shippedToCustomerId: customerId,
        shippedAt: '2026-11-22',
      });
    }
    // A frame already recorded cannot ship again.
    const one = await bikesOnDelivery(1);
    expect((await shipWith(one, [second]))?.userErrors[0]).toMatchObject({
      field: 'frameNumbers',
      code: 'CONFLICT',
      message: `Frame ${second} is already recorded`,
    });
  });

  it('ship complete: one delivery, only once every line is confirmed in full', async () => {
    const { orderNo, id, lines } = await makeOrder('OPEN', { state: null });
    await server.db.update(orders).set({ shipComplete: true }).where(eq(orders.id, id));
    const [five, three] = lines;
    await confirm(orderNo, [{ orderLineId: five, supplyQty: 5, supplyDate: '2026-12-01' }]);
    // Line five is confirmed, line three not yet: no delivery, not even of what is confirmed.
    expect((await createDelivery(orderNo, [{ orderLineId: five, qty: 5 }]))?.userErrors[0]).toMatchObject({
      field: 'lines',
      message: 'Ship complete: every line must be confirmed in full before a delivery',
    });
    await confirm(orderNo, [{ orderLineId: three, supplyQty: 3, supplyDate: '2026-12-08' }]);
    expect((await createDelivery(orderNo, [{ orderLineId: five, qty: 5 }]))?.userErrors[0]?.message).toBe(
      'Ship complete: the delivery must carry every line in full',
    );
    const whole = await createDelivery(orderNo, [
      { orderLineId: five, qty: 5 },
      { orderLineId: three, qty: 3 },
    ]);
    expect(whole?.userErrors).toEqual([]);
    expect(whole?.order?.deliveries).toHaveLength(1);
  });

  it('refuses to confirm a pendingB2B order', async () => {
    const { orderNo, lines } = await makeOrder();
    const result = await confirm(orderNo, [{ orderLineId: lines[0], supplyQty: 1, supplyDate: '2026-12-01' }]);
    expect(result?.userErrors[0]?.code).toBe('CONFLICT');
  });
});

describe('the line timeline', () => {
  const ORDER_PAGE = `query DeskTestTimeline($n: String!) {
    order(orderNo: $n) { lastVisitAt details { id timeline { kind at qty supplyDate doNumber trackingUrl changed } } }
  }`;
  interface Page {
    order: {
      lastVisitAt: string | null;
      details: {
        id: string;
        timeline: {
          kind: string;
          qty: number;
          supplyDate: string | null;
          trackingUrl: string | null;
          changed: boolean;
        }[];
      }[];
    } | null;
  }
  const readPage = async (orderNo: string) =>
    (await server.graphql<Page>(ORDER_PAGE, { n: orderNo }, await server.tokenFor('dealer'))).data?.order;
  const steps = (page: Page['order'] | undefined, lineId: string | undefined) =>
    page?.details.find((d) => d.id === lineId)?.timeline.map((s) => [s.kind, s.qty, s.changed]);

  it('ordered → confirmed → delivered, marked since the reader’s last visit, which each read moves forward', async () => {
    const { orderNo, lines } = await makeOrder('OPEN', { state: null });
    const [five, three] = lines;
    try {
      const first = await readPage(orderNo);
      expect(first?.lastVisitAt).toBeNull();
      expect(steps(first, five)).toEqual([['ORDERED', 5, false]]);

      clock = hoursFrom(1);
      await confirm(orderNo, [{ orderLineId: five, supplyQty: 5, supplyDate: '2026-12-01' }]);
      clock = hoursFrom(2);
      // The visit is moved forward by ONE statement on order_views.
      const recorded = await recordStatements(server.db, () => readPage(orderNo));
      expect(recorded.statements.filter((q) => q.includes('order_views'))).toHaveLength(1);
      const second = recorded.result;
      expect(second?.lastVisitAt).toBe(START.toISOString());
      expect(steps(second, five)).toEqual([
        ['ORDERED', 5, false],
        ['CONFIRMED', 5, true],
      ]);
      expect(steps(second, three)).toEqual([['ORDERED', 3, false]]);
      // Read again: nothing new since.
      expect(steps(await readPage(orderNo), five)).toEqual([
        ['ORDERED', 5, false],
        ['CONFIRMED', 5, false],
      ]);

      clock = hoursFrom(3);
      await createDelivery(orderNo, [{ orderLineId: five, qty: 5 }], `DO-TL-${orderNo}`);
      await ship(`DO-TL-${orderNo}`, 'https://track.example/TL');
      clock = hoursFrom(4);
      const third = await readPage(orderNo);
      expect(steps(third, five)).toEqual([
        ['ORDERED', 5, false],
        ['CONFIRMED', 5, false],
        ['DELIVERED', 5, true],
      ]);
      expect(third?.details.find((d) => d.id === five)?.timeline[2]?.trackingUrl).toBe('https://track.example/TL');
      // Another user's visits are their own: the admin, acting for the dealer, has not seen the order yet.
      const [dealerCustomer] = await customersOf(server.db, 'dealer');
      const other = await server.graphql<Page>(
        ORDER_PAGE,
        { n: orderNo },
        await server.tokenFor('admin', dealerCustomer),
      );
      expect(other.data?.order?.lastVisitAt).toBeNull();
    } finally {
      clock = START;
    }
  });
});

describe('payments', () => {
  it('approves, fails and voids by the payment machine; told in the language of each reader', async () => {
    const a = await makeOrder('OPEN');
    const approved = await payment('approveOrderPayment', a.orderNo);
    expect(approved?.order).toMatchObject({ paymentState: 'COMPLETED', paymentReceipt: `RCPT-${a.orderNo}` });
    expect(pushesTo(dealerPhone)[0]?.title).toBe(`Zahlung für Bestellung ${a.orderNo} erhalten`);
    expect((await payment('voidOrderPayment', a.orderNo))?.userErrors[0]?.code).toBe('CONFLICT');

    const b = await makeOrder('OPEN');
    expect((await payment('failOrderPayment', b.orderNo))?.order?.paymentState).toBe('FAILED');
    expect((await payment('approveOrderPayment', b.orderNo))?.userErrors[0]?.code).toBe('CONFLICT');
    expect((await payment('voidOrderPayment', b.orderNo))?.order?.paymentState).toBe('VOIDED');

    const onAccount = await makeOrder('OPEN', { state: null });
    expect((await payment('approveOrderPayment', onAccount.orderNo))?.userErrors[0]?.message).toBe(
      `Order ${onAccount.orderNo} has nothing to pay`,
    );
  });

  it('expires waiting payments on an explicit call with the injected clock, once', async () => {
    const due = await makeOrder('OPEN', { state: 'WAITING', expiredAt: hoursFrom(-1) });
    const later = await makeOrder('OPEN', { state: 'WAITING', expiredAt: hoursFrom(24 * 30) });
    const expire = async () =>
      (
        await server.graphql<{ expireOrderPayments: { orderNos: string[] } }>(
          'mutation { expireOrderPayments { message { status } orderNos } }',
          {},
          await admin(),
        )
      ).data?.expireOrderPayments.orderNos ?? [];

    clock = new Date(hoursFrom(-1).getTime() - 1000);
    expect(await expire()).not.toContain(due.orderNo);
    clock = hoursFrom(-1);
    expect(await expire()).toContain(due.orderNo);
    expect(await expire()).toEqual([]);

    const rows = await server.db
      .select()
      .from(orders)
      .where(inArray(orders.id, [due.id, later.id]));
    expect(rows.find((r) => r.id === due.id)).toMatchObject({ paymentState: 'VOIDED', status: 'CANCELLED' });
    expect(rows.find((r) => r.id === later.id)).toMatchObject({ paymentState: 'WAITING', status: 'OPEN' });
    expect(pushesTo(dealerPhone).find((p) => p.url === `/de/order/${due.orderNo}`)?.title).toBe(
      `Zahlungsfrist für Bestellung ${due.orderNo} abgelaufen`,
    );
    clock = START;
  });
});

describe('who may use the desk', () => {
  it('refuses every desk operation to dealer, sales, vendor and auditor', async () => {
    const { orderNo, lines } = await makeOrder();
    const calls: [string, string, string, Record<string, unknown>][] = [
      ['acceptOrder', '$n: String!', 'orderNo: $n', { n: orderNo }],
      ['rejectOrder', '$n: String!', 'orderNo: $n, reason: "x"', { n: orderNo }],
      [
        'confirmOrderLines',
        '$n: String!',
        `orderNo: $n, confirmations: [{ orderLineId: "${lines[0] ?? ''}", supplyQty: 1, supplyDate: "2026-12-01" }]`,
        { n: orderNo },
      ],
      ['createDelivery', '$n: String!', `orderNo: $n, estimatedDeliveryDate: "2026-12-01", lines: []`, { n: orderNo }],
      ['shipDelivery', '$n: String!', 'doNumber: $n, deliveryDate: "2026-12-01"', { n: orderNo }],
      ['approveOrderPayment', '$n: String!', 'orderNo: $n', { n: orderNo }],
      ['failOrderPayment', '$n: String!', 'orderNo: $n', { n: orderNo }],
      ['voidOrderPayment', '$n: String!', 'orderNo: $n', { n: orderNo }],
    ];
    for (const user of ['dealer', 'sales', 'vendor', 'auditor']) {
      const token = await server.tokenFor(user);
      for (const [field, signature, args, variables] of calls) {
        const res = await desk(field, signature, args, variables, token);
        expect(res.errors?.[0]?.extensions?.code, `${user} ${field}`).toBe('FORBIDDEN');
      }
      const list = await server.graphql('query { deskOrders { items { orderNo } } }', {}, token);
      expect(list.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      const expire = await server.graphql('mutation { expireOrderPayments { orderNos } }', {}, token);
      expect(expire.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
    const [row] = await server.db.select().from(orders).where(eq(orders.orderNo, orderNo));
    expect(row?.status).toBe('PENDING_CONFIRMATION');
  });

  it('lists what waits for the desk, by stage and search', async () => {
    const { orderNo } = await makeOrder();
    const res = await server.graphql<{
      deskOrders: { items: { orderNo: string; pendingB2B: boolean }[]; info: { count: number } };
    }>(
      'query($s: String) { deskOrders(stage: PENDING_B2B, search: $s) { items { orderNo pendingB2B } info { count } } }',
      { s: orderNo },
      await admin(),
    );
    expect(res.data?.deskOrders.items).toEqual([{ orderNo, pendingB2B: true }]);
    const one = await server.graphql<{ deskOrder: { orderNo: string } | null }>(
      'query($n: String!) { deskOrder(orderNo: $n) { orderNo } }',
      { n: orderNo },
      await admin(),
    );
    expect(one.data?.deskOrder?.orderNo).toBe(orderNo);
  });
});

describe('notifications', () => {
  it('lists only the reader’s own rows in the reader’s language; marking another user’s ids changes nothing', async () => {
    const { orderNo } = await makeOrder();
    await accept(orderNo);
    const list = async (user: string) =>
      (
        await server.graphql<{ notifications: { id: string; title: string; url: string; read: boolean }[] }>(
          'query { notifications(limit: 50) { id kind title body url read } }',
          {},
          await server.tokenFor(user),
        )
      ).data?.notifications ?? [];
    const mine = (await list('dealer')).find((n) => n.url === `/de/order/${orderNo}`);
    expect(mine).toMatchObject({ title: `Bestellung ${orderNo} angenommen`, read: false });
    const repsRow = (await list('sales')).find((n) => n.url === `/fr/order/${orderNo}`);
    expect(repsRow?.title).toBe(`Commande ${orderNo} acceptée`);
    expect((await list('dealer')).some((n) => n.url.startsWith('/fr/'))).toBe(false);

    // The dealer marks the rep's row: nothing changes; then its own: read.
    const dealerToken = await server.tokenFor('dealer');
    await server.graphql(
      'mutation($ids: [ID!]) { markNotificationsRead(ids: $ids) }',
      { ids: [repsRow?.id] },
      dealerToken,
    );
    expect((await list('sales')).find((n) => n.id === repsRow?.id)?.read).toBe(false);
    await server.graphql(
      'mutation($ids: [ID!]) { markNotificationsRead(ids: $ids) }',
      { ids: [mine?.id] },
      dealerToken,
    );
    expect((await list('dealer')).find((n) => n.id === mine?.id)?.read).toBe(true);
    const bad = await server.graphql('mutation { markNotificationsRead(ids: ["x; drop"]) }', {}, dealerToken);
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const anonymous = await server.graphql('query { notifications { id } }');
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('with WEB_NOTIFICATION off on the host a device subscribed on: no push, the row is still listed', async () => {
    await server.db.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, dealerId));
    // Made while the host had notifications on (subscribing there is refused now).
    const euPhone = device('dealer-eu-phone');
    await server.db.insert(pushSubscriptions).values({
      userId: dealerId,
      host: 'eu.localhost',
      endpoint: `${pushOrigin}/push/${euPhone.name}`,
      p256dh: euPhone.ecdh.getPublicKey().toString('base64url'),
      auth: euPhone.auth,
    });
    const { orderNo } = await makeOrder();
    await accept(orderNo);
    expect(pushesTo(euPhone)).toEqual([]);
    expect(pushesTo(salesTablet)).toHaveLength(1);
    expect(await rowsFor(dealerId, orderNo)).toHaveLength(1);
    // Back on localhost (on): pushed again.
    await subscribe(dealerPhone, 'dealer', 'localhost');
  });
});
