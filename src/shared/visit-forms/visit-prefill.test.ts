import { describe, expect, it } from 'vitest';
import { prefilledVisitCustomer } from './visit-prefill';

const customers = [
  { sorg: '1000', custCode: '1000012' },
  { sorg: '2000', custCode: '2000034' },
  { sorg: '1000', custCode: '2000034' },
];

describe('prefilledVisitCustomer', () => {
  it("starts with the rep's active customer when it is one of the brand's visit customers", () => {
    expect(prefilledVisitCustomer('1000012', customers)).toBe('1000:1000012');
  });

  it('leaves the field empty without an active customer, or when the customer is not in the list', () => {
    expect(prefilledVisitCustomer(null, customers)).toBe('');
    expect(prefilledVisitCustomer('', customers)).toBe('');
    expect(prefilledVisitCustomer('9999999', customers)).toBe('');
    expect(prefilledVisitCustomer('1000012', [])).toBe('');
  });

  it("takes the host's sorg for a customer of several sorgs, else the list's first", () => {
    expect(prefilledVisitCustomer('2000034', customers, ['1000'])).toBe('1000:2000034');
    expect(prefilledVisitCustomer('2000034', customers, ['3000'])).toBe('2000:2000034');
    expect(prefilledVisitCustomer('2000034', customers)).toBe('2000:2000034');
  });
});
