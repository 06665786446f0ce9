// Whether the desktop rail shows its labels (docs/decisions.md, "Layouts"): the user's choice, kept on the device.
// It is read while the frame first renders, so the rail starts at its remembered width (no shift after the start).
import { useCallback, useState } from 'react';

export const RAIL_EXPANDED_KEY = 'portal.rail.expanded';

/** The remembered choice; collapsed when none was made or the storage cannot be read. */
export function readRailExpanded(storage?: Pick<Storage, 'getItem'>): boolean {
  try {
    return (storage ?? localStorage).getItem(RAIL_EXPANDED_KEY) === 'true';
  } catch {
    return false;
  }
}

/** Keeps the choice; a storage that refuses (private mode, full) leaves it for this page only. */
export function storeRailExpanded(expanded: boolean, storage?: Pick<Storage, 'setItem'>): void {
  try {
    (storage ?? localStorage).setItem(RAIL_EXPANDED_KEY, String(expanded));
  } catch {
    // Not kept: the rail still follows the toggle until the page is left.
  }
}

/** The rail's state, restored at the first render, and its toggle, which remembers the new state. */
export function useRailExpanded(): [expanded: boolean, toggle: () => void] {
  const [expanded, setExpanded] = useState(() => readRailExpanded());
  const toggle = useCallback(() => {
    setExpanded((current) => {
      storeRailExpanded(!current);
      return !current;
    });
  }, []);
  return [expanded, toggle];
}
