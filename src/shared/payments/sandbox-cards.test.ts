import { describe, expect, it } from 'vitest';
import { SANDBOX_CARDS, SANDBOX_ROUTING_NUMBERS, sandboxOutcomeOf } from './sandbox-cards';

describe('sandbox test numbers', () => {
  // That they pass the payment form's checks is tested in payment-information.test.ts.
  it('reach each outcome', () => {
    const outcomes = new Set([...SANDBOX_CARDS, ...SANDBOX_ROUTING_NUMBERS].map((e) => e.outcome));
    expect([...outcomes].sort()).toEqual(['complete', 'declined', 'insufficient_funds', 'pending', 'processing_error']);
  });

  it('finds a number written with spaces or dashes; another number has no outcome', () => {
    expect(sandboxOutcomeOf('card', '4242 4242 4242 4242')).toBe('complete');
    expect(sandboxOutcomeOf('card', '4000-0000-0000-0002')).toBe('declined');
    expect(sandboxOutcomeOf('bank', '110000000')).toBe('pending');
    expect(sandboxOutcomeOf('card', '4111111111111111')).toBeUndefined();
    expect(sandboxOutcomeOf('card', '110000000')).toBeUndefined();
  });
});
