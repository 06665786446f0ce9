import { gunzipSync } from 'node:zlib';
import { and, desc, eq, ne } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customersOf, userIdOf } from '../../../../tests/support/builders';
import { createTestServer, type TestServer } from '../../../../tests/support/test-server';
import { invoiceMailMessages } from '../../../shared/documents/document-texts';
import { sinkAttachmentsOf } from '../../mail/mailer';
import { mails } from '../../mail/mail.tables';
import { customers, type CustomerRow } from '../customers/customers.tables';
import { users } from '../users/users.tables';
import { INVOICE_MAILS_PER_HOUR } from './invoice-mail.service';
import { invoices } from './invoices.tables';

// send invoice email (spec 01 §7) and GET /api/invoices/{sorg}/{invoiceNo}/pdf: the acting customer's invoice as a
// PDF, mailed to the address on file (never shown) or downloaded; other customers' invoices refused.

let server: TestServer;
let dealer: CustomerRow;
let other: CustomerRow;
let token: string;

const SEND = `mutation InvoiceMailTestSend($invoiceNumber: String!, $sorg: String!) {
  sendInvoiceEmail(invoiceNumber: $invoiceNumber, sorg: $sorg) {
    status description retryAfterSeconds userErrors { field message code }
  }
}`;
interface SendAnswer {
  sendInvoiceEmail: {
    status: boolean;
    description: string;
    retryAfterSeconds: number | null;
    userErrors: { field: string | null; message: string; code: string }[];
  };
}

/** Invoice numbers of a customer, those with installments first. */
async function invoiceNosOf(customerId: number) {
  const rows = await server.db
    .selectDistinct({ invoiceNo: invoices.invoiceNo, sorg: invoices.sorg, installment: invoices.installment })
    .from(invoices)
    .where(and(eq(invoices.customerId, customerId), ne(invoices.status, 'Paid')))
    .orderBy(desc(invoices.installment), invoices.invoiceNo);
  return [...new Map(rows.map((r) => [r.invoiceNo, r])).values()];
}

const mailsTo = (to: string) => server.db.select().from(mails).where(eq(mails.to, to)).orderBy(desc(mails.id));

const send = (invoiceNumber: string, sorg: string, as = token) =>
  server.graphql<SendAnswer>(SEND, { invoiceNumber, sorg }, as);

beforeAll(async () => {
  server = await createTestServer();
  const [a] = await customersOf(server.db, 'dealer');
  if (!a) throw new Error('the dealer has no customer');
  dealer = a;
  const b = (await customersOf(server.db, 'sales')).find((c) => c.id !== a.id);
  if (!b) throw new Error('the sales rep has no other customer');
  other = b;
  token = await server.tokenFor('dealer');
});

afterAll(async () => {
  await server.close();
});

describe('sendInvoiceEmail', () => {
  it('mails the invoice with every installment as a PDF to the address on file, and never names the address', async () => {
    const [invoice] = await invoiceNosOf(dealer.id);
    if (!invoice) throw new Error('the dealer has no open invoice');
    expect(invoice.installment).toBeGreaterThan(0); // the seed's invoice in three installments
    const before = (await mailsTo(dealer.email)).length;

    const res = await send(invoice.invoiceNo, invoice.sorg);
    expect(res.errors).toBeUndefined();
    expect(res.data?.sendInvoiceEmail).toEqual({
      status: true,
      description: invoiceMailMessages.sent,
      retryAfterSeconds: null,
      userErrors: [],
    });
    expect(JSON.stringify(res)).not.toContain(dealer.email);

    const sent = await mailsTo(dealer.email);
    expect(sent).toHaveLength(before + 1);
    const [mail] = sent;
    if (!mail) throw new Error('no mail');
    expect(mail.subject).toContain(`Invoice ${invoice.invoiceNo}`);
    expect(mail.text).toContain(`Attachment: Invoice ${invoice.invoiceNo}.pdf (application/pdf,`);
    const [attachment] = sinkAttachmentsOf(mail.html);
    expect(attachment?.filename).toBe(`Invoice ${invoice.invoiceNo}.pdf`);
    expect(attachment?.contentType).toBe('application/pdf');
    const pdf = await PDFDocument.load(attachment?.content ?? new Uint8Array(), { updateMetadata: false });
    expect(pdf.getTitle()).toBe(`Invoice ${invoice.invoiceNo}`);
    expect(pdf.getPageCount()).toBeGreaterThanOrEqual(1);
  });

  it('refuses another customer’s invoice as not found and sends nothing', async () => {
    const [foreign] = await invoiceNosOf(other.id);
    if (!foreign) throw new Error('the other customer has no open invoice');
    const before = (await mailsTo(other.email)).length;
    const res = await send(foreign.invoiceNo, foreign.sorg);
    expect(res.data?.sendInvoiceEmail).toEqual({
      status: false,
      description: invoiceMailMessages.notFound,
      retryAfterSeconds: null,
      userErrors: [{ field: 'invoiceNumber', message: invoiceMailMessages.notFound, code: 'NOT_FOUND' }],
    });
    expect(await mailsTo(other.email)).toHaveLength(before);
    // An unknown number and bad input alike: userErrors, no 500.
    expect((await send('NOPE-1', '1000')).data?.sendInvoiceEmail.userErrors[0]?.code).toBe('NOT_FOUND');
    expect((await send('x'.repeat(41), '1000')).data?.sendInvoiceEmail.userErrors[0]?.field).toBe('invoiceNumber');
    expect((await send('9000', ' ')).data?.sendInvoiceEmail.userErrors[0]?.field).toBe('sorg');
  });

  it('sends one invoice at most five times an hour', async () => {
    const [, invoice] = await invoiceNosOf(dealer.id);
    if (!invoice) throw new Error('the dealer has no second invoice');
    for (let i = 0; i < INVOICE_MAILS_PER_HOUR; i++) {
      expect((await send(invoice.invoiceNo, invoice.sorg)).data?.sendInvoiceEmail.status).toBe(true);
    }
    const refused = await send(invoice.invoiceNo, invoice.sorg);
    expect(refused.data?.sendInvoiceEmail.status).toBe(false);
    expect(refused.data?.sendInvoiceEmail.userErrors[0]?.code).toBe('RATE_LIMITED');
    // The server's clock stands still in this test: the first send leaves the window in a full hour.
    expect(refused.data?.sendInvoiceEmail.retryAfterSeconds).toBeGreaterThan(3500);
    expect(refused.data?.sendInvoiceEmail.retryAfterSeconds).toBeLessThanOrEqual(3600);
  });

  it('refuses a customer without an address on file with its own code, and sends nothing', async () => {
    const [invoice] = await invoiceNosOf(dealer.id);
    if (!invoice) throw new Error('the dealer has no open invoice');
    const before = (await server.db.select().from(mails)).length;
    await server.db.update(customers).set({ email: ' ' }).where(eq(customers.id, dealer.id));
    try {
      const res = await send(invoice.invoiceNo, invoice.sorg);
      expect(res.data?.sendInvoiceEmail).toMatchObject({
        status: false,
        description: invoiceMailMessages.noAddress,
        retryAfterSeconds: null,
        userErrors: [{ field: null, code: 'NO_EMAIL_ON_FILE' }],
      });
    } finally {
      await server.db.update(customers).set({ email: dealer.email }).where(eq(customers.id, dealer.id));
    }
    expect(await server.db.select().from(mails)).toHaveLength(before);
  });

  it('writes the mail and the PDF in the user’s language, and a name in any script renders', async () => {
    const [, , invoice] = await invoiceNosOf(dealer.id);
    if (!invoice) throw new Error('the dealer has no third invoice');
    const dealerUser = await userIdOf(server.db, 'dealer');
    await server.db.update(users).set({ languageId: 'de' }).where(eq(users.id, dealerUser));
    await server.db
      .update(customers)
      .set({ name: 'Fahrradladen Weiß & Café Жуков Ωmega 東京' })
      .where(eq(customers.id, dealer.id));
    try {
      const res = await send(invoice.invoiceNo, invoice.sorg);
      expect(res.data?.sendInvoiceEmail.status).toBe(true);
      const [mail] = await mailsTo(dealer.email);
      expect(mail?.subject).toContain(`Rechnung ${invoice.invoiceNo}`);
      expect(mail?.text).toContain('Hallo Fahrradladen Weiß & Café Жуков Ωmega 東京,');
      const [attachment] = sinkAttachmentsOf(mail?.html ?? '');
      const pdf = await PDFDocument.load(attachment?.content ?? new Uint8Array(), { updateMetadata: false });
      expect(pdf.getTitle()).toBe(`Rechnung ${invoice.invoiceNo}`);
    } finally {
      await server.db.update(users).set({ languageId: 'en-us' }).where(eq(users.id, dealerUser));
      await server.db.update(customers).set({ name: dealer.name }).where(eq(customers.id, dealer.id));
    }
  });

  it('runs once per operation: aliases cannot send a batch of mails in one request', async () => {
    const res = await server.graphql(
      `mutation { a: sendInvoiceEmail(invoiceNumber: "1", sorg: "1000") { status }
        b: sendInvoiceEmail(invoiceNumber: "2", sorg: "1000") { status } }`,
      {},
      token,
    );
    expect(res.status).toBe(400);
    expect(res.errors?.[0]?.message).toBe('An operation may run sendInvoiceEmail only once');
  });

  it('needs the invoices scope and a customer', async () => {
    const res = await server.graphql<SendAnswer>(SEND, { invoiceNumber: '1', sorg: '1000' });
    expect(res.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('GET /api/invoices/{sorg}/{invoiceNo}/pdf', () => {
  const get = (sorg: string, invoiceNo: string, as: string | null = token) =>
    server.request(`/api/invoices/${encodeURIComponent(sorg)}/${encodeURIComponent(invoiceNo)}/pdf`, {
      headers: as ? { authorization: `Bearer ${as}` } : {},
    });

  it('answers the acting customer’s invoice as a PDF download', async () => {
    const [invoice] = await invoiceNosOf(dealer.id);
    if (!invoice) throw new Error('the dealer has no open invoice');
    const res = await get(invoice.sorg, invoice.invoiceNo);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toContain(`filename="Invoice ${invoice.invoiceNo}.pdf"`);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const pdf = await PDFDocument.load(new Uint8Array(await res.arrayBuffer()), { updateMetadata: false });
    expect(pdf.getTitle()).toBe(`Invoice ${invoice.invoiceNo}`);
    // Through the compression of every API answer (a browser asks for gzip): the body is whole and its length true.
    const zipped = await server.request(`/api/invoices/${invoice.sorg}/${encodeURIComponent(invoice.invoiceNo)}/pdf`, {
      headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip' },
    });
    const raw = Buffer.from(await zipped.arrayBuffer());
    const length = zipped.headers.get('content-length');
    if (length !== null) expect(Number(length)).toBe(raw.byteLength);
    const body = zipped.headers.get('content-encoding') === 'gzip' ? gunzipSync(raw) : raw;
    expect(body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('answers 404 for another customer’s, an unknown and a malformed invoice; 401 without a token', async () => {
    const [foreign] = await invoiceNosOf(other.id);
    if (!foreign) throw new Error('the other customer has no open invoice');
    expect((await get(foreign.sorg, foreign.invoiceNo)).status).toBe(404);
    expect((await get('1000', 'NOPE-1')).status).toBe(404);
    expect((await get('1000', 'x'.repeat(41))).status).toBe(404);
    expect((await get(foreign.sorg, foreign.invoiceNo, null)).status).toBe(401);
  });
});
