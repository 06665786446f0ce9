import { describe, expect, it } from 'vitest';
import { confirmableQty, supplyConfirmations } from './supply';

const today = '2025-03-10';
const row = (
  location: string,
  priority: number,
  availableQty: number,
  nextArrivalQty = 0,
  nextArrivalDate: string | null = null,
  availableDate: string | null = null,
) => ({ location, priority, availableQty, availableDate, nextArrivalQty, nextArrivalDate });

const rows = [row('WH2', 2, 3, 4, '2025-04-20'), row('WH1', 1, 2, 5, '2025-03-20'), row('WH3', 3, 0, 6, '2025-01-01')];

describe('supplyConfirmations', () => {
  it('supplies from stock by priority, then arrivals by date, and leaves the rest without a date', () => {
    expect(supplyConfirmations(rows, 20, { today, supplyLocation: '' })).toEqual([
      { supplyQty: 2, supplyDate: today, supplyLocation: 'WH1' },
      { supplyQty: 3, supplyDate: today, supplyLocation: 'WH2' },
      { supplyQty: 5, supplyDate: '2025-03-20', supplyLocation: 'WH1' },
      { supplyQty: 4, supplyDate: '2025-04-20', supplyLocation: 'WH2' },
      { supplyQty: 6, supplyDate: null, supplyLocation: null },
    ]);
  });

  it('counts only arrivals up to the requested delivery date, and only the supply location', () => {
    expect(supplyConfirmations(rows, 8, { today, supplyLocation: '', reqDeliveryDate: '2025-03-31' })).toEqual([
      { supplyQty: 2, supplyDate: today, supplyLocation: 'WH1' },
      { supplyQty: 3, supplyDate: today, supplyLocation: 'WH2' },
      { supplyQty: 3, supplyDate: '2025-03-20', supplyLocation: 'WH1' },
    ]);
    expect(supplyConfirmations(rows, 4, { today, supplyLocation: 'WH2' })).toEqual([
      { supplyQty: 3, supplyDate: today, supplyLocation: 'WH2' },
      { supplyQty: 1, supplyDate: '2025-04-20', supplyLocation: 'WH2' },
    ]);
  });
});

describe('confirmableQty', () => {
  it('is the stock now plus the arrivals still to come (a past arrival counts for nothing)', () => {
    expect(confirmableQty(rows, { today, supplyLocation: '' })).toBe(2 + 3 + 5 + 4);
    expect(confirmableQty(rows, { today, supplyLocation: 'WH1' })).toBe(7);
    expect(confirmableQty([], { today, supplyLocation: '' })).toBe(0);
  });
});
