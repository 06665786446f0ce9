// The payments administration (spec 02 §7) and the payer's receipts (spec 02 §4) against a real server: every
// operation, who may use it (payment.approve, only customers the user may act for), the receipt limit from the host
// config, and what approving completes (invoices Paid with a clearingDate, an order's payment COMPLETED).
import { and, eq, inArray, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customersOf, png, userIdOf } from '../../../../tests/support/builders';
import { uploadFile } from '../../../../tests/support/idor';
import { createTestServer, type TestServer } from '../../../../tests/support/test-server';
import { hosts } from '../hosts/hosts.tables';
import { invoices, paymentRequestInvoices, paymentRequests, payments } from '../invoices/invoices.tables';
import { orders } from '../orders/orders.tables';
import { userNotifications } from '../push/push.tables';
import { orderDayOf } from '../../../shared/orders/order-dates';

let server: TestServer;
let customerId: number;
let salesId: number;
let seq = 0;

const PAYMENT = `id sorg module externalId orderNumber custCode amount currency status { id description }
  gatewayLabel approvedBy docs { id fileName url } canApprove canVoid`;
const RESULT = `message { status description } userErrors { field message code } payment { ${PAYMENT} }`;
const RECEIPT_RESULT = `message { status } userErrors { field message code }
  paymentRequest { externalId paymentStatus { id } receipts { id fileName url } }`;

interface Payment {
  id: string;
  sorg: string;
  module: string;
  externalId: string | null;
  orderNumber: string | null;
  amount: number;
  status: { id: string; description: string };
  approvedBy: string | null;
  docs: { id: string; fileName: string; url: string }[];
  canApprove: boolean;
  canVoid: boolean;
}
interface Result {
  message: { status: string; description: string };
  userErrors: { field: string | null; message: string; code: string }[];
  payment: Payment | null;
}
interface ReceiptResult {
  message: { status: string };
  userErrors: { field: string | null; message: string; code: string }[];
  paymentRequest: { externalId: string; receipts: { id: string; fileName: string; url: string }[] } | null;
}

const token = (user: string) => server.tokenFor(user);

async function mutate(
  user: string,
  field: string,
  signature: string,
  args: string,
  variables: Record<string, unknown>,
) {
  const res = await server.graphql<Record<string, Result>>(
    `mutation(${signature}) { ${field}(${args}) { ${RESULT} } }`,
    variables,
    await token(user),
  );
  return res;
}

async function receipt(user: string, field: string, signature: string, args: string, vars: Record<string, unknown>) {
  return server.graphql<Record<string, ReceiptResult>>(
    `mutation(${signature}) { ${field}(${args}) { ${RECEIPT_RESULT} } }`,
    vars,
    await token(user),
  );
}

const uploadPayment = (user: string, input: Record<string, unknown>) =>
  mutate(user, 'uploadPayment', '$i: UploadPaymentInput!', 'input: $i', { i: input });
const approve = (user: string, id: string) => mutate(user, 'approvePayment', '$id: ID!', 'id: $id', { id });

async function list(user: string, sorg: string, module: 'INVOICE' | 'ORDER', status?: string) {
  return server.graphql<{ paymentsBySorgAndModule: { items: Payment[]; info: { count: number } } }>(
    `query($s: String!, $m: PaymentModule!, $st: String) {
      paymentsBySorgAndModule(sorg: $s, module: $m, status: $st) { items { ${PAYMENT} } info { count } } }`,
    { s: sorg, m: module, st: status ?? null },
    await token(user),
  );
}

/** A waiting payment request of the dealer's customer for one of its open invoices (as the payer made it). */
async function waitingRequest() {
  seq += 1;
  const [invoice] = await server.db
    .select()
    .from(invoices)
    .where(and(eq(invoices.customerId, customerId), eq(invoices.status, 'Open')))
    .orderBy(invoices.dueDate)
    .limit(1);
  if (!invoice || invoice.accountingAmount <= 0) throw new Error('the dealer has no open invoice');
  const [request] = await server.db
    .insert(paymentRequests)
    .values({
      customerId,
      sorg: invoice.sorg,
      payerCode: invoice.payerCode || 'P',
      amount: invoice.accountingAmount,
      currency: invoice.currency,
      externalId: `PR-ADMIN-${String(seq)}-${String(Date.now())}`,
      virtualAccountNo: `88${String(seq)}`,
      paymentStatus: 'waiting',
      method: 'Bank Transfer',
      expiredDate: new Date(Date.now() + 86_400_000),
    })
    .returning();
  if (!request) throw new Error('no request');
  await server.db
    .insert(paymentRequestInvoices)
    .values({ paymentRequestId: request.id, invoiceId: invoice.id, amount: invoice.accountingAmount });
  await server.db.update(invoices).set({ status: 'Waiting For Payment' }).where(eq(invoices.id, invoice.id));
  return { request, invoice };
}

/** An order of the dealer's customer waiting for its payment (bank transfer). */
async function waitingOrder(prefix = 'SO-PAYADM-') {
  seq += 1;
  const orderNo = `${prefix}${String(seq).padStart(4, '0')}`;
  await server.db.insert(orders).values({
    orderNo,
    customerId,
    sorg: '1000',
    status: 'OPEN',
    createdBy: salesId,
    totalOrder: 50_000,
    currency: 'USD',
    decimalPrecision: 2,
    paymentState: 'WAITING',
    paymentExpiredAt: new Date(Date.now() + 72 * 3_600_000),
  });
  return orderNo;
}

const file = async (user: string) => uploadFile(server, await token(user), png(4, 4));

beforeAll(async () => {
  server = await createTestServer({ env: { LOG_LEVEL: 'error' } });
  salesId = await userIdOf(server.db, 'sales');
  const [customer] = await customersOf(server.db, 'dealer');
  if (!customer) throw new Error('dealer has no customer');
  customerId = customer.id;
});

afterAll(async () => {
  await server.close();
});

describe('who may administer payments', () => {
  it('refuses a dealer (no payment.approve) every staff operation with 403', async () => {
    const listed = await list('dealer', '1000', 'INVOICE');
    expect(listed.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const approved = await approve('dealer', '1');
    expect(approved.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const voided = await mutate('dealer', 'voidPayment', '$n: String!', 'orderNumber: $n', { n: 'SO-X' });
    expect(voided.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it("refuses a rep another rep's customer's payment: not listed, not approvable, no upload for its request", async () => {
    const { request } = await waitingRequest();
    const up = await uploadPayment('admin', {
      externalId: request.externalId,
      amount: request.amount,
      currency: request.currency,
      uploadId: await file('admin'),
    });
    const payment = up.data?.uploadPayment?.payment;
    expect(payment?.status.id).toBe('pending');
    // sales2 holds payment.approve in sorg 1000 but may not act for the dealer's customer.
    const listed = await list('sales2', request.sorg, 'INVOICE');
    expect(listed.data?.paymentsBySorgAndModule.items.map((p) => p.id)).not.toContain(payment?.id);
    const approved = await approve('sales2', payment?.id ?? '');
    expect(approved.data?.approvePayment?.userErrors[0]?.code).toBe('NOT_FOUND');
    const doc = await mutate('sales2', 'uploadPaymentDoc', '$p: ID!, $u: ID!', 'paymentId: $p, uploadId: $u', {
      p: payment?.id,
      u: await file('sales2'),
    });
    expect(doc.data?.uploadPaymentDoc?.userErrors[0]?.code).toBe('NOT_FOUND');
    const other = await uploadPayment('sales2', {
      externalId: request.externalId,
      amount: request.amount,
      currency: request.currency,
      uploadId: await file('sales2'),
    });
    expect(other.data?.uploadPayment?.userErrors[0]?.code).toBe('NOT_FOUND');
    const [row] = await server.db
      .select()
      .from(payments)
      .where(eq(payments.id, Number(payment?.id)));
    expect(row?.status).toBe('pending');
    // Its document is not served to sales2 or to the dealer; the admin gets the bytes.
    const url = payment?.docs[0]?.url ?? '';
    for (const user of ['sales2', 'dealer']) {
      const res = await server.request(url, { headers: { authorization: `Bearer ${await token(user)}` } });
      expect(res.status).toBe(404);
    }
    const res = await server.request(url, { headers: { authorization: `Bearer ${await token('admin')}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
  });

  it("lists only the sorg asked for: another sorg's payments are not in it", async () => {
    const { request } = await waitingRequest();
    const up = await uploadPayment('admin', {
      externalId: request.externalId,
      amount: request.amount,
      currency: request.currency,
      uploadId: await file('admin'),
    });
    const id = up.data?.uploadPayment?.payment?.id;
    const other = request.sorg === '1000' ? '2000' : '1000';
    const listed = await list('admin', other, 'INVOICE');
    expect(listed.data?.paymentsBySorgAndModule.items.map((p) => p.id)).not.toContain(id);
    const own = await list('admin', request.sorg, 'INVOICE', 'pending');
    expect(own.data?.paymentsBySorgAndModule.items.map((p) => p.id)).toContain(id);
  });

  it('refuses a page size over the limit', async () => {
    const res = await server.graphql(
      'query { paymentsBySorgAndModule(sorg: "1000", module: INVOICE, limit: 500) { info { count } } }',
      {},
      await token('admin'),
    );
    expect(res.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe('an invoice payment received outside the gateway', () => {
  it('is uploaded with its proof, gets and loses documents, is approved: invoices Paid with a clearingDate', async () => {
    const { request, invoice } = await waitingRequest();
    const wrong = await uploadPayment('admin', {
      externalId: request.externalId,
      amount: request.amount - 1,
      currency: request.currency,
      uploadId: await file('admin'),
    });
    expect(wrong.data?.uploadPayment?.userErrors[0]).toMatchObject({
      field: 'amount',
      message: 'The amount must be the amount owed',
    });
    const up = await uploadPayment('admin', {
      externalId: request.externalId,
      amount: request.amount,
      currency: request.currency,
      uploadId: await file('admin'),
    });
    const payment = up.data?.uploadPayment?.payment;
    expect(payment).toMatchObject({ module: 'INVOICE', externalId: request.externalId, canApprove: true });
    expect(payment?.docs).toHaveLength(1);
    // The request now waits for the approval; a second upload for it is refused.
    const again = await uploadPayment('admin', {
      externalId: request.externalId,
      amount: request.amount,
      currency: request.currency,
      uploadId: await file('admin'),
    });
    expect(again.data?.uploadPayment?.userErrors[0]?.code).toBe('CONFLICT');

    const added = await mutate('admin', 'uploadPaymentDoc', '$p: ID!, $u: ID!', 'paymentId: $p, uploadId: $u', {
      p: payment?.id,
      u: await file('admin'),
    });
    expect(added.data?.uploadPaymentDoc?.payment?.docs).toHaveLength(2);
    const docId = added.data?.uploadPaymentDoc?.payment?.docs[1]?.id;
    const deleted = await mutate('admin', 'deletePaymentDoc', '$id: ID!', 'id: $id', { id: docId });
    expect(deleted.data?.deletePaymentDoc?.payment?.docs.map((d) => d.id)).not.toContain(docId);

    const told = () =>
      server.db
        .select({ id: userNotifications.id })
        .from(userNotifications)
        .where(
          and(eq(userNotifications.kind, 'invoice.paymentCompleted'), eq(userNotifications.customerId, customerId)),
        );
    const toldBefore = (await told()).length;
    const approved = await approve('admin', payment?.id ?? '');
    expect(approved.data?.approvePayment?.payment).toMatchObject({ status: { id: 'complete' }, canApprove: false });
    expect(approved.data?.approvePayment?.payment?.approvedBy).toBeTruthy();
    const [paid] = await server.db.select().from(invoices).where(eq(invoices.id, invoice.id));
    expect(paid?.status).toBe('Paid');
    // Settled as a payment through the gateway is: the host's day as clearing day, the payer's users told.
    expect(paid?.clearingDate).toBe(orderDayOf(new Date(), request.sorg));
    expect((await told()).length).toBeGreaterThan(toldBefore);
    const [done] = await server.db.select().from(paymentRequests).where(eq(paymentRequests.id, request.id));
    expect(done?.paymentStatus).toBe('complete');
    const [held] = await server.db
      .select()
      .from(paymentRequestInvoices)
      .where(eq(paymentRequestInvoices.paymentRequestId, request.id));
    expect(held?.live).toBe(false);

    // Complete is final: no second approval, no document changes.
    expect((await approve('admin', payment?.id ?? '')).data?.approvePayment?.userErrors[0]?.code).toBe('CONFLICT');
    const late = await mutate('admin', 'deletePaymentDoc', '$id: ID!', 'id: $id', {
      id: payment?.docs[0]?.id,
    });
    expect(late.data?.deletePaymentDoc?.userErrors[0]?.code).toBe('CONFLICT');
  });

  it('refuses an upload naming both or neither of request and order, or an unknown request', async () => {
    const neither = await uploadPayment('admin', { amount: 1, currency: 'USD', uploadId: await file('admin') });
    expect(neither.data?.uploadPayment?.userErrors).toHaveLength(1);
    const unknown = await uploadPayment('admin', {
      externalId: 'PR-NOPE',
      amount: 1,
      currency: 'USD',
      uploadId: await file('admin'),
    });
    expect(unknown.data?.uploadPayment?.userErrors[0]?.code).toBe('NOT_FOUND');
    const noFile = await uploadPayment('admin', {
      orderNumber: await waitingOrder(),
      amount: 50_000,
      currency: 'USD',
      uploadId: '00000000-0000-4000-8000-000000000000',
    });
    expect(noFile.data?.uploadPayment?.userErrors[0]?.field).toBe('uploadId');
    expect(await server.db.select().from(payments).where(eq(payments.orderNo, 'PR-NOPE'))).toHaveLength(0);
  });
});

describe("an order's payment", () => {
  it('is uploaded and approved: the order payment COMPLETED', async () => {
    const orderNo = await waitingOrder();
    const up = await uploadPayment('sales', {
      orderNumber: orderNo,
      amount: 50_000,
      currency: 'usd',
      uploadId: await file('sales'),
    });
    const payment = up.data?.uploadPayment?.payment;
    expect(payment).toMatchObject({ module: 'ORDER', orderNumber: orderNo, canVoid: true });
    const listed = await list('sales', '1000', 'ORDER');
    expect(listed.data?.paymentsBySorgAndModule.items.map((p) => p.id)).toContain(payment?.id);
    const approved = await approve('sales', payment?.id ?? '');
    expect(approved.data?.approvePayment?.payment?.status.id).toBe('complete');
    const [order] = await server.db.select().from(orders).where(eq(orders.orderNo, orderNo));
    expect(order?.paymentState).toBe('COMPLETED');
  });

  it('is voided by order number, with or without a recorded payment; a completed one is refused', async () => {
    const plain = await waitingOrder();
    const voided = await mutate('admin', 'voidPayment', '$n: String!', 'orderNumber: $n', { n: plain });
    expect(voided.data?.voidPayment?.payment?.status.id).toBe('void');
    const withPayment = await waitingOrder();
    const up = await uploadPayment('admin', {
      orderNumber: withPayment,
      amount: 50_000,
      currency: 'USD',
      uploadId: await file('admin'),
    });
    const again = await mutate('admin', 'voidPayment', '$n: String!', 'orderNumber: $n', { n: withPayment });
    expect(again.data?.voidPayment?.payment?.id).toBe(up.data?.uploadPayment?.payment?.id);
    const rows = await server.db
      .select()
      .from(orders)
      .where(inArray(orders.orderNo, [plain, withPayment]));
    expect(rows.map((r) => r.paymentState)).toEqual(['VOIDED', 'VOIDED']);
    const twice = await mutate('admin', 'voidPayment', '$n: String!', 'orderNumber: $n', { n: plain });
    expect(twice.data?.voidPayment?.userErrors[0]?.code).toBe('CONFLICT');
    const foreign = await mutate('sales2', 'voidPayment', '$n: String!', 'orderNumber: $n', {
      n: await waitingOrder(),
    });
    expect(foreign.data?.voidPayment?.userErrors[0]?.code).toBe('NOT_FOUND');
  });
});

describe('approve and void of an order payment', () => {
  // A write of the payment rows (the second part, after the order desk's step) fails for these orders only.
  const FAILING = 'SO-PAYFAIL-';
  beforeAll(async () => {
    await server.db.execute(sql`
      create function payadm_forced_failure() returns trigger language plpgsql as $$
      begin raise exception 'forced failure of the payment rows'; end $$`);
    await server.db.execute(sql`
      create trigger payadm_forced_failure before insert or update on payments for each row
      when (new.order_no like 'SO-PAYFAIL-%' and new.status in ('complete', 'void'))
      execute function payadm_forced_failure()`);
  });

  const stateOf = async (orderNo: string) =>
    (await server.db.select().from(orders).where(eq(orders.orderNo, orderNo)))[0]?.paymentState;
  const paymentsOf = (orderNo: string) =>
    server.db
      .select({ status: payments.status, approvedBy: payments.approvedBy })
      .from(payments)
      .where(eq(payments.orderNo, orderNo));

  it('change nothing when the payment rows fail after the order desk’s step: the order keeps its payment state', async () => {
    const voidPlain = await waitingOrder(FAILING);
    const voided = await mutate('admin', 'voidPayment', '$n: String!', 'orderNumber: $n', { n: voidPlain });
    expect(voided.data?.voidPayment ?? null).toBeNull();
    expect(voided.errors?.length).toBeGreaterThan(0);
    expect(await stateOf(voidPlain)).toBe('WAITING');
    expect(await paymentsOf(voidPlain)).toEqual([]);

    const withPayment = await waitingOrder(FAILING);
    const up = await uploadPayment('admin', {
      orderNumber: withPayment,
      amount: 50_000,
      currency: 'USD',
      uploadId: await file('admin'),
    });
    const paymentId = up.data?.uploadPayment?.payment?.id ?? '';
    expect(paymentId).not.toBe('');
    const approved = await approve('admin', paymentId);
    expect(approved.errors?.length).toBeGreaterThan(0);
    const voidedToo = await mutate('admin', 'voidPayment', '$n: String!', 'orderNumber: $n', { n: withPayment });
    expect(voidedToo.errors?.length).toBeGreaterThan(0);
    expect(await stateOf(withPayment)).toBe('WAITING');
    expect(await paymentsOf(withPayment)).toEqual([{ status: 'pending', approvedBy: null }]);
    // No order notice was sent for a change that did not happen.
    const told = await server.db
      .select()
      .from(userNotifications)
      .where(like(sql`${userNotifications.params}::text || ${userNotifications.url}`, `%${FAILING}%`));
    expect(told).toEqual([]);
  });

  it('commit both parts when nothing fails', async () => {
    const orderNo = await waitingOrder();
    const up = await uploadPayment('admin', {
      orderNumber: orderNo,
      amount: 50_000,
      currency: 'USD',
      uploadId: await file('admin'),
    });
    const approved = await approve('admin', up.data?.uploadPayment?.payment?.id ?? '');
    expect(approved.data?.approvePayment?.payment?.status.id).toBe('complete');
    expect(await stateOf(orderNo)).toBe('COMPLETED');
    expect((await paymentsOf(orderNo)).map((p) => p.status)).toEqual(['complete']);
  });
});

describe("the payer's receipts", () => {
  const upload = async (user: string, externalId: string) =>
    receipt(user, 'uploadPaymentReceipt', '$e: String!, $u: ID!', 'externalId: $e, uploadId: $u', {
      e: externalId,
      u: await file(user),
    });

  it('are limited by the host config (3 by default); switching the parameter lets a fourth in', async () => {
    const { request } = await waitingRequest();
    for (let i = 1; i <= 3; i += 1) {
      const ok = await upload('dealer', request.externalId);
      expect(ok.data?.uploadPaymentReceipt?.paymentRequest?.receipts).toHaveLength(i);
    }
    const over = await upload('dealer', request.externalId);
    expect(over.data?.uploadPaymentReceipt?.userErrors[0]).toMatchObject({
      code: 'RECEIPT_LIMIT_REACHED',
      message: 'At most 3 receipts can be uploaded to a payment request',
    });
    const [host] = await server.db.select().from(hosts).where(eq(hosts.hostname, 'localhost'));
    if (!host) throw new Error('no localhost');
    await server.db
      .update(hosts)
      .set({ config: { ...host.config, paymentReceiptLimit: 4 } })
      .where(eq(hosts.hostname, 'localhost'));
    server.deps.hostsCache.clear();
    try {
      const fourth = await upload('dealer', request.externalId);
      expect(fourth.data?.uploadPaymentReceipt?.paymentRequest?.receipts).toHaveLength(4);
    } finally {
      await server.db.update(hosts).set({ config: host.config }).where(eq(hosts.hostname, 'localhost'));
      server.deps.hostsCache.clear();
    }
    // Back at the default: a fifth is refused.
    const back = await upload('dealer', request.externalId);
    expect(back.data?.uploadPaymentReceipt?.userErrors[0]?.code).toBe('RECEIPT_LIMIT_REACHED');
  });

  it('are deleted by the payer; another customer cannot add or delete them; none once the request is paid', async () => {
    const { request } = await waitingRequest();
    const added = await upload('dealer', request.externalId);
    const receiptDoc = added.data?.uploadPaymentReceipt?.paymentRequest?.receipts[0];
    const served = await server.request(receiptDoc?.url ?? '', {
      headers: { authorization: `Bearer ${await token('dealer')}` },
    });
    expect(served.status).toBe(200);
    // sales2 acting for one of its own customers.
    const [own] = await customersOf(server.db, 'sales2');
    const foreignToken = await server.tokenFor('sales2', own);
    const foreignDelete = await server.graphql<Record<string, ReceiptResult>>(
      `mutation($id: ID!) { deletePaymentReceipt(id: $id) { ${RECEIPT_RESULT} } }`,
      { id: receiptDoc?.id },
      foreignToken,
    );
    expect(foreignDelete.data?.deletePaymentReceipt?.userErrors[0]?.code).toBe('NOT_FOUND');
    const foreignAdd = await server.graphql<Record<string, ReceiptResult>>(
      `mutation($e: String!, $u: ID!) { uploadPaymentReceipt(externalId: $e, uploadId: $u) { ${RECEIPT_RESULT} } }`,
      { e: request.externalId, u: await uploadFile(server, foreignToken, png(4, 4)) },
      foreignToken,
    );
    expect(foreignAdd.data?.uploadPaymentReceipt?.userErrors[0]?.code).toBe('NOT_FOUND');
    const foreignGet = await server.request(receiptDoc?.url ?? '', {
      headers: { authorization: `Bearer ${foreignToken}` },
    });
    expect(foreignGet.status).toBe(404);

    const deleted = await receipt('dealer', 'deletePaymentReceipt', '$id: ID!', 'id: $id', { id: receiptDoc?.id });
    expect(deleted.data?.deletePaymentReceipt?.paymentRequest?.receipts).toEqual([]);

    await server.db
      .update(paymentRequests)
      .set({ paymentStatus: 'complete' })
      .where(eq(paymentRequests.id, request.id));
    const late = await upload('dealer', request.externalId);
    expect(late.data?.uploadPaymentReceipt?.userErrors[0]?.code).toBe('CONFLICT');
  });
});
