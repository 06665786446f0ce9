import { useEffect, useRef, useState } from 'react';
import { PAGE_FETCH_MIN_DELAY_MS } from '../../shared/access/shell';

/**
 * Whether to show a loader for `isLoading`: once shown it stays at least `minMs` (spec 01 §9, page fetch minimum
 * delay 200 ms), so a fast answer does not make it flash. Route loads get the same from the router
 * (defaultPendingMinMs); this is for fetches inside a page (a table's next page, a search).
 */
export function useMinLoading(isLoading: boolean, minMs: number = PAGE_FETCH_MIN_DELAY_MS): boolean {
  const [holding, setHolding] = useState(false);
  const startedAt = useRef(0);
  // The render that sees a load start holds the loader (state derived during render).
  if (isLoading && !holding) setHolding(true);

  useEffect(() => {
    if (isLoading) startedAt.current = Date.now();
  }, [isLoading]);

  useEffect(() => {
    if (isLoading || !holding) return;
    const timer = setTimeout(
      () => {
        setHolding(false);
      },
      Math.max(0, startedAt.current + minMs - Date.now()),
    );
    return () => {
      clearTimeout(timer);
    };
  }, [isLoading, holding, minMs]);

  return isLoading || holding;
}
