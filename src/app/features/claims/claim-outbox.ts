import type { ClaimCommentInput, ClaimOutboxInput, OutboxEntry } from '../../../browser/outbox';
import { toClaimBikeInput, toClaimPaaInput, type ClaimFormValues } from '../../../shared/claims/claim-form';
import { outboxOwner } from '../../domain/offline/outbox-owner';

/**
 * Claims go through the outbox always (ARCHITECTURE.md "Offline"): "File claim" stores the claim, its compressed
 * photos, its documents and its video on the device and returns at once; the replay uploads the files in chunks
 * (resumable) and files the claim exactly once (the create's client id is its record id). The engine and the local
 * database load when a claim is filed, not with the pages.
 */
export const CLAIM_OUTBOX_KIND = 'claim';
export const CLAIM_COMMENT_OUTBOX_KIND = 'claim-comment';

const engine = () => import('../../../browser/outbox');
const runner = () => import('../../domain/offline/outbox-runner');
const database = () => import('../../../browser/local-db').then((module) => module.localDb());

const UNSENT_STATES: readonly OutboxEntry['state'][] = ['queued', 'sending', 'attention'];
export const isUnsent = (entry: OutboxEntry) => UNSENT_STATES.includes(entry.state);

/** A file for a slot, ready to send (images compressed, the video as it is). */
export interface ClaimFile {
  slot: string;
  blob: Blob;
  fileName: string;
}

export interface ClaimSave {
  values: ClaimFormValues;
  custName: string;
  files: readonly ClaimFile[];
  removedSlots: readonly string[];
  /** Filed without the network: the frame checks did not run here. */
  checksPending: boolean;
}

/** The outbox record of a stored claim: its client id (the device's record) when it has one. */
export function claimRecordId(claim: { id: string; clientId?: string | null }): string {
  return claim.clientId ?? `claim:${claim.id}`;
}

function ownerOrThrow(): NonNullable<ReturnType<typeof outboxOwner>> {
  const owner = outboxOwner();
  if (!owner) throw new Error('No signed-in user to queue the claim for');
  return owner;
}

function inputOf(save: ClaimSave): ClaimOutboxInput {
  const { values } = save;
  return {
    productCategory: values.productCategory,
    ...(values.productCategory === 'bike' ? { bike: toClaimBikeInput(values) } : { paa: toClaimPaaInput(values) }),
    custName: save.custName,
    values,
    ...(save.checksPending ? { checksPending: true } : {}),
  };
}

function label(save: ClaimSave): string {
  const what = save.values.productCategory === 'bike' ? save.values.frameNumber : save.values.articleCode;
  return [save.custName, what.trim().toUpperCase()].filter((part) => part !== '').join(' · ');
}

function kick(): void {
  void runner()
    .then(({ replayNow }) => replayNow())
    .catch((error: unknown) => {
      console.warn('The outbox could not be sent now', error);
    });
}

/** Queues a new claim with its files; its record id is the claim's client id. */
export async function queueClaimCreate(save: ClaimSave): Promise<OutboxEntry> {
  const owner = ownerOrThrow();
  const { enqueue } = await engine();
  const entry = await enqueue({
    userId: owner.userId,
    // Sent for the customer it was recorded for, whichever one the user acts for by then.
    actingFor: owner.actingFor,
    kind: CLAIM_OUTBOX_KIND,
    op: 'create',
    recordId: crypto.randomUUID(),
    input: inputOf(save),
    label: label(save),
    files: save.files.map((file) => ({ slot: file.slot, file: file.blob, fileName: file.fileName })),
  });
  kick();
  return entry;
}

/** The claim an edit is about. */
export interface ClaimTarget {
  recordId: string;
  /** The server's id; null for a claim whose create waits on this device. */
  claimId: string | null;
  /** The version the edit started from; null: the version the record's earlier entries produce. */
  baseVersion: number | null;
  /** The claim was filed on this device (its create may still wait). */
  createdHere?: boolean;
  /** Its create was refused (needs attention): the edit fixes that entry. */
  refusedCreateKey?: string | null;
}

/**
 * Queues an edit of a claim: a new update entry based on the version the edit started from (a CONFLICT puts it
 * in "needs attention", as visit forms do); a refused edit of the same claim is fixed by it. A claim filed on this
 * device whose create has not been answered gets an update that waits behind the create (same record) and takes
 * the id and version the create's answer brings; a create the server refused is fixed in place instead.
 */
export async function queueClaimUpdate(target: ClaimTarget, save: ClaimSave): Promise<OutboxEntry> {
  const owner = ownerOrThrow();
  const { enqueue, fix } = await engine();
  const db = await database();
  const removeSlots = save.removedSlots.filter((slot) => !save.files.some((file) => file.slot === slot));
  const files = save.files.map((file) => ({ slot: file.slot, file: file.blob, fileName: file.fileName }));
  if (target.refusedCreateKey) {
    const fixed = await fix(target.refusedCreateKey, inputOf(save), { label: label(save), files, removeSlots });
    kick();
    return fixed;
  }
  const refused = (await db.outbox.where('[userId+recordId]').equals([owner.userId, target.recordId]).toArray()).find(
    (entry) => entry.kind === CLAIM_OUTBOX_KIND && entry.op === 'update' && entry.state === 'attention',
  );
  const input: ClaimOutboxInput = {
    ...inputOf(save),
    id: target.claimId,
    baseVersion: target.baseVersion,
    ...(target.createdHere ? { createdHere: true } : {}),
    removedSlots: removeSlots,
  };
  const entry = refused
    ? await fix(refused.key, input, { label: label(save), files, removeSlots })
    : await enqueue({
        userId: owner.userId,
        actingFor: owner.actingFor,
        kind: CLAIM_OUTBOX_KIND,
        op: 'update',
        recordId: target.recordId,
        input,
        label: label(save),
        files,
      });
  kick();
  return entry;
}

/** Queues a comment; it goes after the claim's own entries (same record), so a claim filed offline comes first. */
export async function queueClaimComment(recordId: string, input: ClaimCommentInput): Promise<OutboxEntry> {
  const owner = ownerOrThrow();
  const { enqueue } = await engine();
  const entry = await enqueue({
    userId: owner.userId,
    actingFor: owner.actingFor,
    kind: CLAIM_COMMENT_OUTBOX_KIND,
    op: 'create',
    recordId,
    input,
    label: input.comment.slice(0, 60),
  });
  kick();
  return entry;
}

/** Drops an entry the server refused (or one waiting), after the user confirmed. */
export async function discardClaimEntry(entryKey: string): Promise<void> {
  const { discard } = await engine();
  await discard(entryKey);
}

/** Sends what waits now (the "Send now" of a list). */
export function sendClaimsNow(): void {
  kick();
}

/** Upload progress of an entry's files: bytes the server acknowledged and the total. */
export interface ClaimUploadProgress {
  slot: string;
  fileName: string;
  received: number;
  size: number;
}

/**
 * Watches the user's claim and claim-comment entries (this page, other tabs, the service worker) with the
 * progress of their files. Returns the unsubscribe.
 */
export function watchClaimEntries(
  userId: string,
  onEntries: (entries: OutboxEntry[], progress: ReadonlyMap<string, ClaimUploadProgress[]>) => void,
): () => void {
  let stop: (() => void) | null = null;
  let stopped = false;
  void Promise.all([engine(), database()]).then(([{ observe }, db]) => {
    if (stopped) return;
    stop = observe(
      async () => {
        const entries = (await db.outbox.where('userId').equals(userId).toArray()).filter(
          (entry) => entry.kind === CLAIM_OUTBOX_KIND || entry.kind === CLAIM_COMMENT_OUTBOX_KIND,
        );
        const unsent = entries.filter(isUnsent).map((entry) => entry.key);
        const files = unsent.length === 0 ? [] : await db.outboxFiles.where('entryKey').anyOf(unsent).toArray();
        return { entries, files };
      },
      ({ entries, files }) => {
        const progress = new Map<string, ClaimUploadProgress[]>();
        for (const file of files) {
          progress.set(file.entryKey, [
            ...(progress.get(file.entryKey) ?? []),
            { slot: file.slot, fileName: file.fileName, received: file.received, size: file.size },
          ]);
        }
        onEntries(
          entries.sort((a, b) => a.seq - b.seq),
          progress,
        );
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
