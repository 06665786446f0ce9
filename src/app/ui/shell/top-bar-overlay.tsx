import { Overlay } from '@mantine/core';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useId, useState } from 'react';

type Report = (id: string, opened: boolean) => void;

const OverlayContext = createContext<Report>(() => undefined);

/**
 * Spec 01 §2: each top-bar menu turns a global overlay on while open. Menus report through
 * {@link useTopBarMenuOverlay}; the overlay dims the page below the header until the last one closes.
 */
export function TopBarOverlayProvider({ children }: { children: ReactNode }) {
  const [openMenus, setOpenMenus] = useState<ReadonlySet<string>>(new Set());
  const report = useCallback<Report>((id, opened) => {
    setOpenMenus((current) => {
      if (current.has(id) === opened) return current;
      const next = new Set(current);
      if (opened) next.add(id);
      else next.delete(id);
      return next;
    });
  }, []);
  return (
    <OverlayContext.Provider value={report}>
      {children}
      {openMenus.size > 0 && (
        <Overlay fixed zIndex={150} backgroundOpacity={0.3} data-testid="top-bar-overlay" aria-hidden="true" />
      )}
    </OverlayContext.Provider>
  );
}

/** The `onChange` for a top-bar menu: reports its state to the overlay, and closes it on unmount. */
export function useTopBarMenuOverlay(): (opened: boolean) => void {
  const report = useContext(OverlayContext);
  const id = useId();
  useEffect(
    () => () => {
      report(id, false);
    },
    [report, id],
  );
  return useCallback((opened: boolean) => report(id, opened), [report, id]);
}
