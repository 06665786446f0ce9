import { localDb } from '../local-db';
import { kindOf } from './kinds';
import { askPersistenceOnce } from './queries';
import type { ActingCustomer, OutboxEntry, OutboxFile, OutboxKind, OutboxOperation } from './types';

/** A file to send with an entry, in a slot of its record (e.g. 'photo1'). */
export interface OutboxFileInput {
  slot: string;
  file: Blob;
  fileName: string;
}

export interface EnqueueRequest {
  userId: string;
  /**
   * The customer the entry is for: the session's active customer when it is queued (the codes of its token). It
   * is sent for this customer, whichever one the user acts for by then.
   */
  actingFor: ActingCustomer;
  kind: OutboxKind;
  /** Default 'create'. */
  op?: OutboxOperation;
  /** The client id of the record: entries of one record go in order. Default: the new entry's key (a new record). */
  recordId?: string;
  input: unknown;
  label: string;
  files?: OutboxFileInput[];
}

/** Why an outbox change was refused. */
export type OutboxStateErrorReason = 'not-found' | 'frozen' | 'sending' | 'wrong-state' | 'invalid';

export class OutboxStateError extends Error {
  constructor(
    readonly reason: OutboxStateErrorReason,
    message: string,
  ) {
    super(message);
    this.name = 'OutboxStateError';
  }
}

function fileRow(entryKey: string, input: OutboxFileInput): OutboxFile {
  return {
    id: `${entryKey}:${input.slot}`,
    entryKey,
    slot: input.slot,
    fileName: input.fileName,
    type: input.file.type || 'application/octet-stream',
    size: input.file.size,
    blob: input.file,
    uploadId: null,
    received: 0,
  };
}

function checkFiles(files: readonly OutboxFileInput[]): void {
  const slots = new Set<string>();
  for (const { slot } of files) {
    // The slot is part of the file row's id and of the export path.
    if (!/^[A-Za-z0-9_-]+$/.test(slot)) throw new OutboxStateError('invalid', `Invalid file slot '${slot}'`);
    if (slots.has(slot)) throw new OutboxStateError('invalid', `File slot '${slot}' given twice`);
    slots.add(slot);
  }
}

/** Old files overridden or removed by slot, new slots added. */
function mergeFiles(
  entryKey: string,
  old: readonly OutboxFile[],
  files: readonly OutboxFileInput[] = [],
  removeSlots: readonly string[] = [],
): OutboxFile[] {
  checkFiles(files);
  const bySlot = new Map<string, OutboxFile>();
  for (const file of old) {
    if (!removeSlots.includes(file.slot)) bySlot.set(file.slot, { ...file, id: `${entryKey}:${file.slot}`, entryKey });
  }
  for (const file of files) bySlot.set(file.slot, fileRow(entryKey, file));
  return [...bySlot.values()];
}

const totalSize = (files: readonly { size: number }[]) => files.reduce((sum, f) => sum + f.size, 0);

/**
 * Queues one server call for later: the entry and its blobs are written in one transaction, so there is never an
 * entry without its files or files without their entry. Asks for persistent storage before the first one.
 */
export async function enqueue(request: EnqueueRequest, now: () => number = Date.now): Promise<OutboxEntry> {
  if (!kindOf(request.kind)) throw new OutboxStateError('invalid', `Unknown outbox kind '${request.kind}'`);
  const files = request.files ?? [];
  checkFiles(files);
  // Not awaited: Firefox shows a prompt that may stay unanswered, and the entry must be stored now.
  void askPersistenceOnce(now);
  const db = localDb();
  // A secure context is given (a service worker needs one), so randomUUID exists.
  const key = crypto.randomUUID();
  const rows = files.map((f) => fileRow(key, f));
  return db.transaction('rw', db.outbox, db.outboxFiles, async () => {
    const last = await db.outbox.orderBy('seq').last();
    const at = now();
    const entry: OutboxEntry = {
      key,
      seq: (last?.seq ?? 0) + 1,
      userId: request.userId,
      customerId: request.actingFor.r3 ?? request.actingFor.isr,
      actingFor: { r3: request.actingFor.r3, isr: request.actingFor.isr },
      kind: request.kind,
      op: request.op ?? 'create',
      recordId: request.recordId ?? key,
      input: request.input,
      label: request.label,
      state: 'queued',
      createdAt: at,
      firstSentAt: null,
      attempts: 0,
      nextAttemptAt: at,
      lastError: null,
      result: null,
      sentAt: null,
      size: totalSize(rows),
      replaces: null,
    };
    await db.outbox.add(entry);
    await db.outboxFiles.bulkAdd(rows);
    return entry;
  });
}

async function mustGet(key: string): Promise<OutboxEntry> {
  const entry = await localDb().outbox.get(key);
  if (!entry) throw new OutboxStateError('not-found', `No outbox entry ${key}`);
  return entry;
}

export interface EntryChanges {
  input?: unknown;
  label?: string;
  /** Files to add, or to put in place of the file of the same slot. */
  files?: OutboxFileInput[];
  removeSlots?: string[];
}

/**
 * Changes an entry that has not started sending. Once its first byte went out (firstSentAt), the server may hold
 * its key with this very body, so it is frozen: a change then is a new entry (see {@link fix}).
 */
export async function edit(key: string, changes: EntryChanges): Promise<OutboxEntry> {
  const db = localDb();
  return db.transaction('rw', db.outbox, db.outboxFiles, async () => {
    const entry = await mustGet(key);
    if (entry.firstSentAt !== null) throw new OutboxStateError('frozen', 'This item has been sent at least once');
    if (entry.state !== 'queued') throw new OutboxStateError('wrong-state', `This item is ${entry.state}`);
    const old = await db.outboxFiles.where('entryKey').equals(key).toArray();
    const files = mergeFiles(key, old, changes.files, changes.removeSlots);
    const updated: OutboxEntry = {
      ...entry,
      ...(changes.input === undefined ? {} : { input: changes.input }),
      ...(changes.label === undefined ? {} : { label: changes.label }),
      size: totalSize(files),
    };
    await db.outboxFiles.where('entryKey').equals(key).delete();
    await db.outboxFiles.bulkAdd(files);
    await db.outbox.put(updated);
    return updated;
  });
}

/**
 * Fixes an entry the server refused: a new entry with a new key (the old key's answer stays the refusal) takes
 * the old one's place — the same record and the same seq, so it goes before the record's later entries, which
 * the refused one was holding back. The old entry is kept as discarded, its blobs moved to the new one. Files not
 * named are carried over and uploaded again under the new key.
 */
export async function fix(
  key: string,
  input: unknown,
  changes: Omit<EntryChanges, 'input'> = {},
  now: () => number = Date.now,
): Promise<OutboxEntry> {
  const db = localDb();
  return db.transaction('rw', db.outbox, db.outboxFiles, async () => {
    const old = await mustGet(key);
    if (old.state !== 'attention')
      throw new OutboxStateError('wrong-state', `Only a refused item can be fixed, this one is ${old.state}`);
    const newKey = crypto.randomUUID();
    const oldFiles = await db.outboxFiles.where('entryKey').equals(key).toArray();
    const files = mergeFiles(newKey, oldFiles, changes.files, changes.removeSlots).map((f) => ({
      ...f,
      uploadId: null,
      received: 0,
    }));
    const at = now();
    const entry: OutboxEntry = {
      ...old,
      key: newKey,
      input,
      label: changes.label ?? old.label,
      state: 'queued',
      createdAt: at,
      firstSentAt: null,
      attempts: 0,
      nextAttemptAt: at,
      lastError: null,
      result: null,
      sentAt: null,
      size: totalSize(files),
      replaces: key,
    };
    await db.outbox.add(entry);
    await db.outboxFiles.bulkAdd(files);
    await db.outbox.update(key, { state: 'discarded' });
    await db.outboxFiles.where('entryKey').equals(key).modify({ blob: null });
    return entry;
  });
}

/**
 * The list's "retry": a queued entry becomes due now (same key); a refused one is sent again as a fix with the
 * same input (new key: the old key would only replay the refusal). Returns the entry that will be sent.
 */
export async function retry(key: string, now: () => number = Date.now): Promise<OutboxEntry> {
  const entry = await mustGet(key);
  if (entry.state === 'attention') return fix(key, entry.input, {}, now);
  const db = localDb();
  return db.transaction('rw', db.outbox, async () => {
    const current = await mustGet(key);
    if (current.state !== 'queued') throw new OutboxStateError('wrong-state', `This item is ${current.state}`);
    const updated = { ...current, nextAttemptAt: now() };
    await db.outbox.put(updated);
    return updated;
  });
}

/**
 * Discards a queued or refused entry after the user confirmed: it is kept (for the export) but never sent, and its
 * blobs are freed. An entry being sent right now cannot be discarded. A queued entry with firstSentAt may already
 * have reached the server: the page should say so in its confirmation.
 */
export async function discard(key: string): Promise<void> {
  const db = localDb();
  await db.transaction('rw', db.outbox, db.outboxFiles, async () => {
    const entry = await mustGet(key);
    if (entry.state === 'discarded') return;
    if (entry.state === 'sending') throw new OutboxStateError('sending', 'This item is being sent');
    if (entry.state === 'sent') throw new OutboxStateError('wrong-state', 'This item has been sent');
    await db.outbox.update(key, { state: 'discarded' });
    await db.outboxFiles.where('entryKey').equals(key).modify({ blob: null });
  });
}
