import { describe, expect, it } from 'vitest';
import { DEFAULT_TELP_CODE, formatPhone } from './phone-format';

describe('formatPhone', () => {
  it('defaults to +62', () => {
    expect(DEFAULT_TELP_CODE).toBe('+62');
    expect(formatPhone('08123456789')).toBe('+628123456789');
  });

  it('removes only one leading 0', () => {
    expect(formatPhone('0812')).toBe('+62812');
    expect(formatPhone('00812')).toBe('+620812');
  });

  it("uses the host's telpCode, with or without its +", () => {
    expect(formatPhone('0612345678', '+31')).toBe('+31612345678');
    expect(formatPhone('0612345678', '31')).toBe('+31612345678');
    expect(formatPhone('0123456789', '+60')).toBe('+60123456789');
  });

  it('keeps a number that already starts with +', () => {
    expect(formatPhone('+628123456789')).toBe('+628123456789');
    expect(formatPhone('+4930123456')).toBe('+4930123456');
  });

  it("adds only the + to a number that starts with the code's digits", () => {
    expect(formatPhone('628123456789')).toBe('+628123456789');
    expect(formatPhone('31612345678', '+31')).toBe('+31612345678');
  });

  it('prepends the code to a number without a leading 0', () => {
    expect(formatPhone('8123456789')).toBe('+628123456789');
  });

  it('strips spaces and dashes before deciding', () => {
    expect(formatPhone(' 0812-3456 789 ')).toBe('+628123456789');
    expect(formatPhone('+62 812-3456-789')).toBe('+628123456789');
    expect(formatPhone('62 812 3456')).toBe('+628123456');
  });

  it('leaves an empty number empty', () => {
    expect(formatPhone('')).toBe('');
    expect(formatPhone(' - ')).toBe('');
  });
});
