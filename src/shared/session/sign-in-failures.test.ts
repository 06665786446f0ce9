import { describe, expect, it } from 'vitest';
import {
  maskAddress,
  maskedAddresses,
  SIGN_IN_FAILURES_DEFAULT_LIMIT,
  SIGN_IN_FAILURES_MAX_LIMIT,
  signInFailuresLimit,
} from './sign-in-failures';

describe('maskAddress', () => {
  it('hides the last octet of an IPv4 address, also when IPv4-mapped', () => {
    expect(maskAddress('203.0.113.57')).toBe('203.0.113.x');
    expect(maskAddress('::ffff:10.0.0.1')).toBe('10.0.0.x');
  });

  it('keeps only the first three groups of an IPv6 address', () => {
    expect(maskAddress('2001:0db8:85a3:0000:0000:8a2e:0370:7334')).toBe('2001:db8:85a3:…');
    expect(maskAddress('2001:db8::1')).toBe('2001:db8:0:…');
    expect(maskAddress('::1')).toBe('0:0:0:…');
  });

  it('never shows anything else as given', () => {
    expect(maskAddress('unknown')).toBe('…');
    expect(maskAddress('203.0.113.57, 10.0.0.1')).toBe('…');
  });
});

describe('maskedAddresses', () => {
  it('lists each masked address once, the most frequent first, at most max', () => {
    const seen = [
      { address: '10.0.0.1', failures: 2 },
      { address: '203.0.113.5', failures: 2 },
      { address: '203.0.113.6', failures: 1 },
      { address: '192.0.2.1', failures: 1 },
    ];
    expect(maskedAddresses(seen, 2)).toEqual(['203.0.113.x', '10.0.0.x']);
    expect(maskedAddresses(seen)).toEqual(['203.0.113.x', '10.0.0.x', '192.0.2.x']);
  });
});

describe('signInFailuresLimit', () => {
  it('clamps the page size and defaults an absent one', () => {
    expect(signInFailuresLimit(undefined)).toBe(SIGN_IN_FAILURES_DEFAULT_LIMIT);
    expect(signInFailuresLimit(null)).toBe(SIGN_IN_FAILURES_DEFAULT_LIMIT);
    expect(signInFailuresLimit(0)).toBe(1);
    expect(signInFailuresLimit(10_000)).toBe(SIGN_IN_FAILURES_MAX_LIMIT);
    expect(signInFailuresLimit(7)).toBe(7);
  });
});
