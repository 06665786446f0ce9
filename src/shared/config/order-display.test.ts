import { describe, expect, it } from 'vitest';
import { isPreOrder, shownConfirmations, showsOrderType, unconfirmedAtCheckout } from './order-display';

const today = '2025-03-10';
const confirmations = [
  { supplyQty: 2, supplyDate: today, supplyLocation: 'WH1' },
  { supplyQty: 3, supplyDate: '2025-04-01', supplyLocation: 'WH1' },
  { supplyQty: 1, supplyDate: null, supplyLocation: null },
];

describe('unconfirmedAtCheckout (exactQtyCheckout)', () => {
  const lines = [
    { articleCode: 'A', confirmations },
    { articleCode: 'B', confirmations: confirmations.slice(0, 2) },
  ];
  it('lists lines with an undated part when on, none when off', () => {
    expect(unconfirmedAtCheckout(lines, { exactQtyCheckout: true })).toEqual(['A']);
    expect(unconfirmedAtCheckout(lines, { exactQtyCheckout: false })).toEqual([]);
  });
});

describe('shownConfirmations (futureConfirmationDisplay)', () => {
  it('shows every confirmation when on; only today’s and one undated rest when off', () => {
    expect(shownConfirmations(confirmations, today, { futureConfirmationDisplay: true })).toEqual(confirmations);
    expect(shownConfirmations(confirmations, today, { futureConfirmationDisplay: false })).toEqual([
      { supplyQty: 2, supplyDate: today, supplyLocation: 'WH1' },
      { supplyQty: 4, supplyDate: null, supplyLocation: null },
    ]);
  });
});

describe('isPreOrder (preOrderDisplay)', () => {
  const arriving = { inStock: false, nextArrival: { date: '2025-04-01' } };
  it('marks a product without stock but with an arrival, only when on', () => {
    expect(isPreOrder(arriving, { preOrderDisplay: true })).toBe(true);
    expect(isPreOrder(arriving, { preOrderDisplay: false })).toBe(false);
    expect(isPreOrder({ inStock: true, nextArrival: { date: '2025-04-01' } }, { preOrderDisplay: true })).toBe(false);
    expect(isPreOrder({ inStock: false, nextArrival: null }, { preOrderDisplay: true })).toBe(false);
  });
});

describe('showsOrderType (orderTypeDisplay)', () => {
  it('follows the switch', () => {
    expect(showsOrderType({ orderTypeDisplay: true })).toBe(true);
    expect(showsOrderType({ orderTypeDisplay: false })).toBe(false);
  });
});
