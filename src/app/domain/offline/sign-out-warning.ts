import { useSyncExternalStore } from 'react';
import { pageUserId } from '../../lib/session';
import { useSignOut } from '../../lib/use-sign-out';

/**
 * Every "Log out" goes through here (ARCHITECTURE.md "Offline"): with unsent items the layout's SignOutWarningDialog
 * asks first (keep them for this user, or delete them); without, the user is signed out at once.
 */
let pending: number | null = null;
const listeners = new Set<() => void>();

function setPending(count: number | null): void {
  pending = count;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The unsent count the warning shows, while it is open. */
export function useSignOutWarning(): { unsent: number | null; close: () => void } {
  const unsent = useSyncExternalStore(
    subscribe,
    () => pending,
    () => null,
  );
  return {
    unsent,
    close: () => {
      setPending(null);
    },
  };
}

/** The sign-out of the menus and the home page: warns first while the outbox holds unsent items. */
export function useSignOutWithWarning() {
  const signOut = useSignOut();
  return {
    isPending: signOut.isPending,
    signOut: () => {
      signOut.mutate();
    },
    request: async () => {
      const userId = pageUserId();
      const unsent =
        userId === null
          ? 0
          : await import('./outbox-status')
              .then(({ outboxStatus }) => outboxStatus(userId))
              .then((status) => status.unsent)
              .catch(() => 0);
      if (unsent > 0) setPending(unsent);
      else signOut.mutate();
    },
  };
}
