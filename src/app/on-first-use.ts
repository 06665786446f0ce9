// Loading parts of the page when they are first needed, or when the browser is idle (spec 01 §9: nothing that is
// not drawn delays the first page). Used by main.tsx and the route layouts for their lazily loaded parts.
import { useEffect, useState } from 'react';

/** How long work may wait for an idle moment before it starts anyway. */
export const IDLE_TIMEOUT_MS = 2000;

/** Runs `task` when the browser is idle (at the latest after IDLE_TIMEOUT_MS); the returned function cancels it. */
export function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: IDLE_TIMEOUT_MS });
    return () => {
      window.cancelIdleCallback(handle);
    };
  }
  const handle = window.setTimeout(task, 1);
  return () => {
    window.clearTimeout(handle);
  };
}

/** True once the browser has been idle after the first render. */
export function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(
    () =>
      whenIdle(() => {
        setIdle(true);
      }),
    [],
  );
  return idle;
}

/** True from the first render where `flag` is true on: a lazily loaded part stays mounted (a dialog animates its close). */
export function useOnceTrue(flag: boolean): boolean {
  const [seen, setSeen] = useState(flag);
  if (flag && !seen) setSeen(true);
  return seen || flag;
}
