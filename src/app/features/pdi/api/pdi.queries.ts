import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { PdiFieldsFragment, PdiFrameQuery, PdiInput } from '../../../gql/graphql';
import { NetworkError } from '../../../lib/api';
import { graphqlRequest } from '../../../lib/graphql';
import { offlineFirst } from '../../../lib/offline-cache';
import { queryKeys } from '../../../lib/query-keys';
import type { PdiListSearch } from '../pdi.search';
import {
  createPdiDocument,
  deletePdiDocument,
  pdiChecklistDocument,
  pdiDetailDocument,
  pdiFrameDocument,
  pdiListDocument,
  restorePdiDocument,
  updatePdiDocument,
} from './pdi.operations';

export type StoredPdi = PdiFieldsFragment;
export type PdiFrame = PdiFrameQuery['claimRecallFrames'];
export type { PdiListSearch } from '../pdi.search';

export interface PdiListPage {
  items: StoredPdi[];
  count: number;
}

export function pdiListQuery(filter: PdiListSearch) {
  return queryOptions({
    queryKey: queryKeys.pdi.list(filter),
    // Kept on the device (lib/offline-cache.ts): the workshop stand may have no signal.
    queryFn: offlineFirst(async ({ signal }): Promise<PdiListPage> => {
      const { claimPDIs } = await graphqlRequest(
        pdiListDocument,
        { search: filter.search ?? null, showDeleted: filter.deleted === true, page: filter.page, limit: filter.limit },
        { signal },
      );
      return { items: claimPDIs.items, count: claimPDIs.info.count };
    }),
    staleTime: 15_000,
    placeholderData: keepPreviousData,
  });
}

export function pdiDetailQuery(id: string) {
  return queryOptions({
    queryKey: queryKeys.pdi.detail(id),
    queryFn: offlineFirst(
      async ({ signal }) => (await graphqlRequest(pdiDetailDocument, { id }, { signal })).claimPDI ?? null,
    ),
    // Offline, a PDI without a copy here fails at once instead of waiting for the network (the route's loader
    // would wait with it): the page then opens what the outbox holds of it.
    retry: (failures, error) => !(error instanceof NetworkError) && failures < 1,
  });
}

/** The checklist template in sorting order (spec 02 §5); it rarely changes. */
export function pdiChecklistQuery() {
  return queryOptions({
    queryKey: queryKeys.pdi.checklist(),
    queryFn: offlineFirst(async ({ signal }) => {
      const { claimPDIChecklist } = await graphqlRequest(pdiChecklistDocument, {}, { signal });
      return [...claimPDIChecklist].sort((a, b) => a.sorting - b.sorting);
    }),
    staleTime: 12 * 60 * 60_000,
  });
}

/**
 * The frame's article data and recalls; asked once the number passes the frame rule. Offline, a frame looked up
 * earlier on this device answers from its copy; another is looked up by the server when the PDI arrives.
 */
export function pdiFrameQuery(frameNumber: string) {
  return queryOptions({
    queryKey: queryKeys.pdi.frame(frameNumber),
    queryFn: offlineFirst(
      async ({ signal }) => (await graphqlRequest(pdiFrameDocument, { frameNumber }, { signal })).claimRecallFrames,
    ),
    staleTime: 5 * 60_000,
  });
}

export async function createPdi(input: PdiInput, clientId: string) {
  return (await graphqlRequest(createPdiDocument, { input, clientId })).createClaimPDI;
}

export async function updatePdi(id: string, baseVersion: number, input: PdiInput) {
  return (await graphqlRequest(updatePdiDocument, { id, baseVersion, input })).updateClaimPDI;
}

export async function deletePdi(id: string) {
  return (await graphqlRequest(deletePdiDocument, { id })).deleteClaimPDI;
}

export async function restorePdi(id: string) {
  return (await graphqlRequest(restorePdiDocument, { id })).restoreClaimPDI;
}
