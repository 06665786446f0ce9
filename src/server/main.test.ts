import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const dataDir = mkdtempSync(join(tmpdir(), 'portal-main-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/**
 * Runs src/server/main.ts as `npm start` does: the process environment without NODE_ENV (vitest sets it to
 * 'test') and without DEV_ROUTES, plus `env`.
 */
function startProcess(env: Record<string, string> = {}) {
  const port = 4100 + Math.floor(Math.random() * 800);
  const { NODE_ENV: _nodeEnv, DEV_ROUTES: _devRoutes, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 'main.ts')], {
    // Always the embedded database: this test is about its lock, also in CI's PostgreSQL pass.
    env: {
      ...inherited,
      DATABASE_URL: '',
      PORT: String(port),
      DATA_DIR: dataDir,
      SEED: 'none',
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const process_ = {
    child,
    port,
    output: '',
    exited: new Promise<number | null>((done) => child.once('exit', done)),
    ready: async () => {
      await expect
        .poll(() => process_.output.includes('server ready'), { timeout: START_TIMEOUT - 10_000, interval: 100 })
        .toBe(true);
    },
    stop: async () => {
      child.kill('SIGTERM');
      return process_.exited;
    },
  };
  child.stdout.on('data', (chunk: Buffer) => (process_.output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (process_.output += chunk.toString()));
  return process_;
}

/** Every development route and method (GET answers HEAD too), with arguments they would accept. */
const DEV_ROUTES = [
  '/api/dev/mails?to=admin@dealer-portal.test',
  '/api/dev/consumer-feedback?user=dealer',
  `/api/dev/uploads/${randomUUID()}`,
  '/api/dev/form-visits?user=sales',
];

/** Under load (2 cores shared by several runs) tsx and a first PGlite initdb take well over 30 s. */
const START_TIMEOUT = 150_000;

describe('the server process', () => {
  it.each(['SIGTERM', 'SIGINT'] as const)(
    'starts as the README says on an empty data dir, answers, has no development routes, and on %s stops cleanly ' +
      'and releases the database lock',
    async (signal) => {
      const server = startProcess();
      await server.ready();
      const health = await fetch(`http://127.0.0.1:${server.port}/api/health`);
      expect(await health.json()).toEqual({ ok: true });
      expect(existsSync(join(dataDir, 'pg.lock'))).toBe(true);

      // Without DEV_ROUTES each development route is an unknown API route, for every method.
      expect(server.output).not.toContain('DEV_ROUTES');
      for (const path of DEV_ROUTES) {
        for (const method of ['GET', 'HEAD', 'POST']) {
          const res = await fetch(`http://127.0.0.1:${server.port}${path}`, { method });
          expect({ path, method, status: res.status }).toEqual({ path, method, status: 404 });
          if (method !== 'HEAD') expect(await res.json()).toMatchObject({ code: 'NOT_FOUND' });
        }
      }

      server.child.kill(signal);
      expect(await server.exited).toBe(0);
      expect(server.output).toContain('server stopped');
      expect(existsSync(join(dataDir, 'pg.lock'))).toBe(false);
    },
    START_TIMEOUT,
  );

  it(
    'with DEV_ROUTES on, warns at start and serves them',
    async () => {
      const server = startProcess({ DEV_ROUTES: '1' });
      try {
        await server.ready();
        expect(server.output).toMatch(/"level":"error","message":"DEV_ROUTES is on: \/api\/dev\/\* serves/);
        const res = await fetch(`http://127.0.0.1:${server.port}/api/dev/mails?to=admin@dealer-portal.test`);
        expect(res.status).toBe(200);
        expect(await res.json()).toEqual({ mails: [] });
      } finally {
        expect(await server.stop()).toBe(0);
      }
    },
    START_TIMEOUT,
  );

  it(
    'refuses to start with DEV_ROUTES on in production, with a clear message',
    async () => {
      const server = startProcess({ DEV_ROUTES: 'true', NODE_ENV: 'production' });
      expect(await server.exited).toBe(1);
      expect(server.output).toContain('Invalid environment');
      expect(server.output).toContain(
        'DEV_ROUTES: the development routes (/api/dev/*) must not be on with NODE_ENV=production',
      );
      expect(server.output).not.toContain('server ready');
    },
    START_TIMEOUT,
  );
});
