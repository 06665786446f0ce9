import { useSyncExternalStore } from 'react';
import { isStandalone, needsHomeScreenInstall } from './platform';

/** Chromium's install offer (not in the DOM typings: it is not a standard). */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform: string }>;
}

/** How the app can be installed here, if at all. */
export interface InstallState {
  /** The browser offered its install prompt (Chromium: `beforeinstallprompt`). */
  canPrompt: boolean;
  /** iPad or iPhone in the browser: only Share → Add to Home Screen installs it. */
  needsHowTo: boolean;
  /** Already running as the installed app. */
  isInstalled: boolean;
}

let deferred: BeforeInstallPromptEvent | null = null;
let installedNow = false;
let captured = false;
let snapshot: InstallState | null = null;
const listeners = new Set<() => void>();

function emit(): void {
  snapshot = null;
  for (const listener of listeners) listener();
}

/**
 * Starts listening for the browser's install offer. Call it once before the first render (main.tsx): Chromium
 * fires `beforeinstallprompt` early, often before React has mounted, and an event missed is not fired again.
 */
export function captureInstallPrompt(): void {
  if (captured || typeof window === 'undefined') return;
  captured = true;
  window.addEventListener('beforeinstallprompt', (event) => {
    // Keeps Chromium's own mini-infobar away: the app offers "Install app" in its menu instead.
    event.preventDefault();
    deferred = event as BeforeInstallPromptEvent;
    emit();
  });
  window.addEventListener('appinstalled', () => {
    deferred = null;
    installedNow = true;
    emit();
  });
}

export function getInstallState(): InstallState {
  if (snapshot) return snapshot;
  const isInstalled = installedNow || isStandalone();
  snapshot = {
    canPrompt: !isInstalled && deferred !== null,
    needsHowTo: !isInstalled && needsHomeScreenInstall(),
    isInstalled,
  };
  return snapshot;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The install state, re-rendering when the browser offers or the user installs. */
export function useInstallState(): InstallState {
  return useSyncExternalStore(subscribe, getInstallState, getInstallState);
}

/**
 * Shows the browser's install prompt. A prompt can be shown only once per offer, so the offer is dropped either
 * way; Chromium may offer again later. Resolves to whether the user accepted.
 */
export async function promptInstall(): Promise<boolean> {
  const offer = deferred;
  if (!offer) return false;
  deferred = null;
  emit();
  await offer.prompt();
  const choice = await offer.userChoice;
  if (choice.outcome === 'accepted') {
    installedNow = true;
    emit();
  }
  return choice.outcome === 'accepted';
}

/** Forgets the captured offer and listeners' state (tests). */
export function resetInstallPromptForTests(): void {
  deferred = null;
  installedNow = false;
  emit();
}
