import { describe, expect, it } from 'vitest';
import { freightHint, freightMessages, type FreightBenefit } from './freight';

const benefit = (patch: Partial<FreightBenefit> = {}): FreightBenefit => ({
  warehouseArea: 'Surabaya',
  targetQty: 10,
  isHomeWarehouse: false,
  discountAmount: 2,
  ...patch,
});

describe('freightHint', () => {
  it("says how many more bikes reach the allowance, in the spec's 'buy N more bikes' words", () => {
    const hint = freightHint(benefit(), 7);
    expect(hint).toEqual({
      kind: 'buyMore',
      isHomeWarehouse: false,
      message: freightMessages.buyMore,
      values: { warehouseArea: 'Surabaya', count: 3, percent: 2 },
      text: 'Surabaya: buy 3 more bikes for a 2% freight allowance',
    });
  });

  it('says one bike in the singular', () => {
    expect(freightHint(benefit(), 9)?.text).toBe('Surabaya: buy 1 more bike for a 2% freight allowance');
  });

  it('counts the whole target for an empty area (and a negative count as none)', () => {
    expect(freightHint(benefit(), 0)?.values).toMatchObject({ count: 10 });
    expect(freightHint(benefit(), -4)?.values).toMatchObject({ count: 10 });
  });

  it('tells the allowance once the target is met or passed', () => {
    for (const qty of [10, 25]) {
      expect(freightHint(benefit({ discountAmount: 2.5 }), qty)).toEqual({
        kind: 'reached',
        isHomeWarehouse: false,
        message: freightMessages.reached,
        values: { warehouseArea: 'Surabaya', percent: 2.5 },
        text: 'Surabaya: you get a 2.5% freight allowance',
      });
    }
  });

  it('carries the home-warehouse mark through unchanged', () => {
    expect(freightHint(benefit({ isHomeWarehouse: true }), 1)?.isHomeWarehouse).toBe(true);
  });

  it('says nothing for an area without a target or an allowance', () => {
    expect(freightHint(benefit({ targetQty: 0 }), 0)).toBeNull();
    expect(freightHint(benefit({ discountAmount: 0 }), 0)).toBeNull();
    expect(freightHint(benefit({ discountAmount: -1 }), 0)).toBeNull();
  });

  it('keeps the templates as Lingui ICU messages with a plural', () => {
    expect(freightMessages.buyMore).toBe(
      '{warehouseArea}: {count, plural, one {buy # more bike} other {buy # more bikes}} for a {percent}% freight allowance',
    );
    expect(freightMessages.reached).toBe('{warehouseArea}: you get a {percent}% freight allowance');
  });
});
