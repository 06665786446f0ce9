// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import { clearStoredTokens, newerTokens, readStoredTokens, storeTokens, type TokenSet } from './session-store';

function jwt(claims: Record<string, unknown>): string {
  const part = (value: unknown) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  return `${part({ alg: 'HS256' })}.${part(claims)}.sig`;
}

const tokens = (sub: string, refreshToken: string, expiresAt: number, r3?: string): TokenSet => ({
  accessToken: jwt({ sub, ...(r3 ? { r3 } : {}) }),
  refreshToken,
  expiresAt,
});

describe('session store', () => {
  beforeEach(async () => {
    await clearStoredTokens();
  });

  it('keeps the tokens with the user and customer they speak for', async () => {
    await storeTokens(tokens('7', 'r1', 1000, 'C100'));
    const row = await readStoredTokens();
    expect(row).toMatchObject({ id: 'current', refreshToken: 'r1', userId: '7', customerId: 'C100' });
    await clearStoredTokens();
    expect(await readStoredTokens()).toBeUndefined();
  });

  it('prefers the stored pair when the worker refreshed the same user later', () => {
    const own = tokens('7', 'r1', 1000);
    const stored = tokens('7', 'r2', 2000);
    expect(newerTokens(own, stored)).toBe(stored);
    expect(newerTokens(stored, own)).toBe(stored);
  });

  it("never adopts another user's tokens", () => {
    const own = tokens('7', 'r1', 1000);
    expect(newerTokens(own, tokens('8', 'r9', 5000))).toBe(own);
    expect(newerTokens(own, undefined)).toBe(own);
  });
});
