// `npm run bench:server`: cold start (empty and seeded embedded database) and sign-in throughput with p95 at 20
// concurrent clients, against the real server process over HTTP. Prints figures; asserts nothing.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { percentile } from '../../scripts/bench-support';
import { closedLoop, stopProcess } from './support/server-process';

const root = join(import.meta.dirname, '../..');
const kind = process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'embedded PGlite';
const port = 3900 + Math.floor(Math.random() * 90);
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-'));

async function startServer(): Promise<{ child: ChildProcess; ms: number }> {
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'src/server/main.ts')], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'error', LOGIN_MAX_FAILURES: '1000000' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (;;) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return { child, ms: performance.now() - started };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** `clients` loops sending requests back to back for `seconds`, on one line: req/s, p50/p95/p99 and counts. */
async function load(name: string, clients: number, seconds: number, request: () => Promise<Response>) {
  const { latencies, errors } = await closedLoop(clients, seconds, request);
  const line = [
    `${name}: ${(latencies.length / seconds).toFixed(1)} req/s`,
    `p50 ${percentile(latencies, 50).toFixed(0)} ms`,
    `p95 ${percentile(latencies, 95).toFixed(0)} ms`,
    `p99 ${percentile(latencies, 99).toFixed(0)} ms`,
    `${latencies.length} requests, ${errors} errors, ${clients} clients, ${seconds} s`,
  ];
  console.log(line.join(' | '));
}

try {
  const empty = await startServer();
  console.log(`database: ${kind}`);
  console.log(`cold start, empty database (create + migrations + demo seed): ${empty.ms.toFixed(0)} ms`);
  await stopProcess(empty.child);
  const seeded = await startServer();
  console.log(`cold start, seeded database: ${seeded.ms.toFixed(0)} ms`);

  const body = JSON.stringify({ username: 'dealer', password: 'Demo1234' });
  const login = () =>
    fetch(`${base}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
  await load('POST /api/login (argon2id verify)', 20, 10, login);

  const { accessToken } = (await (await login()).json()) as { accessToken: string };
  await load('GET /api/user', 20, 5, () =>
    fetch(`${base}/api/user`, { headers: { authorization: `Bearer ${accessToken}` } }),
  );
  await stopProcess(seeded.child);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
