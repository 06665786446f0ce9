import { formMessages } from '../validation/form-rules';
import type { VisitBrand, VisitListSearch } from './visit-address';
import { isVisitDateRangeValid, unifiedCustomerCode } from './visit-form';
import { visitDayOf } from './visit-list-filter';

/**
 * The visit list as the app shows it (spec 02 §2): its search parameters, and the visits waiting on the device (the
 * outbox) merged into the server's page, so a visit saved in a store without signal is listed at once with its
 * state ("waiting to send", "needs attention").
 */

export { parseVisitListSearch, type VisitListSearch, type VisitPageSize } from './visit-address';

/**
 * The filter's problem with its dates, as the shared rules word it (formMessages.required when one date is
 * missing, formMessages.dateRange when reversed or over 30 days), or null.
 */
export function visitDateRangeError(from: string | undefined, to: string | undefined): string | null {
  if (!from && !to) return null;
  if (!from || !to) return formMessages.required;
  return isVisitDateRangeValid(from, to) ? null : formMessages.dateRange;
}

/** An unsent outbox entry of a visit, as the lists need it (the app maps its outbox entries to these). */
export interface PendingVisitChange {
  /** The outbox entry's key. */
  key: string;
  /** The outbox record: the create's record id, which is the visit's `clientId` on the server. */
  recordId: string;
  op: 'create' | 'update' | 'delete';
  state: 'queued' | 'sending' | 'attention';
  brand: string;
  /** The server's id of the visit (update, delete); null for a create, or a change queued behind its create. */
  visitId: string | null;
  sorg: string | null;
  custCode: string;
  custName: string;
  /** When it was saved on the device (epoch ms). */
  savedAt: number;
  /** The refusal's code and message (attention). */
  errorCode: string | null;
  errorMessage: string | null;
}

/** What the list needs of a stored visit. */
export interface ListedVisit {
  id: string;
  clientId?: string | null;
  brand: string;
  sorg: string;
  custCode: string;
  custName: string;
  createdAt: string;
}

/** A row of the visit list: a stored visit (maybe with a change waiting), or a visit only on this device. */
export type VisitListRow<T extends ListedVisit> =
  | { kind: 'server'; key: string; visit: T; pending: PendingVisitChange | null }
  | { kind: 'local'; key: string; pending: PendingVisitChange };

/** The change a visit shows: one the server refused (it holds the later ones back), else the latest. */
export function shownChange(changes: readonly PendingVisitChange[]): PendingVisitChange | null {
  return changes.find((c) => c.state === 'attention') ?? changes.at(-1) ?? null;
}

/** The changes waiting for one stored visit: by its id, or by its record (changes queued behind its create). */
export function changesOfVisit(
  visit: Pick<ListedVisit, 'id' | 'clientId'>,
  changes: readonly PendingVisitChange[],
): PendingVisitChange[] {
  return changes.filter(
    (c) =>
      (c.visitId !== null && c.visitId === visit.id) ||
      (c.visitId === null && visit.clientId != null && c.recordId === visit.clientId),
  );
}

/** Whether a visit saved on the device matches the list's customer and dates (the server filters its own). */
function matchesSearch(change: PendingVisitChange, search: VisitListSearch): boolean {
  if (search.customer !== undefined) {
    if (change.sorg === null || unifiedCustomerCode(change.sorg, change.custCode) !== search.customer) return false;
  }
  if (search.from && search.to) {
    // The server dates a visit in its sorg's calendar; so does the device.
    const day = visitDayOf(new Date(change.savedAt), change.sorg ?? '');
    if (day < search.from || day > search.to) return false;
  }
  return true;
}

/**
 * The rows of one list page: on the first page, the brand's visits that exist only on this device (created and
 * not yet sent, newest first), then the server's page, each stored visit with the change waiting for it, if any.
 * A visit the server already holds (its `clientId` is the record) is never listed twice. `changes` are the
 * user's unsent visit entries in queue order.
 */
export function mergeVisitList<T extends ListedVisit>(
  serverPage: readonly T[],
  changes: readonly PendingVisitChange[],
  search: VisitListSearch & { brand: VisitBrand },
): VisitListRow<T>[] {
  const own = changes.filter((c) => c.brand === search.brand);
  const serverRows: VisitListRow<T>[] = serverPage.map((visit) => ({
    kind: 'server',
    key: `visit:${visit.id}`,
    visit,
    pending: shownChange(changesOfVisit(visit, own)),
  }));
  if (search.page !== 1) return serverRows;
  const stored = new Set(serverPage.flatMap((visit) => (visit.clientId ? [visit.clientId] : [])));
  const byRecord = new Map<string, PendingVisitChange[]>();
  for (const change of own) {
    if (change.visitId !== null || stored.has(change.recordId)) continue;
    byRecord.set(change.recordId, [...(byRecord.get(change.recordId) ?? []), change]);
  }
  const localRows: { row: VisitListRow<T>; savedAt: number }[] = [];
  for (const [recordId, recordChanges] of byRecord) {
    const create = recordChanges.find((c) => c.op === 'create');
    // Only an unsent create is a visit of its own; a change whose create was sent waits for the server's page.
    if (!create || !matchesSearch(create, search)) continue;
    const shown = shownChange(recordChanges) ?? create;
    localRows.push({ row: { kind: 'local', key: `local:${recordId}`, pending: shown }, savedAt: create.savedAt });
  }
  localRows.sort((a, b) => b.savedAt - a.savedAt);
  return [...localRows.map((entry) => entry.row), ...serverRows];
}
