// `npm run bench:api`: catalog throughput — GraphQL `productGroups` with two filters (two brands and a frame
// size), 50 connections for 30 s (autocannon), as the demo dealer, on a database seeded with `--scale 10`.
// Runs on the embedded PGlite and, when it answers, on the PostgreSQL server at BENCH_DATABASE_URL (default
// postgres://postgres@127.0.0.1:5432/postgres, in a database of its own that is dropped afterwards).
// Prints figures; asserts nothing. BENCH_SECONDS, BENCH_CONNECTIONS and BENCH_SCALE change the run.
import autocannon from 'autocannon';
import { percentile } from '../../scripts/bench-support';
import { graphql, signIn, withSeededServer } from './support/server-process';
import { onScratchPostgres } from './support/scratch-postgres';

const seconds = Number(process.env.BENCH_SECONDS ?? 30);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const scale = Number(process.env.BENCH_SCALE ?? 10);

const PRODUCT_GROUPS = `query BenchProductGroups($filter: ProductFilterInput!) {
  productGroups(page: 1, limit: 12, filter: $filter) {
    items { id slug parentName startingAt maxRetail inStock promotionBadge brand { description }
      items(limit: 12) { articleCode frameSize color price { dealer retail } stock { inStock } } }
    info { page count pageTotal }
  }
}`;
const FILTER_CHOICES = `query BenchFilter { filter(category: BIKE) { brands { value count } frameSizes { value count } } }`;

async function bench(name: string, env: Record<string, string>): Promise<void> {
  console.log(`\n${name}`);
  await withSeededServer(env, scale, async (base) => {
    const accessToken = await signIn(base, 'dealer');
    const choices = await graphql<{
      filter: { brands: { value: string; count: number }[]; frameSizes: { value: string; count: number }[] };
    }>(base, accessToken, FILTER_CHOICES);
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
    const sample = await graphql<{ productGroups: { info: { count: number } } }>(base, accessToken, PRODUCT_GROUPS, {
      filter,
    });
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
  });
}

await bench('embedded PGlite', {});
await onScratchPostgres('bench_api', (url, database) =>
  bench(`PostgreSQL (${new URL(url).host}, database ${database})`, { DATABASE_URL: url }),
);
