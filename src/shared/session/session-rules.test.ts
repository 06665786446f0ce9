import { describe, expect, it } from 'vitest';
import {
  clientAddress,
  formatRefreshToken,
  parseRefreshToken,
  refreshOutcome,
  signInDecision,
  type SignInLimits,
} from './session-rules';

const isIp = (value: string) => /^(\d{1,3}\.){3}\d{1,3}$/.test(value) || value.includes(':');

describe('clientAddress', () => {
  const at = (forwardedFor: string | undefined, trustedProxies: number) =>
    clientAddress({ socketAddress: '10.0.0.1', forwardedFor, trustedProxies, isIp });

  it('is the socket address without trusted proxies, whatever the header says', () => {
    expect(at('203.0.113.9', 0)).toBe('10.0.0.1');
    expect(at(undefined, 1)).toBe('10.0.0.1');
  });

  it('is the right-most untrusted hop: hops the client wrote on the left are ignored', () => {
    expect(at('198.51.100.1, 203.0.113.9', 1)).toBe('203.0.113.9');
    expect(at('198.51.100.1, 203.0.113.9, 10.0.0.2', 2)).toBe('203.0.113.9');
    expect(at('203.0.113.9', 1)).toBe('203.0.113.9');
    expect(at('2001:db8::1', 1)).toBe('2001:db8::1');
  });

  it('falls back to the socket for a header shorter than the chain or a hop that is no address', () => {
    expect(at('203.0.113.9', 2)).toBe('10.0.0.1');
    expect(at('198.51.100.1, not-an-ip', 1)).toBe('10.0.0.1');
    expect(at(' , ', 1)).toBe('10.0.0.1');
  });
});

describe('signInDecision', () => {
  const limits: SignInLimits = {
    maxFailures: 10,
    windowMs: 15 * 60_000,
    accountMaxFailures: 50,
    accountWindowMs: 60 * 60_000,
    accountLockMs: 120 * 60_000,
  };
  const now = 1_000_000_000;
  const state = (over: Partial<Parameters<typeof signInDecision>[1]> = {}) => ({
    now,
    lockedUntil: null,
    account: { failures: 0 },
    address: { failures: 0, oldest: null },
    ...over,
  });

  it('allows below both limits', () => {
    expect(signInDecision(limits, state({ account: { failures: 49 }, address: { failures: 9, oldest: now } }))).toEqual(
      {
        allowed: true,
      },
    );
  });

  it('refuses an address at its limit until the oldest failure leaves the window', () => {
    expect(signInDecision(limits, state({ address: { failures: 10, oldest: now - 5 * 60_000 } }))).toEqual({
      allowed: false,
      retryAfterSeconds: 600,
      accountLocked: false,
    });
  });

  it('refuses a locked account from any address until the lock ends, and an account at its cap', () => {
    expect(signInDecision(limits, state({ lockedUntil: now + 90_500 }))).toEqual({
      allowed: false,
      retryAfterSeconds: 91,
      accountLocked: true,
    });
    expect(signInDecision(limits, state({ account: { failures: 50 } }))).toMatchObject({
      allowed: false,
      retryAfterSeconds: 7200,
      accountLocked: true,
    });
    // An ended lock no longer counts.
    expect(signInDecision(limits, state({ lockedUntil: now - 1 }))).toEqual({ allowed: true });
  });
});

describe('refresh tokens', () => {
  const familyId = '0b7c6a52-4a8e-4f5e-9a59-3b8a0c2f9d11';
  const mac = 'A'.repeat(43);

  it('parse only in the exact form they are issued in', () => {
    const token = formatRefreshToken({ familyId, generation: 12, mac });
    expect(parseRefreshToken(token)).toEqual({ familyId, generation: 12, mac });
    for (const bad of [
      `${token}=`,
      ` ${token}`,
      `${familyId}.012.${mac}`,
      `${familyId}.-1.${mac}`,
      `${familyId}.1e1.${mac}`,
      `${familyId.toUpperCase()}.1.${mac}`,
      `${familyId}.1.${mac}A`,
      `${familyId}.1.${'A'.repeat(42)}=`,
    ]) {
      expect(parseRefreshToken(bad)).toBeUndefined();
    }
  });

  it('rotate the current generation, answer the successor inside the grace and call older ones reuse', () => {
    const family = { generation: 5, rotatedAt: 1000, expiresAt: 10_000_000, revoked: false };
    expect(refreshOutcome(family, 5, 2000, 10_000)).toEqual({ kind: 'rotate' });
    expect(refreshOutcome(family, 4, 11_000, 10_000)).toEqual({ kind: 'successor' });
    expect(refreshOutcome(family, 4, 11_001, 10_000)).toEqual({ kind: 'reuse' });
    expect(refreshOutcome(family, 3, 1500, 10_000)).toEqual({ kind: 'reuse' });
    expect(refreshOutcome(family, 6, 1500, 10_000)).toEqual({ kind: 'denied' });
    expect(refreshOutcome({ ...family, revoked: true }, 5, 1500, 10_000)).toEqual({ kind: 'denied' });
    expect(refreshOutcome({ ...family, expiresAt: 1500 }, 5, 1500, 10_000)).toEqual({ kind: 'denied' });
  });
});
