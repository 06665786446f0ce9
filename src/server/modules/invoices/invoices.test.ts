import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customersOf } from '../../../../tests/support/builders';
import { createTestServer, type TestServer } from '../../../../tests/support/test-server';
import { AGEING_RANGES } from '../../../shared/invoices/ageing';
import { orderDayOf } from '../../../shared/orders/order-dates';
import { formMessages } from '../../../shared/validation/form-rules';
import { companyCredit, customerAreas, type CustomerRow } from '../customers/customers.tables';
import { CREDIT_BLOCKED_REASONS } from '../../seed/invoices-seed';
import { invoices } from './invoices.tables';

// The invoices area's reads (spec 01 §3 Open invoice result, Invoice, Credit information, Price component, Average
// payment days, Payment status; §7 invoices and payments) on the demo seed.

let server: TestServer;
let dealer: CustomerRow;
let other: CustomerRow;
let token: string;

const INVOICE = `id sorg invoiceNo assignment installment doNo invoiceDate dueDate overdue status currency
  accountingAmount grandTotal clearingDate payerCode companyCode fiscalYear earlyPaymentDiscount freightAllowance`;
const OPEN = `query InvoicesTestOpen($custCode: String!, $sorgs: [String!]!) {
  openInvoiceV5(custCode: $custCode, sorgs: $sorgs) {
    companyCode sorg currency additionalDisplays
    customerAgeing { overdue { from to } value invoice { ${INVOICE} } }
    pendingPayment { ${INVOICE} } waitingForPayment { ${INVOICE} }
  }
}`;

interface InvoiceAnswer {
  invoiceNo: string;
  assignment: string;
  installment: number;
  dueDate: string;
  overdue: number;
  status: string;
  accountingAmount: number;
  grandTotal: number;
  clearingDate: string | null;
}
interface OpenAnswer {
  openInvoiceV5: {
    companyCode: string;
    sorg: string;
    additionalDisplays: string[];
    customerAgeing: { overdue: { from: number | null; to: number | null }; value: number; invoice: InvoiceAnswer[] }[];
    pendingPayment: InvoiceAnswer[];
    waitingForPayment: InvoiceAnswer[];
  }[];
}

const dayShift = (day: string, days: number) => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};
const custCodeOf = (c: CustomerRow) => c.custCodeIsr ?? c.custCodeR3 ?? '';

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

describe('openInvoiceV5', () => {
  it('ages the dealer’s open invoices into the five buckets at their boundaries, waiting and pending apart', async () => {
    const res = await server.graphql<OpenAnswer>(OPEN, { custCode: custCodeOf(dealer), sorgs: ['1000'] }, token);
    expect(res.errors).toBeUndefined();
    const [company] = res.data?.openInvoiceV5 ?? [];
    if (!company) throw new Error('no company');
    expect(company.sorg).toBe('1000');
    expect(company.companyCode).not.toBe('');
    expect(company.additionalDisplays).toEqual(['recycleFee', 'surcharges', 'freightAllowance']);
    expect(company.customerAgeing.map((b) => b.overdue)).toEqual(AGEING_RANGES);
    for (const bucket of company.customerAgeing) {
      expect(bucket.value).toBe(bucket.invoice.reduce((sum, i) => sum + i.accountingAmount, 0));
      for (const invoice of bucket.invoice) {
        const days = Math.max(0, -invoice.overdue);
        if (bucket.overdue.from !== null) expect(days).toBeGreaterThanOrEqual(bucket.overdue.from);
        if (bucket.overdue.to !== null) expect(days).toBeLessThanOrEqual(bucket.overdue.to);
        expect(['Open', '']).toContain(invoice.status);
      }
    }
    const overdueOf = (bucket: number) => company.customerAgeing[bucket]?.invoice.map((i) => -i.overdue) ?? [];
    // The seed puts invoices on each boundary: due today, 1, 30 | 31, 60 | 61, 90 | 91, 120 days overdue.
    expect(overdueOf(0)).toEqual(expect.arrayContaining([-0, -10, -25]));
    expect(overdueOf(1)).toEqual(expect.arrayContaining([1, 30]));
    expect(overdueOf(2)).toEqual(expect.arrayContaining([31, 60]));
    expect(overdueOf(3)).toEqual(expect.arrayContaining([61, 90]));
    expect(overdueOf(4)).toEqual(expect.arrayContaining([91, 120]));
    // Credit notes are negative; installments share one number and differ by assignment.
    const all = company.customerAgeing.flatMap((b) => b.invoice);
    expect(all.some((i) => i.accountingAmount < 0)).toBe(true);
    const installments = all.filter((i) => i.installment > 0);
    expect(installments).toHaveLength(3);
    expect(new Set(installments.map((i) => i.invoiceNo)).size).toBe(1);
    expect(new Set(installments.map((i) => i.assignment)).size).toBe(3);
    expect(company.waitingForPayment.map((i) => i.status)).toEqual(['Waiting For Payment']);
    expect(company.pendingPayment.map((i) => i.status)).toEqual(['Pending Payment']);
  });

  it('computes overdue from the host’s today (due − today, negative when overdue)', async () => {
    const res = await server.graphql<OpenAnswer>(OPEN, { custCode: custCodeOf(dealer), sorgs: [] }, token);
    const today = orderDayOf(new Date(), '1000');
    for (const invoice of res.data?.openInvoiceV5.flatMap((c) => c.customerAgeing.flatMap((b) => b.invoice)) ?? []) {
      expect(dayShift(today, invoice.overdue)).toBe(invoice.dueDate);
    }
  });

  it('refuses another customer’s code or a sorg the customer does not buy in, leaking nothing', async () => {
    for (const variables of [
      { custCode: custCodeOf(other), sorgs: ['1000'] },
      { custCode: custCodeOf(dealer), sorgs: ['2000'] },
    ]) {
      const res = await server.graphql<OpenAnswer>(OPEN, variables, token);
      expect(res.data).toBeNull();
      expect(res.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      expect(JSON.stringify(res)).not.toContain(other.name);
    }
  });
});

describe('invoice', () => {
  const DETAIL = `query InvoicesTestDetail($invoiceNo: String!, $sorg: String!) {
    invoice(invoiceNo: $invoiceNo, sorg: $sorg) { invoiceNo sorg installments { ${INVOICE} }
      lines { articleCode articleCodeDisplay name brand uom qty price subTotal } }
  }`;
  it('answers an invoice with its installments and lines; another customer’s number as none', async () => {
    const [installment] = await server.db
      .select()
      .from(invoices)
      .where(and(eq(invoices.customerId, dealer.id), eq(invoices.installment, 2)));
    if (!installment) throw new Error('no installment');
    const res = await server.graphql<{
      invoice: { installments: InvoiceAnswer[]; lines: { qty: number; price: number; subTotal: number }[] } | null;
    }>(DETAIL, { invoiceNo: installment.invoiceNo, sorg: '1000' }, token);
    expect(res.errors).toBeUndefined();
    expect(res.data?.invoice?.installments.map((i) => i.installment)).toEqual([1, 2, 3]);
    const lines = res.data?.invoice?.lines ?? [];
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(line.subTotal).toBe(line.qty * line.price);

    const [foreign] = await server.db.select().from(invoices).where(eq(invoices.customerId, other.id)).limit(1);
    if (!foreign) throw new Error('the other customer has no invoice');
    const refused = await server.graphql(DETAIL, { invoiceNo: foreign.invoiceNo, sorg: foreign.sorg }, token);
    expect(refused.data).toEqual({ invoice: null });
  });
});

interface Row {
  invoiceNo: string;
  assignment: string;
}

describe('invoicesByDateRange', () => {
  const PAID = `query InvoicesTestPaid($from: String!, $to: String!) {
    invoicesByDateRange(from: $from, to: $to) { ${INVOICE} }
  }`;
  it('lists paid invoices by clearing day within 30 days and refuses a longer range', async () => {
    const today = orderDayOf(new Date(), '1000');
    let found = 0;
    for (let back = 0; back < 360 && found === 0; back += 30) {
      const from = dayShift(today, -back - 30);
      const to = dayShift(today, -back);
      const res = await server.graphql<{ invoicesByDateRange: InvoiceAnswer[] }>(PAID, { from, to }, token);
      expect(res.errors).toBeUndefined();
      for (const invoice of res.data?.invoicesByDateRange ?? []) {
        const cleared = invoice.clearingDate ?? '';
        expect(cleared >= from && cleared <= to).toBe(true);
        expect(invoice.status).toBe('Paid');
        found++;
      }
    }
    expect(found).toBeGreaterThan(0);
    const tooLong = await server.graphql(PAID, { from: dayShift(today, -31), to: today }, token);
    expect(tooLong.status).toBe(400);
    expect(tooLong.errors?.[0]?.message).toBe(formMessages.dateRange);
  });

  it('answers pages of at most `limit` rows in clearing order, and refuses a limit over 500', async () => {
    const PAGE = `query InvoicesTestPaidPage($from: String!, $to: String!, $page: Int, $limit: Int) {
      invoicesByDateRange(from: $from, to: $to, page: $page, limit: $limit) { invoiceNo assignment }
    }`;
    const today = orderDayOf(new Date(), '1000');
    let range: { from: string; to: string; all: Row[] } | null = null;
    for (let back = 0; back < 360 && range === null; back += 30) {
      const from = dayShift(today, -back - 30);
      const to = dayShift(today, -back);
      const all = (await server.graphql<{ invoicesByDateRange: Row[] }>(PAGE, { from, to }, token)).data
        ?.invoicesByDateRange;
      if (all && all.length >= 3) range = { from, to, all };
    }
    if (!range) throw new Error('no 30 days with three paid invoice rows');
    const { from, to, all } = range;
    const page = async (n: number, limit: number) =>
      (await server.graphql<{ invoicesByDateRange: Row[] }>(PAGE, { from, to, page: n, limit }, token)).data
        ?.invoicesByDateRange;
    expect(await page(1, 2)).toEqual(all.slice(0, 2));
    expect(await page(2, 2)).toEqual(all.slice(2, 4));
    const tooMany = await server.graphql(PAGE, { from, to, page: 1, limit: 501 }, token);
    expect(tooMany.status).toBe(400);
    expect(tooMany.errors?.[0]?.message).toBe('limit must be 1 to 500');
    expect((await server.graphql(PAGE, { from, to, page: 0, limit: 10 }, token)).status).toBe(400);
  });
});

describe('credit and the lookups', () => {
  it('answers every credit figure of the dealer’s company, unblocked', async () => {
    const res = await server.graphql<{
      creditInformation: {
        company: { code: string };
        creditLimit: number;
        balance: number;
        reasonBlocked: string | null;
      }[];
    }>(
      `query InvoicesTestCredit { creditInformation { company { code name } sorg sorgs currency creditLimit balance
        creditExposure openInvoice openDO consignment creditControl custCode reasonBlocked } }`,
      {},
      token,
    );
    expect(res.errors).toBeUndefined();
    const [area] = await server.db.select().from(customerAreas).where(eq(customerAreas.customerId, dealer.id));
    const [figures] = await server.db
      .select()
      .from(companyCredit)
      .where(eq(companyCredit.companyId, area?.companyId ?? 0));
    expect(res.data?.creditInformation).toHaveLength(1);
    expect(res.data?.creditInformation[0]).toMatchObject({
      creditLimit: figures?.creditLimit,
      balance: figures?.balance,
      custCode: custCodeOf(dealer),
      reasonBlocked: null,
      // The areas of the company (checkout's credit headroom groups the cart's orders by them).
      sorgs: [area?.sorg],
    });
  });

  it('seeds one company per blocked reason', async () => {
    const rows = await server.db
      .select({ reason: companyCredit.reasonBlocked, n: sql<number>`count(*)::int` })
      .from(companyCredit)
      .groupBy(companyCredit.reasonBlocked);
    for (const reason of CREDIT_BLOCKED_REASONS) expect(rows.find((r) => r.reason === reason)?.n).toBe(1);
  });

  it('answers average payment days, price components and payment statuses', async () => {
    const res = await server.graphql<{
      averagePaymentDays: { sorg: string; year: number; days: number }[];
      priceComponents: { sorg: string; additionalDisplays: string[] }[];
      paymentStatuses: { id: string; description: string }[];
    }>(
      `query InvoicesTestLookups { averagePaymentDays { sorg year days }
        priceComponents(module: "order") { sorg module additionalDisplays } paymentStatuses { id description } }`,
      {},
      token,
    );
    expect(res.errors).toBeUndefined();
    expect(res.data?.averagePaymentDays.length).toBeGreaterThanOrEqual(2);
    for (const row of res.data?.averagePaymentDays ?? []) expect(row.days).toBeGreaterThanOrEqual(20);
    expect(res.data?.priceComponents).toEqual([
      { sorg: '1000', module: 'order', additionalDisplays: ['shippingCost'] },
    ]);
    expect(res.data?.paymentStatuses.map((s) => s.id).sort()).toEqual(
      ['complete', 'expired', 'failed', 'on_processing', 'pending', 'void', 'waiting'].sort(),
    );
    const bad = await server.graphql(
      `query InvoicesTestBadModule { priceComponents(module: "x") { sorg } }`,
      {},
      token,
    );
    expect(bad.status).toBe(400);
  });
});
