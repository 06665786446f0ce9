import { describe, expect, it } from 'vitest';
import {
  draftChangeAsText,
  draftChangeFromText,
  draftChanges,
  type DraftCurrent,
  type DraftLine,
  type DraftSnapshot,
} from './draft-changes';

const lineA: DraftLine = { sorg: '1000', articleCode: 'A', qty: 5, unitPrice: 9_500, tier: 'SD-5', availableQty: 20 };
const lineB: DraftLine = { sorg: '1000', articleCode: 'B', qty: 2, unitPrice: 1_000, tier: null, availableQty: 1 };
const lineC: DraftLine = { sorg: '2000', articleCode: 'C', qty: 1, unitPrice: 150_000, tier: null, availableQty: 4 };

const snapshot: DraftSnapshot = {
  shiptoVersion: 'v1',
  lines: [lineA, lineB, lineC],
  totals: [
    { sorg: '1000', shipment: 2_500, total: 52_000 },
    { sorg: '2000', shipment: 10_000, total: 160_000 },
  ],
};

const same = (): DraftCurrent => ({ ...snapshot, refused: [] });

describe('draftChanges', () => {
  it('is empty when everything is as drafted, so the order can be placed', () => {
    expect(draftChanges(snapshot, same())).toEqual([]);
  });

  it('reports a new ship-to version', () => {
    expect(draftChanges(snapshot, { ...same(), shiptoVersion: 'v2' })).toEqual([
      { kind: 'SHIPTO', before: 'v1', after: 'v2' },
    ]);
  });

  it('reports a line price old → new', () => {
    const current = { ...same(), lines: [{ ...lineA, unitPrice: 9_900 }, lineB, lineC] };
    expect(draftChanges(snapshot, current)).toEqual([
      { kind: 'PRICE', sorg: '1000', articleCode: 'A', before: 9_500, after: 9_900 },
    ]);
  });

  it('reports a tier that no longer applies', () => {
    const current = { ...same(), lines: [{ ...lineA, tier: null }, lineB, lineC] };
    expect(draftChanges(snapshot, current)).toEqual([
      { kind: 'TIER', sorg: '1000', articleCode: 'A', before: 'SD-5', after: null },
    ]);
  });

  it('reports stock that no longer covers the drafted quantity', () => {
    const current = { ...same(), lines: [{ ...lineA, availableQty: 3 }, lineB, lineC] };
    expect(draftChanges(snapshot, current)).toEqual([
      { kind: 'STOCK', sorg: '1000', articleCode: 'A', qty: 5, before: 20, after: 3 },
    ]);
  });

  it('lets stock move while it still covers the order, or stays short for a back order', () => {
    const current = { ...same(), lines: [{ ...lineA, availableQty: 5 }, { ...lineB, availableQty: 0 }, lineC] };
    expect(draftChanges(snapshot, current)).toEqual([]);
  });

  it('reports a removed line with its reason, and one the server lost as NOT_SOLD', () => {
    const current: DraftCurrent = {
      ...same(),
      lines: [lineC],
      refused: [{ sorg: '1000', articleCode: 'A', reason: 'STOCK_EXCEEDED' }],
    };
    expect(draftChanges(snapshot, current)).toEqual([
      { kind: 'REMOVED', sorg: '1000', articleCode: 'A', reason: 'STOCK_EXCEEDED' },
      { kind: 'REMOVED', sorg: '1000', articleCode: 'B', reason: 'NOT_SOLD' },
    ]);
  });

  it('keeps the lines of one article in two sorgs apart', () => {
    const other: DraftLine = { ...lineC, articleCode: 'A' };
    const withBoth: DraftSnapshot = { ...snapshot, lines: [lineA, other] };
    const current: DraftCurrent = { ...same(), lines: [lineA, { ...other, unitPrice: 1 }] };
    expect(draftChanges(withBoth, current)).toEqual([
      { kind: 'PRICE', sorg: '2000', articleCode: 'A', before: 150_000, after: 1 },
    ]);
  });

  it('reports a shipment rate and totals old → new per order', () => {
    const current = {
      ...same(),
      totals: [
        { sorg: '1000', shipment: 3_000, total: 52_500 },
        { sorg: '2000', shipment: 10_000, total: 160_000 },
      ],
    };
    expect(draftChanges(snapshot, current)).toEqual([
      { kind: 'SHIPMENT', sorg: '1000', before: 2_500, after: 3_000 },
      { kind: 'TOTAL', sorg: '1000', before: 52_000, after: 52_500 },
    ]);
  });

  it('lists every kind in a fixed order: ship-to, lines in draft order, then orders', () => {
    const current: DraftCurrent = {
      shiptoVersion: 'v9',
      lines: [
        { ...lineC, unitPrice: 140_000 },
        { ...lineA, tier: 'SD-10', unitPrice: 9_000 },
      ],
      refused: [{ sorg: '1000', articleCode: 'B', reason: 'BLOCKED' }],
      totals: [{ sorg: '2000', shipment: 10_000, total: 150_000 }],
    };
    expect(draftChanges(snapshot, current).map((c) => c.kind)).toEqual([
      'SHIPTO',
      'PRICE',
      'TIER',
      'REMOVED',
      'PRICE',
      'SHIPMENT',
      'TOTAL',
      'TOTAL',
    ]);
  });
});

describe('draftChangeAsText', () => {
  it('writes amounts and quantities as text and leaves what a kind lacks null', () => {
    expect(draftChangeAsText({ kind: 'PRICE', sorg: '1000', articleCode: 'A', before: 1_000, after: 1_250 })).toEqual({
      kind: 'PRICE',
      sorg: '1000',
      articleCode: 'A',
      reason: null,
      qty: null,
      before: '1000',
      after: '1250',
    });
    expect(draftChangeAsText({ kind: 'REMOVED', sorg: '1000', articleCode: 'A', reason: 'NO_PRICE' })).toEqual({
      kind: 'REMOVED',
      sorg: '1000',
      articleCode: 'A',
      reason: 'NO_PRICE',
      qty: null,
      before: null,
      after: null,
    });
    expect(
      draftChangeAsText({ kind: 'STOCK', sorg: '1000', articleCode: 'A', qty: 5, before: 9, after: 2 }),
    ).toMatchObject({ qty: 5, before: '9', after: '2' });
  });
});

describe('draftChangeFromText', () => {
  it('reads back every kind draftChangeAsText writes, and nothing for a kind it does not know', () => {
    const all = [
      { kind: 'SHIPTO', before: 'v1', after: 'v2' },
      { kind: 'REMOVED', sorg: '1000', articleCode: 'A', reason: 'STOCK_EXCEEDED' },
      { kind: 'PRICE', sorg: '1000', articleCode: 'A', before: 1_000, after: 1_250 },
      { kind: 'TIER', sorg: '1000', articleCode: 'A', before: null, after: 'SD-5' },
      { kind: 'STOCK', sorg: '1000', articleCode: 'A', qty: 5, before: 9, after: 2 },
      { kind: 'SHIPMENT', sorg: '1000', before: 2_500, after: 3_000 },
      { kind: 'TOTAL', sorg: '1000', before: 52_000, after: 53_000 },
    ] as const;
    for (const change of all) expect(draftChangeFromText(draftChangeAsText(change))).toEqual(change);
    expect(draftChangeFromText({ kind: 'SOMETHING_NEW' })).toBeNull();
  });
});
