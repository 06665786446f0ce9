import { describe, expect, it } from 'vitest';
import { CART_LIST_NAME_MAX_LENGTH, cartListNameSchema, isCartListNameTaken } from './cart-lists';

describe('cart list names', () => {
  it('trims and joins spaces; refuses empty and over-long names', () => {
    expect(cartListNameSchema.parse('  Spring   restock ')).toBe('Spring restock');
    expect(cartListNameSchema.safeParse('').success).toBe(false);
    expect(cartListNameSchema.safeParse('   ').success).toBe(false);
    expect(cartListNameSchema.safeParse('x'.repeat(CART_LIST_NAME_MAX_LENGTH)).success).toBe(true);
    expect(cartListNameSchema.safeParse('x'.repeat(CART_LIST_NAME_MAX_LENGTH + 1)).success).toBe(false);
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
