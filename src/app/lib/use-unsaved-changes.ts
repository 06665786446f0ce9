import { useEffect, useId } from 'react';
import { clearUnsavedChanges, registerUnsavedChanges } from './session-status';

/**
 * Tells the session rules that this form holds input a reload would lose while `dirty` is true: a reload they
 * want (a new session from another tab, a new build) waits and asks the user instead (spec 01 §4 Session).
 */
export function useUnsavedChanges(dirty: boolean): void {
  const id = useId();
  useEffect(() => {
    if (!dirty) return undefined;
    registerUnsavedChanges(id);
    return () => {
      clearUnsavedChanges(id);
    };
  }, [dirty, id]);
}
