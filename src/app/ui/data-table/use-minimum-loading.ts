import { useEffect, useRef, useState } from 'react';

/**
 * `loading`, but once on it stays on for at least `minimumMs` (spec 01 §9: page fetches show their loader for at
 * least 200 ms), so a fast answer does not flash the loader for a frame.
 */
export function useMinimumLoading(loading: boolean, minimumMs = 200): boolean {
  const startedAt = useRef<number | null>(null);
  const [previous, setPrevious] = useState(loading);
  const [lingering, setLingering] = useState(false);
  // Adjusting state while rendering (React's pattern for "state derived from a changed prop"): the frame in which
  // loading ends already shows the lingering loader.
  if (previous !== loading) {
    setPrevious(loading);
    setLingering(!loading);
  }

  useEffect(() => {
    if (loading) {
      startedAt.current ??= Date.now();
      return undefined;
    }
    if (!lingering) return undefined;
    const elapsed = startedAt.current === null ? minimumMs : Date.now() - startedAt.current;
    const timer = setTimeout(
      () => {
        startedAt.current = null;
        setLingering(false);
      },
      Math.max(0, minimumMs - elapsed),
    );
    return () => {
      clearTimeout(timer);
    };
  }, [loading, lingering, minimumMs]);

  return loading || lingering;
}
