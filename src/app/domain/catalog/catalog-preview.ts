import { useSyncExternalStore } from 'react';

/**
 * Preview mode (spec 01 §2 "preview-pages button"; docs/decisions.md): the catalog as the dealer's own customers
 * see it, for showing on the shop floor — retail prices only, no dealer price, discount tiers, ordering or cart.
 * The preview button opens `/catalog?preview=true` in a new tab; the mode then holds for that tab only
 * (sessionStorage), so every catalog link works unchanged and the dealer's own tab stays as it was.
 */
const STORAGE_KEY = 'portal.catalogPreview';

const listeners = new Set<() => void>();

function read(): boolean {
  try {
    return sessionStorage.getItem(STORAGE_KEY) === '1';
  } catch {
    return false;
  }
}

function write(on: boolean): void {
  try {
    if (on) sessionStorage.setItem(STORAGE_KEY, '1');
    else sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Storage refused (private mode): the mode simply does not stick.
  }
  for (const listener of listeners) listener();
}

export const enterCatalogPreview = () => {
  write(true);
};
export const leaveCatalogPreview = () => {
  write(false);
};
export const isCatalogPreview = read;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether this tab shows the catalog in preview mode (re-renders when it is entered or left). */
export function useCatalogPreview(): boolean {
  return useSyncExternalStore(subscribe, read, () => false);
}
