// `npm run bench:invoices`: GraphQL `openInvoiceV5` in process (no network) for the demo dealer with 2,000 open
// invoices (the seed's plus generated ones spread over 150 days of due dates, a tenth credit notes). Runs on the
// embedded PGlite and, when it answers, on the PostgreSQL server at BENCH_DATABASE_URL (default
// postgres://postgres@127.0.0.1:5432/postgres, in a database of its own that is dropped afterwards). Prints figures;
// asserts nothing. BENCH_RUNS and BENCH_INVOICES change the run.
import { and, count, eq, ne, sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../../src/server/db/client';
import { invoices } from '../../src/server/modules/invoices/invoices.tables';
import { bulkInsert } from '../../src/server/seed/bulk-insert';
import { customersOf } from '../support/builders';
import { timeQueries, type TimedQuery } from './support/in-process';
import { onScratchPostgres } from './support/scratch-postgres';

const runs = Number(process.env.BENCH_RUNS ?? 40);
const wanted = Number(process.env.BENCH_INVOICES ?? 2000);

const INVOICE = `id sorg invoiceNo assignment installment doNo invoiceDate dueDate overdue status notes detailNotes
  currency recycleFee surcharges accountingAmount accountingNo paymentDiscount grandTotal clearingDate payerCode
  payerName tax shippingCost discount expeditionName expeditionTracking terms companyCode lineItem fiscalYear
  freightAllowance earlyPaymentDiscount`;
const OPEN = `query BenchOpenInvoices($c: String!) { openInvoiceV5(custCode: $c, sorgs: ["1000"]) { companyCode
  additionalDisplays customerAgeing { overdue { from to } value invoice { ${INVOICE} } }
  pendingPayment { ${INVOICE} } waitingForPayment { ${INVOICE} } } }`;

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** Open invoices of the dealer's customer until it has `count` of them; answers the count and its code. */
async function addOpenInvoices(database: Database): Promise<{ open: number; custCode: string }> {
  const { db } = database;
  const [customer] = await customersOf(db, 'dealer');
  if (!customer) throw new Error('no demo dealer');
  const dealer = { customerId: customer.id, isr: customer.custCodeIsr, r3: customer.custCodeR3 };
  const openCount = async () => {
    const [row] = await db
      .select({ n: count() })
      .from(invoices)
      .where(and(eq(invoices.customerId, dealer.customerId), ne(invoices.status, 'Paid')));
    return row?.n ?? 0;
  };
  const missing = Math.max(0, wanted - (await openCount()));
  await bulkInsert(
    db,
    invoices,
    Array.from({ length: missing }, (_, i) => {
      const sign = i % 10 === 9 ? -1 : 1;
      const amount = sign * (50_000 + (i % 97) * 1_000);
      const dueDate = day(30 - (i % 150));
      return {
        customerId: dealer.customerId,
        sorg: '1000',
        invoiceNo: `BENCH${String(i).padStart(6, '0')}`,
        assignment: `BENCH${String(i).padStart(6, '0')}`,
        invoiceDate: day(-(i % 150)),
        dueDate,
        status: 'Open',
        currency: 'USD',
        accountingAmount: amount,
        grandTotal: amount,
        fiscalYear: Number(dueDate.slice(0, 4)),
        payerName: 'Bench payer',
      };
    }),
  );
  await db.execute(sql`analyze`);
  return { open: await openCount(), custCode: dealer.isr ?? dealer.r3 ?? '' };
}

/** The demo dealer's open invoices, then openInvoiceV5 for its customer. */
async function prepare(database: Database): Promise<TimedQuery[]> {
  const { open, custCode } = await addOpenInvoices(database);
  console.log(`  open invoices of the demo dealer: ${String(open)}`);
  return [{ label: 'openInvoiceV5', query: OPEN, variables: { c: custCode } }];
}

await timeQueries('PGlite (embedded, in memory)', await openDatabase({ kind: 'pglite' }), runs, prepare);
await onScratchPostgres('bench_invoices', async (url) => {
  await timeQueries('PostgreSQL', await openDatabase({ kind: 'postgres', url }), runs, prepare);
});
