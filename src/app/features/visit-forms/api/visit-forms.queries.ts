import { keepPreviousData, type QueryClient, queryOptions } from '@tanstack/react-query';
import { splitUnifiedCustomerCode, type VisitBrand } from '../../../../shared/visit-forms/visit-form';
import type { VisitListSearch } from '../../../../shared/visit-forms/pending-visits';
import { visitBrandSorgs } from '../../../../shared/visit-forms/visit-access';
import type {
  VisitFormsCustomersQuery,
  VisitFormsReferenceListsQuery,
  VisitFormsFormVisitFragment,
} from '../../../gql/graphql';
import { ACCEPT, bearer, errorFromAnswer, isAbortError, NetworkError, readBody } from '../../../lib/api';
import { graphqlRequest } from '../../../lib/graphql';
import { offlineFirst } from '../../../lib/offline-cache';
import { queryKeys } from '../../../lib/query-keys';
import { withSession } from '../../../lib/session';
import {
  visitCustomersDocument,
  visitDetailDocument,
  visitListDocument,
  visitReferenceListsDocument,
} from './visit-forms.operations';

/** A stored visit, as every view reads it. */
export type StoredVisit = VisitFormsFormVisitFragment;
export type StoredVisitPhoto = StoredVisit['photos'][number];
export type VisitReferenceLists = VisitFormsReferenceListsQuery;
export type VisitCustomer = VisitFormsCustomersQuery['formVisitSalesCustomers'][number];

export interface VisitListPage {
  items: StoredVisit[];
  count: number;
  pageTotal: number;
}

// The visit pages are used in stores without signal: their answers are kept on the device (lib/offline-cache.ts
// persists this area's queries), and a query that finds no network keeps what it holds.
const REFERENCE_STALE_MS = 12 * 60 * 60_000;
const LIST_STALE_MS = 30_000;

/** One page of a brand family's visits (newest first), filtered by customer and dates. */
export function visitListQuery(brand: VisitBrand, filter: VisitListSearch) {
  return queryOptions({
    queryKey: queryKeys.visitForms.list(brand, filter),
    queryFn: offlineFirst(async ({ signal }): Promise<VisitListPage> => {
      const customer = filter.customer === undefined ? undefined : splitUnifiedCustomerCode(filter.customer);
      const { formVisits } = await graphqlRequest(
        visitListDocument,
        {
          brand,
          custCodes: customer ? [customer.custCode] : null,
          page: filter.page,
          limit: filter.limit,
          from: filter.from ?? null,
          to: filter.to ?? null,
        },
        { signal },
      );
      return { items: formVisits.items, count: formVisits.info.count, pageTotal: formVisits.info.pageTotal };
    }),
    staleTime: LIST_STALE_MS,
    placeholderData: keepPreviousData,
  });
}

/** Visits of the brand held by any list page in the cache (the device's copy, offline). */
function cachedVisits(client: QueryClient, brand: VisitBrand): StoredVisit[] {
  return client
    .getQueriesData<VisitListPage>({ queryKey: queryKeys.visitForms.lists(brand) })
    .flatMap(([, page]) => page?.items ?? []);
}

/**
 * One visit by its server id, or by the client id its author's device gave it (a visit saved here); offline, the
 * copy a list page holds. null when the server has no such visit (yet).
 */
export function visitDetailQuery(brand: VisitBrand, id: string) {
  return queryOptions({
    queryKey: queryKeys.visitForms.detail(brand, id),
    queryFn: (context) =>
      offlineFirst(
        async ({ signal }): Promise<StoredVisit | null> => {
          const { formVisits } = await graphqlRequest(visitDetailDocument, { brand, id }, { signal });
          return formVisits.items.find((visit) => visit.id === id || visit.clientId === id) ?? null;
        },
        () =>
          Promise.resolve(
            cachedVisits(context.client, brand).find((visit) => visit.id === id || visit.clientId === id) ?? null,
          ),
      )(context),
    staleTime: LIST_STALE_MS,
  });
}

/** The customer's latest visit of the brand ("Start from last visit"); offline, the newest one a list holds. */
export function lastVisitQuery(brand: VisitBrand, customer: string) {
  return queryOptions({
    queryKey: queryKeys.visitForms.lastVisit(brand, customer),
    queryFn: (context) => {
      const code = splitUnifiedCustomerCode(customer);
      return offlineFirst(
        async ({ signal }): Promise<StoredVisit | null> => {
          if (!code) return null;
          const { formVisits } = await graphqlRequest(
            visitListDocument,
            { brand, custCodes: [code.custCode], page: 1, limit: 10 },
            { signal },
          );
          return formVisits.items.find((visit) => visit.sorg === code.sorg) ?? null;
        },
        () =>
          Promise.resolve(
            cachedVisits(context.client, brand)
              .filter((visit) => visit.custCode === code?.custCode && visit.sorg === code.sorg)
              .sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0] ?? null,
          ),
      )(context);
    },
    staleTime: LIST_STALE_MS,
  });
}

/** The form's reference lists of a brand family (brand displays, other midranges, equipment, series). */
export function visitReferenceListsQuery(brand: VisitBrand) {
  return queryOptions({
    queryKey: queryKeys.visitForms.referenceLists(brand),
    queryFn: offlineFirst(({ signal }) => graphqlRequest(visitReferenceListsDocument, { brand }, { signal })),
    staleTime: REFERENCE_STALE_MS,
  });
}

/**
 * The rep's customers a brand family's visit may be for (formVisitSalesCustomers, spec 02 §7), with
 * `onlyWithVisits` those with at least one visit (the list's filter).
 */
export function visitCustomersQuery(brand: VisitBrand, onlyWithVisits = false) {
  const sorgs = visitBrandSorgs(brand);
  return queryOptions({
    queryKey: queryKeys.visitForms.customers(brand, onlyWithVisits),
    queryFn: offlineFirst(async ({ signal }): Promise<VisitCustomer[]> => {
      const { formVisitSalesCustomers } = await graphqlRequest(
        visitCustomersDocument,
        { sorg: sorgs?.length === 1 ? sorgs[0] : null, onlyCustomerHasFormVisit: onlyWithVisits, brand },
        { signal },
      );
      // Sorted by name by the server.
      return formVisitSalesCustomers.filter((customer) => sorgs === undefined || sorgs.includes(customer.sorg));
    }),
    staleTime: REFERENCE_STALE_MS,
  });
}

/**
 * Loads what the form needs offline (reference lists and customers of each brand family the user records), once
 * per page load: a rep who opened the portal online in the morning can fill visits in stores without signal.
 */
export function prefetchVisitFormData(client: QueryClient, brands: readonly VisitBrand[]): Promise<unknown> {
  return Promise.allSettled(
    brands.flatMap((brand) => [
      client.query(visitReferenceListsQuery(brand)),
      client.query(visitCustomersQuery(brand)),
    ]),
  );
}

/**
 * A visit's photo: its URL answers only with the session's token (no cookie), so it is fetched with it and
 * shown from memory. Kept for the page's life; offline, an already fetched one still shows.
 */
export function visitPhotoQuery(url: string) {
  return queryOptions({
    queryKey: queryKeys.visitForms.photo(url),
    queryFn: ({ signal }) =>
      withSession(async (accessToken): Promise<Blob> => {
        let response: Response;
        try {
          response = await fetch(url, { headers: { Accept: `image/*,${ACCEPT}`, ...bearer(accessToken) }, signal });
        } catch (error) {
          if (isAbortError(error)) throw error;
          throw new NetworkError(error);
        }
        if (!response.ok) throw errorFromAnswer(response, await readBody(response));
        return response.blob();
      }),
    staleTime: Infinity,
    gcTime: 30 * 60_000,
    retry: 1,
  });
}
