import { fork, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
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

  it('respects an unreadable lock file while it is young (its writer may still be writing it)', () => {
    for (const content of ['', '{"pid":12']) {
      const dir = join(root, `young-${String(content.length)}`);
      writeFileSync(`${dir}.lock`, content);
      expect(() => lockDataDir(dir)).toThrow(/is being opened by another server process/);
      expect(readFileSync(`${dir}.lock`, 'utf8')).toBe(content);
    }
  });

  it('takes over an unreadable lock file once it is older than a few seconds', () => {
    const dir = join(root, 'garbage');
    writeFileSync(`${dir}.lock`, '{not json');
    const old = new Date(Date.now() - 60_000);
    utimesSync(`${dir}.lock`, old, old);
    const release = lockDataDir(dir);
    expect(JSON.parse(readFileSync(`${dir}.lock`, 'utf8'))).toMatchObject({ pid: process.pid, host: hostname() });
    release();
    expect(existsSync(`${dir}.lock`)).toBe(false);
  });

  it('leaves no temporary file behind, and a release does not remove a lock that is no longer its own', () => {
    const dir = join(root, 'tidy');
    const release = lockDataDir(dir);
    const gone = spawnSync('true').pid;
    const other = JSON.stringify({ pid: gone, host: hostname(), startedAt: new Date().toISOString(), token: 'x' });
    writeFileSync(`${dir}.lock`, other); // taken over by someone else meanwhile
    release();
    expect(readFileSync(`${dir}.lock`, 'utf8')).toBe(other);
    expect(readdirSync(root).filter((name) => name.startsWith('tidy'))).toEqual(['tidy.lock']);
  });
});

describe('two processes racing for the lock', () => {
  it('never both hold it, also while taking over locks left by killed processes', async () => {
    const dir = join(root, 'race');
    const script = join(import.meta.dirname, '../../../tests/support/lock-race.ts');
    const deadPid = spawnSync('true').pid;
    const iterations = 500;
    interface Counts {
      ok: boolean;
      error?: string;
      acquired: number;
      refused: number;
      overlaps: number;
      abandoned: number;
    }
    const children = [0, 1].map(() =>
      fork(script, [dir, String(iterations), String(deadPid)], { execArgv: ['--import', 'tsx'], stdio: 'pipe' }),
    );
    try {
      await Promise.all(children.map((child) => new Promise((ready) => child.once('message', ready))));
      const results = children.map(
        (child) => new Promise<Counts>((done) => child.once('message', (m) => done(m as Counts))),
      );
      for (const child of children) child.send('go');
      const counts = await Promise.all(results);
      for (const c of counts) expect(c.error).toBeUndefined();
      const total = (key: 'acquired' | 'refused' | 'overlaps' | 'abandoned') =>
        counts.reduce((sum, c) => sum + c[key], 0);
      expect(total('overlaps')).toBe(0);
      expect(total('acquired') + total('refused')).toBe(2 * iterations);
      // Both processes got the lock, and locks left by "killed" holders were taken over.
      for (const c of counts) expect(c.acquired).toBeGreaterThan(0);
      expect(total('abandoned')).toBeGreaterThan(10);
    } finally {
      for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
    }
  }, 60_000);
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
