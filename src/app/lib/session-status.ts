// The session's state that the page shows (spec 01 §4 Session): the connection-failure dialog, the offline status
// bar and the reload pop-up. A small external store without React, so the session rules (lib/session.ts) can
// report into it and <SessionStatus /> (ui/session-status.tsx) reads it with useSyncExternalStore.

import { isOnline, listenConnectivity } from './connectivity';

/** Why the connection-failure dialog is open. */
export type ConnectionProblem =
  /** No answer while the device says it is online ('connection error'). */
  | 'network'
  /** An answer that is not the API's: a proxy's error page or a captive portal ('something wrong'). */
  | 'server'
  /** A part of the app failed to load twice within a minute ('connection failed please refresh'). */
  | 'chunk';

/** Why the page wants to reload: another user or customer took over the session, or a new build is deployed. */
/** Why the page reloads: another session, a failed chunk load (a new build), or the user accepted a new version. */
export type ReloadReason = 'session' | 'chunk' | 'update';

export interface PendingReload {
  reason: ReloadReason;
  /** 'loading': reloading now. 'waiting': held back while a form holds unsaved input or the device is offline. */
  phase: 'loading' | 'waiting';
  /** What holds a waiting reload back. */
  blockedBy: 'unsaved' | 'offline' | null;
}

export interface SessionStatusState {
  online: boolean;
  /** When the server last answered (epoch ms): the age of what the page shows while offline. */
  dataAsOf: number | null;
  problem: ConnectionProblem | null;
  reload: PendingReload | null;
}

const DATA_AS_OF_KEY = 'portal.dataAsOf';
const CHUNK_RELOAD_KEY = 'portal.chunkReloadAt';
/** Spec 01 §8: a failed chunk load reloads the page at most once per 60 seconds. */
export const CHUNK_RELOAD_INTERVAL_MS = 60_000;
/** How often a waiting reload checks whether it may go ahead (predicates of blockReloadWhile have no events). */
const BLOCKER_POLL_MS = 1000;

function readDataAsOf(): number | null {
  try {
    const value = Number(localStorage.getItem(DATA_AS_OF_KEY));
    return Number.isFinite(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
}

let state: SessionStatusState = { online: isOnline(), dataAsOf: readDataAsOf(), problem: null, reload: null };
const listeners = new Set<() => void>();

function setState(patch: Partial<SessionStatusState>): void {
  const next = { ...state, ...patch };
  if (
    next.online === state.online &&
    next.dataAsOf === state.dataAsOf &&
    next.problem === state.problem &&
    next.reload === state.reload
  ) {
    return;
  }
  state = next;
  for (const listener of listeners) listener();
}

export function subscribeSessionStatus(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function getSessionStatus(): SessionStatusState {
  return state;
}

// ---------- answers and failures ----------

/** The server answered (any status): the connection works and the page's data is as of now. */
export function reportAnswer(at: number = Date.now()): void {
  try {
    localStorage.setItem(DATA_AS_OF_KEY, String(at));
  } catch {
    // The bar then shows an older time; nothing else depends on it.
  }
  setState({
    dataAsOf: at,
    online: isOnline(),
    problem: state.problem === 'network' || state.problem === 'server' ? null : state.problem,
  });
}

/**
 * A request got no usable answer. Offline comes first: while the device is offline this only shows the status
 * bar, never the dialog (spec 01 §2).
 */
export function reportConnectionFailure(problem: ConnectionProblem): void {
  if (!isOnline()) {
    setState({ online: false });
    return;
  }
  // A chunk failure says more (refreshing is the only way out) than a failed request.
  if (state.problem === 'chunk') return;
  setState({ problem });
}

/** The user closed the dialog. */
export function dismissConnectionProblem(): void {
  setState({ problem: null });
}

function setOnline(online: boolean): void {
  // Offline, the bar replaces the dialog of a failed request.
  setState(online ? { online } : { online, problem: state.problem === 'chunk' ? 'chunk' : null });
  if (online && state.reload?.phase === 'waiting') retryReload();
}

// ---------- reloads, unsaved changes and blockers ----------

const unsaved = new Set<string>();
const blockers = new Set<() => boolean>();
let reloadPage: () => void = () => {
  window.location.reload();
};
let pollTimer: ReturnType<typeof setInterval> | undefined;

/** Replaces `location.reload()` (jsdom cannot reload). */
export function setPageReloaderForTests(reload: () => void): void {
  reloadPage = reload;
}

/** Forgets unsaved changes, blockers, a pending reload and the dialog (between unit tests). */
export function resetSessionStatusForTests(): void {
  unsaved.clear();
  blockers.clear();
  stopPolling();
  state = { online: isOnline(), dataAsOf: readDataAsOf(), problem: null, reload: null };
  for (const listener of listeners) listener();
}

function blockedBy(): PendingReload['blockedBy'] {
  if (unsaved.size > 0 || [...blockers].some((isBusy) => isBusy())) return 'unsaved';
  // Reloading without a connection would show the browser's error page instead of the portal.
  if (!isOnline()) return 'offline';
  return null;
}

function stopPolling(): void {
  if (pollTimer !== undefined) clearInterval(pollTimer);
  pollTimer = undefined;
}

function reloadNowFor(reason: ReloadReason): void {
  stopPolling();
  if (reason === 'chunk') {
    try {
      sessionStorage.setItem(CHUNK_RELOAD_KEY, String(Date.now()));
    } catch {
      // Without the timestamp a second failure reloads again; still at most once per page load.
    }
  }
  setState({ reload: { reason, phase: 'loading', blockedBy: null } });
  reloadPage();
}

function retryReload(): void {
  const pending = state.reload;
  if (pending?.phase !== 'waiting') return;
  const blocker = blockedBy();
  if (blocker === null) reloadNowFor(pending.reason);
  else if (blocker !== pending.blockedBy) setState({ reload: { ...pending, blockedBy: blocker } });
}

/**
 * Reloads the page for `reason` with the loading pop-up, or, while a form holds unsaved input, the outbox is
 * sending or the device is offline, holds the reload back until that ends. Answers whether the page reloads now.
 */
export function requestReload(reason: ReloadReason): boolean {
  if (state.reload?.phase === 'loading') return true;
  const blocker = blockedBy();
  if (blocker === null) {
    reloadNowFor(reason);
    return true;
  }
  // A new session outranks a new build: its pop-up says what matters to the user.
  const keptReason = state.reload?.reason === 'session' ? 'session' : reason;
  setState({ reload: { reason: keptReason, phase: 'waiting', blockedBy: blocker } });
  pollTimer ??= setInterval(retryReload, BLOCKER_POLL_MS);
  return false;
}

/** The user asked to reload now (the dialog's Refresh, the waiting pop-up's Reload). */
export function reloadNow(): void {
  reloadNowFor(state.reload?.reason ?? 'session');
}

/** A form (by a stable id) holds input that a reload would lose. */
export function registerUnsavedChanges(id: string): void {
  unsaved.add(id);
}

/** Whether a form on the page holds input that leaving the page would lose (the customer switch asks first). */
export function hasUnsavedChanges(): boolean {
  return unsaved.size > 0;
}

/** The form's input is saved or dropped; a waiting reload goes ahead once nothing holds it back. */
export function clearUnsavedChanges(id: string): void {
  if (unsaved.delete(id)) retryReload();
}

/**
 * Holds every reload back while `isBusy()` answers true (while the outbox is sending). Returns the
 * function that removes the blocker.
 */
export function blockReloadWhile(isBusy: () => boolean): () => void {
  blockers.add(isBusy);
  return () => {
    blockers.delete(isBusy);
    retryReload();
  };
}

// ---------- failed chunk loads ----------

const CHUNK_ERROR =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|Loading chunk \S+ failed/i;

/** Whether an error is a failed load of a part of the app (a stale build after a deployment, or no network). */
export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && (error.name === 'ChunkLoadError' || CHUNK_ERROR.test(error.message));
}

/**
 * Spec 01 §8: a failed chunk load reloads the page once, at most once per 60 seconds (kept per tab); a second
 * failure within the minute shows the dialog instead.
 */
export function handleChunkLoadError(now: number = Date.now()): void {
  // One failure can arrive twice (vite:preloadError, then the rejected import).
  if (state.reload !== null) return;
  let last = Number.NaN;
  try {
    last = Number(sessionStorage.getItem(CHUNK_RELOAD_KEY));
  } catch {
    // no timestamp: reload
  }
  if (Number.isFinite(last) && last > 0 && now - last < CHUNK_RELOAD_INTERVAL_MS) {
    reportConnectionFailure('chunk');
    return;
  }
  requestReload('chunk');
}

// ---------- browser events ----------

let installed = false;

/** Listens to the connectivity (lib/connectivity) and to failed chunk loads; runs once, on import in the browser. */
function installListeners(): void {
  if (installed || typeof window === 'undefined') return;
  installed = true;
  // The app's one connectivity source: the browser's events, and the server check while a page watches it.
  listenConnectivity(() => {
    setOnline(isOnline());
  });
  // Vite's preload helper fires this when a dynamic import's chunk fails; the import still rejects, so the
  // route's error component shows underneath until the page reloads.
  window.addEventListener('vite:preloadError', () => {
    handleChunkLoadError();
  });
  window.addEventListener('unhandledrejection', (event: PromiseRejectionEvent) => {
    if (isChunkLoadError(event.reason)) handleChunkLoadError();
  });
}

installListeners();
