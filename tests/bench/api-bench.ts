// `npm run bench:api`: catalog throughput — GraphQL `productGroups` with two filters (two brands and a frame
// size), 50 connections for 30 s (autocannon), as the demo dealer, on a database seeded with `--scale 10`.
// Runs on the embedded PGlite and, when it answers, on the PostgreSQL server at BENCH_DATABASE_URL (default
// postgres://postgres@127.0.0.1:5432/postgres, in a database of its own that is dropped afterwards).
// Prints figures; asserts nothing. BENCH_SECONDS, BENCH_CONNECTIONS and BENCH_SCALE change the run.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';

const root = join(import.meta.dirname, '../..');
const seconds = Number(process.env.BENCH_SECONDS ?? 30);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const scale = Number(process.env.BENCH_SCALE ?? 10);
const pgUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const PRODUCT_GROUPS = `query BenchProductGroups($filter: ProductFilterInput!) {
  productGroups(page: 1, limit: 12, filter: $filter) {
    items { id slug parentName startingAt maxRetail inStock promotionBadge brand { description }
      items(limit: 12) { articleCode frameSize color price { dealer retail } stock { inStock } } }
    info { page count pageTotal }
  }
}`;
const FILTER_CHOICES = `query BenchFilter { filter(category: BIKE) { brands { value count } frameSizes { value count } } }`;

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
    {
      cwd: root,
      env: { ...process.env, ...env, LOG_LEVEL: 'error' },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
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

async function graphql(base: string, token: string, query: string, variables: object = {}): Promise<unknown> {
  const response = await fetch(`${base}/api/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, host: 'localhost' },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: unknown; errors?: { message: string }[] };
  if (!response.ok || body.errors) throw new Error(`GraphQL failed: ${JSON.stringify(body.errors ?? response.status)}`);
  return body.data;
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
    const login = await fetch(`${base}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'dealer', password: 'Demo1234' }),
    });
    const { accessToken } = (await login.json()) as { accessToken: string };
    const choices = (await graphql(base, accessToken, FILTER_CHOICES)) as {
      filter: { brands: { value: string; count: number }[]; frameSizes: { value: string; count: number }[] };
    };
    const byCount = <T extends { count: number }>(list: T[]) => [...list].sort((a, b) => b.count - a.count);
    const filter = {
      category: 'BIKE',
      brands: byCount(choices.filter.brands)
        .slice(0, 2)
        .map((b) => b.value),
      frameSizes: byCount(choices.filter.frameSizes)
        .slice(0, 1)
        .map((f) => f.value),
    };
    const sample = (await graphql(base, accessToken, PRODUCT_GROUPS, { filter })) as {
      productGroups: { info: { count: number } };
    };
    console.log(`  filter ${JSON.stringify(filter)}: ${String(sample.productGroups.info.count)} product groups`);

    const latencies: number[] = [];
    // Without a callback autocannon answers its instance, an event emitter that is also a promise of the result.
    const instance = autocannon({
      url: `${base}/api/graphql`,
      method: 'POST',
      connections,
      duration: seconds,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${accessToken}`, host: 'localhost' },
      body: JSON.stringify({ query: PRODUCT_GROUPS, variables: { filter } }),
    }) as unknown as autocannon.Instance & Promise<autocannon.Result>;
    const events: autocannon.Instance = instance;
    events.on('response', (_client, _status, _bytes, responseTime: number) => {
      latencies.push(responseTime);
    });
    const result = await instance;
    latencies.sort((a, b) => a - b);
    console.log(
      [
        `  productGroups, 2 filters: ${result.requests.average.toFixed(1)} req/s`,
        `p50 ${percentile(latencies, 50).toFixed(0)} ms`,
        `p95 ${percentile(latencies, 95).toFixed(0)} ms`,
        `p99 ${percentile(latencies, 99).toFixed(0)} ms`,
        `${String(result.requests.total)} requests, ${String(result.non2xx + result.errors)} failed, ${String(connections)} connections, ${String(seconds)} s`,
      ].join(' | '),
    );
    console.log('  aim: ≥ 200 req/s at p95 ≤ 50 ms; long-term 500 req/s at 20 ms');
  } finally {
    // Also after a failed seed or start: the bench's database never stays behind.
    if (server) await stop(server);
    await target.cleanup();
  }
}

const dataDir = mkdtempSync(join(tmpdir(), 'portal-api-bench-'));
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
  // A database of its own (the committed migrations name the public schema, so a schema of its own would not do).
  const database = `portal_bench_${String(Date.now())}`;
  await admin.query(`CREATE DATABASE ${database}`);
  const url = new URL(pgUrl);
  url.pathname = `/${database}`;
  const pgDataDir = mkdtempSync(join(tmpdir(), 'portal-api-bench-pg-'));
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
