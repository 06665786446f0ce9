import { localDb, type DraftFileRow, type DraftRow } from './local-db';

/**
 * Form drafts (ARCHITECTURE.md "Offline"): a form's unsaved input, per user, customer and form, written on every
 * change. The database commits with strict durability, so a saved draft survives a reload, a crash or a flat battery.
 * `data` may hold small Blobs; a form with photos keeps them as draft files (one row per slot), so that saving
 * the values at every keystroke never writes the photos again.
 */

function draftId(userId: string, customerId: string | null, form: string): string {
  return `${userId}:${customerId ?? '-'}:${form}`;
}

export async function saveDraft(
  userId: string,
  customerId: string | null,
  form: string,
  data: unknown,
  now: () => number = Date.now,
): Promise<DraftRow> {
  const row: DraftRow = { id: draftId(userId, customerId, form), userId, customerId, form, data, updatedAt: now() };
  await localDb().drafts.put(row);
  return row;
}

export async function loadDraft(
  userId: string,
  customerId: string | null,
  form: string,
): Promise<DraftRow | undefined> {
  return localDb().drafts.get(draftId(userId, customerId, form));
}

/** Deletes a draft and its files in one transaction. */
export async function deleteDraft(userId: string, customerId: string | null, form: string): Promise<void> {
  const db = localDb();
  const id = draftId(userId, customerId, form);
  await db.transaction('rw', db.drafts, db.draftFiles, async () => {
    await db.drafts.delete(id);
    await db.draftFiles.where('draftId').equals(id).delete();
  });
}

/** The user's drafts, newest first (for the "Ready for offline" view and a "continue where you left" list). */
export async function listDrafts(userId: string): Promise<DraftRow[]> {
  const rows = await localDb().drafts.where('userId').equals(userId).toArray();
  return rows.sort((a, b) => b.updatedAt - a.updatedAt);
}

/** A file to keep with a draft, in a slot of its form. */
export interface DraftFileInput {
  slot: string;
  blob: Blob;
  fileName: string;
  /** Prepared (compressed, ready to send) or the original as picked. */
  prepared: boolean;
}

/** Keeps a file in a slot of a draft, in place of the slot's earlier one. */
export async function saveDraftFile(
  userId: string,
  customerId: string | null,
  form: string,
  file: DraftFileInput,
  now: () => number = Date.now,
): Promise<DraftFileRow> {
  const id = draftId(userId, customerId, form);
  const row: DraftFileRow = { id: `${id}#${file.slot}`, draftId: id, userId, ...file, updatedAt: now() };
  await localDb().draftFiles.put(row);
  return row;
}

/** Removes the file of a slot from a draft. */
export async function deleteDraftFile(
  userId: string,
  customerId: string | null,
  form: string,
  slot: string,
): Promise<void> {
  await localDb().draftFiles.delete(`${draftId(userId, customerId, form)}#${slot}`);
}

/** The files of a draft. */
export async function loadDraftFiles(userId: string, customerId: string | null, form: string): Promise<DraftFileRow[]> {
  return localDb()
    .draftFiles.where('draftId')
    .equals(draftId(userId, customerId, form))
    .toArray();
}
