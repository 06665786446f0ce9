// Shared by the bench scripts (scripts/bench-*.ts, tests/bench/*-bench.ts): an up-to-date client build with Vite's
// manifest, `npm start`'s server on a free port with a database of its own under data/bench-*, and the figures
// (median, percentile). The database benches' own pieces are in tests/bench/support/.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';

export const root = join(import.meta.dirname, '..');
export const outDirName = process.env.CLIENT_OUT_DIR ?? 'dist';
export const outDir = join(root, outDirName);
export const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

// The sources scripts/start.ts watches: a build older than any of them is rebuilt.
const clientSources = [
  'src/app',
  'src/browser',
  'src/shared',
  'sw',
  'public',
  'index.html',
  'vite.config.ts',
  'lingui.config.ts',
  'package-lock.json',
];

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((newest, name) => Math.max(newest, newestMtime(join(path, name))), stat.mtimeMs);
}

/**
 * Builds the client into CLIENT_OUT_DIR when it is missing, older than its sources, or has no Vite manifest (the
 * benches find chunks through it; `--manifest` in case vite.config.ts does not ask for it).
 */
export function ensureClientBuild(): void {
  const builtAt = existsSync(join(outDir, 'index.html')) ? statSync(join(outDir, 'index.html')).mtimeMs : 0;
  const sourcesAt = Math.max(...clientSources.map((p) => newestMtime(join(root, p))));
  if (builtAt >= sourcesAt && existsSync(join(outDir, '.vite/manifest.json'))) return;
  console.log(`Building the client into ${outDirName}/ ...`);
  // Quiet unless it fails (execFileSync then throws with the build's output).
  execFileSync(
    process.execPath,
    [
      join(root, 'node_modules/vite/bin/vite.js'),
      'build',
      '--outDir',
      outDir,
      '--emptyOutDir',
      '--manifest',
      '--logLevel',
      'error',
    ],
    { cwd: root, stdio: 'pipe' },
  );
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, () => {
      const address = server.address();
      server.close(() => {
        if (typeof address === 'object' && address !== null) resolve(address.port);
        else reject(new Error('no port'));
      });
    });
  });
}

export interface BenchServer {
  baseURL: string;
  pid: number;
  stop: () => Promise<void>;
}

/**
 * `npm start` (scripts/start.ts) on a free port with a fresh database in data/bench-<name>-*, serving the client
 * build of CLIENT_OUT_DIR. Call ensureClientBuild() first, so the server does not rebuild without the manifest.
 * With `seedScale` above 1 the database is seeded by the seed CLI with that many times the demo catalog first (the
 * server seeds scale 1 only, and only into an empty database).
 */
export async function startBenchServer(name: string, options: { seedScale?: number } = {}): Promise<BenchServer> {
  const port = await freePort();
  const dataDir = join('data', `bench-${name}-${String(Date.now())}`);
  if (options.seedScale !== undefined && options.seedScale > 1) {
    try {
      execFileSync(
        process.execPath,
        ['--import', 'tsx', 'src/server/seed/seed-cli.ts', `--scale=${String(options.seedScale)}`],
        { cwd: root, env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'error' }, stdio: 'pipe' },
      );
    } catch (error) {
      rmSync(join(root, dataDir), { recursive: true, force: true });
      throw error;
    }
  }
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      CLIENT_OUT_DIR: outDirName,
      LOGIN_MAX_FAILURES: '1000',
      LOG_LEVEL: 'error',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const pid = child.pid;
  if (pid === undefined) throw new Error('The server did not start');
  const baseURL = `http://localhost:${String(port)}`;

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      process.kill(pid, 'SIGTERM');
      await exited;
    }
    rmSync(join(root, dataDir), { recursive: true, force: true });
  };

  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited with ${String(child.exitCode)}\n${stderr}`);
    try {
      if ((await fetch(`${baseURL}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`The server did not answer within 180 s\n${stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { baseURL, pid, stop };
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? NaN)
    : ((sorted[middle - 1] ?? NaN) + (sorted[middle] ?? NaN)) / 2;
}

/**
 * The nearest-rank percentile: the smallest of `values` with at least p % of them at or below it (p 50 of 40 values
 * is the 20th, p 95 the 38th); NaN when there are none. Sorts a copy, as median does.
 */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p * sorted.length) / 100) - 1))] ?? NaN;
}

/** Chromium flags of the benches (as playwright.config.ts: Debian's Chromium, as root in containers). */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/**
 * tsx (esbuild, keepNames) wraps named functions in `__name(fn, 'name')`, also inside the callbacks the benches
 * pass to page.evaluate, where no `__name` exists. Playwright's test runner does not; scripts run by tsx need this.
 */
export const esbuildNameShim = { content: 'globalThis.__name = (fn) => fn;' };

/**
 * The CPU slowdown that makes a host of this benchmark index stand for a mid-tier phone: the formula of Lighthouse's
 * CPU throttling calculator (linked from its docs/throttling.md): 150 → 1×, 800 → 2×, 1300 → 3×, then 1× more per
 * 233 (1533 → 4×, the preset's).
 */
export function calibratedCpuSlowdown(benchmarkIndex: number): number {
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  return Math.max(1, 1 + (benchmarkIndex - 150) / 650);
}
