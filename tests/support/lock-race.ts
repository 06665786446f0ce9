// One of two processes racing for the data-dir lock, for the lock tests (src/server/db/data-dir-lock.test.ts).
// Usage (forked with an IPC channel): node --import tsx tests/support/lock-race.ts <dir> <iterations> <deadPid>
// Waits for 'go', then takes and releases the lock in a loop. While it holds the lock it also holds `<dir>.holder`
// (created with O_EXCL): a failure to create it means the other process holds the lock at the same moment. Every
// 7th hold ends like a killed process: the lock is left behind with a dead pid, for the other to take over.
import { closeSync, openSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { DataDirLockedError, lockDataDir } from '../../src/server/db/data-dir-lock';

const [dir = '', iterationsArg = '0', deadPidArg = '0'] = process.argv.slice(2);
const iterations = Number(iterationsArg);
const deadPid = Number(deadPidArg);
const holder = `${dir}.holder`;

function run() {
  const counts = { acquired: 0, refused: 0, overlaps: 0, abandoned: 0 };
  for (let i = 0; i < iterations; i++) {
    let release: () => void;
    try {
      release = lockDataDir(dir);
    } catch (error) {
      if (!(error instanceof DataDirLockedError)) throw error;
      counts.refused += 1;
      continue;
    }
    counts.acquired += 1;
    let mine = true;
    try {
      closeSync(openSync(holder, 'wx'));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      counts.overlaps += 1;
      mine = false;
    }
    if (mine) rmSync(holder);
    if (i % 7 === 3) {
      // Killed while holding it: the lock stays, naming a process that no longer exists.
      const leftover = `${dir}.lock.${String(process.pid)}.leftover`;
      writeFileSync(
        leftover,
        JSON.stringify({ pid: deadPid, host: hostname(), startedAt: new Date().toISOString(), token: `dead-${i}` }),
      );
      renameSync(leftover, `${dir}.lock`);
      counts.abandoned += 1;
    } else {
      release();
    }
  }
  return counts;
}

process.once('message', () => {
  try {
    process.send?.({ ok: true, ...run() }, () => process.exit(0));
  } catch (error) {
    process.send?.({ ok: false, error: String(error) }, () => process.exit(1));
  }
});
process.send?.('ready');
