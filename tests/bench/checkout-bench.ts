// `npm run bench:checkout`: placing orders — GraphQL `checkout` from 20 dealers at once (the rep `sales` acting for
// 20 customers of sorg 1000, one connection each, each order 2 lines with its own Idempotency-Key) for 20 s, on a
// database seeded at the demo scale. Runs on the embedded PGlite and, when it answers, on the PostgreSQL server
// at BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres, in a database of its own that is
// dropped afterwards). Prints figures; asserts nothing. BENCH_SECONDS, BENCH_DEALERS and BENCH_SCALE change the run.
import { randomUUID } from 'node:crypto';
import { percentile } from '../../scripts/bench-support';
import { graphql, signIn, withSeededServer } from './support/server-process';
import { onScratchPostgres } from './support/scratch-postgres';

const seconds = Number(process.env.BENCH_SECONDS ?? 20);
const dealers = Number(process.env.BENCH_DEALERS ?? 20);
const scale = Number(process.env.BENCH_SCALE ?? 1);

const CHECKOUT = `mutation BenchCheckout($input: CheckoutInput!) {
  checkout(input: $input) { message { status description } userErrors { field code } orders { orderNo totalOrder } }
}`;

interface Dealer {
  token: string;
  shipto: string;
  shiptoVersion: string;
  rateId: string;
  paymentId: string;
}

/** The rep's first `count` customers of sorg 1000, each with a token acting for it and its checkout choices. */
async function dealersOf(base: string, count: number): Promise<Dealer[]> {
  // One sign-in per dealer: a customer switch belongs to the token family, so each dealer gets a family of its own.
  const accessToken = await signIn(base, 'sales');
  const { customers } = await graphql<{ customers: { items: { id: string }[] } }>(
    base,
    accessToken,
    `
      query {
        customers(sorgs: ["1000"], limit: 50) {
          items {
            id
          }
        }
      }
    `,
  );
  const out: Dealer[] = [];
  for (const customer of customers.items) {
    if (out.length >= count) break;
    const changed = await fetch(`${base}/api/change-cust/${encodeURIComponent(customer.id)}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${await signIn(base, 'sales')}`, host: 'localhost' },
    });
    if (!changed.ok) {
      console.log(`  skipped ${customer.id}: change-cust ${String(changed.status)}`);
      continue;
    }
    const { accessToken: token } = (await changed.json()) as { accessToken: string };
    const data = await graphql<{
      shiptoV2: { id: string; version: string }[];
      customerShipmentRates: { id: string; input: boolean }[];
      paymentMethods: { id: string; type: string }[];
    }>(
      base,
      token,
      `
        query {
          shiptoV2 {
            id
            version
          }
          customerShipmentRates(cartItems: [{ articleCode: "X", sorg: "1000", qty: 1 }], merchant: "1000") {
            id
            input
          }
          paymentMethods(sorg: "1000") {
            id
            type
          }
        }
      `,
    );
    const shipTo = data.shiptoV2[0];
    const rate = data.customerShipmentRates.find((r) => !r.input);
    const method = data.paymentMethods.find((m) => /transfer/i.test(m.type)) ?? data.paymentMethods[0];
    if (!shipTo || !rate || !method) {
      console.log(`  skipped ${customer.id}: no ship-to, rate or payment method`);
      continue;
    }
    out.push({ token, shipto: shipTo.id, shiptoVersion: shipTo.version, rateId: rate.id, paymentId: method.id });
  }
  return out;
}

/** Orderable articles of sorg 1000 with a price, as the first dealer's catalog lists them. */
async function articlesOf(base: string, token: string): Promise<string[]> {
  const { catalogSync } = await graphql<{
    catalogSync: { products: { articleCode: string; allowToOrder: boolean; price: { dealer: number } | null }[] };
  }>(base, token, 'query { catalogSync(limit: 500) { products { articleCode allowToOrder price { dealer } } } }');
  return catalogSync.products.filter((p) => p.allowToOrder && p.price).map((p) => p.articleCode);
}

async function bench(name: string, env: Record<string, string>): Promise<void> {
  console.log(`\n${name}`);
  await withSeededServer(env, scale, async (base) => {
    const buyers = await dealersOf(base, dealers);
    const first = buyers[0];
    if (!first) throw new Error('no customer of sorg 1000 to order for');
    const pool = (await articlesOf(base, first.token)).slice(0, 200);
    if (pool.length < 2) throw new Error('no orderable articles');
    console.log(`  ${String(buyers.length)} dealers, ${String(pool.length)} articles to pick from`);

    const latencies: number[] = [];
    const outcomes = new Map<string, number>();
    let placed = 0;
    const until = performance.now() + seconds * 1000;
    let pick = 0;
    await Promise.all(
      buyers.map(async (buyer) => {
        while (performance.now() < until) {
          const a = pool[pick++ % pool.length] ?? '';
          const b = pool[pick++ % pool.length] ?? '';
          const input = {
            shipto: buyer.shipto,
            shiptoVersion: buyer.shiptoVersion,
            paymentId: buyer.paymentId,
            custPoNo: 'BENCH',
            products: [
              { articleCode: a, sorg: '1000', qty: 1, uom: 'PC' },
              { articleCode: b, sorg: '1000', qty: 2, uom: 'PC' },
            ],
            shipments: [{ sorg: '1000', rateId: buyer.rateId }],
            disclaimerAccepted: true,
          };
          const started = performance.now();
          let outcome: string;
          try {
            const { checkout } = await graphql<{
              checkout: { message: { status: string; description: string }; orders: unknown[] };
            }>(base, buyer.token, CHECKOUT, { input }, { 'Idempotency-Key': randomUUID() });
            outcome = checkout.message.status === 'SUCCESS' ? 'placed' : checkout.message.description;
            placed += checkout.orders.length;
          } catch (error) {
            outcome = `error: ${(error as Error).message.slice(0, 80)}`;
          }
          latencies.push(performance.now() - started);
          outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);
        }
      }),
    );
    console.log(
      [
        `  checkout, ${String(buyers.length)} dealers at once: ${(latencies.length / seconds).toFixed(1)} req/s`,
        `p50 ${percentile(latencies, 50).toFixed(0)} ms`,
        `p95 ${percentile(latencies, 95).toFixed(0)} ms`,
        `p99 ${percentile(latencies, 99).toFixed(0)} ms`,
        `${String(latencies.length)} requests, ${String(placed)} orders placed, ${String(seconds)} s`,
      ].join(' | '),
    );
    for (const [outcome, n] of outcomes) console.log(`    ${String(n)} × ${outcome}`);
  });
}

await bench('embedded PGlite', {});
await onScratchPostgres('bench_checkout', (url, database) =>
  bench(`PostgreSQL (${new URL(url).host}, database ${database})`, { DATABASE_URL: url }),
);
