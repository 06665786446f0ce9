import { liveQuery } from 'dexie';
import { localDb, type SyncStateRow } from '../local-db';
import { kindOf } from './kinds';
import type { OutboxEntry, OutboxFile, OutboxState } from './types';

const UNSENT: OutboxState[] = ['queued', 'sending', 'attention'];

/** Entries not yet sent: queued, sending, or waiting for the user (attention). The badge's number. */
export async function unsentCount(userId: string): Promise<number> {
  return localDb()
    .outbox.where('[userId+state]')
    .anyOf(UNSENT.map((state) => [userId, state]))
    .count();
}

/** A file of a list item: its metadata and upload progress, without the blob. */
export type OutboxFileInfo = Omit<OutboxFile, 'blob'> & { isHeld: boolean };

export interface OutboxListItem extends OutboxEntry {
  files: OutboxFileInfo[];
  /** Bytes of its files the server acknowledged (progress = received / size). */
  received: number;
  /** A short excerpt of the input, for the list (see kinds.ts `describe`). */
  description: string;
}

const naturalSlot = (a: { slot: string }, b: { slot: string }) => a.slot.localeCompare(b.slot, 'en', { numeric: true });

/** Queue order: seq, then a fix after the refused entry it replaces (they share the seq). */
export const queueOrder = (a: OutboxEntry, b: OutboxEntry) => a.seq - b.seq || a.createdAt - b.createdAt;

function fileInfo({ blob, ...file }: OutboxFile): OutboxFileInfo {
  return { ...file, isHeld: blob !== null };
}

/**
 * The user's entries in queue order with their files' progress, discarded ones left out unless asked for. Cheap
 * enough to run in a liveQuery: the blobs are read along with the rows but never copied.
 */
export async function listEntries(
  userId: string,
  options: { includeDiscarded?: boolean; states?: OutboxState[] } = {},
): Promise<OutboxListItem[]> {
  const db = localDb();
  let entries = await db.outbox.where('userId').equals(userId).toArray();
  entries = entries.filter((e) =>
    options.states ? options.states.includes(e.state) : options.includeDiscarded === true || e.state !== 'discarded',
  );
  entries.sort(queueOrder);
  const files = await db.outboxFiles
    .where('entryKey')
    .anyOf(entries.map((e) => e.key))
    .toArray();
  const byEntry = new Map<string, OutboxFile[]>();
  for (const file of files) byEntry.set(file.entryKey, [...(byEntry.get(file.entryKey) ?? []), file]);
  return entries.map((entry) => {
    const own = (byEntry.get(entry.key) ?? []).sort(naturalSlot);
    return {
      ...entry,
      files: own.map(fileInfo),
      received: own.reduce((sum, f) => sum + Math.min(f.received, f.size), 0),
      description: kindOf(entry.kind)?.describe(entry.input) ?? '',
    };
  });
}

/** One entry with its files, blobs included (e.g. to prefill the form that fixes it). */
export async function getEntry(key: string): Promise<{ entry: OutboxEntry; files: OutboxFile[] } | undefined> {
  const db = localDb();
  const entry = await db.outbox.get(key);
  if (!entry) return undefined;
  const files = await db.outboxFiles.where('entryKey').equals(key).toArray();
  return { entry, files: files.sort(naturalSlot) };
}

/**
 * Runs `query` now and again whenever the rows it read change, in this page or in another tab or the service
 * worker (Dexie's liveQuery). Returns the unsubscribe function.
 */
export function observe<T>(
  query: () => Promise<T>,
  onValue: (value: T) => void,
  onError: (error: unknown) => void = (error: unknown) => {
    console.error(error);
  },
): () => void {
  const subscription = liveQuery(query).subscribe({ next: onValue, error: onError });
  return () => {
    subscription.unsubscribe();
  };
}

// persist() exists only in windows (not in workers, not in older browsers): every member may be missing.
interface StorageApi {
  estimate?: () => Promise<{ usage?: number; quota?: number }>;
  persist?: () => Promise<boolean>;
  persisted?: () => Promise<boolean>;
}

const storageApi = () => (navigator as { storage?: StorageApi }).storage;

/** What the browser says about this origin's storage; null where it cannot say. */
export async function storageEstimate(): Promise<{ usage: number; quota: number } | null> {
  const storage = storageApi();
  if (!storage?.estimate) return null;
  try {
    const { usage, quota } = await storage.estimate();
    return usage === undefined || quota === undefined ? null : { usage, quota };
  } catch {
    return null;
  }
}

// The answer to navigator.storage.persist(), kept in syncState (a device-wide row, no user): a refusal is not
// asked again at every entry, and the "Ready for offline" view can show it.
const PERSISTENCE_ROW = 'device:storage-persist';
// A refused request is asked again at most once a day: the browser's heuristics (install, engagement) change.
const ASK_AGAIN_AFTER_MS = 24 * 60 * 60_000;

export interface PersistenceState {
  /** true: the browser will not evict this origin's data; false: it may; null: unknown or never asked. */
  persisted: boolean | null;
  askedAt: number | null;
}

export async function persistenceState(): Promise<PersistenceState> {
  const row = await localDb().syncState.get(PERSISTENCE_ROW);
  return row ? { persisted: row.count === 1, askedAt: row.savedAt } : { persisted: null, askedAt: null };
}

/**
 * Asks the browser to keep this origin's data (navigator.storage.persist): it may refuse, and some browsers lack
 * it (then false). The answer is remembered.
 */
export async function requestPersistence(now: () => number = Date.now): Promise<boolean> {
  const storage = storageApi();
  let persisted = false;
  try {
    if (storage?.persist) persisted = (await storage.persisted?.()) === true || (await storage.persist());
  } catch {
    persisted = false;
  }
  const row: SyncStateRow = {
    id: PERSISTENCE_ROW,
    userId: '',
    collection: 'storage-persist',
    savedAt: now(),
    count: persisted ? 1 : 0,
  };
  await localDb().syncState.put(row);
  return persisted;
}

/** Called by enqueue: asks before the first entry, and again after a refusal at most once a day. Never throws. */
export async function askPersistenceOnce(now: () => number = Date.now): Promise<void> {
  try {
    const state = await persistenceState();
    if (state.persisted === true) return;
    if (state.askedAt !== null && now() - state.askedAt < ASK_AGAIN_AFTER_MS) return;
    await requestPersistence(now);
  } catch {
    // Persistence is a wish, not a condition of queuing.
  }
}
