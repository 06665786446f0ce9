// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { cartUpdateKind } from './cart-update';
import { checkoutKind } from './checkout';

// The Outbox page lists an entry by its kind's describe(): products by name and display code, never the internal
// article id (spec 01 §5 Article code display).
describe('describing cart and order entries', () => {
  const products = [
    { custCode: '1000012', articleCode: 'I240010470', sorg: '1000', qty: 1, add: true },
    { custCode: '1000012', articleCode: 'I240010471', sorg: '1000', qty: 3 },
  ];

  it('names a cart change by its products and display codes', () => {
    const text = cartUpdateKind.describe({
      products,
      lineNames: [
        { articleCode: 'I240010470', name: 'Xtrada 5 M black' },
        { articleCode: 'I240010471', name: 'Xtrada 5 L black' },
      ],
    });
    expect(text).toBe('Xtrada 5 M black · 010470 × 1, Xtrada 5 L black · 010471 × 3');
  });

  it('shows an older entry without names by display codes only', () => {
    const text = cartUpdateKind.describe({ products });
    expect(text).toBe('010470 × 1, 010471 × 3');
    expect(text).not.toMatch(/I\d{9}/);
  });

  it('names an order draft by its products', () => {
    const input = {
      draftId: 'd1',
      input: { products: [{ articleCode: 'I240010470', sorg: '1000', qty: 2 }] },
      lineNames: [{ articleCode: 'I240010470', name: 'Xtrada 5 M black' }],
    };
    expect(checkoutKind.describe(input)).toBe('Xtrada 5 M black · 010470 × 2');
    expect(checkoutKind.describe({ draftId: 'd1', input: input.input })).toBe('010470 × 2');
  });
});
