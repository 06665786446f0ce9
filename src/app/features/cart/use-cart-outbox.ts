import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { OutboxEntry } from '../../../browser/outbox';
import { queryKeys } from '../../lib/query-keys';
import {
  type CartPriceChange,
  markChangesSeen,
  pendingCartChanges,
  type PendingCartChange,
  priceChangesOf,
  readSeenChanges,
  refusedRowsOf,
  watchOutboxEntries,
} from './cart-outbox';
import type { CartLineResult } from '../../domain/cart/cart.queries';

export interface CartOutboxState {
  /** Changes still on this device (queued, sending, or refused and waiting for the user on the Outbox page). */
  pending: PendingCartChange[];
  /** Prices the server changed when offline changes arrived, not yet acknowledged. */
  priceChanges: CartPriceChange[];
  /** Rows the server refused when offline changes arrived, not yet acknowledged. */
  refused: { id: string; result: CartLineResult }[];
  acknowledge: (ids: readonly string[]) => void;
}

/**
 * The outbox's cart changes of this user and customer, live. When one reaches the server the cart is fetched
 * again, so the page shows the server's prices and quantities, and what changed is listed for the user.
 */
export function useCartOutbox(userId: string | null, customerId: string | null): CartOutboxState {
  const queryClient = useQueryClient();
  const [entries, setEntries] = useState<OutboxEntry[]>([]);
  const [seen, setSeen] = useState<ReadonlySet<string>>(() => (userId ? readSeenChanges(userId) : new Set()));
  const sentKeys = useRef<Set<string> | null>(null);

  useEffect(() => {
    if (userId === null) return undefined;
    return watchOutboxEntries(userId, setEntries);
  }, [userId]);

  const mine = useMemo(() => entries.filter((entry) => entry.customerId === customerId), [entries, customerId]);

  // An entry that reached the server changed the cart there: ask for it again.
  useEffect(() => {
    const sent = new Set(mine.filter((e) => e.state === 'sent').map((e) => e.key));
    const before = sentKeys.current;
    sentKeys.current = sent;
    if (before !== null && [...sent].some((key) => !before.has(key))) {
      void queryClient.invalidateQueries({ queryKey: queryKeys.cart.content() });
    }
  }, [mine, queryClient]);

  const acknowledge = useCallback(
    (ids: readonly string[]) => {
      if (userId === null) return;
      markChangesSeen(userId, ids);
      setSeen(readSeenChanges(userId));
    },
    [userId],
  );

  return useMemo(
    () => ({
      pending: pendingCartChanges(mine),
      priceChanges: priceChangesOf(mine, seen),
      refused: refusedRowsOf(mine, seen),
      acknowledge,
    }),
    [mine, seen, acknowledge],
  );
}
