// The order confirmation PDF mailed after checkout (to the dealer, also when a rep ordered for them, "placed by
// {rep}"), and with the host's orderConfirmation on only once the order desk accepts the order.
import { randomBytes, randomUUID } from 'node:crypto';
import { desc, eq, inArray, sql } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { customersOf } from '../../../../tests/support/builders';
import { createTestServer, type TestServer } from '../../../../tests/support/test-server';
import { mails } from '../../mail/mail.tables';
import { sinkAttachmentsOf } from '../../mail/mailer';
import { cartLines } from '../cart/cart.tables';
import {
  articleSorgs,
  articles,
  brands,
  merchandiseCategories,
  prices,
  productGroups,
  stock,
} from '../catalog/catalog.tables';
import { customerAreas, type CustomerRow } from '../customers/customers.tables';
import { hosts } from '../hosts/hosts.tables';
import { users } from '../users/users.tables';
import { acceptOrder } from './order-desk.service';
import { orderConfirmationContent } from './order-confirmation-mail';
import { paymentMethods, shipToAddresses, shipmentRates } from './orders.tables';

const P = `M${randomBytes(3).toString('hex').toUpperCase()}`;
const ARTICLE = `${P}-PART`;

let server: TestServer;
let dealerCustomer: CustomerRow;
let repCustomer: CustomerRow;
let articleId = 0;
const shipTo = new Map<number, { id: number; version: number }>();
let rateId = 0;
let paymentId = 0;

const CHECKOUT = `mutation OrderConfirmationMailTest($input: CheckoutInput!) {
  checkout(input: $input) { message { status } userErrors { field message } orders { id orderNo orderStatus { id } } }
}`;

interface Placed {
  message: { status: string };
  userErrors: { field: string | null; message: string }[];
  orders: { id: string; orderNo: string; orderStatus: { id: string } }[];
}

async function place(token: string, customer: CustomerRow): Promise<Placed> {
  await server.db
    .insert(cartLines)
    .values({ customerId: customer.id, articleId, sorg: '1000', qty: 2 })
    .onConflictDoUpdate({ target: [cartLines.customerId, cartLines.articleId, cartLines.sorg], set: { qty: 2 } });
  const to = shipTo.get(customer.id);
  const input = {
    shipto: String(to?.id),
    shiptoVersion: String(to?.version),
    paymentId: String(paymentId),
    custPoNo: 'PO-PDF-1',
    notes: '',
    products: [{ articleCode: ARTICLE, qty: 2, sorg: '1000', uom: 'PC' }],
    shipments: [{ sorg: '1000', rateId: String(rateId) }],
    disclaimerAccepted: true,
  };
  const res = await server.app.request('http://localhost/api/graphql', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${token}`,
      'idempotency-key': randomUUID(),
    },
    body: JSON.stringify({ query: CHECKOUT, variables: { input } }),
  });
  const body = (await res.json()) as { data?: { checkout: Placed }; errors?: unknown };
  if (!body.data) throw new Error(`checkout: ${JSON.stringify(body.errors)}`);
  expect(body.data.checkout.userErrors).toEqual([]);
  return body.data.checkout;
}

/** The confirmation mails of an order, once the mails written after checkout's answer are sent. */
const confirmationsOf = async (orderNo: string) => {
  await Promise.all([...server.deps.pendingMails]);
  return server.db
    .select()
    .from(mails)
    .where(sql`${mails.subject} like ${`%${orderNo}%`}`)
    .orderBy(desc(mails.id));
};

async function setHostConfig(fields: Record<string, unknown>) {
  await server.db
    .update(hosts)
    .set({ config: sql`${hosts.config} || ${JSON.stringify(fields)}::jsonb` })
    .where(eq(hosts.hostname, 'localhost'));
  server.deps.hostsCache.clear();
}

beforeAll(async () => {
  server = await createTestServer();
  const db = server.db;
  const [a] = await customersOf(db, 'dealer');
  if (!a) throw new Error('the dealer has no customer');
  dealerCustomer = a;
  const in1000 = new Set(
    (await db.select().from(customerAreas).where(eq(customerAreas.sorg, '1000'))).map((r) => r.customerId),
  );
  const b = (await customersOf(db, 'sales')).find((c) => c.id !== a.id && in1000.has(c.id) && c.email !== '');
  if (!b) throw new Error('the sales rep has no other customer in sorg 1000');
  repCustomer = b;

  const [brand] = await db
    .insert(brands)
    .values({ code: `${P}-BR`, description: `Brand ${P}` })
    .returning();
  const [mc] = await db
    .insert(merchandiseCategories)
    .values({ code: `${P}-MC`, name: 'Parts', category: 'paa' })
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
    .values({
      articleCode: ARTICLE,
      slug: ARTICLE.toLowerCase(),
      productGroupId: group.id,
      name: 'Kettenblatt Ø 52 — Жуков',
    })
    .returning();
  if (!article) throw new Error('fixtures');
  articleId = article.id;
  await db.insert(articleSorgs).values({ articleId, sorg: '1000' });
  await db.insert(prices).values({
    articleId,
    sorg: '1000',
    retail: 9_000,
    dealer: 4_500,
    currency: 'USD',
    symbol: '$',
    thousandSeparator: ',',
    decimalSeparator: '.',
    decimalPrecision: 2,
  });
  await db.insert(stock).values({ articleId, sorg: '1000', location: 'WH1', availableQty: 1_000 });
  for (const customer of [dealerCustomer, repCustomer]) {
    const [row] = await db
      .insert(shipToAddresses)
      .values({ customerId: customer.id, code: `${P}-${String(customer.id)}`, name: 'Main store', city: 'Springfield' })
      .returning();
    if (!row) throw new Error('fixtures');
    shipTo.set(customer.id, { id: row.id, version: row.version });
  }
  const [rate] = await db.select().from(shipmentRates).where(eq(shipmentRates.code, '1000-STD'));
  const [method] = await db
    .select()
    .from(paymentMethods)
    .where(inArray(paymentMethods.code, ['1000-OA']));
  if (!rate || !method) throw new Error('the demo has no standard rate or on-account method in sorg 1000');
  rateId = rate.id;
  paymentId = method.id;
}, 60_000);

afterAll(async () => {
  await server.close();
});

beforeEach(async () => {
  await setHostConfig({ canCheckout: true, cartDisclaimer: '', orderConfirmation: false, creditCheck: false });
});

async function pdfTitleOf(html: string) {
  const [attachment] = sinkAttachmentsOf(html);
  expect(attachment?.contentType).toBe('application/pdf');
  const pdf = await PDFDocument.load(attachment?.content ?? new Uint8Array(), { updateMetadata: false });
  return pdf.getTitle();
}

describe('order confirmation mail', () => {
  it('is mailed with its PDF to the customer’s address after the dealer’s checkout', async () => {
    const placed = await place(await server.tokenFor('dealer'), dealerCustomer);
    const [order] = placed.orders;
    if (!order) throw new Error('no order');
    expect(order.orderStatus.id).toBe('OPEN');
    const sent = await confirmationsOf(order.orderNo);
    expect(sent).toHaveLength(1);
    const [mail] = sent;
    expect(mail?.to).toBe(dealerCustomer.email);
    expect(mail?.subject).toContain(`Order confirmation ${order.orderNo}`);
    expect(mail?.text).toContain(`Attachment: Order confirmation ${order.orderNo}.pdf`);
    expect(await pdfTitleOf(mail?.html ?? '')).toBe(`Order confirmation ${order.orderNo}`);
  });

  it('says who placed it when a rep ordered for the dealer', async () => {
    const [rep] = await server.db.select({ name: users.name }).from(users).where(eq(users.username, 'sales'));
    const placed = await place(await server.tokenFor('sales', repCustomer), repCustomer);
    const [order] = placed.orders;
    if (!order) throw new Error('no order');
    const [mail] = await confirmationsOf(order.orderNo);
    expect(mail?.to).toBe(repCustomer.email);
    expect(mail?.text).toContain(`Placed by ${rep?.name ?? ''} for ${repCustomer.name}`);
  });

  it('waits for the order desk’s acceptance when the host’s orderConfirmation is on', async () => {
    await setHostConfig({ orderConfirmation: true });
    const placed = await place(await server.tokenFor('dealer'), dealerCustomer);
    const [order] = placed.orders;
    if (!order) throw new Error('no order');
    expect(order.orderStatus.id).toBe('PENDING_CONFIRMATION');
    expect(await confirmationsOf(order.orderNo)).toHaveLength(0);
    const accepted = await acceptOrder(server.deps, { orderNo: order.orderNo });
    expect(accepted.ok).toBe(true);
    const sent = await confirmationsOf(order.orderNo);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.to).toBe(dealerCustomer.email);
  });
});

describe('orderConfirmationContent', () => {
  it('writes the lines, totals, payment deadline and sandbox label in the reader’s language', () => {
    const usd = { currency: 'USD', symbol: '$', thousandSeparator: ',', decimalSeparator: '.', decimalPrecision: 2 };
    const content = orderConfirmationContent(
      {
        id: '1',
        orderNo: 'SO-1000-000001',
        sapOrderNo: null,
        sorg: '1000',
        merchant: 'US',
        orderType: 'ZOR',
        orderTypeDisplay: 'Standard',
        orderStatus: { id: 'OPEN', description: 'Open', pendingB2B: false },
        totalOrder: 11_500,
        format: usd,
        createdBy: 'Sam Sales',
        createdAt: '2026-11-26T10:00:00.000Z',
        custCode: 'C1',
        customer: 'Café Weiß',
        shipTo: 'Main store, Springfield',
        custPoNo: 'PO-1',
        deliveryDate: '2026-12-01',
        expectedDeliveryDate: null,
        notes: '',
        rejectionReason: null,
        shipComplete: false,
        details: [
          {
            id: '1',
            articleCode: 'A1',
            articleCodeDisplay: 'A-1',
            description: 'Chainring',
            orderQty: 2,
            uom: 'PC',
            price: 5_000,
            promoPrice: 4_500,
            subtotal: 9_000,
            confirmations: [],
            deliveredQty: 0,
            isPreOrder: false,
          },
        ],
        orderShipment: { type: 'STD', desc: 'Standard', shipmentNotes: '', amount: 2_500, curr: 'USD' },
        orderPayment: {
          amount: 11_500,
          currency: 'USD',
          expiredDate: '2026-11-29T10:00:00.000Z',
          type: 'Credit Card',
          desc: 'Card',
          instruction: '',
          paymentStatus: 'WAITING',
          paymentDocs: [],
          isPaymentWaiting: true,
          isPaymentUploaded: false,
          isPaymentFailed: false,
          isPaymentVoided: false,
          isPaymentCompleted: false,
          paymentReceipt: null,
          paymentDiscount: 0,
          paymentDiscountAmount: 0,
        },
        deliveries: [],
      },
      { brand: 'Polygon', locale: 'de' },
    );
    expect(content.title).toBe('Auftragsbestätigung SO-1000-000001');
    expect(content.details).toContainEqual(['', 'Aufgegeben von Sam Sales für Café Weiß']);
    expect(content.tables[0]?.rows).toEqual([['A-1', 'Chainring', '2', 'PC', '45.00 $', '90.00 $']]);
    expect(content.totals.at(-1)).toEqual(['Bestellsumme', '115.00 $']);
    expect(content.notes).toEqual(['Bitte zahlen Sie 115.00 $ bis zum 29.11.2026.', 'Sandbox — no money moves']);
  });
});
