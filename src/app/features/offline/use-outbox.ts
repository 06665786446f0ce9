import { useEffect, useState } from 'react';
import { listEntries, observe, type OutboxListItem } from '../../../browser/outbox';

/**
 * The user's outbox entries (discarded ones left out), live: they change with every replay, in this page, another
 * tab or the service worker. undefined while the first read runs. For the Outbox page (its own chunk).
 */
export function useOutboxEntries(userId: string | null): OutboxListItem[] | undefined {
  const [state, setState] = useState<{ userId: string | null; items: OutboxListItem[] | undefined }>({
    userId,
    items: undefined,
  });
  useEffect(() => {
    if (userId === null) return;
    return observe(
      () => listEntries(userId),
      (items) => {
        setState({ userId, items });
      },
    );
  }, [userId]);
  if (userId === null) return [];
  return state.userId === userId ? state.items : undefined;
}
