import { useEffect, useState } from 'react';
import { observe } from '../../../browser/outbox/queries';
import { listOrderDrafts, type OrderDraftView } from '../../../browser/order-drafts';

/**
 * The user's order drafts of one customer, newest first, live: their states follow their outbox entries, which
 * change with every replay (this page, another tab, the service worker). undefined while the first read runs.
 */
export function useOrderDrafts(userId: string | null, customerId: string | null): OrderDraftView[] | undefined {
  const [state, setState] = useState<{ key: string; drafts: OrderDraftView[] | undefined }>({
    key: '',
    drafts: undefined,
  });
  const key = `${userId ?? ''}:${customerId ?? ''}`;
  useEffect(() => {
    if (userId === null || customerId === null) return;
    return observe(
      () => listOrderDrafts(userId, { customerId }),
      (drafts) => {
        setState({ key, drafts });
      },
    );
  }, [userId, customerId, key]);
  if (userId === null || customerId === null) return [];
  return state.key === key ? state.drafts : undefined;
}
