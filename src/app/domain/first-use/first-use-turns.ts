import { useEffect, useSyncExternalStore } from 'react';

// What asks for the user's attention on a first sign-in comes one at a time (spec 01 §2 banner pop-up and
// announcement; docs/decisions.md "First sign-in, one at a time"): the promotional banner pop-up first; the
// announcement banner once the pop-up is closed; the push prompt only after the user has done something on the page
// (a click, a tap or a key) while no pop-up was open, never as the page opens.

type Turn = 'announcement' | 'push';

const state = { popupShowing: false, acted: false };
const listeners = new Set<() => void>();
let snapshot = { ...state };

function changed(): void {
  snapshot = { ...state };
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The banner pop-up says whether it is open (features/banners). */
export function setBannerPopupShowing(showing: boolean): void {
  if (state.popupShowing === showing) return;
  state.popupShowing = showing;
  changed();
}

function handleAction(): void {
  // Closing the pop-up is not yet "doing something" on the page.
  if (state.popupShowing || state.acted) return;
  state.acted = true;
  changed();
  stopListening();
}

let listening = false;
const EVENTS = ['pointerdown', 'keydown'] as const;

function startListening(): void {
  if (listening || state.acted) return;
  listening = true;
  for (const type of EVENTS) window.addEventListener(type, handleAction, { capture: true, passive: true });
}

function stopListening(): void {
  if (!listening) return;
  listening = false;
  for (const type of EVENTS) window.removeEventListener(type, handleAction, { capture: true });
}

/** Whether it is the turn of `turn` to show. */
export function useFirstUseTurn(turn: Turn): boolean {
  useEffect(() => {
    if (turn === 'push') startListening();
  }, [turn]);
  const current = useSyncExternalStore(subscribe, () => snapshot);
  if (current.popupShowing) return false;
  return turn === 'announcement' || current.acted;
}

/** For tests: back to a page that has just opened. */
export function resetFirstUseTurns(): void {
  stopListening();
  state.popupShowing = false;
  state.acted = false;
  changed();
}
