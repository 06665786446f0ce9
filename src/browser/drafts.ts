import { localDb, type DraftRow } from './local-db';

/**
 * Form drafts (issue #4 item 3): a form's unsaved input, per user, customer and form, written on every change.
 * The database commits with strict durability, so a saved draft survives a reload, a crash or a flat battery.
 * `data` may hold Blobs (photos of a form): IndexedDB stores them as they are.
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

export async function deleteDraft(userId: string, customerId: string | null, form: string): Promise<void> {
  await localDb().drafts.delete(draftId(userId, customerId, form));
}

/** The user's drafts, newest first (for the "Ready for offline" view and a "continue where you left" list). */
export async function listDrafts(userId: string): Promise<DraftRow[]> {
  const rows = await localDb().drafts.where('userId').equals(userId).toArray();
  return rows.sort((a, b) => b.updatedAt - a.updatedAt);
}
