import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { NotificationsListQuery } from '../../../gql/graphql';
import { graphqlRequest } from '../../../lib/graphql';
import { queryKeys } from '../../../lib/query-keys';
import { markNotificationsReadDocument, notificationsDocument } from './notifications.operations';

export type UserNotification = NotificationsListQuery['notifications'][number];

/** How many of the latest notifications the bell lists. */
export const NOTIFICATION_LIST_LIMIT = 20;
/** The bell asks again every minute while the page is visible (a push also lands here, spec 01 §1). */
const REFRESH_MS = 60_000;

export function notificationsQuery() {
  return queryOptions({
    queryKey: queryKeys.notifications.list(),
    queryFn: async ({ signal }) =>
      (await graphqlRequest(notificationsDocument, { limit: NOTIFICATION_LIST_LIMIT }, { signal })).notifications,
    staleTime: 30_000,
    refetchInterval: REFRESH_MS,
  });
}

/** Marks notifications read (all of them without ids); the list shows it at once and asks the server after. */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (ids: readonly string[] | null) => {
      await graphqlRequest(markNotificationsReadDocument, { ids: ids === null ? null : [...ids] });
    },
    onMutate: (ids) => {
      queryClient.setQueryData<UserNotification[]>(queryKeys.notifications.list(), (list) =>
        list?.map((item) => (ids === null || ids.includes(item.id) ? { ...item, read: true } : item)),
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.notifications.root }),
  });
}
