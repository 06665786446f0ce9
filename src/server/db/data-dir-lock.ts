import { createHash, randomBytes } from 'node:crypto';
import {
  closeSync,
  fstatSync,
  fsyncSync,
  linkSync,
  mkdirSync,
  openSync,
  readSync,
  rmdirSync,
  rmSync,
  statSync,
  unlinkSync,
  writeSync,
} from 'node:fs';
import { hostname } from 'node:os';
import { dirname } from 'node:path';

/** Thrown when another live process already holds the data directory (or is just taking it). */
export class DataDirLockedError extends Error {
  constructor(
    readonly dir: string,
    /** Undefined while the lock file cannot be read yet: its owner is still writing it. */
    readonly ownerPid: number | undefined,
  ) {
    super(
      `The database in ${dir} ${ownerPid === undefined ? 'is being opened by another server process' : `is in use by another server process (pid ${String(ownerPid)})`}. ` +
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
  /** Unique per acquisition: tells this lock from a later one of the same process (older locks have none). */
  token?: string;
}

/** What was found at the lock's path: its owner when readable, and an identity of exactly this file and content. */
interface LockFound {
  owner: LockOwner | undefined;
  /** Hash of device, inode and content: a new lock (new token) never has the identity of the one it replaced. */
  identity: string;
  ageMs: number;
}

/**
 * A lock that cannot be read is this young at most while its writer is still writing it (only possible for a lock
 * written without a hard link, see {@link createLockFile}); older, its writer died half-way and it is stale.
 */
const UNREADABLE_GRACE_MS = 5_000;
/** A takeover lasts microseconds; a takeover marker this old was left by a process that died inside one. */
const TAKEOVER_STALE_MS = 10_000;
/** How long to keep trying while other processes release or take over the lock at the same moment. */
const ACQUIRE_DEADLINE_MS = 5_000;
const LOCK_FILE_MAX_BYTES = 4096;

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

const errorCode = (error: unknown) => (error as NodeJS.ErrnoException).code;

function parseOwner(raw: string): LockOwner | undefined {
  try {
    const value = JSON.parse(raw) as Partial<LockOwner> | null;
    if (!value || !Number.isSafeInteger(value.pid) || (value.pid ?? 0) <= 0 || typeof value.host !== 'string') {
      return undefined;
    }
    return value as LockOwner;
  } catch {
    return undefined;
  }
}

/** Reads the lock file through one descriptor (inode and content of the same file); undefined when there is none. */
function readLock(file: string): LockFound | undefined {
  let fd: number;
  try {
    fd = openSync(file, 'r');
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return undefined;
    throw error;
  }
  try {
    const stat = fstatSync(fd);
    const buffer = Buffer.alloc(LOCK_FILE_MAX_BYTES);
    const length = readSync(fd, buffer, 0, LOCK_FILE_MAX_BYTES, 0);
    const raw = buffer.subarray(0, length).toString('utf8');
    return {
      owner: parseOwner(raw),
      identity: createHash('sha256')
        .update(`${String(stat.dev)}:${String(stat.ino)}:${raw}`)
        .digest('hex')
        .slice(0, 24),
      ageMs: Date.now() - stat.mtimeMs,
    };
  } finally {
    closeSync(fd);
  }
}

/** Whether a lock found at the path still protects a running process. */
function isHeld(found: LockFound): boolean {
  const { owner } = found;
  if (!owner) return found.ageMs < UNREADABLE_GRACE_MS;
  // A lock from another machine (a shared volume) cannot be probed: respect it. Our own pid: an earlier open of
  // this process still holds it.
  return owner.host !== hostname() || owner.pid === process.pid || isAlive(owner.pid);
}

/** Waits synchronously (the lock is taken before the server does anything else). */
const pause = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/**
 * Creates the lock file complete or not at all: the owner is written and synced to a file of our own, which is
 * then hard-linked to the lock's path (link fails when the path exists, like O_EXCL). A file system without hard
 * links falls back to O_EXCL and a write, whose short half-written moment {@link UNREADABLE_GRACE_MS} covers.
 * Answers false when the lock exists.
 */
function createLockFile(file: string, temp: string, content: string): boolean {
  try {
    linkSync(temp, file);
    return true;
  } catch (error) {
    const code = errorCode(error);
    if (code === 'EEXIST') return false;
    if (code !== 'EPERM' && code !== 'ENOTSUP' && code !== 'EOPNOTSUPP' && code !== 'ENOSYS') throw error;
  }
  let fd: number;
  try {
    fd = openSync(file, 'wx');
  } catch (error) {
    if (errorCode(error) === 'EEXIST') return false;
    throw error;
  }
  try {
    writeSync(fd, content);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  return true;
}

/**
 * Removes a stale lock, unless another process is removing the same one. Removal is guarded by a marker directory
 * named after the stale file's identity (mkdir is atomic): of the processes that judged this file stale, one
 * removes it, after checking that it is still this very file; the others find a new lock at the path and judge
 * that one. Without the guard, a slow process could remove the new lock of a faster one and both would hold it.
 */
function removeStale(file: string, stale: LockFound): void {
  const marker = `${file}.takeover-${stale.identity}`;
  try {
    mkdirSync(marker);
  } catch (error) {
    if (errorCode(error) !== 'EEXIST') throw error;
    let age = 0;
    try {
      age = Date.now() - statSync(marker).mtimeMs;
    } catch {
      return; // finished meanwhile
    }
    // Left by a process that died inside its takeover: only this identity's removal was blocked by it.
    if (age > TAKEOVER_STALE_MS) rmSync(marker, { recursive: true, force: true });
    else pause(2);
    return;
  }
  try {
    if (readLock(file)?.identity === stale.identity) unlinkSync(file);
  } finally {
    rmdirSync(marker);
  }
}

/**
 * Takes the single-writer lock of an embedded database directory (PGlite has been seen to lose writes silently
 * when two processes open one directory). A lock whose owner is gone (killed, crashed) is stale and taken over; an
 * unreadable one only once it is a few seconds old. Returns the release function.
 */
export function lockDataDir(dir: string): () => void {
  // Beside the directory, not inside it: initdb wants the database directory empty.
  const file = `${dir}.lock`;
  mkdirSync(dirname(file), { recursive: true });
  const owner: LockOwner = {
    pid: process.pid,
    host: hostname(),
    startedAt: new Date().toISOString(),
    token: randomBytes(16).toString('hex'),
  };
  const content = JSON.stringify(owner);
  const temp = `${file}.${String(process.pid)}-${owner.token ?? ''}.tmp`;
  const fd = openSync(temp, 'wx', 0o644);
  try {
    writeSync(fd, content);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  const release = () => {
    // Only our own lock: a lock taken over by another process after ours was judged stale is theirs.
    if (readLock(file)?.owner?.token === owner.token) rmSync(file, { force: true });
  };
  try {
    const deadline = Date.now() + ACQUIRE_DEADLINE_MS;
    while (Date.now() < deadline) {
      if (createLockFile(file, temp, content)) return release;
      const found = readLock(file);
      if (!found) continue; // released meanwhile: try again
      if (isHeld(found)) throw new DataDirLockedError(dir, found.owner?.pid);
      removeStale(file, found);
    }
    throw new Error(`Could not take the lock ${file}: other processes kept taking and releasing it`);
  } finally {
    rmSync(temp, { force: true });
  }
}
