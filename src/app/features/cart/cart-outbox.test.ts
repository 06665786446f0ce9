import { describe, expect, it } from 'vitest';
import type { OutboxEntry } from '../../../browser/outbox';
import {
  markChangesSeen,
  pendingCartChanges,
  priceChangesOf,
  projectedCartCounts,
  readSeenChanges,
  refusedRowsOf,
} from './cart-outbox';
import { result } from './cart-test-data';

function entry(key: string, state: OutboxEntry['state'], products: unknown[], results?: unknown[]): OutboxEntry {
  return {
    key,
    seq: 1,
    userId: '3',
    customerId: '001000001',
    kind: 'cart-update',
    op: 'create',
    recordId: key,
    input: { products },
    label: '',
    state,
    createdAt: 10,
    firstSentAt: null,
    attempts: 0,
    nextAttemptAt: 0,
    lastError: state === 'attention' ? { message: 'refused', at: 1 } : null,
    result: results ? { results } : null,
    sentAt: state === 'sent' ? 20 : null,
    size: 0,
    replaces: null,
  };
}

const row = (articleCode: string, qty: number, extra = {}) => ({
  custCode: '1000001',
  articleCode,
  sorg: '1000',
  qty,
  ...extra,
});

describe('pendingCartChanges', () => {
  it('lists the rows of unsent entries with their state, leaving sent ones out', () => {
    const pending = pendingCartChanges([
      entry('a', 'queued', [row('A-1', 3, { seenUnitPrice: 950 })]),
      entry('b', 'attention', [row('B-2', 1, { add: true })]),
      entry('c', 'sent', [row('C-3', 1)], []),
    ]);
    expect(pending.map((p) => [p.key, p.articleCode, p.qty, p.add, p.seenUnitPrice, p.state, p.error])).toEqual([
      ['a', 'A-1', 3, false, 950, 'queued', null],
      ['b', 'B-2', 1, true, null, 'attention', 'refused'],
    ]);
  });
});

describe('projectedCartCounts', () => {
  const line = (articleCode: string, qty: number) => ({ sorg: '1000', qty, product: { articleCode } });

  it('applies waiting changes to the server quantities: an add adds, a set sets, 0 removes', () => {
    const pending = pendingCartChanges([
      entry('a', 'queued', [row('A-1', 5)]),
      entry('b', 'sending', [row('B-2', 2, { add: true })]),
      entry('c', 'queued', [row('C-3', 0)]),
      entry('d', 'queued', [row('D-4', 4, { add: true })]),
    ]);
    // A-1 2 → 5, B-2 1 + 2, C-3 7 → 0, D-4 new 4.
    expect(projectedCartCounts([line('A-1', 2), line('B-2', 1), line('C-3', 7)], pending)).toEqual({
      totalQty: 5 + 3 + 0 + 4,
      lineCount: 3,
    });
  });

  it('leaves refused changes out and counts the cart as it is without changes', () => {
    const pending = pendingCartChanges([entry('b', 'attention', [row('B-2', 9, { add: true })])]);
    expect(projectedCartCounts([line('A-1', 2)], pending)).toEqual({ totalQty: 2, lineCount: 1 });
    expect(projectedCartCounts([line('A-1', 2), line('B-2', 1)], [])).toEqual({ totalQty: 3, lineCount: 2 });
  });
});

describe('priceChangesOf', () => {
  const sent = entry(
    'k',
    'sent',
    [row('A-1', 3), row('B-2', 1)],
    [
      result('A-1', 'UPDATED', { qty: 3, unitPrice: 1100, previousUnitPrice: 950 }),
      result('B-2', 'UPDATED', { qty: 1, unitPrice: 500, previousUnitPrice: null }),
    ],
  );

  it('reports a row whose price changed since the user saw it, old and new', () => {
    expect(priceChangesOf([sent], new Set())).toEqual([
      {
        id: 'k:1000:A-1',
        entryKey: 'k',
        articleCode: 'A-1',
        sorg: '1000',
        qty: 3,
        previousUnitPrice: 950,
        unitPrice: 1100,
        sentAt: 20,
      },
    ]);
  });

  it('forgets what the user has seen', () => {
    expect(priceChangesOf([sent], new Set(['k:1000:A-1']))).toEqual([]);
  });
});

describe('refusedRowsOf', () => {
  it('lists the rows the server refused when the change arrived', () => {
    const sent = entry('k', 'sent', [row('A-1', 3)], [result('A-1', 'STOCK_EXCEEDED'), result('B-2', 'ADDED')]);
    expect(refusedRowsOf([sent], new Set()).map((r) => [r.id, r.result.status])).toEqual([
      ['k:1000:A-1', 'STOCK_EXCEEDED'],
    ]);
  });
});

describe('seen changes', () => {
  it('are kept per user on this device', () => {
    markChangesSeen('3', ['x', 'y']);
    expect([...readSeenChanges('3')]).toEqual(['x', 'y']);
    expect(readSeenChanges('4').size).toBe(0);
    localStorage.clear();
  });
});
