// `npm run bench:auth`: what one long session leaves behind. Signs in once, refreshes the same token family 1,000
// times over HTTP, then prints the refresh-token rows the family holds before and after the session pruning, and
// GET /api/user latency (p50/p95, 20 clients for 5 s) with the last access token of that family. Starts its own
// server in this process on a free port with a fresh embedded database under data/bench-auth (or DATABASE_URL).
// Prints figures; asserts nothing. BENCH_REFRESHES changes the number of refreshes.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { count } from 'drizzle-orm';
import { freePort, percentile } from '../../scripts/bench-support';
import { readEnv } from '../../src/server/env';
import { startServer } from '../../src/server/main';
import { pruneSessions } from '../../src/server/modules/session/session.service';
import { tokenFamilies } from '../../src/server/modules/session/session.tables';
import { closedLoop } from './support/server-process';

const root = join(import.meta.dirname, '../..');
const refreshes = Number(process.env.BENCH_REFRESHES ?? 1000);
const dataDir = join(root, 'data/bench-auth');

interface Tokens {
  accessToken: string;
  refreshToken: string;
}

rmSync(dataDir, { recursive: true, force: true });
const port = await freePort();
const base = `http://127.0.0.1:${String(port)}`;
const server = await startServer({
  env: readEnv({ ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'error' }),
});
try {
  const { db } = server.database;
  const post = async (path: string, body: unknown): Promise<Tokens> => {
    const res = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${path}: ${String(res.status)} ${await res.text()}`);
    return (await res.json()) as Tokens;
  };
  /** Rows the server keeps for refresh tokens: one per family. */
  const rows = async () => (await db.select({ n: count() }).from(tokenFamilies))[0]?.n ?? 0;

  let tokens = await post('/api/login', { username: 'dealer', password: 'Demo1234' });
  const started = performance.now();
  for (let i = 0; i < refreshes; i++) tokens = await post('/api/refresh-token', { refreshToken: tokens.refreshToken });
  const refreshMs = performance.now() - started;
  console.log(`database: ${server.database.describe}`);
  console.log(
    `${String(refreshes)} refreshes in one family: ${(refreshMs / refreshes).toFixed(1)} ms each (sequential)`,
  );
  // The sign-out of a second session leaves one dead family for the pruning to remove.
  const other = await post('/api/login', { username: 'sales', password: 'Demo1234' });
  await fetch(`${base}/api/logout`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ refreshToken: other.refreshToken }),
  });
  console.log(`refresh-token rows (2 sign-ins, one signed out): ${String(await rows())} before pruning`);
  const pruned = await pruneSessions({ db }, new Date());
  console.log(
    `refresh-token rows after pruning: ${String(await rows())} (${String(pruned.families)} families, ` +
      `${String(pruned.loginAttempts)} sign-in attempts deleted)`,
  );

  const { latencies, errors } = await closedLoop(20, 5, () =>
    fetch(`${base}/api/user`, { headers: { authorization: `Bearer ${tokens.accessToken}` } }),
  );
  console.log(
    `GET /api/user after ${String(refreshes)} refreshes: p50 ${percentile(latencies, 50).toFixed(1)} ms, ` +
      `p95 ${percentile(latencies, 95).toFixed(1)} ms, ${String(latencies.length)} requests, ` +
      `${String(errors)} errors, 20 clients, 5 s`,
  );
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
