import { describe, expect, it } from 'vitest';
import { blockedReasonText, creditRefusal, creditRefusalMessage, isCreditBlocked, openToBuy } from './open-to-buy';

const figures = { currency: 'USD', creditLimit: 100_000, creditExposure: 60_000, reasonBlocked: null };

describe('open to buy (spec 01 §3 Credit information)', () => {
  it('is the limit less the exposure, negative when over', () => {
    expect(openToBuy(figures)).toBe(40_000);
    expect(openToBuy({ creditLimit: 10, creditExposure: 25 })).toBe(-15);
  });

  it('covers an order up to the open to buy, not one unit more', () => {
    expect(creditRefusal(figures, 40_000)).toBeNull();
    expect(creditRefusal(figures, 40_001)).toEqual({
      kind: 'OVER_LIMIT',
      openToBuy: 40_000,
      amount: 40_001,
      over: 1,
      currency: 'USD',
    });
  });

  it('counts the whole order as over when the company is already over its limit', () => {
    const over = creditRefusal({ ...figures, creditExposure: 120_000 }, 5_000);
    expect(over).toMatchObject({ kind: 'OVER_LIMIT', openToBuy: -20_000, over: 5_000 });
  });

  it('refuses every order of a blocked company, whatever its credit, with the spec’s text of the reason', () => {
    expect(isCreditBlocked({ reasonBlocked: '  ' })).toBe(false);
    expect(creditRefusal({ ...figures, reasonBlocked: 'oldest_ar_blocked' }, 1)).toEqual({
      kind: 'BLOCKED',
      reason: 'oldest_ar_blocked',
      text: 'oldest invoice overdue',
    });
    expect(blockedReasonText('Overdue invoices')).toBe('Overdue invoices');
    expect(blockedReasonText('LIMIT_EXCEEDED')).toBe('limit exceeded');
  });

  it('words the reason with its amounts in the currency’s precision', () => {
    const refusal = creditRefusal(figures, 41_050);
    if (!refusal) throw new Error('expected a refusal');
    expect(creditRefusalMessage(refusal, 2)).toEqual({
      message: 'The order is {over} over the credit still open to buy ({openToBuy})',
      values: { over: 'USD 10.50', openToBuy: 'USD 400.00' },
      text: 'The order is USD 10.50 over the credit still open to buy (USD 400.00)',
    });
    const idr = creditRefusal({ ...figures, currency: 'IDR' }, 40_001);
    if (!idr) throw new Error('expected a refusal');
    expect(creditRefusalMessage(idr, 0).values.over).toBe('IDR 1');
  });
});
