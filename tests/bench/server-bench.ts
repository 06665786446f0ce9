// `npm run bench:server`: cold start (empty and seeded embedded database) and sign-in throughput with p95 at 20
// concurrent clients, against the real server process over HTTP. Prints figures; asserts nothing.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

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

function stop(child: ChildProcess): Promise<void> {
  return new Promise((done) => {
    child.once('exit', () => done());
    child.kill('SIGTERM');
  });
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/** `clients` loops sending requests back to back for `seconds`; latency per request. */
async function load(name: string, clients: number, seconds: number, request: () => Promise<Response>) {
  const latencies: number[] = [];
  let errors = 0;
  const until = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (performance.now() < until) {
        const t = performance.now();
        const res = await request();
        await res.arrayBuffer();
        latencies.push(performance.now() - t);
        if (!res.ok) errors++;
      }
    }),
  );
  latencies.sort((a, b) => a - b);
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
  await stop(empty.child);
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
  await stop(seeded.child);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
