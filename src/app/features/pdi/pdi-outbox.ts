import type { OutboxEntry, PdiOutboxInput } from '../../../browser/outbox';
import type { PdiInput } from '../../gql/graphql';
import { outboxOwner } from '../../domain/offline/outbox-owner';
import type { PdiFormValues } from './components/pdi-form';

/**
 * PDIs recorded without a connection (docs/decisions.md "PDI offline"): "Save PDI" offline stores the PDI on the
 * device and returns to the list; the outbox sends it once, in the order recorded (an edit of a PDI whose create
 * is still waiting goes after it: same record). The engine and the local database load when a PDI is queued or
 * the list looks at the outbox, not with the pages.
 */
export const PDI_OUTBOX_KIND = 'pdi';

const engine = () => import('../../../browser/outbox');
const runner = () => import('../../domain/offline/outbox-runner');
const database = () => import('../../../browser/local-db').then((module) => module.localDb());

const UNSENT_STATES: readonly OutboxEntry['state'][] = ['queued', 'sending', 'attention'];
export const isUnsent = (entry: OutboxEntry) => UNSENT_STATES.includes(entry.state);

export interface PdiSave {
  /** The fields as the server takes them (checklist ids as integers). */
  pdi: PdiInput;
  custName: string;
  /** The form as typed, to open the PDI again before it reaches the server. */
  values: PdiFormValues;
  /** Recorded without the network: the frame's article data and recalls were not looked up here. */
  checksPending: boolean;
}

/** The outbox record of a stored PDI: its client id (the device's record) when it has one. */
export function pdiRecordId(pdi: { id: string; clientId?: string | null }): string {
  return pdi.clientId ?? `pdi:${pdi.id}`;
}

function ownerOrThrow(): NonNullable<ReturnType<typeof outboxOwner>> {
  const owner = outboxOwner();
  if (!owner) throw new Error('No signed-in user to queue the PDI for');
  return owner;
}

function inputOf(save: PdiSave): PdiOutboxInput {
  return {
    pdi: save.pdi,
    custName: save.custName,
    values: save.values,
    ...(save.checksPending ? { checksPending: true } : {}),
  };
}

function label(save: PdiSave): string {
  return [save.custName, save.pdi.frameNumber].filter((part) => part !== '').join(' · ');
}

function kick(): void {
  void runner()
    .then(({ replayNow }) => replayNow())
    .catch((error: unknown) => {
      console.warn('The outbox could not be sent now', error);
    });
}

async function recordEntries(userId: string, recordId: string): Promise<OutboxEntry[]> {
  const db = await database();
  return (await db.outbox.where('[userId+recordId]').equals([userId, recordId]).toArray())
    .filter((entry) => entry.kind === PDI_OUTBOX_KIND)
    .sort((a, b) => a.seq - b.seq);
}

/**
 * Queues a new PDI; `recordId` is the PDI's client id (the form's own: a save whose answer was lost, queued again,
 * finds the PDI it created instead of making a second one).
 */
export async function queuePdiCreate(recordId: string, save: PdiSave): Promise<OutboxEntry> {
  const owner = ownerOrThrow();
  const { enqueue, edit } = await engine();
  // The same form saved twice before it was sent: the waiting create takes the new fields.
  const waiting = (await recordEntries(owner.userId, recordId)).find(
    (entry) => entry.op === 'create' && entry.state === 'queued' && entry.firstSentAt === null,
  );
  const entry = waiting
    ? await edit(waiting.key, { input: inputOf(save), label: label(save) })
    : await enqueue({
        userId: owner.userId,
        // Sent for the customer it was recorded for, whichever one the user acts for by then.
        actingFor: owner.actingFor,
        kind: PDI_OUTBOX_KIND,
        op: 'create',
        recordId,
        input: inputOf(save),
        label: label(save),
      });
  kick();
  return entry;
}

/** The PDI an edit is about: the server's id and version when known (null for a PDI created on this device). */
export interface PdiTarget {
  recordId: string;
  pdiId: string | null;
  baseVersion: number | null;
}

/**
 * Queues an edit. An entry of the PDI that has not gone out yet (or that the server refused) takes the new fields
 * in place; otherwise a new update goes behind the record's entries, based on the version the edit started from
 * (or, behind an entry still to be sent, on the version that entry produces).
 */
export async function queuePdiUpdate(target: PdiTarget, save: PdiSave): Promise<OutboxEntry> {
  const owner = ownerOrThrow();
  const { enqueue, edit, fix } = await engine();
  const entries = await recordEntries(owner.userId, target.recordId);
  const unsent = entries.filter(isUnsent);
  const last = unsent.at(-1);
  if (last && (last.state === 'attention' || (last.state === 'queued' && last.firstSentAt === null))) {
    const previous = last.input as PdiOutboxInput;
    const input: PdiOutboxInput = last.op === 'create' ? inputOf(save) : { ...previous, ...inputOf(save) };
    const entry =
      last.state === 'attention'
        ? await fix(last.key, input, { label: label(save) })
        : await edit(last.key, { input, label: label(save) });
    kick();
    return entry;
  }
  const createdHere = target.pdiId === null || entries.some((entry) => entry.op === 'create');
  const entry = await enqueue({
    userId: owner.userId,
    actingFor: owner.actingFor,
    kind: PDI_OUTBOX_KIND,
    op: 'update',
    recordId: target.recordId,
    input: {
      ...inputOf(save),
      id: target.pdiId,
      baseVersion: unsent.length > 0 ? null : target.baseVersion,
      ...(createdHere ? { createdHere: true } : {}),
    } satisfies PdiOutboxInput,
    label: label(save),
  });
  kick();
  return entry;
}

/** What the device holds of a PDI not on the server yet (or with changes waiting): the form as last saved. */
export interface QueuedPdi {
  values: PdiFormValues;
  custCode: string;
  custName: string;
  /** The record has a create here: the server's id is not known yet. */
  createdHere: boolean;
}

function isValues(value: unknown): value is PdiFormValues {
  return typeof value === 'object' && value !== null && 'frameNumber' in value && 'checked' in value;
}

/** The latest unsent form of a record, or null when nothing of it waits on this device. */
export async function loadQueuedPdi(userId: string, recordId: string): Promise<QueuedPdi | null> {
  const entries = await recordEntries(userId, recordId);
  const last = entries.filter(isUnsent).at(-1);
  if (!last) return null;
  const input = last.input as Partial<PdiOutboxInput>;
  if (!isValues(input.values) || !input.pdi) return null;
  return {
    values: input.values,
    custCode: input.pdi.custCode,
    custName: input.custName ?? '',
    createdHere: entries.some((entry) => entry.op === 'create'),
  };
}

/** Drops an entry the server refused (or one waiting), after the user confirmed. */
export async function discardPdiEntry(entryKey: string): Promise<void> {
  const { discard } = await engine();
  await discard(entryKey);
}

/**
 * The list's "Send now": the entry is due at once (not after the backoff its tries without a network earned), then
 * the outbox runs.
 */
export async function sendPdiNow(entryKey: string): Promise<void> {
  const { retry } = await engine();
  await retry(entryKey);
  kick();
}

/** Watches the user's PDI entries (this page, other tabs, the service worker). Returns the unsubscribe. */
export function watchPdiEntries(userId: string, onEntries: (entries: OutboxEntry[]) => void): () => void {
  let stop: (() => void) | null = null;
  let stopped = false;
  void Promise.all([engine(), database()]).then(([{ observe }, db]) => {
    if (stopped) return;
    stop = observe(
      async () =>
        (await db.outbox.where('userId').equals(userId).toArray()).filter((entry) => entry.kind === PDI_OUTBOX_KIND),
      (entries) => {
        onEntries(entries.sort((a, b) => a.seq - b.seq));
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
