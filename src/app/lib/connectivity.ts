import { useSyncExternalStore } from 'react';
import { onConnectivityChange } from '../../browser/network';
import { env } from '../env';

/**
 * The page's one answer to "are we online" (spec 01 §4 Connectivity), for every reader in the app: the browser's
 * online/offline events say when to look, GET {apiBase}/health says whether the server really answers
 * (src/browser/network.ts), so a captive portal or a dead access point counts as offline. The check runs while
 * something watches (a mounted hook or a subscriber); without a watcher the browser's word is taken. Readers that
 * are always there (the session status, the offline cache, the outbox runner) listen without starting the check.
 */

const listeners = new Set<() => void>();
/** The server check's last answer; null before the first. */
let checked: boolean | null = null;
let watchers = 0;
let stopChecks: (() => void) | null = null;

function notify(): void {
  for (const listener of listeners) listener();
}

// Going offline counts at once (isOnline reads the browser first); back online counts once the server answers.
function handleBrowserChange(): void {
  notify();
}

function listen(listener: () => void): () => void {
  if (listeners.size === 0) {
    globalThis.addEventListener('online', handleBrowserChange);
    globalThis.addEventListener('offline', handleBrowserChange);
  }
  listeners.add(listener);
  return () => {
    if (!listeners.delete(listener) || listeners.size > 0) return;
    globalThis.removeEventListener('online', handleBrowserChange);
    globalThis.removeEventListener('offline', handleBrowserChange);
  };
}

function browserSaysOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine;
}

/** Online now: offline when the browser says so, else the server check's last answer (the browser's until then). */
export function isOnline(): boolean {
  if (!browserSaysOnline()) return false;
  return checked ?? true;
}

/**
 * Calls `listener` whenever {@link isOnline} may have changed, and keeps the server check running while subscribed;
 * returns the unsubscribe.
 */
export function subscribeConnectivity(listener: () => void): () => void {
  const unlisten = listen(listener);
  watchers += 1;
  stopChecks ??= onConnectivityChange((online) => {
    checked = online;
    notify();
  }, env.apiBase);
  let subscribed = true;
  return () => {
    if (!subscribed) return;
    subscribed = false;
    unlisten();
    watchers -= 1;
    if (watchers === 0) {
      stopChecks?.();
      stopChecks = null;
      checked = null;
    }
  };
}

/**
 * Calls `listener` whenever {@link isOnline} may have changed, without starting the server check: for a reader
 * that is there all the time, so the check still runs only while a page watches. Returns the unsubscribe.
 */
export function listenConnectivity(listener: () => void): () => void {
  return listen(listener);
}

/**
 * Calls `onBack` each time the device comes back online ({@link isOnline} turns true after being false), for
 * work that waits for the network (asking again, sending). Listens without starting the check; returns the
 * unsubscribe.
 */
export function onBackOnline(onBack: () => void): () => void {
  let online = isOnline();
  return listenConnectivity(() => {
    const now = isOnline();
    if (now && !online) onBack();
    online = now;
  });
}

/** Whether the device is online, re-rendering when it changes. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribeConnectivity, isOnline, () => true);
}
