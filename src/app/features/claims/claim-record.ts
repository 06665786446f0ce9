import type { OutboxEntry } from '../../../browser/outbox';
import { CLAIM_OUTBOX_KIND, isUnsent } from './claim-outbox';

/**
 * What the edit page reads of a claim's outbox record (kept apart from claim-outbox.ts, which the list loads): its
 * entries with the files they still hold, and the id a create's answer names.
 */

const database = () => import('../../../browser/local-db').then((module) => module.localDb());

/** A claim entry of one record with the files it still holds on the device (for an edit to start from). */
export interface ClaimRecordEntryFiles {
  entry: OutboxEntry;
  files: { slot: string; fileName: string; blob: Blob }[];
}

/** The claim entries of one record (any state), in queue order, with the blobs of the unsent ones. */
export async function loadClaimRecord(userId: string, recordId: string): Promise<ClaimRecordEntryFiles[]> {
  const db = await database();
  const entries = (await db.outbox.where('[userId+recordId]').equals([userId, recordId]).toArray())
    .filter((entry) => entry.kind === CLAIM_OUTBOX_KIND)
    .sort((a, b) => a.seq - b.seq);
  const unsent = entries.filter(isUnsent).map((entry) => entry.key);
  const rows = unsent.length === 0 ? [] : await db.outboxFiles.where('entryKey').anyOf(unsent).toArray();
  return entries.map((entry) => ({
    entry,
    files: rows.flatMap((row) =>
      row.entryKey === entry.key && row.blob ? [{ slot: row.slot, fileName: row.fileName, blob: row.blob }] : [],
    ),
  }));
}

/** The stored claim a create's answer names (`{claim: {id}}`), if it holds one. */
export function answeredClaimOf(result: unknown): { id: string } | undefined {
  const claim = typeof result === 'object' && result !== null ? (result as { claim?: unknown }).claim : undefined;
  const id = typeof claim === 'object' && claim !== null ? (claim as { id?: unknown }).id : undefined;
  return typeof id === 'string' || typeof id === 'number' ? { id: String(id) } : undefined;
}
