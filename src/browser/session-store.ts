import { localDb, type SessionRow } from './local-db';
import { withRefreshLock } from './session-lock';
import { identityOf } from './token-claims';

/**
 * The session tokens in the local database, where the service worker finds them to replay the outbox while no
 * page is open. The page keeps its synchronous copy in localStorage (its guards read it on every navigation) and
 * mirrors every change here; whoever refreshes — a page or the worker — does it under one lock and writes here
 * before releasing it, so a rotated refresh token is never spent twice.
 */

export interface TokenSet {
  accessToken: string;
  refreshToken: string;
  /** Epoch milliseconds when the access token expires. */
  expiresAt: number;
}

export async function readStoredTokens(): Promise<SessionRow | undefined> {
  try {
    return await localDb().session.get('current');
  } catch {
    // IndexedDB unavailable (private mode of some browsers): the page works from localStorage alone.
    return undefined;
  }
}

export async function storeTokens(tokens: TokenSet): Promise<void> {
  const identity = identityOf(tokens.accessToken);
  if (!identity) return;
  const row: SessionRow = {
    id: 'current',
    accessToken: tokens.accessToken,
    refreshToken: tokens.refreshToken,
    expiresAt: tokens.expiresAt,
    userId: identity.userId,
    customerId: identity.r3 ?? identity.isr,
  };
  try {
    await localDb().session.put(row);
  } catch (error) {
    console.warn('The session could not be kept in the local database', error);
  }
}

export async function clearStoredTokens(): Promise<void> {
  try {
    await localDb().session.delete('current');
  } catch {
    // Nothing stored, nothing to clear.
  }
}

/**
 * The newer of two token sets of the same session: another tab or the worker may have refreshed while this copy
 * slept. Sets of different users are not compared (a sign-in replaces the session; the caller's copy wins).
 */
export function newerTokens<T extends TokenSet>(own: T, stored: TokenSet | undefined): T | TokenSet {
  if (!stored || stored.refreshToken === own.refreshToken) return own;
  const a = identityOf(own.accessToken);
  const b = identityOf(stored.accessToken);
  if (!a || a.userId !== b?.userId) return own;
  return stored.expiresAt > own.expiresAt ? stored : own;
}

const REFRESH_MARGIN_MS = 60_000;

/**
 * The service worker's refresh: under the lock, adopts a pair another holder already renewed, or spends the
 * stored refresh token on POST {apiBase}/refresh-token and stores the new pair before releasing the lock. False
 * when there is no session or the server refused it (the page asks the user to sign in); a network failure
 * throws.
 */
export function refreshStoredTokens(staleAccessToken: string, apiBase = '/api'): Promise<boolean> {
  return withRefreshLock(async () => {
    const current = await readStoredTokens();
    if (!current) return false;
    if (current.accessToken !== staleAccessToken && current.expiresAt - REFRESH_MARGIN_MS > Date.now()) return true;
    const response = await fetch(`${apiBase}/refresh-token`, {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: JSON.stringify({ refreshToken: current.refreshToken }),
      cache: 'no-store',
    });
    if (!response.ok) {
      if (response.status >= 500) throw new Error(`Refresh failed with ${String(response.status)}`);
      return false;
    }
    const pair = (await response.json()) as { accessToken?: unknown; refreshToken?: unknown; expiresIn?: unknown };
    if (
      typeof pair.accessToken !== 'string' ||
      typeof pair.refreshToken !== 'string' ||
      typeof pair.expiresIn !== 'number'
    ) {
      throw new Error('The refresh answer is not a token pair');
    }
    await storeTokens({
      accessToken: pair.accessToken,
      refreshToken: pair.refreshToken,
      expiresAt: Date.now() + pair.expiresIn * 1000,
    });
    return true;
  });
}
