import { describe, expect, it } from 'vitest';
import type { CartLineStatus } from '../catalog/cart-status';
import {
  CART_LIST_NAME_MAX_LENGTH,
  cartListChanges,
  cartListNameProblem,
  cartListNameSchema,
  cartStatusRefusal,
  isCartListNameTaken,
} from './cart-lists';

describe('cart list names', () => {
  it('trims and joins spaces; refuses empty and over-long names', () => {
    expect(cartListNameSchema.parse('  Spring   restock ')).toBe('Spring restock');
    expect(cartListNameSchema.safeParse('').success).toBe(false);
    expect(cartListNameSchema.safeParse('   ').success).toBe(false);
    expect(cartListNameSchema.safeParse('x'.repeat(CART_LIST_NAME_MAX_LENGTH)).success).toBe(true);
    expect(cartListNameSchema.safeParse('x'.repeat(CART_LIST_NAME_MAX_LENGTH + 1)).success).toBe(false);
  });

  it('are checked without the schema library by the same rule (the cart page)', () => {
    for (const name of ['', '   ', 'Spring restock', '  Spring   restock ', 'x'.repeat(60), 'x'.repeat(61)]) {
      const problem = cartListNameProblem(name);
      const parsed = cartListNameSchema.safeParse(name);
      expect(problem === null, name).toBe(parsed.success);
      if (!parsed.success) expect(problem).toBe(parsed.error.issues[0]?.message);
    }
  });

  it('are unique per customer whatever the case, except the list being renamed', () => {
    const lists = [
      { id: '1', name: 'Spring restock' },
      { id: '2', name: 'Winter' },
    ];
    expect(isCartListNameTaken('spring  RESTOCK', lists)).toBe(true);
    expect(isCartListNameTaken('Spring restock', lists, '1')).toBe(false);
    expect(isCartListNameTaken('Summer', lists)).toBe(false);
  });
});

describe('a cart started from a list', () => {
  const line = (articleCode: string, seenUnitPrice: number | null) => ({
    sorg: '1000',
    articleCode,
    qty: 2,
    seenUnitPrice,
  });
  const outcome = (articleCode: string, status: CartLineStatus, unitPrice: number | null) => ({
    sorg: '1000',
    articleCode,
    status,
    qty: status === 'ADDED' || status === 'UPDATED' ? 2 : 0,
    unitPrice,
  });

  it('names each refusal as the change list does', () => {
    expect(cartStatusRefusal('ADDED')).toBeNull();
    expect(cartStatusRefusal('UPDATED')).toBeNull();
    expect(cartStatusRefusal('UNKNOWN_CODE')).toBe('NOT_SOLD');
    expect(cartStatusRefusal('OVER_QUOTA')).toBe('ORDER_LIMIT_EXCEEDED');
    expect(cartStatusRefusal('STOCK_EXCEEDED')).toBe('STOCK_EXCEEDED');
    expect(cartStatusRefusal('BLOCKED')).toBe('BLOCKED');
  });

  it('lists a new price old → new and a refused line with its reason; a line taken as seen is no change', () => {
    const changes = cartListChanges(
      [line('A', 1_000), line('B', 2_000), line('C', 500), line('D', null)],
      [
        outcome('A', 'ADDED', 1_250),
        outcome('B', 'UPDATED', 2_000),
        outcome('C', 'BLOCKED', null),
        outcome('D', 'ADDED', 10),
      ],
    );
    expect(changes).toEqual([
      { kind: 'PRICE', sorg: '1000', articleCode: 'A', before: 1_000, after: 1_250 },
      { kind: 'REMOVED', sorg: '1000', articleCode: 'C', reason: 'BLOCKED' },
    ]);
  });

  it('a line the cart never answered (a sorg no longer ordered in) is no longer sold', () => {
    expect(cartListChanges([line('A', 1_000)], [])).toEqual([
      { kind: 'REMOVED', sorg: '1000', articleCode: 'A', reason: 'NOT_SOLD' },
    ]);
  });
});
