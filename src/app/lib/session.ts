// Over 400 lines: the session rules of spec 01 §4 (tokens, the refresh lock, retries, sign-out) share the stored
// session and are tested together.
import {
  ApiError,
  getUser,
  isAbortError,
  NetworkError,
  postLogin,
  postLogout,
  postLogoutAll,
  postRefreshToken,
  type TokenPair,
} from './api';
import { isNonEmptyString, isNumber, recordOf, required, safely } from './json-shape';
import { currentPath, forgetReturnTo, rememberReturnTo } from './return-to';
import { reportAnswer, reportConnectionFailure, requestReload } from './session-status';
import { REFRESH_LOCK } from '../../browser/session-lock';
import { identityOf, sameIdentity, type TokenIdentity } from '../../browser/token-claims';

// The session rules of spec 01 §4. The page reads its tokens synchronously from
// localStorage and mirrors every change to the local database (src/browser/session-store.ts), where the service
// worker finds them to replay the outbox; both refresh under one lock.
const STORAGE_KEY = 'portal.session';
/** Refresh this long before the access token expires, so a request never races its expiry. */
const EXPIRY_MARGIN_MS = 60_000;
/** The fallback lock where navigator.locks is missing: a lease in localStorage. */
const REFRESH_LEASE_KEY = 'portal.session.refresh-lease';
const REFRESH_LEASE_MS = 10_000;
/** The logout call may not hold the user up: offline or slow, the local session goes anyway. */
const LOGOUT_TIMEOUT_MS = 5000;
/** Before-sign-out listeners (the cart) get this long. */
const BEFORE_SIGN_OUT_TIMEOUT_MS = 3000;

// The local database (Dexie) is loaded on first use, off the entry chunk: the login page needs none of it.
const sessionStore = () => import('../../browser/session-store');
const storeTokens = (tokens: StoredSession) => sessionStore().then((store) => store.storeTokens(tokens));
const clearStoredTokens = () => sessionStore().then((store) => store.clearStoredTokens());

export interface StoredSession {
  accessToken: string;
  refreshToken: string;
  /** Epoch milliseconds when the access token expires. */
  expiresAt: number;
}

function parseStoredSession(value: unknown): StoredSession {
  const stored = recordOf(value, 'the stored session');
  return {
    accessToken: required(stored, 'accessToken', isNonEmptyString),
    refreshToken: required(stored, 'refreshToken', isNonEmptyString),
    expiresAt: required(stored, 'expiresAt', isNumber),
  };
}
export type { TokenPair };

/** The session is gone (never signed in, refresh refused, 403, maintenance): the user must sign in again. */
export class SessionEndedError extends Error {
  constructor(readonly reason: 'ended' | 'maintenance' = 'ended') {
    super('The session has ended');
    this.name = 'SessionEndedError';
  }
}

/**
 * The stored session now speaks for another user or customer than this page was loaded with (another tab
 * switched): the request was not sent and the page reloads.
 */
export class SessionChangedError extends Error {
  constructor() {
    super('The session belongs to another user or customer now');
    this.name = 'SessionChangedError';
  }
}

/** Why a session ends: the user signed out, or the rules ended it (403, refused refresh, maintenance). */
export type SignOutReason = 'user' | 'forced';

export function readSession(): StoredSession | null {
  let raw: string | null;
  try {
    raw = localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
  return parseSession(raw);
}

function parseSession(raw: string | null): StoredSession | null {
  if (raw === null) return null;
  try {
    const stored = JSON.parse(raw) as unknown;
    return safely(() => parseStoredSession(stored)) ?? null;
  } catch {
    return null;
  }
}

function isStored(): boolean {
  try {
    return localStorage.getItem(STORAGE_KEY) !== null;
  } catch {
    return false;
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

// ---------- the page's identity (token/customer mismatch rule) ----------

/**
 * The user and customer this page was loaded with (or signed in as). A request whose token names another one
 * reloads the page: another tab switched customer or signed in as someone else.
 */
let pageIdentity: TokenIdentity | null = identityOf(readSession()?.accessToken);

/** The user id of this page's session, for keeping per-user state (the page to return to). */
export function pageUserId(): string | null {
  return pageIdentity?.userId ?? null;
}

/**
 * Keeps a token pair the server issued outside sign-in and refresh (POST /change-cust: a new family). Resolves
 * once the local database holds it too: the page leaves right after a switch, and the catalog download and the
 * service worker send with that copy (with the old family's token they would get 401).
 */
export async function replaceTokens(pair: TokenPair): Promise<void> {
  const session = writeSession(pair);
  // This page asked for the change: the new customer is its own, not another tab's.
  pageIdentity = identityOf(session.accessToken);
  await storeTokens(session).catch(() => undefined);
}

/**
 * Brings the local database's copy of the session in line with this page's (at start, and before a worker uses
 * it): a write lost to a closed page is made again, a pair the service worker refreshed meanwhile (same user and
 * customer, later expiry) is adopted, and a session signed out here is cleared there.
 */
export async function syncStoredSession(): Promise<void> {
  const own = readSession();
  const store = await sessionStore();
  const stored = await store.readStoredTokens();
  if (!own) {
    if (stored && !isStored()) await store.clearStoredTokens();
    return;
  }
  const current = store.newerTokens(own, stored);
  const ownIdentity = identityOf(own.accessToken);
  const storedIdentity = identityOf(stored?.accessToken);
  if (current !== own && ownIdentity && storedIdentity && sameIdentity(ownIdentity, storedIdentity)) {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(current));
    return;
  }
  if (stored?.accessToken !== own.accessToken || stored.refreshToken !== own.refreshToken) {
    await store.storeTokens(own);
  }
}

/**
 * Checks the token a request is about to send. On a mismatch the page reloads (with the pop-up) and the request
 * is not sent; while the reload waits for unsaved input it is sent, so the user can still save.
 */
function checkIdentity(accessToken: string): void {
  const identity = identityOf(accessToken);
  if (identity === null) return;
  if (pageIdentity === null) {
    pageIdentity = identity;
    return;
  }
  if (sameIdentity(identity, pageIdentity)) return;
  if (requestReload('session')) throw new SessionChangedError();
}

// ---------- ending the session ----------

type BeforeSignOutListener = (reason: SignOutReason) => void | Promise<void>;
const beforeSignOutListeners = new Set<BeforeSignOutListener>();
const endListeners = new Set<() => void>();
const maintenanceListeners = new Set<(message: string | undefined) => void>();

/**
 * Runs `listener` before any session ends, signed out or forced (spec 01 §4 Cart: "Logout first clears the cart,
 * then logs out"). It gets a few seconds; a forced end keeps drafts and unsent items, so clear only state that
 * belongs to the session. Returns the unsubscribe.
 */
export function onBeforeSignOut(listener: BeforeSignOutListener): () => void {
  beforeSignOutListeners.add(listener);
  return () => {
    beforeSignOutListeners.delete(listener);
  };
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

/**
 * Calls `listener` when the server answers 500 with status 'maintenance' (spec 01 §4): the session has then
 * ended already and the maintenance guard can show the server's message. Returns the unsubscribe.
 */
export function onMaintenance(listener: (message: string | undefined) => void): () => void {
  maintenanceListeners.add(listener);
  return () => {
    maintenanceListeners.delete(listener);
  };
}

async function runBeforeSignOut(reason: SignOutReason): Promise<void> {
  const runs = [...beforeSignOutListeners].map(async (listener) => {
    try {
      await listener(reason);
    } catch (error) {
      console.error('A before-sign-out listener failed', error);
    }
  });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, BEFORE_SIGN_OUT_TIMEOUT_MS);
  });
  await Promise.race([Promise.all(runs), timeout]);
  clearTimeout(timer);
}

/**
 * Forgets the tokens (and nothing else: drafts and the outbox stay) and tells the listeners — when there was a
 * session to forget, or always (`notify: 'always'`, a sign-out). A call without a session therefore cannot set
 * off the listeners (the router re-running its loaders) again and again.
 */
async function forgetSession(notify: 'always' | 'if-stored'): Promise<void> {
  // The workers' copy goes first, so nothing sends with it afterwards; then this page's, whose listeners move the
  // page on at once (the router re-runs its guards) — after them the caller's own navigation comes next.
  await clearStoredTokens().catch(() => undefined);
  let stored = false;
  try {
    stored = localStorage.getItem(STORAGE_KEY) !== null;
    localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Storage blocked: nothing was stored either.
  }
  if (stored || notify === 'always') for (const listener of endListeners) listener();
}

let forcedEnd: Promise<void> | null = null;

/**
 * The rules end the session (403, refused refresh, maintenance, no session). The page the user was on is kept,
 * so signing in again returns there. Parallel requests failing together end it once.
 */
function endSessionByForce(): Promise<void> {
  forcedEnd ??= (async () => {
    rememberReturnTo(currentPath(), pageUserId());
    // Already gone (another tab, or never signed in): nothing to end, nobody to tell again.
    if (!isStored()) return;
    await runBeforeSignOut('forced');
    await forgetSession('if-stored');
  })().finally(() => {
    forcedEnd = null;
  });
  return forcedEnd;
}

// Another tab signed out or switched the session: keep this tab's page for the next sign-in, or reload when the
// new session speaks for another user or customer (checked only when this page has one).
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== STORAGE_KEY && event.key !== null) return;
    const session = parseSession(event.newValue);
    if (session === null) {
      rememberReturnTo(currentPath(), pageUserId());
      return;
    }
    const identity = identityOf(session.accessToken);
    if (identity && pageIdentity && !sameIdentity(identity, pageIdentity)) requestReload('session');
  });
}

// ---------- sign-in and sign-out ----------

/** POST /login and keep the tokens. Errors are the caller's to show (ApiError / NetworkError). */
export async function signIn(credentials: { username: string; password: string }): Promise<void> {
  const session = writeSession(await postLogin(credentials));
  pageIdentity = identityOf(session.accessToken);
  await storeTokens(session);
}

/**
 * The user signs out: the before-sign-out listeners first (the cart), then the refresh token is revoked on the
 * server when it can be, and the session is forgotten in any case. The page to return to is dropped.
 */
export async function signOut(): Promise<void> {
  await runBeforeSignOut('user');
  const session = readSession();
  try {
    if (session) await postLogout(session.refreshToken, AbortSignal.timeout(LOGOUT_TIMEOUT_MS));
  } catch {
    // Offline or already revoked: the local session goes anyway, and the server expires the family.
  } finally {
    forgetReturnTo();
    // The worker's copy goes too before the page moves on: it must not send as a signed-out user.
    await forgetSession('always');
  }
}

/**
 * The user signs out on every device: the server ends every session of the user first (under the session rules,
 * so an expiring token is refreshed); only when it has, this page's session goes as for {@link signOut}. A failure
 * (offline) is thrown and nothing is forgotten: the user must learn that the other devices are still signed in.
 */
export async function signOutEverywhere(): Promise<void> {
  await withSession((accessToken) => postLogoutAll(accessToken));
  await runBeforeSignOut('user');
  forgetReturnTo();
  await forgetSession('always');
}

// ---------- refresh ----------

const sleep = (ms: number) =>
  new Promise<void>((resolve) => {
    setTimeout(resolve, ms);
  });

interface Lease {
  id: string;
  until: number;
}

function readLease(): Lease | null {
  try {
    const lease = JSON.parse(localStorage.getItem(REFRESH_LEASE_KEY) ?? 'null') as Lease | null;
    return lease && typeof lease.id === 'string' && typeof lease.until === 'number' ? lease : null;
  } catch {
    return null;
  }
}

/**
 * The lock for browsers without navigator.locks: a lease in localStorage. Two tabs writing at once both read
 * back after a moment and only the last writer goes ahead; a lease whose tab died expires. The server's 10-second
 * reuse window covers what a lease cannot.
 */
async function withStorageLease<T>(task: () => Promise<T>): Promise<T> {
  const id = `${String(Date.now())}-${Math.random().toString(36).slice(2)}`;
  const giveUpAt = Date.now() + REFRESH_LEASE_MS;
  while (Date.now() < giveUpAt) {
    const lease = readLease();
    if (lease === null || lease.until < Date.now()) {
      localStorage.setItem(REFRESH_LEASE_KEY, JSON.stringify({ id, until: Date.now() + REFRESH_LEASE_MS }));
      await sleep(25);
      if (readLease()?.id === id) break;
    }
    await sleep(100);
  }
  try {
    return await task();
  } finally {
    if (readLease()?.id === id) localStorage.removeItem(REFRESH_LEASE_KEY);
  }
}

async function withRefreshLock<T>(task: () => Promise<T>): Promise<T> {
  if (typeof navigator !== 'undefined' && 'locks' in navigator) {
    return navigator.locks.request(REFRESH_LOCK, task);
  }
  return withStorageLease(task);
}

const isExpiring = (session: StoredSession) => session.expiresAt - EXPIRY_MARGIN_MS <= Date.now();

let refreshing: Promise<StoredSession> | null = null;

/**
 * New tokens for the session whose access token `staleAccessToken` failed or is about to expire. One refresh at
 * a time in this tab and, through the lock, across tabs: when another caller refreshed meanwhile, its tokens are
 * used instead of spending the rotated refresh token twice. Throws the call's error (mapped by the caller).
 */
function refreshSession(staleAccessToken: string): Promise<StoredSession> {
  refreshing ??= withRefreshLock(async () => {
    const own = readSession();
    if (!own) throw new SessionEndedError();
    // The service worker may have refreshed while this page slept: its tokens are the live ones.
    const store = await sessionStore();
    const current = store.newerTokens(own, await store.readStoredTokens());
    if (current !== own) localStorage.setItem(STORAGE_KEY, JSON.stringify(current));
    if (current.accessToken !== staleAccessToken && !isExpiring(current)) return current;
    const session = writeSession(await postRefreshToken(current.refreshToken));
    // Written before the lock is released, so the next holder (a tab or the worker) reads the new pair.
    await storeTokens(session);
    return session;
  }).finally(() => {
    refreshing = null;
  });
  return refreshing;
}

// ---------- the rules around every authenticated call ----------

export interface SessionCallOptions {
  /**
   * Whether a token for another user or customer than the page's reloads the page. Off for the user request and
   * the change-customer request (spec 01 §4); GET /user (`getUser`) is exempt by itself.
   */
  checkIdentity?: boolean;
}

/** Calls that are the user request of spec 01 §4, exempt from the mismatch rule without saying so. */
const identityExempt = new WeakSet<object>([getUser]);

/** Ends the session for a maintenance answer and tells the maintenance listeners. */
async function enterMaintenance(error: ApiError): Promise<never> {
  await endSessionByForce();
  for (const listener of maintenanceListeners) listener(error.serverMessage);
  throw new SessionEndedError('maintenance');
}

/**
 * What a failed answer means for the session: 403 and maintenance end it, a missing connection opens the dialog
 * (or the offline bar), an answer that is not the API's the 'something wrong' dialog. Any other answer proves the
 * connection works. Rethrows the error, or throws SessionEndedError.
 */
async function handleFailure(error: unknown): Promise<never> {
  if (isAbortError(error) || error instanceof SessionEndedError || error instanceof SessionChangedError) throw error;
  if (error instanceof NetworkError) {
    reportConnectionFailure('network');
    throw error;
  }
  if (error instanceof ApiError) {
    if (error.isMaintenance) return enterMaintenance(error);
    if (error.status === 403) {
      await endSessionByForce();
      throw new SessionEndedError();
    }
    if (error.isUnexpectedAnswer) reportConnectionFailure('server');
    else reportAnswer();
  }
  throw error;
}

/**
 * A refresh: refused (401, 400) ends the session; no connection keeps it for a later try (the dialog or the
 * offline bar says why).
 */
async function refreshOrEnd(staleAccessToken: string): Promise<StoredSession> {
  try {
    const session = await refreshSession(staleAccessToken);
    reportAnswer();
    return session;
  } catch (error) {
    if (error instanceof ApiError && !error.isMaintenance && error.status < 500) {
      reportAnswer();
      await endSessionByForce();
      throw new SessionEndedError();
    }
    if (error instanceof SessionEndedError) {
      await endSessionByForce();
      throw error;
    }
    return handleFailure(error);
  }
}

/**
 * Renews the access token for a caller outside {@link withSession} (the outbox runner after a 401). False when
 * the session is gone: a refused refresh has then ended it, and the login page asks the user to sign in again.
 */
export async function renewAccessToken(staleAccessToken: string): Promise<boolean> {
  try {
    await refreshOrEnd(staleAccessToken);
    return true;
  } catch {
    return false;
  }
}

const isStatus = (error: unknown, status: number) => error instanceof ApiError && error.status === status;

/**
 * Runs an authenticated call under the spec's session rules (spec 01 §4 Session):
 * - the access token is refreshed shortly before it expires;
 * - 401 is retried once with the current token, a repeated 401 refreshes the tokens and retries, a refused
 *   refresh or a third 401 signs out;
 * - 403 signs out; a 500 with status 'maintenance' signs out and tells {@link onMaintenance};
 * - a token naming another user or customer than the page's reloads the page (not for the user request);
 * - no answer opens the connection dialog, or only the status bar while offline;
 * - a cancelled request (AbortSignal) is just cancelled.
 * The login and refresh-token calls are outside this chain.
 */
export async function withSession<T>(
  call: (accessToken: string) => Promise<T>,
  options: SessionCallOptions = {},
): Promise<T> {
  const shouldCheckIdentity = options.checkIdentity ?? !identityExempt.has(call);
  let session = readSession();
  if (!session) {
    await endSessionByForce();
    throw new SessionEndedError();
  }
  if (isExpiring(session)) session = await refreshOrEnd(session.accessToken);

  const attempt = async (accessToken: string): Promise<T> => {
    if (shouldCheckIdentity) checkIdentity(accessToken);
    const result = await call(accessToken);
    reportAnswer();
    return result;
  };

  try {
    return await attempt(session.accessToken);
  } catch (error) {
    if (!isStatus(error, 401)) return handleFailure(error);
    reportAnswer();
  }
  // The token may have been refreshed meanwhile by a parallel call or another tab: retry with the current one.
  const current = readSession();
  if (!current) {
    await endSessionByForce();
    throw new SessionEndedError();
  }
  try {
    return await attempt(current.accessToken);
  } catch (error) {
    if (!isStatus(error, 401)) return handleFailure(error);
    reportAnswer();
  }
  const refreshed = await refreshOrEnd(current.accessToken);
  try {
    return await attempt(refreshed.accessToken);
  } catch (error) {
    if (isStatus(error, 401)) {
      await endSessionByForce();
      throw new SessionEndedError();
    }
    return handleFailure(error);
  }
}
