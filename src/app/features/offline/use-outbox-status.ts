import { useEffect, useState } from 'react';
import type { OutboxStatus } from '../../domain/offline/outbox-status';

export type { OutboxStatus };

const NONE: OutboxStatus = { unsent: 0, attention: 0 };

/**
 * The user's unsent count for the top bar, live (0 without a user, and until the local database has loaded: it
 * is imported here on demand, so the portal's first page does not wait for it).
 */
export function useOutboxStatus(userId: string | null): OutboxStatus {
  const [state, setState] = useState<{ userId: string | null; status: OutboxStatus }>({ userId, status: NONE });
  useEffect(() => {
    if (userId === null) return;
    let stop: (() => void) | null = null;
    let cancelled = false;
    void import('../../domain/offline/outbox-status').then(({ observe, outboxStatus }) => {
      if (cancelled) return;
      stop = observe(
        () => outboxStatus(userId),
        (status) => {
          setState((previous) =>
            previous.userId === userId &&
            previous.status.unsent === status.unsent &&
            previous.status.attention === status.attention
              ? previous
              : { userId, status },
          );
        },
      );
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [userId]);
  return state.userId === userId ? state.status : NONE;
}
