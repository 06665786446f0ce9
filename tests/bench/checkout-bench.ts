// `npm run bench:checkout`: placing orders — GraphQL `checkout` from 20 dealers at once (the rep `sales` acting for
// 20 customers of sorg 1000, one connection each, each order 2 lines with its own Idempotency-Key) for 20 s, on a
// database seeded at the demo scale. Runs on the embedded PGlite and, when it answers, on the PostgreSQL server
// at BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres, in a database of its own that is
// dropped afterwards). Prints figures; asserts nothing. BENCH_SECONDS, BENCH_DEALERS and BENCH_SCALE change the run.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

const root = join(import.meta.dirname, '../..');
const seconds = Number(process.env.BENCH_SECONDS ?? 20);
const dealers = Number(process.env.BENCH_DEALERS ?? 20);
const scale = Number(process.env.BENCH_SCALE ?? 1);
const pgUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const CHECKOUT = `mutation BenchCheckout($input: CheckoutInput!) {
  checkout(input: $input) { message { status description } userErrors { field code } orders { orderNo totalOrder } }
}`;

interface Target {
  name: string;
  env: Record<string, string>;
  cleanup: () => Promise<void>;
}

function seed(env: Record<string, string>): number {
  const started = performance.now();
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'src/server/seed/seed-cli.ts', `--scale=${String(scale)}`],
    { cwd: root, env: { ...process.env, ...env, LOG_LEVEL: 'error' }, stdio: ['ignore', 'inherit', 'inherit'] },
  );
  if (result.status !== 0) throw new Error('The seed failed');
  return performance.now() - started;
}

async function startServer(env: Record<string, string>, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'src/server/main.ts')], {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port), LOG_LEVEL: 'error', NODE_ENV: 'production', SEED: 'none' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (;;) {
    if (child.exitCode !== null) throw new Error('The server stopped while starting');
    try {
      if ((await fetch(`http://127.0.0.1:${String(port)}/api/health`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 50));
  }
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((done) => {
    child.once('exit', () => {
      done();
    });
    child.kill('SIGTERM');
  });
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

async function graphql<T>(
  base: string,
  token: string,
  query: string,
  variables: object = {},
  headers: Record<string, string> = {},
): Promise<T> {
  const response = await fetch(`${base}/api/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, host: 'localhost', ...headers },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
  if (!response.ok || body.errors || !body.data) {
    throw new Error(`GraphQL failed: ${JSON.stringify(body.errors ?? response.status)}`);
  }
  return body.data;
}

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
  const signIn = async () => {
    const login = await fetch(`${base}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'sales', password: 'Demo1234' }),
    });
    return ((await login.json()) as { accessToken: string }).accessToken;
  };
  const accessToken = await signIn();
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
      headers: { authorization: `Bearer ${await signIn()}`, host: 'localhost' },
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

async function bench(target: Target): Promise<void> {
  const port = 4100 + Math.floor(Math.random() * 800);
  const base = `http://127.0.0.1:${String(port)}`;
  console.log(`\n${target.name}`);
  let server: ChildProcess | undefined;
  try {
    const seedMs = seed(target.env);
    console.log(`  seed at scale ${String(scale)}: ${(seedMs / 1000).toFixed(1)} s`);
    server = await startServer(target.env, port);
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
    latencies.sort((x, y) => x - y);
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
  } finally {
    if (server) await stop(server);
    await target.cleanup();
  }
}

const dataDir = mkdtempSync(join(tmpdir(), 'portal-checkout-bench-'));
await bench({
  name: 'embedded PGlite',
  env: { DATA_DIR: dataDir },
  cleanup: () => {
    rmSync(dataDir, { recursive: true, force: true });
    return Promise.resolve();
  },
});

const admin = new pg.Client(pgUrl);
const reachable = await admin.connect().then(
  () => true,
  () => false,
);
if (reachable) {
  const database = `portal_checkout_bench_${String(Date.now())}`;
  await admin.query(`CREATE DATABASE ${database}`);
  const url = new URL(pgUrl);
  url.pathname = `/${database}`;
  const pgDataDir = mkdtempSync(join(tmpdir(), 'portal-checkout-bench-pg-'));
  await bench({
    name: `PostgreSQL (${url.host}, database ${database})`,
    env: { DATABASE_URL: url.toString(), DATA_DIR: pgDataDir },
    cleanup: async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
      rmSync(pgDataDir, { recursive: true, force: true });
    },
  });
} else {
  console.log(`\nPostgreSQL at ${pgUrl} does not answer: skipped`);
}
await admin.end().catch(() => undefined);
