// `npm start`: builds the client when dist/ is missing or older than its sources, then serves dist/ and /api
// from one process.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
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

const builtAt = existsSync(join(dist, 'index.html')) ? statSync(join(dist, 'index.html')).mtimeMs : 0;
const sourcesAt = Math.max(...clientSources.map((p) => newestMtime(join(root, p))));
if (builtAt < sourcesAt) {
  process.stdout.write(
    builtAt === 0 ? 'Building the client (dist/ is missing)...\n' : 'Building the client (sources changed)...\n',
  );
  execFileSync(
    process.execPath,
    [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--outDir', dist, '--emptyOutDir'],
    {
      cwd: root,
      stdio: 'inherit',
    },
  );
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
