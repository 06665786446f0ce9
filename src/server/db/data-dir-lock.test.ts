import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock';

const root = mkdtempSync(join(tmpdir(), 'portal-lock-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('lockDataDir', () => {
  it('refuses a directory held by a live process and says what to do', () => {
    const dir = join(root, 'live');
    const sleeper = spawn('sleep', ['30']);
    try {
      writeFileSync(
        `${dir}.lock`,
        JSON.stringify({ pid: sleeper.pid, host: hostname(), startedAt: new Date().toISOString() }),
      );
      expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
      expect(() => lockDataDir(dir)).toThrow(/in use by another server process/);
    } finally {
      sleeper.kill();
    }
  });

  it('takes over a stale lock left by a killed process, and releases it', () => {
    const dir = join(root, 'stale');
    const gone = spawnSync('true').pid; // has exited by now
    writeFileSync(`${dir}.lock`, JSON.stringify({ pid: gone, host: hostname(), startedAt: '2026-01-01T00:00:00Z' }));
    const release = lockDataDir(dir);
    expect(existsSync(`${dir}.lock`)).toBe(true);
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError); // this process holds it now
    release();
    expect(existsSync(`${dir}.lock`)).toBe(false);
  });

  it('treats an unreadable lock file as stale', () => {
    const dir = join(root, 'garbage');
    writeFileSync(`${dir}.lock`, '{not json');
    const release = lockDataDir(dir);
    release();
  });
});

describe('a second server process on the same data dir', () => {
  it('is refused with a clear error while the first one runs', async () => {
    const dataDir = join(root, 'two-servers');
    const script = join(import.meta.dirname, '../../../tests/support/open-data-dir.ts');
    // node --import tsx, not the tsx wrapper: the wrapper runs the script in a child, and SIGKILL must hit the owner.
    const run = (mode: string) => [...['--import', 'tsx'], script, dataDir, mode];
    const first = spawn(process.execPath, run('hold'), { stdio: ['ignore', 'pipe', 'pipe'] });
    try {
      await new Promise<void>((ready, fail) => {
        first.stdout.on('data', (chunk: Buffer) => {
          if (chunk.toString().includes('opened')) ready();
        });
        first.on('exit', (code) => fail(new Error(`first process exited with ${String(code)}`)));
      });
      const second = spawnSync(process.execPath, run('once'), { encoding: 'utf8' });
      expect(second.status).not.toBe(0);
      expect(second.stderr).toContain('is in use by another server process');
    } finally {
      const gone =
        first.exitCode === null && first.signalCode === null
          ? new Promise((done) => first.once('exit', done))
          : Promise.resolve();
      first.kill('SIGKILL');
      await gone;
    }
    // The killed process left its lock behind: the next start detects it as stale and opens.
    expect(existsSync(`${join(dataDir, 'pg')}.lock`)).toBe(true);
    const third = spawnSync(process.execPath, run('once'), { encoding: 'utf8' });
    expect(third.stderr).toBe('');
    expect(third.status).toBe(0);
  }, 60_000);
});
