// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  blockReloadWhile,
  CHUNK_RELOAD_INTERVAL_MS,
  clearUnsavedChanges,
  dismissConnectionProblem,
  getSessionStatus,
  handleChunkLoadError,
  isChunkLoadError,
  registerUnsavedChanges,
  reloadNow,
  reportAnswer,
  reportConnectionFailure,
  requestReload,
  resetSessionStatusForTests,
  setPageReloaderForTests,
  subscribeSessionStatus,
} from './session-status';

const reload = vi.fn();

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  resetSessionStatusForTests();
  reload.mockClear();
  setPageReloaderForTests(reload);
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

const goOffline = () => {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  window.dispatchEvent(new Event('offline'));
};
const goOnline = () => {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
  window.dispatchEvent(new Event('online'));
};

describe('connection problems', () => {
  it('opens the dialog, closes it on dismissal or on the next answer, and tells subscribers', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeSessionStatus(listener);
    reportConnectionFailure('network');
    expect(getSessionStatus().problem).toBe('network');
    dismissConnectionProblem();
    expect(getSessionStatus().problem).toBeNull();
    reportConnectionFailure('server');
    reportAnswer(1234);
    expect(getSessionStatus()).toMatchObject({ problem: null, dataAsOf: 1234 });
    expect(localStorage.getItem('portal.dataAsOf')).toBe('1234');
    unsubscribe();
    expect(listener).toHaveBeenCalledTimes(4);
  });

  it('offline: the bar instead of the dialog, and going offline closes an open dialog', () => {
    reportConnectionFailure('network');
    goOffline();
    expect(getSessionStatus()).toMatchObject({ online: false, problem: null });
    reportConnectionFailure('network');
    expect(getSessionStatus().problem).toBeNull();
    goOnline();
    expect(getSessionStatus().online).toBe(true);
  });
});

describe('reloads', () => {
  it('reload at once with the pop-up when nothing holds them back', () => {
    expect(requestReload('session')).toBe(true);
    expect(reload).toHaveBeenCalledOnce();
    expect(getSessionStatus().reload).toEqual({ reason: 'session', phase: 'loading', blockedBy: null });
  });

  it('wait while a form is dirty, and go ahead when it is saved', () => {
    registerUnsavedChanges('a');
    registerUnsavedChanges('b');
    expect(requestReload('session')).toBe(false);
    expect(getSessionStatus().reload).toEqual({ reason: 'session', phase: 'waiting', blockedBy: 'unsaved' });
    clearUnsavedChanges('a');
    expect(reload).not.toHaveBeenCalled();
    clearUnsavedChanges('b');
    expect(reload).toHaveBeenCalledOnce();
  });

  it('wait while a blocker (the outbox) is busy, checked every second', () => {
    vi.useFakeTimers();
    let sending = true;
    const remove = blockReloadWhile(() => sending);
    expect(requestReload('chunk')).toBe(false);
    vi.advanceTimersByTime(3000);
    expect(reload).not.toHaveBeenCalled();
    sending = false;
    vi.advanceTimersByTime(1000);
    expect(reload).toHaveBeenCalledOnce();
    remove();
  });

  it('wait for the connection while offline, without asking the user', () => {
    goOffline();
    expect(requestReload('session')).toBe(false);
    expect(getSessionStatus().reload?.blockedBy).toBe('offline');
    goOnline();
    expect(reload).toHaveBeenCalledOnce();
  });

  it('go ahead when the user asks, unsaved input or not', () => {
    registerUnsavedChanges('a');
    requestReload('session');
    reloadNow();
    expect(reload).toHaveBeenCalledOnce();
  });
});

describe('failed chunk loads', () => {
  const chunkError = new TypeError('Failed to fetch dynamically imported module: /assets/page-abc.js');

  it('are recognised by their browser messages', () => {
    expect(isChunkLoadError(chunkError)).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Failed to fetch'))).toBe(false);
    expect(isChunkLoadError('nope')).toBe(false);
  });

  it('reload once, at most once per 60 seconds; a second failure within the minute shows the dialog', () => {
    const start = 1_000_000;
    vi.spyOn(Date, 'now').mockReturnValue(start);
    handleChunkLoadError(start);
    expect(reload).toHaveBeenCalledOnce();
    expect(sessionStorage.getItem('portal.chunkReloadAt')).toBe(String(start));

    // The page reloaded: fresh state, same tab storage.
    resetSessionStatusForTests();
    handleChunkLoadError(start + CHUNK_RELOAD_INTERVAL_MS - 1);
    expect(reload).toHaveBeenCalledOnce();
    expect(getSessionStatus().problem).toBe('chunk');

    resetSessionStatusForTests();
    handleChunkLoadError(start + CHUNK_RELOAD_INTERVAL_MS + 1);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it("are caught from Vite's preload event", () => {
    window.dispatchEvent(new Event('vite:preloadError'));
    expect(reload).toHaveBeenCalledOnce();
  });
});
