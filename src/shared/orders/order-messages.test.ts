import { describe, expect, it } from 'vitest';
import { checkoutMessages, renderMessage } from './order-messages';

describe('checkoutMessages', () => {
  it("keeps the spec's cart and checkout texts byte-exact", () => {
    expect(checkoutMessages.stockExceeded).toBe(
      'Your order exceeds the available stock. We removed your order, please update.',
    );
    expect(checkoutMessages.customerNotYours).toBe(
      'This customer does not belong to you anymore, please contact sales support',
    );
    expect(checkoutMessages.shiptoChanged).toBe('There were changes on the ship-to data, refresh the page');
    expect(checkoutMessages.orderFailed).toBe('Order Failed!');
  });
});

describe('renderMessage', () => {
  it('fills named values', () => {
    expect(renderMessage('{a} and {b}', { a: 'x', b: 2 })).toBe('x and 2');
    expect(renderMessage('no values', {})).toBe('no values');
  });

  it('picks the plural case, exact cases first, with # as the number', () => {
    const template = '{n, plural, =0 {none} one {# bike} other {# bikes}} in {area}';
    expect(renderMessage(template, { n: 0, area: 'A' })).toBe('none in A');
    expect(renderMessage(template, { n: 1, area: 'A' })).toBe('1 bike in A');
    expect(renderMessage(template, { n: 12, area: 'A' })).toBe('12 bikes in A');
  });

  it('fails loudly on a missing value or a broken template', () => {
    expect(() => renderMessage('{a}', {})).toThrow(RangeError);
    expect(() => renderMessage('{a', { a: 1 })).toThrow(SyntaxError);
    expect(() => renderMessage('{a, select, x {y}}', { a: 'x' })).toThrow(SyntaxError);
  });
});
