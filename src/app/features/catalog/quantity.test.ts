// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parseQuantity, typedPieces } from './quantity';

describe('parseQuantity', () => {
  it('reads whole numbers', () => {
    expect(parseQuantity('3')).toEqual({ kind: 'valid', qty: 3 });
    expect(parseQuantity(' 12 ')).toEqual({ kind: 'valid', qty: 12 });
  });

  it('treats empty and zero as no quantity', () => {
    expect(parseQuantity('')).toEqual({ kind: 'empty' });
    expect(parseQuantity('  ')).toEqual({ kind: 'empty' });
    expect(parseQuantity('0')).toEqual({ kind: 'empty' });
  });

  it('refuses negative, decimal and non-numeric quantities', () => {
    expect(parseQuantity('-2')).toEqual({ kind: 'invalid' });
    expect(parseQuantity('1.5')).toEqual({ kind: 'invalid' });
    expect(parseQuantity('abc')).toEqual({ kind: 'invalid' });
    expect(parseQuantity('3x')).toEqual({ kind: 'invalid' });
    expect(parseQuantity('99999999999')).toEqual({ kind: 'invalid' });
  });
});

describe('typedPieces', () => {
  it('adds the whole numbers typed and skips empty, zero and refused fields', () => {
    expect(typedPieces([])).toBe(0);
    expect(typedPieces(['3', '', ' 2 ', '0'])).toBe(5);
    expect(typedPieces(['3', '-2', 'abc', '1.5', '4'])).toBe(7);
  });
});
