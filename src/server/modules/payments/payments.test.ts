import { randomUUID } from 'node:crypto';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customersOf } from '../../../../tests/support/builders';
import { createTestServer, type TestServer } from '../../../../tests/support/test-server';
import { overdueDays } from '../../../shared/invoices/ageing';
import { indexInvoices, selectionKey, summarizeSelection } from '../../../shared/invoices/selection';
import { orderDayOf } from '../../../shared/orders/order-dates';
import { signWebhook } from '../../payments/webhook-signature';
import { DEV_SANDBOX_WEBHOOK_SECRET } from '../../env';
import { customerAreas, type CustomerRow } from '../customers/customers.tables';
import { hosts } from '../hosts/hosts.tables';
import { invoices, paymentRequests, payments, webhookEvents, type InvoiceRow } from '../invoices/invoices.tables';
import { paymentMerchants, paymentMethods } from '../orders/orders.tables';
import { expirePaymentRequests } from './payments.service';

// Payment requests end to end on the seeded database (spec 01 §3 Payment request, §4, §5 Partial payment, §7
// Invoices and payments): the in-process server, the sandbox gateway and its signed webhooks.

const CARD = '4242424242424242';
const CODE = '739';
const SORG = '1000';

let server: TestServer;
let dealer: CustomerRow;
let token: string;
let offsetMs = 0;
const methods = { card: 0, ach: 0, va: 0 };
/** Every answer body and every log line, scanned for the card number and code at the end. */
const seen: string[] = [];
const restoreWrites: (() => void)[] = [];

const REQUEST = `id externalId merchant payerCode amount currency method virtualAccountNo instruction
  paymentStatus { id description } expiredDate isPartialPayment extRefData gatewayLabel
  invoices { invoiceNo assignment accountingNo amount } receipts { id }`;
const RESULT = `paymentRequest { ${REQUEST} } userErrors { field message code }`;
const V2 = `mutation PayV2($input: PaymentRequestInput!, $numbers: [String!]!) {
  createPaymentRequestV2(input: $input, accountingNumbers: $numbers) { ${RESULT} } }`;
const V3 = `mutation PayV3($input: PaymentRequestInput!, $numbers: [String!]!, $partial: Boolean!,
  $ext: String, $data: PaymentInformationInput) {
  createPaymentRequestV3(input: $input, accountingNumbers: $numbers, isPartialPayment: $partial, extRefData: $ext,
    paymentRequestData: $data) { ${RESULT} } }`;

interface RequestAnswer {
  id: string;
  externalId: string;
  amount: number;
  virtualAccountNo: string | null;
  paymentStatus: { id: string; description: string };
  isPartialPayment: boolean;
  gatewayLabel: string;
  invoices: { invoiceNo: string; assignment: string; accountingNo: string; amount: number }[];
}
interface ResultAnswer {
  paymentRequest: RequestAnswer | null;
  userErrors: { field: string | null; message: string; code: string }[];
}

/** A GraphQL call with an Idempotency-Key (payment mutations need one). */
// eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- T types the answer's data
async function call<T>(query: string, variables: Record<string, unknown>, key: string | null = randomUUID()) {
  const res = await server.app.request('http://localhost/api/graphql', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json',
      authorization: `Bearer ${token}`,
      ...(key ? { 'Idempotency-Key': key } : {}),
    },
    body: JSON.stringify({ query, variables }),
  });
  const text = await res.text();
  seen.push(text);
  return { status: res.status, ...(JSON.parse(text) as { data?: T; errors?: { message: string }[] }) };
}

/** The dealer's open, positive invoices of one payer in sorg 1000, oldest due first. */
async function openRows(): Promise<InvoiceRow[]> {
  return server.db
    .select()
    .from(invoices)
    .where(and(eq(invoices.customerId, dealer.id), eq(invoices.sorg, SORG), ne(invoices.status, 'Paid')))
    .orderBy(invoices.dueDate, invoices.invoiceNo, invoices.assignment);
}

/** What the server must charge for these rows (the shared rules over every unpaid row of the payer). */
async function payableOf(picked: InvoiceRow[], partial: number | null = null, discountPercent = 0) {
  const payer = picked[0]?.payerCode ?? '';
  const today = orderDayOf(server.deps.now(), SORG);
  const rows = (await openRows()).filter((r) => r.payerCode === payer);
  const summary = summarizeSelection(
    indexInvoices(rows.map((r) => ({ ...r, overdue: overdueDays(r.dueDate, today) }))),
    new Set(picked.map(selectionKey)),
    {
      rule: 'oldest',
      payingOffered: true,
      allowPartialPayment: true,
      partial: { on: partial !== null, amount: partial },
      paymentDiscountPercent: discountPercent,
      decimalPrecision: 2,
    },
  );
  expect(summary.problems).toEqual([]);
  return summary.payable;
}

/** The n oldest selectable positive rows (the oldest rule accepts them). */
async function oldest(n: number): Promise<InvoiceRow[]> {
  const rows = (await openRows()).filter((r) => r.status === 'Open' || r.status === '');
  const payer = rows.find((r) => r.accountingAmount > 0)?.payerCode;
  return rows.filter((r) => r.payerCode === payer && r.accountingAmount > 0).slice(0, n);
}

const inputFor = async (rows: InvoiceRow[], method: number, amount?: number) => ({
  amount: amount ?? (await payableOf(rows)),
  currency: 'USD',
  payerName: rows[0]?.payerName ?? '',
  payerCode: rows[0]?.payerCode ?? '',
  merchant: SORG,
  paymentId: String(method),
});

const card = (extra: Record<string, unknown> = {}) => ({
  creditCardType: 'Visa',
  creditCardNumber: CARD,
  expiredMonth: 12,
  expiredYear: new Date().getUTCFullYear() + 2,
  securityCode: CODE,
  ...extra,
});

async function statusOf(ids: number[]) {
  const rows = await server.db
    .select({ status: invoices.status, clearingDate: invoices.clearingDate })
    .from(invoices)
    .where(inArray(invoices.id, ids));
  return rows;
}

function postWebhook(rawBody: string, headers: Record<string, string>, gateway = 'sandbox') {
  return server.app.request(`http://localhost/api/payments/webhook/${gateway}`, {
    method: 'POST',
    headers,
    body: rawBody,
  });
}

beforeAll(async () => {
  server = await createTestServer({
    now: () => new Date(Date.now() + offsetMs),
    env: { LOG_LEVEL: 'debug' },
  });
  // Every log line the server writes during these tests is kept for the secrets scan.
  for (const stream of [process.stdout, process.stderr]) {
    const original = stream.write.bind(stream);
    const capture = (chunk: string | Uint8Array, ...rest: never[]): boolean => {
      const line = typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8');
      seen.push(line);
      // The server's own JSON log lines are kept, not printed (LOG_LEVEL=debug is loud).
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
  dealer = a;
  token = await server.tokenFor('dealer');
  await server.db
    .update(customerAreas)
    .set({ allowPayInvoice: true })
    .where(and(eq(customerAreas.customerId, dealer.id), eq(customerAreas.sorg, SORG)));
  for (const [key, type, code] of [
    ['card', 'Credit Card', 'T-CC'],
    ['ach', 'ACH', 'T-ACH'],
    ['va', 'Virtual Account', 'T-VA'],
  ] as const) {
    const [method] = await server.db
      .insert(paymentMethods)
      .values({ code: `${SORG}-${code}`, sorg: SORG, type, description: type, expiryDays: 2, sortOrder: 9 })
      .returning();
    if (!method) throw new Error('no method');
    await server.db
      .insert(paymentMerchants)
      .values({ paymentMethodId: method.id, instruction: '', paymentDiscount: 0 });
    methods[key] = method.id;
  }
});

afterAll(async () => {
  for (const restore of restoreWrites) restore();
  await server.close();
});

describe('create payment request', () => {
  it('pays three invoices by sandbox card at once; the paid list shows them with today as clearing day', async () => {
    const rows = await oldest(3);
    expect(rows).toHaveLength(3);
    const res = await call<{ createPaymentRequestV3: ResultAnswer }>(V3, {
      input: await inputFor(rows, methods.card),
      numbers: rows.map((r) => r.accountingNo),
      partial: false,
      ext: 'PO-77',
      data: card(),
    });
    expect(res.errors).toBeUndefined();
    const result = res.data?.createPaymentRequestV3;
    expect(result?.userErrors).toEqual([]);
    expect(result?.paymentRequest?.paymentStatus.id).toBe('complete');
    expect(result?.paymentRequest?.gatewayLabel).toBe('Sandbox — no money moves');
    expect(result?.paymentRequest?.invoices).toHaveLength(3);
    const today = orderDayOf(server.deps.now(), SORG);
    expect(await statusOf(rows.map((r) => r.id))).toEqual(rows.map(() => ({ status: 'Paid', clearingDate: today })));
    const paid = await call<{ invoicesByDateRange: { invoiceNo: string; clearingDate: string }[] }>(
      'query($f: String!, $t: String!) { invoicesByDateRange(from: $f, to: $t) { invoiceNo clearingDate } }',
      { f: today, t: today },
      null,
    );
    const listed = paid.data?.invoicesByDateRange.map((i) => i.invoiceNo) ?? [];
    for (const r of rows) expect(listed).toContain(r.invoiceNo);
    const [payment] = await server.db
      .select()
      .from(payments)
      .where(eq(payments.paymentRequestId, Number(result?.paymentRequest?.id)));
    expect(payment?.amount).toBe(result?.paymentRequest?.amount);
  });

  it('pays one invoice in part: the invoice stays Open with less to pay; min and max are refused', async () => {
    const [row] = await oldest(1);
    if (!row) throw new Error('no invoice');
    const total = await payableOf([row]);
    for (const [amount, message] of [
      [50, 'The minimum amount is 1'],
      [total + 1, 'The maximum amount is'],
    ] as const) {
      const res = await call<{ createPaymentRequestV3: ResultAnswer }>(V3, {
        input: await inputFor([row], methods.card, amount),
        numbers: [row.accountingNo],
        partial: true,
        data: card(),
      });
      expect(res.data?.createPaymentRequestV3.paymentRequest).toBeNull();
      expect(res.data?.createPaymentRequestV3.userErrors[0]?.message).toContain(message);
      expect(res.data?.createPaymentRequestV3.userErrors[0]?.field).toBe('input.amount');
    }
    const res = await call<{ createPaymentRequestV3: ResultAnswer }>(V3, {
      input: await inputFor([row], methods.card, 100),
      numbers: [row.accountingNo],
      partial: true,
      data: card(),
    });
    expect(res.data?.createPaymentRequestV3.userErrors).toEqual([]);
    expect(res.data?.createPaymentRequestV3.paymentRequest?.isPartialPayment).toBe(true);
    const [after] = await server.db.select().from(invoices).where(eq(invoices.id, row.id));
    expect(after?.status).toBe('Open');
    expect(after?.accountingAmount).toBe(row.accountingAmount - 100);
  });

  it('refuses a selection against the oldest rule, naming the invoice to pay first; nothing is created', async () => {
    const rows = await oldest(50);
    const newest = rows.at(-1);
    const first = rows[0];
    if (!newest || !first || newest.dueDate === first.dueDate) throw new Error('not enough invoices');
    const before = await server.db.select({ n: sql<number>`count(*)::int` }).from(paymentRequests);
    const res = await call<{ createPaymentRequestV2: ResultAnswer }>(V2, {
      input: await inputFor([newest], methods.va, newest.accountingAmount),
      numbers: [newest.accountingNo],
    });
    const errors = res.data?.createPaymentRequestV2.userErrors ?? [];
    expect(errors.map((e) => e.message)).toContain('Some invoices are selected out of order: see the marked rows');
    const after = await server.db.select({ n: sql<number>`count(*)::int` }).from(paymentRequests);
    expect(after).toEqual(before);
  });

  it('refuses an amount that is not the server’s total, and a request without an Idempotency-Key', async () => {
    const rows = await oldest(1);
    const input = await inputFor(rows, methods.va);
    const wrong = await call<{ createPaymentRequestV2: ResultAnswer }>(V2, {
      input: { ...input, amount: input.amount - 1 },
      numbers: rows.map((r) => r.accountingNo),
    });
    expect(wrong.data?.createPaymentRequestV2.userErrors[0]?.field).toBe('input.amount');
    const noKey = await call(V2, { input, numbers: rows.map((r) => r.accountingNo) }, null);
    expect(noKey.errors?.[0]?.message).toContain('Idempotency-Key');
  });

  it('answers a declined card with the gateway’s reason; the request failed and the invoices are Open', async () => {
    const rows = await oldest(1);
    const res = await call<{ createPaymentRequestV3: ResultAnswer }>(V3, {
      input: await inputFor(rows, methods.card),
      numbers: rows.map((r) => r.accountingNo),
      partial: false,
      data: card({ creditCardNumber: '4000000000000002' }),
    });
    const result = res.data?.createPaymentRequestV3;
    expect(result?.userErrors[0]).toMatchObject({ code: 'PAYMENT_DECLINED', field: 'paymentRequestData' });
    expect(result?.paymentRequest?.paymentStatus.id).toBe('failed');
    expect((await statusOf(rows.map((r) => r.id))).map((r) => r.status)).toEqual(['Open']);
  });

  it('refuses a card failing Luhn or expired, without echoing it', async () => {
    const rows = await oldest(1);
    for (const data of [card({ creditCardNumber: '4242424242424241' }), card({ expiredYear: 2020 })]) {
      const res = await call<{ createPaymentRequestV3: ResultAnswer }>(V3, {
        input: await inputFor(rows, methods.card),
        numbers: rows.map((r) => r.accountingNo),
        partial: false,
        data,
      });
      expect(res.data?.createPaymentRequestV3.paymentRequest).toBeNull();
      expect(res.data?.createPaymentRequestV3.userErrors[0]?.field).toMatch(/^paymentRequestData\./);
    }
  });

  it('ACH goes on processing, then the settlement webhook completes it; a late failed changes nothing', async () => {
    const rows = await oldest(1);
    const res = await call<{ createPaymentRequestV3: ResultAnswer }>(V3, {
      input: await inputFor(rows, methods.ach),
      numbers: rows.map((r) => r.accountingNo),
      partial: false,
      data: { accountType: 'Checking', routingNumber: '110000000', accountNumber: '000123456789' },
    });
    const request = res.data?.createPaymentRequestV3.paymentRequest;
    expect(request?.paymentStatus.id).toBe('on_processing');
    expect((await statusOf(rows.map((r) => r.id))).map((r) => r.status)).toEqual(['Pending Payment']);
    const [row] = await server.db
      .select()
      .from(paymentRequests)
      .where(eq(paymentRequests.externalId, request?.externalId ?? ''));
    const sandbox = server.deps.paymentGateways.sandbox;
    const settle = (outcome: 'complete' | 'failed') =>
      sandbox.simulateSettlement({
        reference: row?.gatewayReference ?? '',
        amount: row?.amount ?? 0,
        currency: 'USD',
        outcome,
      });
    const done = settle('complete');
    expect((await postWebhook(done.rawBody, done.headers)).status).toBe(200);
    expect((await statusOf(rows.map((r) => r.id))).map((r) => r.status)).toEqual(['Paid']);
    const late = settle('failed');
    const answer = await postWebhook(late.rawBody, late.headers);
    expect(await answer.json()).toMatchObject({ outcome: 'ignored' });
    const [after] = await server.db
      .select()
      .from(paymentRequests)
      .where(eq(paymentRequests.id, row?.id ?? 0));
    expect(after?.paymentStatus).toBe('complete');
  });
});

describe('virtual accounts and the webhook', () => {
  it('waits with a virtual account; simulate transfer pays it through the signed webhook', async () => {
    const rows = await oldest(2);
    const res = await call<{ createPaymentRequestV2: ResultAnswer }>(V2, {
      input: await inputFor(rows, methods.va),
      numbers: rows.map((r) => r.accountingNo),
    });
    const request = res.data?.createPaymentRequestV2.paymentRequest;
    expect(request?.paymentStatus.id).toBe('waiting');
    expect(request?.virtualAccountNo).toMatch(/^8808\d{12}$/);
    expect((await statusOf(rows.map((r) => r.id))).map((r) => r.status)).toEqual([
      'Waiting For Payment',
      'Waiting For Payment',
    ]);
    const paid = await call<{ simulateTransfer: ResultAnswer }>(
      `mutation($id: String!) { simulateTransfer(externalId: $id) { ${RESULT} } }`,
      { id: request?.externalId },
    );
    expect(paid.data?.simulateTransfer.paymentRequest?.paymentStatus.id).toBe('complete');
    expect((await statusOf(rows.map((r) => r.id))).map((r) => r.status)).toEqual(['Paid', 'Paid']);
    const again = await call<{ simulateTransfer: ResultAnswer }>(
      `mutation($id: String!) { simulateTransfer(externalId: $id) { ${RESULT} } }`,
      { id: request?.externalId },
    );
    expect(again.data?.simulateTransfer.userErrors[0]?.message).toBe('This payment request can no longer be paid');
  });

  it('takes the same webhook five times as one payment; refuses a wrong amount (422) and bad signatures (401)', async () => {
    const rows = await oldest(1);
    const res = await call<{ createPaymentRequestV2: ResultAnswer }>(V2, {
      input: await inputFor(rows, methods.va),
      numbers: rows.map((r) => r.accountingNo),
    });
    const request = res.data?.createPaymentRequestV2.paymentRequest;
    if (!request?.virtualAccountNo) throw new Error('no virtual account');
    const sandbox = server.deps.paymentGateways.sandbox;

    const wrong = sandbox.simulateTransfer({
      virtualAccountNo: request.virtualAccountNo,
      amount: request.amount - 1,
      currency: 'USD',
    });
    expect((await postWebhook(wrong.rawBody, wrong.headers)).status).toBe(422);
    const [recorded] = await server.db
      .select()
      .from(webhookEvents)
      .where(eq(webhookEvents.eventId, (JSON.parse(wrong.rawBody) as { id: string }).id));
    expect(recorded?.outcome).toBe('amount_mismatch');

    const good = sandbox.simulateTransfer({
      virtualAccountNo: request.virtualAccountNo,
      amount: request.amount,
      currency: 'USD',
    });
    // Tampered body, no signature, a stale timestamp, an unknown gateway.
    const tampered = good.rawBody.replace(`"amount":${String(request.amount)}`, '"amount":1');
    expect((await postWebhook(tampered, good.headers)).status).toBe(401);
    expect((await postWebhook(good.rawBody, { 'content-type': 'application/json' })).status).toBe(401);
    const stale = signWebhook(DEV_SANDBOX_WEBHOOK_SECRET, good.rawBody, new Date(Date.now() - 10 * 60_000));
    expect((await postWebhook(good.rawBody, { 'x-sandbox-signature': stale })).status).toBe(401);
    expect((await postWebhook(good.rawBody, good.headers, 'stripe')).status).toBe(404);

    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await postWebhook(good.rawBody, good.headers));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    const outcomes = await Promise.all(answers.map(async (a) => ((await a.json()) as { outcome: string }).outcome));
    expect(outcomes).toEqual(['completed', 'duplicate', 'duplicate', 'duplicate', 'duplicate']);
    const rowsPaid = await server.db
      .select()
      .from(payments)
      .where(eq(payments.paymentRequestId, Number(request.id)));
    expect(rowsPaid).toHaveLength(1);
    expect((await statusOf(rows.map((r) => r.id))).map((r) => r.status)).toEqual(['Paid']);
  });

  it('lets one of two concurrent requests for one invoice through; void frees the invoice', async () => {
    const rows = await oldest(1);
    const input = await inputFor(rows, methods.va);
    const both = await Promise.all(
      [1, 2].map(() =>
        call<{ createPaymentRequestV2: ResultAnswer }>(V2, { input, numbers: rows.map((r) => r.accountingNo) }),
      ),
    );
    const made = both.filter((r) => r.data?.createPaymentRequestV2.paymentRequest);
    expect(made).toHaveLength(1);
    const second = await call<{ createPaymentRequestV2: ResultAnswer }>(V2, {
      input,
      numbers: rows.map((r) => r.accountingNo),
    });
    expect(second.data?.createPaymentRequestV2.paymentRequest).toBeNull();

    const voided = await call<{ voidPaymentRequest: ResultAnswer }>(
      `mutation($p: String!, $m: String!) { voidPaymentRequest(payerCode: $p, merchant: $m) { ${RESULT} } }`,
      { p: input.payerCode, m: SORG },
    );
    expect(voided.data?.voidPaymentRequest.paymentRequest?.paymentStatus.id).toBe('void');
    expect((await statusOf(rows.map((r) => r.id))).map((r) => r.status)).toEqual(['Open']);
  });

  it('expires a waiting request past its expiredDate: invoices Open again, a transfer afterwards is refused', async () => {
    const rows = await oldest(1);
    const res = await call<{ createPaymentRequestV2: ResultAnswer }>(V2, {
      input: await inputFor(rows, methods.va),
      numbers: rows.map((r) => r.accountingNo),
    });
    const request = res.data?.createPaymentRequestV2.paymentRequest;
    offsetMs = 3 * 86_400_000;
    try {
      expect(await expirePaymentRequests(server.deps)).toContain(request?.externalId);
    } finally {
      offsetMs = 0;
    }
    expect((await statusOf(rows.map((r) => r.id))).map((r) => r.status)).toEqual(['Open']);
    const late = server.deps.paymentGateways.sandbox.simulateTransfer({
      virtualAccountNo: request?.virtualAccountNo ?? '',
      amount: request?.amount ?? 0,
      currency: 'USD',
    });
    expect((await postWebhook(late.rawBody, late.headers)).status).toBe(409);
    expect((await statusOf(rows.map((r) => r.id))).map((r) => r.status)).toEqual(['Open']);
  });
});

describe('maintenance', () => {
  it('answers a webhook 503 with Retry-After while the host is in maintenance (the gateway retries)', async () => {
    const hook = server.deps.paymentGateways.sandbox.simulateTransfer({
      virtualAccountNo: '8808000000000000',
      amount: 100,
      currency: 'USD',
    });
    await server.db.update(hosts).set({ maintenance: true }).where(eq(hosts.hostname, 'localhost'));
    server.deps.hostsCache.clear();
    try {
      const res = await postWebhook(hook.rawBody, hook.headers);
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe('300');
    } finally {
      await server.db.update(hosts).set({ maintenance: false }).where(eq(hosts.hostname, 'localhost'));
      server.deps.hostsCache.clear();
    }
    // Nothing was recorded: the retry after maintenance is the event's first delivery.
    const id = (JSON.parse(hook.rawBody) as { id: string }).id;
    expect(await server.db.select().from(webhookEvents).where(eq(webhookEvents.eventId, id))).toEqual([]);
  });
});

describe('saved payments', () => {
  it('keeps a token and a display only; pays with the saved payment; delete works once', async () => {
    const rows = await oldest(1);
    const res = await call<{ createPaymentRequestV3: ResultAnswer }>(V3, {
      input: await inputFor(rows, methods.card),
      numbers: rows.map((r) => r.accountingNo),
      partial: false,
      data: card({ shouldSavePayment: true }),
    });
    expect(res.data?.createPaymentRequestV3.paymentRequest?.paymentStatus.id).toBe('complete');
    const list = await call<{ savedPayments: { id: string; display: string; type: string }[] }>(
      'query { savedPayments { id type display } }',
      {},
      null,
    );
    const saved = list.data?.savedPayments.find((s) => s.type === 'Credit Card');
    expect(saved?.display).toBe('Visa •••• 4242');

    const next = await oldest(1);
    const byToken = await call<{ createPaymentRequestV3: ResultAnswer }>(V3, {
      input: await inputFor(next, methods.card),
      numbers: next.map((r) => r.accountingNo),
      partial: false,
      data: { id: saved?.id },
    });
    expect(byToken.data?.createPaymentRequestV3.paymentRequest?.paymentStatus.id).toBe('complete');

    const del = `mutation($id: ID!) { deleteUserPayment(id: $id) { deleted userErrors { code } } }`;
    const first = await call<{ deleteUserPayment: { deleted: boolean } }>(del, { id: saved?.id });
    expect(first.data?.deleteUserPayment.deleted).toBe(true);
    const twice = await call<{ deleteUserPayment: { deleted: boolean; userErrors: { code: string }[] } }>(del, {
      id: saved?.id,
    });
    expect(twice.data?.deleteUserPayment).toEqual({ deleted: false, userErrors: [{ code: 'NOT_FOUND' }] });
  });
});

describe('reads', () => {
  it('lists the requests newest first, one by externalId, by payer, and the payer’s open invoices', async () => {
    const page = await call<{ paymentRequests: { items: RequestAnswer[]; info: { count: number } } }>(
      `query { paymentRequests(filter: { perPage: 5 }) { items { externalId paymentStatus { id } } info { count } } }`,
      {},
      null,
    );
    expect(page.data?.paymentRequests.items.length).toBe(5);
    const externalId = page.data?.paymentRequests.items[0]?.externalId;
    const one = await call<{ paymentRequest: RequestAnswer | null }>(
      'query($id: String!) { paymentRequest(externalId: $id) { externalId } }',
      { id: externalId },
      null,
    );
    expect(one.data?.paymentRequest?.externalId).toBe(externalId);
    const [row] = await oldest(1);
    const open = await call<{ openInvoicesByPayer: { status: string }[] }>(
      'query($p: String!, $s: [String!]!) { openInvoicesByPayer(payerCode: $p, sorgs: $s) { status } }',
      { p: row?.payerCode, s: [SORG] },
      null,
    );
    expect(open.data?.openInvoicesByPayer.length).toBeGreaterThan(0);
    const tooMany = await call(
      `query { paymentRequests(filter: { perPage: 500 }) { items { externalId } } }`,
      {},
      null,
    );
    expect(tooMany.errors?.[0]?.message).toContain('perPage');
  });

  it('refuses another payer (another customer’s code) in the payer reads', async () => {
    const others = (await customersOf(server.db, 'sales')).filter((c) => c.id !== dealer.id);
    const [foreign] = await server.db
      .select({ payerCode: invoices.payerCode })
      .from(invoices)
      .where(
        inArray(
          invoices.customerId,
          others.map((c) => c.id),
        ),
      )
      .limit(1);
    const res = await call(
      'query($p: String!, $s: [String!]!) { openInvoicesByPayer(payerCode: $p, sorgs: $s) { invoiceNo } }',
      { p: foreign?.payerCode, s: [] },
      null,
    );
    expect(res.errors?.[0]?.message).toBe('You do not have access to this');
  });
});

describe('secrets', () => {
  it('finds the card number and the security code in no answer, log line or database column', async () => {
    const codeAlone = new RegExp(`(^|[^0-9a-zA-Z])${CODE}([^0-9a-zA-Z]|$)`);
    for (const text of seen) {
      expect(text).not.toContain(CARD);
      expect(codeAlone.test(text.replace(/\d{4}-\d{2}-\d{2}T[\d:.]+Z/g, ''))).toBe(false);
    }
    const rowsOf = async (query: ReturnType<typeof sql>) =>
      ((await server.db.execute(query)) as { rows: Record<string, unknown>[] }).rows;
    const list = await rowsOf(
      sql`select table_name, column_name from information_schema.columns
          where table_schema = 'public' and data_type in ('text', 'character varying', 'jsonb', 'json', 'ARRAY')`,
    );
    expect(list.length).toBeGreaterThan(20);
    for (const entry of list) {
      const table = String(entry.table_name);
      const column = String(entry.column_name);
      const [found] = await rowsOf(
        sql`select count(*)::int as n from ${sql.identifier(table)}
            where ${sql.identifier(column)}::text like ${`%${CARD}%`} or ${sql.identifier(column)}::text = ${CODE}`,
      );
      expect(Number(found?.n ?? 0), `${table}.${column}`).toBe(0);
    }
  });
});
