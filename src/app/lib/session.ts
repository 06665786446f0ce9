import { z } from 'zod/mini';
import { ApiError, postLogin, postLogout, postRefreshToken, type TokenPair } from './api';

// Step 1 keeps the tokens in localStorage; a later step moves them to IndexedDB (src/browser) so the service
// worker can use them too.
const STORAGE_KEY = 'portal.session';
// Refresh a little before the access token expires, so a request does not race its expiry.
const EXPIRY_MARGIN_MS = 30_000;
// Serialises refreshes across tabs: refresh tokens rotate and a reused one revokes the whole family.
const REFRESH_LOCK = 'portal.session.refresh';

const storedSessionSchema = z.object({
  accessToken: z.string().check(z.minLength(1)),
  refreshToken: z.string().check(z.minLength(1)),
  /** Epoch milliseconds when the access token expires. */
  expiresAt: z.number(),
});
export type StoredSession = z.infer<typeof storedSessionSchema>;

/** The session is gone (never signed in, refresh refused, 403): the user must sign in again. */
export class SessionEndedError extends Error {
  constructor() {
    super('The session has ended');
    this.name = 'SessionEndedError';
  }
}

const endListeners = new Set<() => void>();

export function readSession(): StoredSession | null {
  let raw: string | null;
  try {
    raw = localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
  if (raw === null) return null;
  try {
    const parsed = storedSessionSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function hasSession(): boolean {
  return readSession() !== null;
}

function writeSession(tokens: TokenPair): StoredSession {
  const session: StoredSession = {
    accessToken: tokens.accessToken,
    refreshToken: tokens.refreshToken,
    expiresAt: Date.now() + tokens.expiresIn * 1000,
  };
  localStorage.setItem(STORAGE_KEY, JSON.stringify(session));
  return session;
}

function endSession(): void {
  localStorage.removeItem(STORAGE_KEY);
  for (const listener of endListeners) listener();
}

/** Calls `listener` whenever the session ends, in this tab or in another one. Returns the unsubscribe. */
export function onSessionEnd(listener: () => void): () => void {
  const handleStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEY && event.newValue === null) listener();
  };
  endListeners.add(listener);
  window.addEventListener('storage', handleStorage);
  return () => {
    endListeners.delete(listener);
    window.removeEventListener('storage', handleStorage);
  };
}

/** POST /login and keep the tokens. Errors are the caller's to show (ApiError / NetworkError). */
export async function signIn(credentials: { username: string; password: string }): Promise<void> {
  writeSession(await postLogin(credentials));
}

/** Revokes the refresh token on the server when it can, and forgets the session in any case. */
export async function signOut(): Promise<void> {
  const session = readSession();
  try {
    if (session) await postLogout(session.refreshToken);
  } catch {
    // Offline or already revoked: the local session goes anyway, and the server expires the family.
  } finally {
    endSession();
  }
}

async function withRefreshLock<T>(task: () => Promise<T>): Promise<T> {
  if (typeof navigator !== 'undefined' && 'locks' in navigator) {
    return navigator.locks.request(REFRESH_LOCK, task);
  }
  return task();
}

let refreshing: Promise<StoredSession> | null = null;

/**
 * New tokens for the session whose access token `staleAccessToken` failed. One refresh at a time, across tabs:
 * when another caller already refreshed, its tokens are used instead of spending the refresh token twice.
 */
function refreshSession(staleAccessToken: string): Promise<StoredSession> {
  refreshing ??= withRefreshLock(async () => {
    const current = readSession();
    if (!current) throw new SessionEndedError();
    if (current.accessToken !== staleAccessToken && current.expiresAt - EXPIRY_MARGIN_MS > Date.now()) {
      return current;
    }
    try {
      return writeSession(await postRefreshToken(current.refreshToken));
    } catch (error) {
      // Refused (invalid, expired or reused): sign out. A network failure keeps the session for a later try.
      if (error instanceof ApiError && error.status < 500) {
        endSession();
        throw new SessionEndedError();
      }
      throw error;
    }
  }).finally(() => {
    refreshing = null;
  });
  return refreshing;
}

function isStatus(error: unknown, status: number): boolean {
  return error instanceof ApiError && error.status === status;
}

/**
 * Runs an authenticated call with the spec's session rules (spec 01 §4 Session): a 401 is retried once with the
 * current token, a repeated 401 refreshes the tokens and retries, a failed refresh signs out; a 403 signs out.
 */
export async function withSession<T>(call: (accessToken: string) => Promise<T>): Promise<T> {
  let session = readSession();
  if (!session) throw new SessionEndedError();
  if (session.expiresAt - EXPIRY_MARGIN_MS <= Date.now()) session = await refreshSession(session.accessToken);

  const attempt = async (accessToken: string): Promise<T> => {
    try {
      return await call(accessToken);
    } catch (error) {
      if (isStatus(error, 403)) {
        endSession();
        throw new SessionEndedError();
      }
      throw error;
    }
  };

  try {
    return await attempt(session.accessToken);
  } catch (error) {
    if (!isStatus(error, 401)) throw error;
  }
  // The token may have been refreshed meanwhile by a parallel call or another tab: retry with the current one.
  const current = readSession();
  if (!current) throw new SessionEndedError();
  try {
    return await attempt(current.accessToken);
  } catch (error) {
    if (!isStatus(error, 401)) throw error;
  }
  const refreshed = await refreshSession(current.accessToken);
  try {
    return await attempt(refreshed.accessToken);
  } catch (error) {
    if (isStatus(error, 401)) {
      endSession();
      throw new SessionEndedError();
    }
    throw error;
  }
}
