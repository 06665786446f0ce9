import { describe, expect, it } from 'vitest';
import { renderMessage } from '../orders/order-messages';
import { AGEING_RANGES, ageInvoices, ageingBucketIndex, ageingLabel, daysOverdue, overdueDays } from './ageing';

describe('daysOverdue and overdueDays', () => {
  it('reads a negative overdue as days overdue, anything else as not overdue', () => {
    expect(daysOverdue(-1)).toBe(1);
    expect(daysOverdue(-120)).toBe(120);
    expect(daysOverdue(0)).toBe(0);
    expect(daysOverdue(14)).toBe(0);
  });

  it('counts due − today in calendar days, across months and years', () => {
    expect(overdueDays('2026-11-26', '2026-11-26')).toBe(0);
    expect(overdueDays('2026-11-25', '2026-11-26')).toBe(-1);
    expect(overdueDays('2026-12-26', '2026-11-26')).toBe(30);
    expect(overdueDays('2025-12-31', '2026-01-01')).toBe(-1);
    expect(overdueDays('2024-02-28', '2024-03-01')).toBe(-2);
  });
});

describe('ageingBucketIndex boundaries', () => {
  it.each([
    [30, 0],
    [0, 0],
    [-1, 1],
    [-30, 1],
    [-31, 2],
    [-60, 2],
    [-61, 3],
    [-90, 3],
    [-91, 4],
    [-120, 4],
  ])('overdue %i falls in bucket %i', (overdue, index) => {
    expect(ageingBucketIndex(overdue)).toBe(index);
    const range = AGEING_RANGES[index];
    const days = daysOverdue(overdue);
    expect(range && (range.from ?? -Infinity) <= days && days <= (range.to ?? Infinity)).toBe(true);
  });
});

describe('ageInvoices', () => {
  it('always returns the five buckets, with values summing credit notes as deductions', () => {
    const invoices = [
      { id: 'a', overdue: 10, accountingAmount: 1000 },
      { id: 'b', overdue: -5, accountingAmount: 2000 },
      { id: 'c', overdue: -25, accountingAmount: -500 },
      { id: 'd', overdue: -95, accountingAmount: 700 },
    ];
    const buckets = ageInvoices(invoices);
    expect(buckets.map((b) => b.overdue)).toEqual(AGEING_RANGES);
    expect(buckets.map((b) => b.value)).toEqual([1000, 1500, 0, 0, 700]);
    expect(buckets.map((b) => b.invoice.map((i) => i.id))).toEqual([['a'], ['b', 'c'], [], [], ['d']]);
  });

  it('gives empty buckets for no invoices and does not share range objects', () => {
    const buckets = ageInvoices([]);
    expect(buckets).toHaveLength(5);
    expect(buckets.every((b) => b.value === 0 && b.invoice.length === 0)).toBe(true);
    expect(buckets[0]?.overdue).not.toBe(AGEING_RANGES[0]);
  });
});

describe('ageingLabel', () => {
  it('words each bucket', () => {
    const texts = AGEING_RANGES.map((range) => {
      const label = ageingLabel(range);
      return renderMessage(label.message, label.values);
    });
    expect(texts).toEqual([
      'Not due',
      '1–30 days overdue',
      '31–60 days overdue',
      '61–90 days overdue',
      'Over 90 days overdue',
    ]);
  });
});
