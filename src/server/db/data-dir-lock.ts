import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import { dirname } from 'node:path';

/** Thrown when another live process already holds the data directory. */
export class DataDirLockedError extends Error {
  constructor(
    readonly dir: string,
    readonly ownerPid: number,
  ) {
    super(
      `The database in ${dir} is in use by another server process (pid ${ownerPid}). ` +
        'The embedded database allows one process at a time: stop that process, use another DATA_DIR, ' +
        'or run several processes against PostgreSQL with DATABASE_URL.',
    );
    this.name = 'DataDirLockedError';
  }
}

interface LockOwner {
  pid: number;
  host: string;
  startedAt: string;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readOwner(file: string): LockOwner | undefined {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as LockOwner;
  } catch {
    return undefined; // unreadable or half-written: treated as stale
  }
}

/**
 * Takes the single-writer lock of an embedded database directory (PGlite has been seen to lose writes silently
 * when two processes open one directory). A lock whose owner is gone (killed, crashed) is stale and taken over.
 * Returns the release function.
 */
export function lockDataDir(dir: string): () => void {
  // Beside the directory, not inside it: initdb wants the database directory empty.
  const file = `${dir}.lock`;
  mkdirSync(dirname(file), { recursive: true });
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(file, 'wx'); // atomic: fails when the file exists
      const owner: LockOwner = { pid: process.pid, host: hostname(), startedAt: new Date().toISOString() };
      writeSync(fd, JSON.stringify(owner));
      closeSync(fd);
      return () => {
        if (readOwner(file)?.pid === process.pid) rmSync(file, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = readOwner(file);
      // A lock from another machine (a shared volume) cannot be probed: respect it.
      if (owner && (owner.host !== hostname() || owner.pid === process.pid || isAlive(owner.pid))) {
        throw new DataDirLockedError(dir, owner.pid);
      }
      rmSync(file, { force: true }); // stale: its owner is gone
    }
  }
  throw new Error(`Could not take the lock ${file}`);
}
