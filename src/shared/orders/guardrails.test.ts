import { describe, expect, it } from 'vitest';
import { ordersAboveConfirmAmount, stockShortfall } from './guardrails';

describe('stockShortfall', () => {
  it('says how many are in stock when the quantity exceeds it and nothing checks the stock', () => {
    expect(stockShortfall(5, [{ qty: 2 }], false)).toEqual({ inStock: 2 });
    expect(stockShortfall(1, [{ qty: 0 }], false)).toEqual({ inStock: 0 });
  });

  it('adds the figures of every location', () => {
    expect(stockShortfall(5, [{ qty: 2 }, { qty: 1 }], false)).toEqual({ inStock: 3 });
    expect(stockShortfall(3, [{ qty: 2 }, { qty: 1 }], false)).toBeNull();
    expect(stockShortfall(2, [], false)).toEqual({ inStock: 0 });
  });

  it('is silent when the quantity fits', () => {
    expect(stockShortfall(2, [{ qty: 2 }], false)).toBeNull();
    expect(stockShortfall(0, [{ qty: 0 }], false)).toBeNull();
  });

  it('is silent when the stock is checked: the server refuses the line instead', () => {
    expect(stockShortfall(5, [{ qty: 2 }], true)).toBeNull();
  });

  it('is silent when a figure is masked (the true stock is above the mask, unknown here)', () => {
    expect(stockShortfall(50, [{ qty: null }], false)).toBeNull();
    expect(stockShortfall(50, [{ qty: 1 }, { qty: null }], false)).toBeNull();
  });

  it('never counts a negative figure', () => {
    expect(stockShortfall(3, [{ qty: -4 }, { qty: 2 }], false)).toEqual({ inStock: 2 });
  });
});

describe('ordersAboveConfirmAmount', () => {
  const usd = (total: number) => ({ sorg: '1000', total, decimalPrecision: 2 });

  it('lists the orders above the amount, in the currency’s minor units', () => {
    expect(ordersAboveConfirmAmount([usd(500_001)], 5000)).toEqual([usd(500_001)]);
    expect(ordersAboveConfirmAmount([usd(500_000)], 5000)).toEqual([]);
    expect(ordersAboveConfirmAmount([usd(499_999)], 5000)).toEqual([]);
  });

  it('reads a currency without decimals in whole units', () => {
    const idr = { sorg: '2000', total: 75_000_001, decimalPrecision: 0 };
    expect(ordersAboveConfirmAmount([idr], 75_000_000)).toEqual([idr]);
    expect(ordersAboveConfirmAmount([{ ...idr, total: 75_000_000 }], 75_000_000)).toEqual([]);
  });

  it('compares each order of several sorgs on its own', () => {
    const small = usd(10_000);
    const large = { sorg: '3000', total: 900_000, decimalPrecision: 2 };
    expect(ordersAboveConfirmAmount([small, large], 5000)).toEqual([large]);
  });

  it('never asks with the default 0 (off) or a nonsense amount', () => {
    expect(ordersAboveConfirmAmount([usd(99_999_999)], 0)).toEqual([]);
    expect(ordersAboveConfirmAmount([usd(99_999_999)], -1)).toEqual([]);
    expect(ordersAboveConfirmAmount([usd(99_999_999)], Number.NaN)).toEqual([]);
  });
});
