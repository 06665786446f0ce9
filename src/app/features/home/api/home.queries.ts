import { queryOptions } from '@tanstack/react-query';
import type { VisitBrand } from '../../../../shared/visit-forms/visit-form';
import { graphqlRequest } from '../../../lib/graphql';
import { offlineFirst } from '../../../lib/offline-cache';
import { queryKeys } from '../../../lib/query-keys';
import {
  homeCartDocument,
  homeCreditDocument,
  homeInvoicesDocument,
  homeOrdersDocument,
  homePromotionsDocument,
  homeSignInFailuresDocument,
  homeUnvisitedDocument,
  homeVisitsDocument,
  homeWaitingDocument,
} from './home.operations';

/**
 * A card's answer with the time the server gave it. Offline, `offlineFirst` keeps the answer the device holds (the
 * 'home' root is persisted), and with it the time it was fetched: what the card shows as "as of 10:42".
 */
export interface Dated<T> {
  data: T;
  fetchedAt: number;
}

const CARD_STALE_MS = 60_000;

function cardQuery<T>(key: readonly unknown[], fetch: (signal: AbortSignal) => Promise<T>) {
  return queryOptions({
    queryKey: key,
    queryFn: offlineFirst(async ({ signal }): Promise<Dated<T>> => ({
      data: await fetch(signal),
      fetchedAt: Date.now(),
    })),
    staleTime: CARD_STALE_MS,
    retry: false,
  });
}

export function homeCartQuery() {
  return cardQuery(queryKeys.home.card('cart'), async (signal) => {
    const { cart } = await graphqlRequest(homeCartDocument, {}, { signal });
    return cart;
  });
}

export function homeOrdersQuery() {
  return cardQuery(queryKeys.home.card('orders'), async (signal) => {
    const { orders } = await graphqlRequest(homeOrdersDocument, {}, { signal });
    return orders;
  });
}

export function homeInvoicesQuery(custCode: string) {
  return cardQuery(queryKeys.home.card('invoices', custCode), async (signal) => {
    const { openInvoiceV5 } = await graphqlRequest(homeInvoicesDocument, { custCode }, { signal });
    return openInvoiceV5;
  });
}

export function homeCreditQuery() {
  return cardQuery(queryKeys.home.card('credit'), async (signal) => {
    const { creditInformation } = await graphqlRequest(homeCreditDocument, {}, { signal });
    return creditInformation;
  });
}

export function homePromotionsQuery() {
  return cardQuery(queryKeys.home.card('promotions'), async (signal) => {
    const { promotions } = await graphqlRequest(homePromotionsDocument, {}, { signal });
    return promotions;
  });
}

export function homeVisitsQuery(brand: VisitBrand, days: { today: string; weekFrom: string; weekTo: string }) {
  return cardQuery(queryKeys.home.card('visits', brand, days.today), async (signal) =>
    graphqlRequest(homeVisitsDocument, { brand, today: days.today, from: days.weekFrom, to: days.weekTo }, { signal }),
  );
}

export function homeUnvisitedQuery(brand: VisitBrand) {
  return cardQuery(queryKeys.home.card('unvisited', brand), async (signal) => {
    const { formVisitSalesCustomers } = await graphqlRequest(homeUnvisitedDocument, { brand }, { signal });
    return formVisitSalesCustomers;
  });
}

export function homeWaitingQuery(rights: { desk: boolean; claims: boolean }) {
  return cardQuery(queryKeys.home.card('waiting', rights.desk, rights.claims), async (signal) =>
    graphqlRequest(homeWaitingDocument, rights, { signal }),
  );
}

export function homeSignInFailuresQuery() {
  return cardQuery(queryKeys.home.card('sign-in-failures'), async (signal) => {
    const { signInFailures } = await graphqlRequest(homeSignInFailuresDocument, {}, { signal });
    return signInFailures;
  });
}
