import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const dataDir = mkdtempSync(join(tmpdir(), 'portal-main-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('the server process', () => {
  it.each(['SIGTERM', 'SIGINT'] as const)(
    'starts on an empty data dir, answers, and on %s stops cleanly and releases the database lock',
    async (signal) => {
      const port = 4100 + Math.floor(Math.random() * 800);
      const child = spawn(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 'main.ts')], {
        // Always the embedded database: this test is about its lock, also in CI's PostgreSQL pass.
        env: {
          ...process.env,
          DATABASE_URL: '',
          PORT: String(port),
          DATA_DIR: dataDir,
          SEED: 'none',
          LOG_LEVEL: 'info',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      const exited = new Promise<number | null>((done) => child.once('exit', done));
      await expect.poll(() => output.includes('server ready'), { timeout: 30_000, interval: 100 }).toBe(true);
      const health = await fetch(`http://127.0.0.1:${port}/api/health`);
      expect(await health.json()).toEqual({ ok: true });
      expect(existsSync(join(dataDir, 'pg.lock'))).toBe(true);

      child.kill(signal);
      expect(await exited).toBe(0);
      expect(output).toContain('server stopped');
      expect(existsSync(join(dataDir, 'pg.lock'))).toBe(false);
    },
    60_000,
  );
});
