// `npm start`: builds the client when dist/ is missing or older than its sources, then serves dist/ and /api
// from one process.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { runServer } from '../src/server/main';

const root = join(import.meta.dirname, '..');
// CLIENT_OUT_DIR: another build folder than dist/ (parallel end-to-end runs in one checkout).
const dist = join(root, process.env.CLIENT_OUT_DIR ?? 'dist');
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

const builtAt = () => (existsSync(join(dist, 'index.html')) ? statSync(join(dist, 'index.html')).mtimeMs : 0);
const sourcesAt = Math.max(...clientSources.map((p) => newestMtime(join(root, p))));

// Several servers may start from one checkout at once (one per end-to-end project): one builds, the others wait
// for it under a lock directory and then serve its build. A lock older than 10 minutes is left from a killed build.
const lock = `${dist}.build-lock`;
const LOCK_STALE_MS = 10 * 60 * 1000;
// CLIENT_BUILD=reuse: serve the build there is (the end-to-end projects' later servers: the first one built it).
const reuse = process.env.CLIENT_BUILD === 'reuse' && builtAt() > 0;
while (!reuse && builtAt() < sourcesAt) {
  try {
    mkdirSync(lock);
  } catch {
    if (existsSync(lock) && Date.now() - statSync(lock).mtimeMs > LOCK_STALE_MS) rmSync(lock, { recursive: true });
    await new Promise((resolve) => setTimeout(resolve, 500));
    continue;
  }
  try {
    if (builtAt() < sourcesAt) {
      process.stdout.write(
        builtAt() === 0 ? 'Building the client (dist/ is missing)...\n' : 'Building the client (sources changed)...\n',
      );
      execFileSync(
        process.execPath,
        [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--outDir', dist, '--emptyOutDir'],
        { cwd: root, stdio: 'inherit' },
      );
    }
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

const handle = await runServer({ clientDir: dist });
const url = `http://localhost:${handle.port}`;
process.stdout.write(
  [
    '',
    `Dealer portal ready at ${url} (in ${handle.readyMs} ms, ${handle.database.describe})`,
    `Other demo hosts: http://id.localhost:${handle.port}  http://eu.localhost:${handle.port}`,
    'Demo logins (password Demo1234): admin, sales, dealer, vendor, auditor',
    '',
  ].join('\n'),
);
