// The benches that time GraphQL reads in this process, without the network (bench:orders, bench:invoices).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { percentile } from '../../../scripts/bench-support';
import { createApp } from '../../../src/server/app';
import type { Database } from '../../../src/server/db/client';
import { envSchema } from '../../../src/server/env';
import { createLogger } from '../../../src/server/lib/logger';
import { DEMO_PASSWORD, seedDemo } from '../../../src/server/seed/seed';

export interface TimedQuery {
  label: string;
  query: string;
  variables?: object;
}

/**
 * Prints `name`, seeds `database` with the demo data (printing its time), lets `prepare` add the bench's rows and
 * name the queries, then times each query `runs` times (after two unmeasured runs) through the app in this process,
 * signed in as the demo dealer, and prints one line a query: p50, p95 and max, and the answer's size. Closes the
 * database afterwards.
 */
export async function timeQueries(
  name: string,
  database: Database,
  runs: number,
  prepare: (database: Database) => Promise<TimedQuery[]>,
): Promise<void> {
  console.log(`\n${name}`);
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-'));
  try {
    const seedStarted = performance.now();
    await seedDemo(database.db, { uploadsDir: join(dataDir, 'uploads') });
    console.log(`  seed: ${(performance.now() - seedStarted).toFixed(0)} ms`);
    const queries = await prepare(database);
    const env = envSchema.parse({ NODE_ENV: 'production', LOG_LEVEL: 'silent', DATA_DIR: dataDir });
    const { app } = await createApp({ database, env, logger: createLogger(env.LOG_LEVEL) });
    const login = await app.request('http://localhost/api/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'dealer', password: DEMO_PASSWORD }),
    });
    const { accessToken } = (await login.json()) as { accessToken: string };
    const ask = async ({ query, variables }: TimedQuery) => {
      const started = performance.now();
      const res = await app.request('http://localhost/api/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` },
        body: JSON.stringify({ query, variables }),
      });
      const text = await res.text();
      if (res.status !== 200 || text.includes('"errors"'))
        throw new Error(`${String(res.status)} ${text.slice(0, 300)}`);
      return { ms: performance.now() - started, bytes: text.length };
    };
    for (const timed of queries) {
      await ask(timed);
      await ask(timed);
      const times: number[] = [];
      let bytes = 0;
      for (let i = 0; i < runs; i++) {
        const { ms, bytes: size } = await ask(timed);
        times.push(ms);
        bytes = size;
      }
      console.log(
        `  ${timed.label}: ${String(runs)} runs, p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms, max ${Math.max(...times).toFixed(1)} ms, answer ${(bytes / 1024).toFixed(0)} KiB`,
      );
    }
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
