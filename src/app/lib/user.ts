import { queryOptions } from '@tanstack/react-query';
import { getUser } from './api';
import { offlineFirst } from './offline-cache';
import { queryKeys } from './query-keys';
import { withSession } from './session';

/** GET /user of the signed-in user, through the session rules (refresh on 401, sign-out when refused). */
export function userQuery() {
  return queryOptions({
    queryKey: queryKeys.session.user(),
    queryFn: offlineFirst(() => withSession(getUser)),
    staleTime: 5 * 60_000,
    // withSession already retried what is worth retrying.
    retry: false,
  });
}
