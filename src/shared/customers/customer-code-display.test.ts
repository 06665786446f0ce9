import { describe, expect, it } from 'vitest';
import { displayCustomerCode } from './customer-code-display';

describe('displayCustomerCode', () => {
  it('shows an all-digit code without its leading zeros', () => {
    expect(displayCustomerCode('001000007')).toBe('1000007');
    expect(displayCustomerCode('0000012345')).toBe('12345');
  });

  it('shows the r3 and isr codes of one customer alike', () => {
    expect(displayCustomerCode('001000012')).toBe(displayCustomerCode('1000012'));
  });

  it('keeps a code without leading zeros as it is', () => {
    expect(displayCustomerCode('1000012')).toBe('1000012');
  });

  it('keeps codes with letters as they are, trimmed', () => {
    expect(displayCustomerCode('U1000000007')).toBe('U1000000007');
    expect(displayCustomerCode(' 0A12 ')).toBe('0A12');
  });

  it('shows a code of only zeros as 0 and a missing code as nothing', () => {
    expect(displayCustomerCode('000')).toBe('0');
    expect(displayCustomerCode(null)).toBe('');
    expect(displayCustomerCode(undefined)).toBe('');
    expect(displayCustomerCode('  ')).toBe('');
  });
});
