// `npm run bench:payments`: "create → webhook → paid" in process (no network) for the demo dealer: a payment request
// for one invoice by virtual account (createPaymentRequestV2), the sandbox's signed transfer webhook posted to
// POST /api/payments/webhook/sandbox, and the invoice read back Paid; and a sandbox card payment (V3), complete in
// the same call. Runs on the embedded PGlite and, when it answers, on the PostgreSQL server at BENCH_DATABASE_URL
// (a database of its own, dropped afterwards). Prints figures; asserts nothing. BENCH_RUNS changes the run.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { percentile } from '../../scripts/bench-support';
import { createApp } from '../../src/server/app';
import { openDatabase, type Database } from '../../src/server/db/client';
import { envSchema } from '../../src/server/env';
import { createLogger } from '../../src/server/lib/logger';
import { customerAreas } from '../../src/server/modules/customers/customers.tables';
import { invoices } from '../../src/server/modules/invoices/invoices.tables';
import { paymentMerchants, paymentMethods } from '../../src/server/modules/orders/orders.tables';
import { bulkInsert } from '../../src/server/seed/bulk-insert';
import { DEMO_PASSWORD, seedDemo } from '../../src/server/seed/seed';
import { customersOf } from '../support/builders';
import { onScratchPostgres } from './support/scratch-postgres';

const runs = Number(process.env.BENCH_RUNS ?? 40);
const PAYER = 'BENCHPAYER';

const RESULT = 'paymentRequest { externalId amount virtualAccountNo paymentStatus { id } } userErrors { message }';
const V2 = `mutation BenchPayV2($input: PaymentRequestInput!, $n: [String!]!) {
  createPaymentRequestV2(input: $input, accountingNumbers: $n) { ${RESULT} } }`;
const V3 = `mutation BenchPayV3($input: PaymentRequestInput!, $n: [String!]!, $data: PaymentInformationInput) {
  createPaymentRequestV3(input: $input, accountingNumbers: $n, isPartialPayment: false, paymentRequestData: $data) {
    ${RESULT} } }`;

interface Created {
  externalId: string;
  amount: number;
  virtualAccountNo: string | null;
  paymentStatus: { id: string };
}

async function bench(name: string, database: Database) {
  console.log(`\n${name}`);
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-'));
  try {
    const seedStarted = performance.now();
    await seedDemo(database.db, { uploadsDir: join(dataDir, 'uploads') });
    console.log(`  seed: ${(performance.now() - seedStarted).toFixed(0)} ms`);
    const { db } = database;
    const [dealer] = await customersOf(db, 'dealer');
    if (!dealer) throw new Error('no demo dealer');
    await db
      .update(customerAreas)
      .set({ allowPayInvoice: true })
      .where(and(eq(customerAreas.customerId, dealer.id), eq(customerAreas.sorg, '1000')));
    const methodIds: Record<string, number> = {};
    for (const type of ['Virtual Account', 'Credit Card']) {
      const [method] = await db
        .insert(paymentMethods)
        .values({ code: `1000-BENCH-${type}`, sorg: '1000', type, description: type, expiryDays: 2 })
        .returning();
      if (!method) throw new Error('no method');
      await db.insert(paymentMerchants).values({ paymentMethodId: method.id, paymentDiscount: 0 });
      methodIds[type] = method.id;
    }
    // One payer whose invoices share a due day: any one of them is a valid selection under either rule.
    const dueDate = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
    await bulkInsert(
      db,
      invoices,
      Array.from({ length: 2 * runs + 4 }, (_, i) => {
        const no = `BPAY${String(i).padStart(6, '0')}`;
        return {
          customerId: dealer.id,
          sorg: '1000',
          invoiceNo: no,
          assignment: no,
          accountingNo: no,
          invoiceDate: dueDate,
          dueDate,
          status: 'Open',
          currency: 'USD',
          accountingAmount: 10_000 + i,
          grandTotal: 10_000 + i,
          fiscalYear: Number(dueDate.slice(0, 4)),
          payerCode: PAYER,
          payerName: 'Bench payer',
        };
      }),
    );
    await db.execute(sql`analyze`);

    const env = envSchema.parse({ NODE_ENV: 'production', LOG_LEVEL: 'silent', DATA_DIR: dataDir });
    const { app, deps } = await createApp({ database, env, logger: createLogger(env.LOG_LEVEL) });
    const login = await app.request('http://localhost/api/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'dealer', password: DEMO_PASSWORD }),
    });
    const { accessToken } = (await login.json()) as { accessToken: string };
    const gql = async (query: string, variables: object) => {
      const res = await app.request('http://localhost/api/graphql', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${accessToken}`,
          'Idempotency-Key': randomUUID(),
        },
        body: JSON.stringify({ query, variables }),
      });
      const text = await res.text();
      if (res.status !== 200 || text.includes('"errors"'))
        throw new Error(`${String(res.status)} ${text.slice(0, 300)}`);
      return JSON.parse(text) as { data: Record<string, { paymentRequest: Created | null; userErrors: unknown[] }> };
    };
    const input = (i: number, method: string) => ({
      amount: 10_000 + i,
      currency: 'USD',
      payerName: 'Bench payer',
      payerCode: PAYER,
      merchant: '1000',
      paymentId: String(methodIds[method]),
    });
    const paid = async (no: string) => {
      const [row] = await db.select({ status: invoices.status }).from(invoices).where(eq(invoices.accountingNo, no));
      return row?.status === 'Paid';
    };

    const virtualAccount: number[] = [];
    const card: number[] = [];
    for (let i = 0; i < runs + 2; i++) {
      const no = `BPAY${String(i).padStart(6, '0')}`;
      const started = performance.now();
      const created = (await gql(V2, { input: input(i, 'Virtual Account'), n: [no] })).data.createPaymentRequestV2;
      const request = created?.paymentRequest;
      if (!request?.virtualAccountNo) throw new Error(`not created: ${JSON.stringify(created?.userErrors)}`);
      const hook = deps.paymentGateways.sandbox.simulateTransfer({
        virtualAccountNo: request.virtualAccountNo,
        amount: request.amount,
        currency: 'USD',
      });
      const res = await app.request('http://localhost/api/payments/webhook/sandbox', {
        method: 'POST',
        headers: hook.headers,
        body: hook.rawBody,
      });
      if (res.status !== 200 || !(await paid(no))) throw new Error(`webhook ${String(res.status)} ${await res.text()}`);
      if (i >= 2) virtualAccount.push(performance.now() - started);
    }
    for (let i = runs + 2; i < 2 * runs + 4; i++) {
      const no = `BPAY${String(i).padStart(6, '0')}`;
      const started = performance.now();
      const created = (
        await gql(V3, {
          input: input(i, 'Credit Card'),
          n: [no],
          data: {
            creditCardType: 'Visa',
            creditCardNumber: '4242424242424242',
            expiredMonth: 12,
            expiredYear: new Date().getUTCFullYear() + 2,
            securityCode: '123',
          },
        })
      ).data.createPaymentRequestV3;
      if (created?.paymentRequest?.paymentStatus.id !== 'complete' || !(await paid(no))) {
        throw new Error(`card not complete: ${JSON.stringify(created?.userErrors)}`);
      }
      if (i >= runs + 4) card.push(performance.now() - started);
    }
    const line = (label: string, times: number[]) =>
      console.log(
        `  ${label}: ${String(times.length)} runs, p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms, max ${Math.max(...times).toFixed(1)} ms`,
      );
    line('virtual account: create → signed webhook → Paid', virtualAccount);
    line('sandbox card: create → charged → Paid (one call)', card);
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await bench('PGlite (embedded, in memory)', await openDatabase({ kind: 'pglite' }));
await onScratchPostgres('bench_payments', async (url) => {
  await bench('PostgreSQL', await openDatabase({ kind: 'postgres', url }));
});
