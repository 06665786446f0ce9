import { describe, expect, it } from 'vitest';
import { normalizeSort, sortInputSchema } from './sort';

describe('normalizeSort', () => {
  it('defaults the order to ASC when only a field is given', () => {
    expect(normalizeSort({ field: 'price' })).toEqual({ field: 'price', order: 'ASC' });
    expect(normalizeSort({ field: 'price', order: null })).toEqual({ field: 'price', order: 'ASC' });
  });

  it('keeps an explicit order', () => {
    expect(normalizeSort({ field: 'price', order: 'DESC' })).toEqual({ field: 'price', order: 'DESC' });
  });
});

describe('sortInputSchema', () => {
  it('parses into a normalized sort', () => {
    expect(sortInputSchema.parse({ field: 'username' })).toEqual({ field: 'username', order: 'ASC' });
    expect(sortInputSchema.parse({ field: 'username', order: null })).toEqual({ field: 'username', order: 'ASC' });
    expect(sortInputSchema.parse({ field: 'username', order: 'DESC' })).toEqual({ field: 'username', order: 'DESC' });
  });

  it('accepts only ASC and DESC', () => {
    expect(sortInputSchema.safeParse({ field: 'price', order: 'asc' }).success).toBe(false);
    expect(sortInputSchema.safeParse({ field: 'price', order: 'UP' }).success).toBe(false);
  });

  it('needs a field', () => {
    expect(sortInputSchema.safeParse({ order: 'ASC' }).success).toBe(false);
    expect(sortInputSchema.safeParse({ field: '' }).success).toBe(false);
  });
});
