// `npm run bench:invoices`: GraphQL `openInvoiceV5` in process (no network) for the demo dealer with 2,000 open
// invoices (the seed's plus generated ones spread over 150 days of due dates, a tenth credit notes). Runs on the
// embedded PGlite and, when it answers, on the PostgreSQL server at BENCH_DATABASE_URL (default
// postgres://postgres@127.0.0.1:5432/postgres, in a database of its own that is dropped afterwards). Prints figures;
// asserts nothing. BENCH_RUNS and BENCH_INVOICES change the run.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import pg from 'pg';
import { createApp } from '../../src/server/app';
import { openDatabase, type Database } from '../../src/server/db/client';
import { envSchema } from '../../src/server/env';
import { createLogger } from '../../src/server/lib/logger';
import { customers, userCustomers } from '../../src/server/modules/customers/customers.tables';
import { invoices } from '../../src/server/modules/invoices/invoices.tables';
import { users } from '../../src/server/modules/users/users.tables';
import { bulkInsert } from '../../src/server/seed/bulk-insert';
import { seedDemo } from '../../src/server/seed/seed';

const runs = Number(process.env.BENCH_RUNS ?? 40);
const wanted = Number(process.env.BENCH_INVOICES ?? 2000);
const pgUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const INVOICE = `id sorg invoiceNo assignment installment doNo invoiceDate dueDate overdue status notes detailNotes
  currency recycleFee surcharges accountingAmount accountingNo paymentDiscount grandTotal clearingDate payerCode
  payerName tax shippingCost discount expeditionName expeditionTracking terms companyCode lineItem fiscalYear
  freightAllowance earlyPaymentDiscount`;
const OPEN = `query BenchOpenInvoices($c: String!) { openInvoiceV5(custCode: $c, sorgs: ["1000"]) { companyCode
  additionalDisplays customerAgeing { overdue { from to } value invoice { ${INVOICE} } }
  pendingPayment { ${INVOICE} } waitingForPayment { ${INVOICE} } } }`;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** Open invoices of the dealer's customer until it has `count` of them; answers the count and its code. */
async function addOpenInvoices(database: Database): Promise<{ open: number; custCode: string }> {
  const { db } = database;
  const [dealer] = await db
    .select({ customerId: userCustomers.customerId, isr: customers.custCodeIsr, r3: customers.custCodeR3 })
    .from(users)
    .innerJoin(userCustomers, eq(userCustomers.userId, users.id))
    .innerJoin(customers, eq(customers.id, userCustomers.customerId))
    .where(eq(users.username, 'dealer'))
    .orderBy(asc(userCustomers.customerId))
    .limit(1);
  if (!dealer) throw new Error('no demo dealer');
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

async function bench(name: string, database: Database): Promise<void> {
  console.log(`\n${name}`);
  const dataDir = mkdtempSync(join(tmpdir(), 'invoices-bench-'));
  try {
    const seedStarted = performance.now();
    await seedDemo(database.db, { uploadsDir: join(dataDir, 'uploads') });
    console.log(`  seed: ${(performance.now() - seedStarted).toFixed(0)} ms`);
    const { open, custCode } = await addOpenInvoices(database);
    console.log(`  open invoices of the demo dealer: ${String(open)}`);
    const env = envSchema.parse({ NODE_ENV: 'production', LOG_LEVEL: 'silent', DATA_DIR: dataDir });
    const { app } = await createApp({ database, env, logger: createLogger(env.LOG_LEVEL) });
    const login = await app.request('http://localhost/api/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'dealer', password: 'Demo1234' }),
    });
    const { accessToken } = (await login.json()) as { accessToken: string };
    const ask = async () => {
      const started = performance.now();
      const res = await app.request('http://localhost/api/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` },
        body: JSON.stringify({ query: OPEN, variables: { c: custCode } }),
      });
      const text = await res.text();
      if (res.status !== 200 || text.includes('"errors"'))
        throw new Error(`${String(res.status)} ${text.slice(0, 300)}`);
      return { ms: performance.now() - started, bytes: text.length };
    };
    await ask();
    await ask();
    const times: number[] = [];
    let bytes = 0;
    for (let i = 0; i < runs; i++) {
      const { ms, bytes: size } = await ask();
      times.push(ms);
      bytes = size;
    }
    times.sort((a, b) => a - b);
    console.log(
      `  openInvoiceV5: ${String(runs)} runs, p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms, max ${(times.at(-1) ?? 0).toFixed(1)} ms, answer ${(bytes / 1024).toFixed(0)} KiB`,
    );
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await bench('PGlite (embedded, in memory)', await openDatabase({ kind: 'pglite' }));

const name = `bench_invoices_${String(process.pid)}`;
const admin = new pg.Client({ connectionString: pgUrl });
try {
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
} catch (error) {
  console.log(`\nPostgreSQL at ${pgUrl} did not answer (${(error as Error).message}); skipped`);
  await admin.end().catch(() => undefined);
  process.exit(0);
}
try {
  const url = new URL(pgUrl);
  url.pathname = `/${name}`;
  await bench('PostgreSQL', await openDatabase({ kind: 'postgres', url: url.toString() }));
} finally {
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
}
