import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { OutboxEntry } from '../../../browser/outbox';
import type { PendingVisitChange } from '../../../shared/visit-forms/pending-visits';
import { queryKeys } from '../../lib/query-keys';
import { pendingChangeOf, watchVisitEntries } from './visit-outbox';

export interface VisitOutbox {
  /** Every visit entry of the user (sent ones included), in queue order; undefined while the first read runs. */
  entries: OutboxEntry[] | undefined;
  /** The unsent ones, as the lists show them. */
  changes: PendingVisitChange[];
}

/**
 * The user's visit entries, live. When one reaches the server the visit queries are refreshed, so the server's
 * list takes over from the device's copy.
 */
export function useVisitOutbox(userId: string | null): VisitOutbox {
  const queryClient = useQueryClient();
  const [state, setState] = useState<{ userId: string | null; entries: OutboxEntry[] | undefined }>({
    userId,
    entries: undefined,
  });
  const sentKeys = useRef<Set<string> | null>(null);

  useEffect(() => {
    if (userId === null) return;
    sentKeys.current = null;
    return watchVisitEntries(userId, (entries) => {
      setState({ userId, entries });
      const sent = new Set(entries.filter((entry) => entry.state === 'sent').map((entry) => entry.key));
      const before = sentKeys.current;
      sentKeys.current = sent;
      if (before !== null && [...sent].some((key) => !before.has(key))) {
        // The visits and the customers' last visits changed; the reference lists did not.
        void queryClient.invalidateQueries({
          queryKey: queryKeys.visitForms.root,
          predicate: (query) => query.queryKey[1] !== 'reference-lists',
        });
      }
    });
  }, [userId, queryClient]);

  const entries = state.userId === userId ? state.entries : undefined;
  const changes = (entries ?? []).flatMap((entry) => {
    const change = pendingChangeOf(entry);
    return change ? [change] : [];
  });
  return { entries, changes };
}
