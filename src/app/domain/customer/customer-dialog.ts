import { useSyncExternalStore } from 'react';

// Who may open the customer selection dialog: the chip, the needs-customer guard, a menu item. A tiny external
// store (no library), so the guard can open it from outside React and the dialog reads it with one hook.

/** What the customer selection dialog should show now. */
export interface CustomerDialogState {
  opened: boolean;
  /**
   * The page needs a customer and none is selected (spec 01 §4 Customer dialog): the older variant then cannot
   * be closed, and the dialog only appears when the user has customers to choose from.
   */
  required: boolean;
}

const CLOSED: CustomerDialogState = { opened: false, required: false };

let state: CustomerDialogState = CLOSED;
const listeners = new Set<() => void>();

function setState(next: CustomerDialogState): void {
  if (next.opened === state.opened && next.required === state.required) return;
  state = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function getSnapshot(): CustomerDialogState {
  return state;
}

/** Opens the dialog; `required` when the current page cannot be used without a customer. */
export function openCustomerDialog({ required = false }: { required?: boolean } = {}): void {
  setState({ opened: true, required });
}

/** Closes the dialog (the route guard calls it when the user leaves a page that needed a customer). */
export function closeCustomerDialog(): void {
  setState(CLOSED);
}

/** The current state, outside React. */
export function getCustomerDialogState(): CustomerDialogState {
  return state;
}

/** The current state; re-renders when the dialog is opened or closed. */
export function useCustomerDialogState(): CustomerDialogState {
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}
