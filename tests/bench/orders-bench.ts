// `npm run bench:orders`: the order pages' reads in process (no network) — GraphQL `openOrderV4` for a customer
// with 2,000 open order lines (the demo dealer plus generated open orders with confirmations and open deliveries),
// and `orders` (a page of 20 in the Order view). Runs on the embedded PGlite and, when it answers, on the PostgreSQL
// server at BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres, in a database of its own that
// is dropped afterwards). Prints figures; asserts nothing. BENCH_RUNS and BENCH_LINES change the run.
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { OPEN_ORDER_STATUSES } from '../../src/shared/orders/order-status';
import { openDatabase, type Database } from '../../src/server/db/client';
import { articleSorgs, articles } from '../../src/server/modules/catalog/catalog.tables';
import {
  deliveries,
  deliveryLines,
  orderLineConfirmations,
  orderLines,
  orders,
} from '../../src/server/modules/orders/orders.tables';
import { customersOf, userIdOf } from '../support/builders';
import { timeQueries, type TimedQuery } from './support/in-process';
import { onScratchPostgres } from './support/scratch-postgres';

const runs = Number(process.env.BENCH_RUNS ?? 40);
const wantedLines = Number(process.env.BENCH_LINES ?? 2000);

const OPEN_ORDERS = `query BenchOpenOrders { openOrderV4 { companyCode companyName
  orders { soNumber orderNumber orderType orderTypeDisplay poNumber createdAt requestDeliveryDate expectedDeliveryDate
    notes internalNotes createdBy shipTo shipToAddress custCode custName articleCode articleCodeDisplay name brand qty
    subTotal price uom productCategory modelYear status format { currency symbol decimalPrecision } }
  deliveries { doNumber estimatedDeliveryDate detail { orderNo articleCode orderQty price orderType custCode } } } }`;
const ORDERS = `query BenchOrders { orders(filter: { limit: 20 }) { items { orderNo totalOrder
  orderStatus { id } details { articleCode orderQty deliveredQty confirmations { supplyQty supplyDate } }
  orderPayment { paymentStatus paymentDocs { id } } deliveries { doNumber detail { orderNo } } } info { count } } }`;

/** Open orders of the dealer's customer until it has `wanted` open lines: 10 lines each, every open status. */
async function addOpenLines(database: Database, wanted: number): Promise<number> {
  const { db } = database;
  const [customer] = await customersOf(db, 'dealer');
  if (!customer) throw new Error('no demo dealer');
  const dealer = { customerId: customer.id, userId: await userIdOf(db, 'dealer') };
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

/** The demo dealer's open order lines, then the two reads of the order pages. */
async function prepare(database: Database): Promise<TimedQuery[]> {
  const lines = await addOpenLines(database, wantedLines);
  console.log(`  open order lines of the demo dealer: ${String(lines)}`);
  return [
    { label: 'openOrderV4', query: OPEN_ORDERS },
    { label: 'orders (20 a page)', query: ORDERS },
  ];
}

await timeQueries('PGlite (embedded, in memory)', await openDatabase({ kind: 'pglite' }), runs, prepare);
await onScratchPostgres('bench_orders', async (url) => {
  await timeQueries('PostgreSQL', await openDatabase({ kind: 'postgres', url }), runs, prepare);
});
