// The benches that load the server over HTTP (bench:api, bench:checkout): the seed CLI and src/server/main.ts in
// processes of their own, on the database the environment names, and the requests they send.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, root } from '../../../scripts/bench-support';

/**
 * Seeds with the seed CLI at `scale` (printing its time) into a fresh data directory and the database of `env`
 * (DATABASE_URL, or the data directory's embedded PGlite without it), starts the server on it on a free port
 * (NODE_ENV=production, SEED=none) and calls `use` with its base URL. Afterwards, also after a failed seed or start,
 * stops the server and removes the data directory.
 */
export async function withSeededServer(
  env: Record<string, string>,
  scale: number,
  use: (base: string) => Promise<void>,
): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-'));
  const serverEnv = { ...process.env, ...env, DATA_DIR: dataDir, LOG_LEVEL: 'error' };
  let server: ChildProcess | undefined;
  try {
    const started = performance.now();
    const seed = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'src/server/seed/seed-cli.ts', `--scale=${String(scale)}`],
      { cwd: root, env: serverEnv, stdio: ['ignore', 'inherit', 'inherit'] },
    );
    if (seed.status !== 0) throw new Error('The seed failed');
    console.log(`  seed at scale ${String(scale)}: ${((performance.now() - started) / 1000).toFixed(1)} s`);

    const port = await freePort();
    server = spawn(process.execPath, ['--import', 'tsx', join(root, 'src/server/main.ts')], {
      cwd: root,
      // The demo hosts pay through the sandbox gateway, which production refuses without its switch.
      env: { ...serverEnv, PORT: String(port), NODE_ENV: 'production', SEED: 'none', PAYMENTS_SANDBOX: '1' },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const base = `http://127.0.0.1:${String(port)}`;
    for (;;) {
      if (server.exitCode !== null) throw new Error('The server stopped while starting');
      try {
        if ((await fetch(`${base}/api/health`)).ok) break;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 50));
    }
    await use(base);
  } finally {
    if (server) await stopProcess(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** SIGTERM, and the process's exit. */
export function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((done) => {
    child.once('exit', () => {
      done();
    });
    child.kill('SIGTERM');
  });
}

/**
 * `clients` loops sending `request` back to back for `seconds`: the latency of each request (its body read) and
 * how many answered other than 2xx.
 */
export async function closedLoop(
  clients: number,
  seconds: number,
  request: () => Promise<Response>,
): Promise<{ latencies: number[]; errors: number }> {
  const latencies: number[] = [];
  let errors = 0;
  const until = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (performance.now() < until) {
        const started = performance.now();
        const res = await request();
        await res.arrayBuffer();
        latencies.push(performance.now() - started);
        if (!res.ok) errors++;
      }
    }),
  );
  return { latencies, errors };
}

/** POST /api/login with the demo password (the seed's DEMO_PASSWORD): the access token. */
export async function signIn(base: string, username: string): Promise<string> {
  const response = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: 'Demo1234' }),
  });
  if (!response.ok) throw new Error(`Sign-in as ${username} failed: ${String(response.status)}`);
  return ((await response.json()) as { accessToken: string }).accessToken;
}

/** One GraphQL request with the bearer token: its data, or an error when it has errors or no data. */
export async function graphql<T>(
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
