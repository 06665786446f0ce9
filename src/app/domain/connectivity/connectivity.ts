import { useSyncExternalStore } from 'react';
import { onConnectivityChange } from '../../../browser/network';
import { env } from '../../env';

/**
 * The page's one answer to "are we online" (spec 01 §4 Connectivity), for every reader in the app: the browser's
 * online/offline events say when to look, GET {apiBase}/health says whether the server really answers
 * (src/browser/network.ts), so a captive portal or a dead access point counts as offline. The check runs while
 * something watches (a mounted hook or a subscriber); without a watcher the browser's word is taken.
 */

const listeners = new Set<() => void>();
/** The server check's last answer; null before the first. */
let checked: boolean | null = null;
let stop: (() => void) | null = null;

function notify(): void {
  for (const listener of listeners) listener();
}

// Going offline counts at once (isOnline reads the browser first); back online counts once the server answers.
function handleBrowserChange(): void {
  notify();
}

function start(): () => void {
  globalThis.addEventListener('online', handleBrowserChange);
  globalThis.addEventListener('offline', handleBrowserChange);
  const stopChecks = onConnectivityChange((online) => {
    checked = online;
    notify();
  }, env.apiBase);
  return () => {
    stopChecks();
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

/** Calls `listener` whenever {@link isOnline} may have changed; returns the unsubscribe. */
export function subscribeConnectivity(listener: () => void): () => void {
  listeners.add(listener);
  stop ??= start();
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      stop?.();
      stop = null;
      checked = null;
    }
  };
}

/** Whether the device is online, re-rendering when it changes. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribeConnectivity, isOnline, () => true);
}
