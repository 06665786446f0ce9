// Accepting an order draft's change list (spec 01 §5 Checkout; docs/decisions.md "Offline order drafts"): the
// figures the server answered become what the user saw, so the next checkout entry carries them as its snapshot.
// If anything moves again before it arrives, the server answers a new list: nothing is placed at figures the user
// has not seen, and nothing is capped or rounded away silently.
import type { DraftChange, DraftSnapshot } from './draft-changes';

const lineKey = (line: { sorg: string; articleCode: string }) => `${line.sorg}\u0000${line.articleCode}`;

/**
 * The snapshot with the changes applied: new prices, tiers, stock, ship-to version, shipments and totals; removed
 * lines left out, and the totals of a sorg with no line left dropped (no order is placed for it).
 */
export function snapshotWithChanges(snapshot: DraftSnapshot, changes: readonly DraftChange[]): DraftSnapshot {
  let shiptoVersion = snapshot.shiptoVersion;
  const removed = new Set<string>();
  const lineChanges = new Map<string, DraftChange[]>();
  const orderChanges = new Map<string, DraftChange[]>();
  for (const change of changes) {
    if (change.kind === 'SHIPTO') shiptoVersion = change.after;
    else if (change.kind === 'REMOVED') removed.add(lineKey(change));
    else if (change.kind === 'SHIPMENT' || change.kind === 'TOTAL') {
      orderChanges.set(change.sorg, [...(orderChanges.get(change.sorg) ?? []), change]);
    } else lineChanges.set(lineKey(change), [...(lineChanges.get(lineKey(change)) ?? []), change]);
  }
  const lines = snapshot.lines
    .filter((line) => !removed.has(lineKey(line)))
    .map((line) => {
      let next = { ...line };
      for (const change of lineChanges.get(lineKey(line)) ?? []) {
        if (change.kind === 'PRICE') next = { ...next, unitPrice: change.after };
        else if (change.kind === 'TIER') next = { ...next, tier: change.after };
        else if (change.kind === 'STOCK') next = { ...next, availableQty: change.after };
      }
      return next;
    });
  const sorgs = new Set(lines.map((line) => line.sorg));
  const totals = snapshot.totals
    .filter((total) => sorgs.has(total.sorg))
    .map((total) => {
      let next = { ...total };
      for (const change of orderChanges.get(total.sorg) ?? []) {
        if (change.kind === 'SHIPMENT') next = { ...next, shipment: change.after };
        else if (change.kind === 'TOTAL') next = { ...next, total: change.after };
      }
      return next;
    });
  return { shiptoVersion, lines, totals };
}

/** Whether a change list leaves anything to order: accepting one that removed every line places nothing. */
export function acceptLeavesLines(snapshot: DraftSnapshot, changes: readonly DraftChange[]): boolean {
  return snapshotWithChanges(snapshot, changes).lines.length > 0;
}
