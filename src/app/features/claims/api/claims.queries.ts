import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ClaimListSearch } from '../../../../shared/claims/claim-form';
import type {
  ClaimsClaimDetailFragment,
  ClaimsClaimRowFragment,
  ClaimsFormDataQuery,
  ClaimsFrameChecksQuery,
  ClaimsReferenceQuery,
} from '../../../gql/graphql';
import { graphqlRequest } from '../../../lib/graphql';
import { offlineFirst } from '../../../lib/offline-cache';
import { queryKeys } from '../../../lib/query-keys';
import {
  claimArticlesDocument,
  claimCustomersDocument,
  claimDetailDocument,
  claimFormDataDocument,
  claimFrameChecksDocument,
  claimListDocument,
  claimReferenceDocument,
  claimSalesCustomersDocument,
} from './claims.operations';

export type ClaimRow = ClaimsClaimRowFragment;
export type ClaimDetail = ClaimsClaimDetailFragment;
export type ClaimReference = ClaimsReferenceQuery;
export type ClaimFormData = ClaimsFormDataQuery;
export type ClaimFrameChecks = ClaimsFrameChecksQuery;

export interface ClaimListPage {
  items: ClaimRow[];
  count: number;
}

// Reference answers change rarely; the workshop may be offline for a day (the answers are persisted).
const REFERENCE_STALE_MS = 12 * 60 * 60_000;
const LIST_STALE_MS = 30_000;

/** What the viewer may do with claims and every status, kept on the device for offline filing. */
export function claimReferenceQuery() {
  return queryOptions({
    queryKey: queryKeys.claims.reference(),
    queryFn: offlineFirst(({ signal }) => graphqlRequest(claimReferenceDocument, {}, { signal })),
    staleTime: REFERENCE_STALE_MS,
  });
}

/** One page of claims, newest first, by the list's filter. */
export function claimListQuery(search: ClaimListSearch) {
  return queryOptions({
    queryKey: queryKeys.claims.list(search),
    queryFn: offlineFirst(async ({ signal }): Promise<ClaimListPage> => {
      const { claimsV3 } = await graphqlRequest(
        claimListDocument,
        {
          page: search.page,
          limit: search.limit,
          custCodes: search.customer ? [search.customer] : null,
          filter: {
            statusIds: search.status ? [search.status] : null,
            from: search.from ?? null,
            to: search.to ?? null,
            search: search.q ?? null,
          },
        },
        { signal },
      );
      return { items: claimsV3.items, count: claimsV3.info.count };
    }),
    staleTime: LIST_STALE_MS,
    placeholderData: keepPreviousData,
  });
}

/** The customers of the list's filter: a sales user's own, or (internal users) those with claims. */
export function claimCustomersQuery(kind: 'sales' | 'all') {
  return queryOptions({
    queryKey: queryKeys.claims.customers(kind),
    queryFn: offlineFirst(async ({ signal }) =>
      kind === 'sales'
        ? (await graphqlRequest(claimSalesCustomersDocument, {}, { signal })).claimSalesCustomers
        : (await graphqlRequest(claimCustomersDocument, { search: null }, { signal })).claimCustomers,
    ),
    staleTime: REFERENCE_STALE_MS,
  });
}

/** One claim with its comments, history, PDI and recalls; null when the viewer may not see it. */
export function claimDetailQuery(id: string) {
  return queryOptions({
    queryKey: queryKeys.claims.detail(id),
    queryFn: offlineFirst(
      async ({ signal }): Promise<ClaimDetail | null> =>
        (await graphqlRequest(claimDetailDocument, { id }, { signal })).claimV2,
    ),
    staleTime: LIST_STALE_MS,
  });
}

/** The dealer's data that prefills the form and the problems a claim can name, kept for offline filing. */
export function claimFormDataQuery(custCode: string) {
  return queryOptions({
    queryKey: queryKeys.claims.formData(custCode),
    queryFn: offlineFirst(({ signal }) => graphqlRequest(claimFormDataDocument, { custCode }, { signal })),
    staleTime: REFERENCE_STALE_MS,
  });
}

/** The stolen and recall checks of a frame with its data, asked together (online only). */
export function claimFrameChecksQuery(frameNumber: string) {
  return queryOptions({
    queryKey: queryKeys.claims.frame(frameNumber),
    queryFn: ({ signal }) => graphqlRequest(claimFrameChecksDocument, { frameNumber }, { signal }),
    staleTime: 60_000,
    retry: false,
  });
}

/** PAA articles matching a search (online only). */
export function claimArticlesQuery(search: string) {
  return queryOptions({
    queryKey: queryKeys.claims.articles(search),
    queryFn: async ({ signal }) => (await graphqlRequest(claimArticlesDocument, { search }, { signal })).claimArticles,
    staleTime: 5 * 60_000,
    enabled: search.trim().length >= 2,
  });
}
