// `npm run bench:orders`: the order pages' reads in process (no network) — GraphQL `openOrderV4` for a customer
// with 2,000 open order lines (the demo dealer plus generated open orders with confirmations and open deliveries),
// and `orders` (a page of 20 in the Order view). Runs on the embedded PGlite and, when it answers, on the PostgreSQL
// server at BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres, in a database of its own that
// is dropped afterwards). Prints figures; asserts nothing. BENCH_RUNS and BENCH_LINES change the run.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import pg from 'pg';
import { OPEN_ORDER_STATUSES } from '../../src/shared/orders/order-status';
import { createApp } from '../../src/server/app';
import { openDatabase, type Database } from '../../src/server/db/client';
import { envSchema } from '../../src/server/env';
import { createLogger } from '../../src/server/lib/logger';
import { articleSorgs, articles } from '../../src/server/modules/catalog/catalog.tables';
import { userCustomers } from '../../src/server/modules/customers/customers.tables';
import {
  deliveries,
  deliveryLines,
  orderLineConfirmations,
  orderLines,
  orders,
} from '../../src/server/modules/orders/orders.tables';
import { users } from '../../src/server/modules/users/users.tables';
import { seedDemo } from '../../src/server/seed/seed';

const runs = Number(process.env.BENCH_RUNS ?? 40);
const wantedLines = Number(process.env.BENCH_LINES ?? 2000);
const pgUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const OPEN_ORDERS = `query BenchOpenOrders { openOrderV4 { companyCode companyName
  orders { soNumber orderNumber orderType orderTypeDisplay poNumber createdAt requestDeliveryDate expectedDeliveryDate
    notes internalNotes createdBy shipTo shipToAddress custCode custName articleCode articleCodeDisplay name brand qty
    subTotal price uom productCategory modelYear status format { currency symbol decimalPrecision } }
  deliveries { doNumber estimatedDeliveryDate detail { orderNo articleCode orderQty price orderType custCode } } } }`;
const ORDERS = `query BenchOrders { orders(filter: { limit: 20 }) { items { orderNo totalOrder
  orderStatus { id } details { articleCode orderQty deliveredQty confirmations { supplyQty supplyDate } }
  orderPayment { paymentStatus paymentDocs { id } } deliveries { doNumber detail { orderNo } } } info { count } } }`;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/** Open orders of the dealer's customer until it has `wanted` open lines: 10 lines each, every open status. */
async function addOpenLines(database: Database, wanted: number): Promise<number> {
  const { db } = database;
  const [dealer] = await db
    .select({ customerId: userCustomers.customerId, userId: users.id })
    .from(users)
    .innerJoin(userCustomers, eq(userCustomers.userId, users.id))
    .where(eq(users.username, 'dealer'))
    .orderBy(asc(userCustomers.customerId))
    .limit(1);
  if (!dealer) throw new Error('no demo dealer');
  const openCount = async () => {
    const [row] = await db
      .select({ n: count() })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .where(and(eq(orders.customerId, dealer.customerId), inArray(orders.status, [...OPEN_ORDER_STATUSES])));
    return row?.n ?? 0;
  };
  const missing = wanted - (await openCount());
  const pool = await db
    .select({ id: articles.id, code: articles.articleCode, name: articles.name })
    .from(articles)
    .innerJoin(articleSorgs, and(eq(articleSorgs.articleId, articles.id), eq(articleSorgs.sorg, '1000')))
    .limit(500);
  const orderCount = Math.ceil(Math.max(0, missing) / 10);
  for (let i = 0; i < orderCount; i++) {
    const status = OPEN_ORDER_STATUSES[i % OPEN_ORDER_STATUSES.length] ?? 'OPEN';
    const lineCount = Math.min(10, missing - i * 10);
    const [order] = await db
      .insert(orders)
      .values({
        orderNo: `BENCH-${String(i).padStart(5, '0')}`,
        sapOrderNo: String(900_000_000 + i),
        customerId: dealer.customerId,
        sorg: '1000',
        status,
        createdBy: dealer.userId,
        createdAt: new Date(Date.now() - (i % 30) * 86_400_000),
        shipTo: 'Bench store',
        custPoNo: `PO-B${String(i)}`,
        totalOrder: 0,
        currency: 'USD',
        decimalPrecision: 2,
        internalNotes: i % 7 === 0 ? 'Bench note' : '',
      })
      .returning({ id: orders.id });
    if (!order) continue;
    const lines = await db
      .insert(orderLines)
      .values(
        Array.from({ length: lineCount }, (_, j) => {
          const article = pool[(i * 10 + j) % pool.length] ?? pool[0];
          return {
            orderId: order.id,
            articleId: article?.id ?? 0,
            articleCode: article?.code ?? '',
            description: article?.name ?? '',
            orderQty: 2 + (j % 4),
            price: 10_000,
            subtotal: 10_000 * (2 + (j % 4)),
          };
        }),
      )
      .returning({ id: orderLines.id, qty: orderLines.orderQty });
    if (status !== 'OPEN') {
      await db.insert(orderLineConfirmations).values(
        lines.map((l) => ({
          orderLineId: l.id,
          supplyQty: l.qty,
          supplyDate: '2026-12-20',
          supplyLocation: 'US-EAST',
        })),
      );
      const [delivery] = await db
        .insert(deliveries)
        .values({
          doNumber: `BENCH-DO-${String(i)}`,
          customerId: dealer.customerId,
          sorg: '1000',
          estimatedDeliveryDate: '2026-12-24',
        })
        .returning({ id: deliveries.id });
      if (delivery) {
        await db
          .insert(deliveryLines)
          .values(lines.slice(0, 3).map((l) => ({ deliveryId: delivery.id, orderLineId: l.id, qty: 1 })));
      }
    }
  }
  await db.execute(sql`analyze`);
  return openCount();
}

async function bench(name: string, database: Database): Promise<void> {
  console.log(`\n${name}`);
  const dataDir = mkdtempSync(join(tmpdir(), 'orders-bench-'));
  try {
    const seedStarted = performance.now();
    await seedDemo(database.db, { uploadsDir: join(dataDir, 'uploads') });
    console.log(`  seed: ${(performance.now() - seedStarted).toFixed(0)} ms`);
    const lines = await addOpenLines(database, wantedLines);
    console.log(`  open order lines of the demo dealer: ${String(lines)}`);
    const env = envSchema.parse({ NODE_ENV: 'production', LOG_LEVEL: 'silent', DATA_DIR: dataDir });
    const { app } = await createApp({ database, env, logger: createLogger(env.LOG_LEVEL) });
    const login = await app.request('http://localhost/api/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'dealer', password: 'Demo1234' }),
    });
    const { accessToken } = (await login.json()) as { accessToken: string };
    const ask = async (query: string) => {
      const started = performance.now();
      const res = await app.request('http://localhost/api/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` },
        body: JSON.stringify({ query }),
      });
      const text = await res.text();
      if (res.status !== 200 || text.includes('"errors"'))
        throw new Error(`${String(res.status)} ${text.slice(0, 300)}`);
      return { ms: performance.now() - started, bytes: text.length };
    };
    for (const [label, query] of [
      ['openOrderV4', OPEN_ORDERS],
      ['orders (20 a page)', ORDERS],
    ] as const) {
      await ask(query);
      await ask(query);
      const times: number[] = [];
      let bytes = 0;
      for (let i = 0; i < runs; i++) {
        const { ms, bytes: size } = await ask(query);
        times.push(ms);
        bytes = size;
      }
      times.sort((a, b) => a - b);
      console.log(
        `  ${label}: ${String(runs)} runs, p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms, max ${(times.at(-1) ?? 0).toFixed(1)} ms, answer ${(bytes / 1024).toFixed(0)} KiB`,
      );
    }
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await bench('PGlite (embedded, in memory)', await openDatabase({ kind: 'pglite' }));

const name = `bench_orders_${String(process.pid)}`;
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
