import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { CartOrderHistoryQuery } from '../../../gql/graphql';
import { graphqlRequest } from '../../../lib/graphql';
import { offlineFirst } from '../../../lib/offline-cache';
import { queryKeys } from '../../../lib/query-keys';
import { orderHistoryDocument } from './cart.operations';

export type OrderHistoryPage = CartOrderHistoryQuery['orderHistory'];
export type OrderHistoryEntry = OrderHistoryPage['items'][number];

/** The active customer's past orders, a page at a time (repeat order). */
export function orderHistoryQuery(params: { page: number; limit: number }) {
  return queryOptions({
    queryKey: queryKeys.cart.orderHistory(params),
    queryFn: offlineFirst(
      async ({ signal }): Promise<OrderHistoryPage> =>
        (await graphqlRequest(orderHistoryDocument, params, { signal })).orderHistory,
    ),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
}
