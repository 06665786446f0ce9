import { queryOptions } from '@tanstack/react-query';
import { graphqlRequest } from '../../../lib/graphql';
import { offlineFirst } from '../../../lib/offline-cache';
import { queryKeys } from '../../../lib/query-keys';
import { homeViewerDocument } from './home.operations';

/** The signed-in user as GraphQL `me` answers it (the same object as GET /api/user). */
export function homeViewerQuery() {
  return queryOptions({
    queryKey: queryKeys.home.viewer(),
    queryFn: offlineFirst(() => graphqlRequest(homeViewerDocument)),
    staleTime: 5 * 60_000,
    retry: false,
  });
}
