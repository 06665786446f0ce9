import { describe, expect, it } from 'vitest';
import { acceptLeavesLines, snapshotWithChanges } from './draft-accept';
import { draftChanges, type DraftCurrent, type DraftLine, type DraftSnapshot } from './draft-changes';

const lineA: DraftLine = { sorg: '1000', articleCode: 'A', qty: 5, unitPrice: 9_500, tier: 'SD-5', availableQty: 20 };
const lineB: DraftLine = { sorg: '1000', articleCode: 'B', qty: 2, unitPrice: 1_000, tier: null, availableQty: 4 };
const lineC: DraftLine = { sorg: '2000', articleCode: 'C', qty: 1, unitPrice: 150_000, tier: null, availableQty: 4 };

const snapshot: DraftSnapshot = {
  shiptoVersion: 'v1',
  lines: [lineA, lineB, lineC],
  totals: [
    { sorg: '1000', shipment: 2_500, total: 52_000 },
    { sorg: '2000', shipment: 10_000, total: 160_000 },
  ],
};

describe('snapshotWithChanges', () => {
  it('takes every new figure, so the same comparison afterwards finds nothing to review', () => {
    const current: DraftCurrent = {
      shiptoVersion: 'v2',
      lines: [{ ...lineA, unitPrice: 9_900, tier: null, availableQty: 3 }, lineB, lineC],
      refused: [],
      totals: [
        { sorg: '1000', shipment: 3_000, total: 54_000 },
        { sorg: '2000', shipment: 10_000, total: 160_000 },
      ],
    };
    const changes = draftChanges(snapshot, current);
    expect(changes.map((c) => c.kind)).toEqual(['SHIPTO', 'PRICE', 'TIER', 'STOCK', 'SHIPMENT', 'TOTAL']);
    const accepted = snapshotWithChanges(snapshot, changes);
    expect(accepted.shiptoVersion).toBe('v2');
    expect(accepted.lines[0]).toEqual({ ...lineA, unitPrice: 9_900, tier: null, availableQty: 3 });
    expect(accepted.totals[0]).toEqual({ sorg: '1000', shipment: 3_000, total: 54_000 });
    expect(draftChanges(accepted, current)).toEqual([]);
  });

  it("leaves removed lines out, and a sorg's totals when none of its lines is left", () => {
    const accepted = snapshotWithChanges(snapshot, [
      { kind: 'REMOVED', sorg: '2000', articleCode: 'C', reason: 'STOCK_EXCEEDED' },
    ]);
    expect(accepted.lines.map((l) => l.articleCode)).toEqual(['A', 'B']);
    expect(accepted.totals.map((t) => t.sorg)).toEqual(['1000']);
  });

  it('does not change the snapshot it was given', () => {
    snapshotWithChanges(snapshot, [{ kind: 'PRICE', sorg: '1000', articleCode: 'A', before: 9_500, after: 1 }]);
    expect(snapshot.lines[0]?.unitPrice).toBe(9_500);
  });
});

describe('acceptLeavesLines', () => {
  it('is false when every line was removed: there is nothing to accept', () => {
    const removeAll = snapshot.lines.map((l) => ({
      kind: 'REMOVED' as const,
      sorg: l.sorg,
      articleCode: l.articleCode,
      reason: 'NOT_SOLD' as const,
    }));
    expect(acceptLeavesLines(snapshot, removeAll)).toBe(false);
    expect(acceptLeavesLines(snapshot, removeAll.slice(1))).toBe(true);
  });
});
