import { describe, expect, it } from 'vitest';
import { type CartLineStatus, isAppliedCartStatus } from './cart-status';

describe('isAppliedCartStatus (spec 01 §8)', () => {
  it('counts an addition, a change and an asked-for removal as carried out', () => {
    expect((['ADDED', 'UPDATED', 'REMOVED'] as const).map(isAppliedCartStatus)).toEqual([true, true, true]);
  });

  it('counts every refusal, the removal for lack of stock too, as not carried out', () => {
    const refused: CartLineStatus[] = [
      'UNKNOWN_CODE',
      'BLOCKED',
      'NO_STOCK',
      'NO_PRICE',
      'OVER_QUOTA',
      'MAX_QUANTITY',
      'STOCK_EXCEEDED',
    ];
    expect(refused.filter(isAppliedCartStatus)).toEqual([]);
  });
});
