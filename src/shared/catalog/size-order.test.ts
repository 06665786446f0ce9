import { describe, expect, it } from 'vitest';
import { compareSizes } from './size-order';

describe('compareSizes', () => {
  it('orders letter sizes, then numbers, then the rest', () => {
    const sizes = ['20"', '49', 'OS', 'S', 'XS', '20.5"', '52', 'M', '21"', 'L', 'XL', '700c', 'one'];
    expect([...sizes].sort(compareSizes)).toEqual([
      'XS',
      'S',
      'M',
      'L',
      'XL',
      'OS',
      '20"',
      '20.5"',
      '21"',
      '49',
      '52',
      '700c',
      'one',
    ]);
  });
});
