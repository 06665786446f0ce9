import type { ClaimFormValues } from '../../../shared/claims/claim-form';
import { isClaimFileSlot, type ClaimFileSlot } from '../../../shared/claims/claim-rules';
import type { ClaimDetail } from './api/claims.queries';
import { filesBySlot, valuesOfClaim } from './claim-view';

/**
 * What an edit of a claim starts from (spec 02 §2 /claim/{id}/edit), also without a connection: the stored claim
 * as the device last saw it (the persisted detail), or the claim filed on this device and not sent yet (its create
 * entry), with the changes still waiting in the outbox laid over it in queue order, so a second edit starts where
 * the first one ended. Pure: the page reads the entries and their files and hands them in.
 */

/** A claim entry of the record as the device holds it (the outbox's entry, the fields read here). */
export interface ClaimRecordEntry {
  key: string;
  seq: number;
  op: string;
  state: string;
  input: unknown;
  /** The entry's files still on the device (slot, name, bytes). */
  files: readonly { slot: string; fileName: string; blob: Blob }[];
}

/** A file the claim already has: on the server (its URL), or on this device in an entry waiting to be sent. */
export interface EditExistingFile {
  fileName: string;
  url?: string;
  blob?: Blob;
}

export interface ClaimEditSource {
  values: ClaimFormValues;
  existing: Partial<Record<ClaimFileSlot, EditExistingFile>>;
  /** The server's id; null for a claim whose create waits on this device. */
  claimId: string | null;
  /** The version the edit is based on; null: the version the record's waiting entries produce (sent after them). */
  baseVersion: number | null;
  /** The claim was filed on this device and has not reached the server. */
  createdHere: boolean;
  /** A create the server refused (e.g. a stolen frame): the edit fixes that entry instead of following it. */
  refusedCreateKey: string | null;
  custName: string;
  canEdit: boolean;
  /** Changes of this claim wait in the outbox (the form shows them, not the server's copy). */
  pendingChanges: boolean;
}

const UNSENT = new Set(['queued', 'sending', 'attention']);

function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
}

function valuesOf(input: unknown): ClaimFormValues | null {
  const { values } = record(input);
  const found = record(values);
  return 'productCategory' in found && 'consumerName' in found ? (values as ClaimFormValues) : null;
}

/**
 * The edit's starting point, or null when the device holds neither the claim nor a create of it. `claim` is the
 * server's copy (null when unknown); `entries` are the record's claim entries in any state.
 */
export function claimEditSource(
  claim: ClaimDetail | null,
  entries: readonly ClaimRecordEntry[],
): ClaimEditSource | null {
  const unsent = entries.filter((entry) => UNSENT.has(entry.state)).sort((a, b) => a.seq - b.seq);
  const create = unsent.find((entry) => entry.op === 'create');
  let source: ClaimEditSource;
  if (claim) {
    source = {
      values: valuesOfClaim(claim),
      existing: filesBySlot(claim),
      claimId: claim.id,
      baseVersion: claim.version,
      createdHere: false,
      refusedCreateKey: null,
      custName: claim.custName,
      canEdit: claim.canEdit,
      pendingChanges: false,
    };
  } else if (create) {
    const values = valuesOf(create.input);
    if (!values) return null;
    const { custName } = record(create.input);
    source = {
      values,
      existing: {},
      claimId: null,
      baseVersion: null,
      createdHere: true,
      refusedCreateKey: create.state === 'attention' ? create.key : null,
      custName: typeof custName === 'string' ? custName : '',
      canEdit: true,
      pendingChanges: false,
    };
  } else {
    return null;
  }
  const files = new Map<ClaimFileSlot, EditExistingFile>(
    Object.entries(source.existing).flatMap(([slot, file]) => (isClaimFileSlot(slot) ? [[slot, file]] : [])),
  );
  let values = source.values;
  for (const entry of unsent) {
    // A stored claim already holds what its create carried.
    if (entry.op === 'create' && claim) continue;
    values = valuesOf(entry.input) ?? values;
    const removed = record(entry.input).removedSlots;
    for (const slot of Array.isArray(removed) ? removed : []) {
      if (typeof slot === 'string' && isClaimFileSlot(slot)) files.delete(slot);
    }
    for (const file of entry.files) {
      if (isClaimFileSlot(file.slot)) files.set(file.slot, { fileName: file.fileName, blob: file.blob });
    }
  }
  const existing: ClaimEditSource['existing'] = Object.fromEntries(files);
  // Waiting (not refused) entries go first: this edit is based on what they produce. A refused update is fixed by
  // this edit, so it is based on the server's version again.
  const waiting = unsent.some((entry) => entry.state !== 'attention');
  return {
    ...source,
    values,
    existing,
    baseVersion: waiting || source.createdHere ? null : source.baseVersion,
    pendingChanges: unsent.some((entry) => entry.op === 'update') || (source.createdHere && unsent.length > 0),
  };
}
