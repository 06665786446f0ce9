import type { OutboxEntry, OutboxFile, VisitFormOutboxInput } from '../../../browser/outbox';
import type { PendingVisitChange } from '../../../shared/visit-forms/pending-visits';
import {
  splitUnifiedCustomerCode,
  toVisitInput,
  type VisitBrand,
  type VisitFormValues,
  type VisitPhotoSlot,
} from '../../../shared/visit-forms/visit-form';
import { outboxOwner } from '../../domain/offline/outbox-owner';

/**
 * Store visits go through the outbox always (ARCHITECTURE.md "Offline"): "Save visit" stores the visit and its
 * compressed photos on the device and returns at once; the replay sends them when the network allows, one file at a
 * time, exactly once (the create's client id is its record id). An edit or a delete is a new entry of the same record,
 * sent after the entries before it; an entry not yet sent is changed in place, a refused one is fixed. The engine
 * and the local database load when a visit is saved, not with the pages.
 */

export const VISIT_OUTBOX_KIND = 'visit-form';

const engine = () => import('../../../browser/outbox');
// The runner (and through it the engine and the local database) loads when a visit is queued, not with the form.
const runner = () => import('../../domain/offline/outbox-runner');
const database = () => import('../../../browser/local-db').then((module) => module.localDb());

const UNSENT_STATES: readonly OutboxEntry['state'][] = ['queued', 'sending', 'attention'];
const isUnsent = (entry: OutboxEntry) => UNSENT_STATES.includes(entry.state);

/** A photo for a slot, ready to send (compressed). */
export interface VisitPhotoFile {
  slot: VisitPhotoSlot;
  blob: Blob;
  fileName: string;
}

/** What the form saves. */
export interface VisitSave {
  brand: VisitBrand;
  values: VisitFormValues;
  /** The customer's name, for the lists while the visit waits. */
  custName: string;
  /** New photos by slot. */
  photos: readonly VisitPhotoFile[];
  /** Slots whose earlier photo is removed (an edit). */
  removedSlots: readonly VisitPhotoSlot[];
}

/** The visit an edit or a delete is about. */
export interface VisitTarget {
  /** The outbox record: the visit's client id when it was created on a device, else `visit:{id}`. */
  recordId: string;
  /** The server's id; null for a visit not stored yet. */
  visitId: string | null;
  /** The version the edit started from; null for a visit not stored yet. */
  baseVersion: number | null;
}

/** The outbox record of a stored visit: its client id (the device's record) when it has one. */
export function recordIdOf(visit: { id: string; clientId?: string | null }): string {
  return visit.clientId ?? `visit:${visit.id}`;
}

function queueOrder(a: OutboxEntry, b: OutboxEntry): number {
  return a.seq - b.seq || a.createdAt - b.createdAt;
}

function ownerOrThrow(): NonNullable<ReturnType<typeof outboxOwner>> {
  const owner = outboxOwner();
  if (!owner) throw new Error('No signed-in user to queue the visit for');
  return owner;
}

/** The record's entries (discarded ones left out), in queue order. */
async function recordEntries(userId: string, recordId: string): Promise<OutboxEntry[]> {
  const db = await database();
  const entries = await db.outbox
    .where('[userId+recordId]')
    .equals([userId, recordId])
    .filter((entry) => entry.state !== 'discarded')
    .toArray();
  return entries.sort(queueOrder);
}

function label(save: Pick<VisitSave, 'custName' | 'values'>): string {
  return save.custName || splitUnifiedCustomerCode(save.values.customer)?.custCode || '';
}

function files(photos: readonly VisitPhotoFile[]) {
  return photos.map((photo) => ({ slot: photo.slot, file: photo.blob, fileName: photo.fileName }));
}

function kick(): void {
  void runner()
    .then(({ replayNow }) => replayNow())
    .catch((error: unknown) => {
      console.warn('The outbox could not be sent now', error);
    });
}

/** Queues a new visit with its photos; its record id is the visit's client id. */
export async function queueVisitCreate(save: VisitSave): Promise<OutboxEntry> {
  const owner = ownerOrThrow();
  const { enqueue } = await engine();
  const recordId = crypto.randomUUID();
  const input: VisitFormOutboxInput = {
    brand: save.brand,
    visit: toVisitInput(save.brand, save.values),
    custName: save.custName,
    values: save.values,
  };
  const entry = await enqueue({
    userId: owner.userId,
    // Sent for the customer the rep acts for now, whichever one the rep has switched to by then.
    actingFor: owner.actingFor,
    kind: VISIT_OUTBOX_KIND,
    op: 'create',
    recordId,
    input,
    label: label(save),
    files: files(save.photos),
  });
  kick();
  return entry;
}

/** The latest answer of the record's sent entries: the id and version the server last gave it. */
function lastAnswer(entries: readonly OutboxEntry[]): { id: string; version: number } | undefined {
  const sent = entries.filter((entry) => entry.state === 'sent');
  for (let i = sent.length - 1; i >= 0; i -= 1) {
    const result = sent[i]?.result as { formVisit?: { id?: unknown; version?: unknown } } | null;
    const visit = result?.formVisit;
    if (visit && (typeof visit.id === 'string' || typeof visit.id === 'number') && typeof visit.version === 'number') {
      return { id: String(visit.id), version: visit.version };
    }
  }
  return undefined;
}

/**
 * Queues an edit of a visit. An entry of the record that has not started sending takes the change in place (a
 * create stays a create); a refused one is fixed by it (a new key in its place); otherwise it is a new update,
 * based on the version the edit started from — or, behind entries still to be sent, on what they produce.
 */
export async function queueVisitUpdate(target: VisitTarget, save: VisitSave): Promise<OutboxEntry> {
  const owner = ownerOrThrow();
  const { edit, enqueue, fix } = await engine();
  const entries = await recordEntries(owner.userId, target.recordId);
  const unsent = entries.filter(isUnsent);
  const last = unsent.at(-1);
  const visit = toVisitInput(save.brand, save.values);
  const newFiles = files(save.photos);
  const newSlots = new Set(save.photos.map((photo) => photo.slot));

  if (
    last &&
    last.op !== 'delete' &&
    (last.state === 'attention' || (last.state === 'queued' && last.firstSentAt === null))
  ) {
    const previous = last.input as VisitFormOutboxInput;
    const input: VisitFormOutboxInput =
      last.op === 'create'
        ? { brand: save.brand, visit, custName: save.custName, values: save.values }
        : {
            ...previous,
            visit,
            custName: save.custName,
            values: save.values,
            removedSlots: [...new Set([...(previous.removedSlots ?? []), ...save.removedSlots])].filter(
              (slot) => !newSlots.has(slot),
            ),
          };
    const changes = { label: label(save), files: newFiles, removeSlots: [...save.removedSlots] };
    const entry =
      last.state === 'attention' ? await fix(last.key, input, changes) : await edit(last.key, { input, ...changes });
    kick();
    return entry;
  }

  const answered = lastAnswer(entries);
  const input: VisitFormOutboxInput = {
    brand: save.brand,
    visit,
    custName: save.custName,
    values: save.values,
    id: target.visitId ?? answered?.id ?? null,
    // Behind an entry still to be sent, the base is the version that entry produces (resolved when sent).
    baseVersion: unsent.length > 0 ? null : Math.max(target.baseVersion ?? 0, answered?.version ?? 0) || null,
    createdHere: target.visitId === null || entries.some((entry) => entry.op === 'create'),
    removedSlots: save.removedSlots.filter((slot) => !newSlots.has(slot)),
  };
  const entry = await enqueue({
    userId: owner.userId,
    actingFor: owner.actingFor,
    kind: VISIT_OUTBOX_KIND,
    op: 'update',
    recordId: target.recordId,
    input,
    label: label(save),
    files: newFiles,
  });
  kick();
  return entry;
}

/**
 * Deletes a visit: one that never reached the server is simply discarded from the device (with its waiting
 * changes); otherwise its waiting changes are dropped and a delete is queued. Returns the delete's entry, or null
 * when nothing had to be sent.
 */
export async function queueVisitDelete(
  target: VisitTarget,
  details: { brand: VisitBrand; custName: string },
): Promise<OutboxEntry | null> {
  const owner = ownerOrThrow();
  const { discard, enqueue } = await engine();
  const entries = await recordEntries(owner.userId, target.recordId);
  const unsent = entries.filter(isUnsent);
  const create = entries.find((entry) => entry.op === 'create');
  const neverSent =
    create !== undefined && isUnsent(create) && (create.state === 'attention' || create.firstSentAt === null);
  // Changes that have not started sending are pointless before a delete; one being sent must run its course.
  for (const entry of unsent) {
    if (entry.state === 'attention' || (entry.state === 'queued' && entry.firstSentAt === null))
      await discard(entry.key);
  }
  if (neverSent) return null;
  const answered = lastAnswer(entries);
  const entry = await enqueue({
    userId: owner.userId,
    actingFor: owner.actingFor,
    kind: VISIT_OUTBOX_KIND,
    op: 'delete',
    recordId: target.recordId,
    input: {
      brand: details.brand,
      custName: details.custName,
      id: target.visitId ?? answered?.id ?? null,
      createdHere: create !== undefined,
    } satisfies VisitFormOutboxInput,
    label: details.custName,
  });
  kick();
  return entry;
}

/**
 * "Keep my changes" of a refused edit whose base the server's version overtook (CONFLICT): the same edit again,
 * now based on the version the rep has seen. Never done without the rep's choice.
 */
export async function keepVisitEdit(entryKey: string, serverVersion: number): Promise<OutboxEntry> {
  const { fix, getEntry } = await engine();
  const found = await getEntry(entryKey);
  if (!found) throw new Error('The change is no longer on this device');
  const input = { ...(found.entry.input as VisitFormOutboxInput), baseVersion: serverVersion };
  const entry = await fix(entryKey, input);
  kick();
  return entry;
}

/** Drops a change the server refused (or one waiting), after the rep confirmed. */
export async function discardVisitChange(entryKey: string): Promise<void> {
  const { discard } = await engine();
  await discard(entryKey);
}

/** A record's entries with their files (blobs included), for its detail page and its form. */
export interface VisitRecord {
  entries: OutboxEntry[];
  files: Map<string, OutboxFile[]>;
}

/** The record's entries (discarded left out) with their files, or null when the device has none. */
export async function loadVisitRecord(userId: string, recordId: string): Promise<VisitRecord | null> {
  const entries = await recordEntries(userId, recordId);
  if (entries.length === 0) return null;
  const db = await database();
  const rows = await db.outboxFiles
    .where('entryKey')
    .anyOf(entries.map((entry) => entry.key))
    .toArray();
  const byEntry = new Map<string, OutboxFile[]>();
  for (const row of rows) byEntry.set(row.entryKey, [...(byEntry.get(row.entryKey) ?? []), row]);
  return { entries, files: byEntry };
}

/** An unsent visit entry as the lists show it. */
export function pendingChangeOf(entry: OutboxEntry): PendingVisitChange | null {
  if (entry.kind !== VISIT_OUTBOX_KIND || !isUnsent(entry) || entry.state === 'discarded') return null;
  const input = (entry.input ?? {}) as Partial<VisitFormOutboxInput>;
  const customer = input.values ? splitUnifiedCustomerCode(input.values.customer) : undefined;
  return {
    key: entry.key,
    recordId: entry.recordId,
    op: entry.op,
    state: entry.state as PendingVisitChange['state'],
    brand: input.brand ?? '',
    visitId: typeof input.id === 'string' ? input.id : null,
    sorg: customer?.sorg ?? null,
    custCode: input.visit?.custCode ?? customer?.custCode ?? '',
    custName: input.custName ?? '',
    savedAt: entry.createdAt,
    errorCode: entry.lastError?.code ?? null,
    errorMessage: entry.lastError?.message ?? null,
  };
}

/**
 * Watches the user's visit entries (this page, other tabs, the service worker): every change calls `onEntries`
 * with them all, sent ones included, in queue order. Returns the unsubscribe.
 */
export function watchVisitEntries(userId: string, onEntries: (entries: OutboxEntry[]) => void): () => void {
  let stop: (() => void) | null = null;
  let stopped = false;
  void Promise.all([engine(), database()]).then(([{ observe }, db]) => {
    if (stopped) return;
    stop = observe(
      () => db.outbox.where('userId').equals(userId).toArray(),
      (entries) => {
        onEntries(entries.filter((entry) => entry.kind === VISIT_OUTBOX_KIND).sort(queueOrder));
      },
      (error: unknown) => {
        console.warn('The outbox could not be read', error);
      },
    );
  });
  return () => {
    stopped = true;
    stop?.();
  };
}
