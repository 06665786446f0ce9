import { describe, expect, it } from 'vitest';
import { type CustCode, customerId, firstCustGroup } from './customer-code';

describe('customerId', () => {
  it('is the isr code when there is one', () => {
    expect(customerId({ isr: 'ISR-1', r3: 'R3-1' })).toBe('ISR-1');
  });

  it('falls back to r3 when isr is null or empty', () => {
    expect(customerId({ isr: null, r3: 'R3-1' })).toBe('R3-1');
    expect(customerId({ isr: '', r3: 'R3-1' })).toBe('R3-1');
  });

  it('is null when both are absent, and ignores the unified code', () => {
    const code: CustCode = { unified: 'U-1', isr: null, r3: null };
    expect(customerId(code)).toBeNull();
  });
});

describe('firstCustGroup', () => {
  it("is the first area's custGroup", () => {
    expect(firstCustGroup([{ custGroup: 'DEALER_A' }, { custGroup: 'DEALER_B' }])).toBe('DEALER_A');
  });

  it("is 'N/A' without areas or without a group on the first area", () => {
    expect(firstCustGroup([])).toBe('N/A');
    expect(firstCustGroup(null)).toBe('N/A');
    expect(firstCustGroup(undefined)).toBe('N/A');
    expect(firstCustGroup([{ custGroup: null }, { custGroup: 'DEALER_B' }])).toBe('N/A');
    expect(firstCustGroup([{}])).toBe('N/A');
    expect(firstCustGroup([{ custGroup: '' }])).toBe('N/A');
  });
});
