// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { noticeStateOf } from './outbox-status';

const answer = (changes: unknown[]) => ({
  message: { status: 'FAILED', description: 'changed' },
  userErrors: [],
  orders: [],
  changes,
});
const price = { kind: 'PRICE', sorg: '1000', articleCode: 'A1', reason: null, qty: null, before: '1', after: '2' };

describe('noticeStateOf', () => {
  it('reads an order draft answered with changes as a review', () => {
    expect(noticeStateOf({ kind: 'checkout', state: 'attention', result: answer([price]) })).toBe('review');
  });

  it('keeps a refused draft (no changes), other kinds and other states as they are', () => {
    expect(noticeStateOf({ kind: 'checkout', state: 'attention', result: answer([]) })).toBe('attention');
    expect(noticeStateOf({ kind: 'checkout', state: 'sent', result: answer([price]) })).toBe('sent');
    expect(noticeStateOf({ kind: 'cart-update', state: 'attention', result: answer([price]) })).toBe('attention');
  });
});
