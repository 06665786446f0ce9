import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { firstCustGroup } from '../../../../shared/customers/customer-code';
import { apiRequest, bearer, tokenPairSchema, type TokenPair, type User } from '../../../lib/api';
import { graphqlRequest } from '../../../lib/graphql';
import { queryKeys } from '../../../lib/query-keys';
import { offlineFirst } from '../../../lib/offline-cache';
import { pageUserId, replaceTokens, withSession } from '../../../lib/session';
import type { CustomerSummary } from '../../../domain/customer/acting-customer';
import { leavePageAfterSwitch } from '../leave-page';
import { areaSorgs, searchOfflineCustomers, toListItem } from '../offline-customers';
import { rememberRecentCustomer } from '../recent-customers';
import { customerListDocument } from './customers.operations';

/** Customer list page sizes (spec 01 §9: 10, 25, 50; default 10). */
export const CUSTOMER_PAGE_SIZES = [10, 25, 50] as const;
export type CustomerPageSize = (typeof CUSTOMER_PAGE_SIZES)[number];

/** A row of the customer dialog. */
export interface CustomerListItem extends CustomerSummary {
  /** The customer group of the first area ('N/A' when none). */
  group: string;
  /** The sorgs of the customer's areas: the host's own customers come first in the dialog. */
  sorgs: string[];
}

export interface CustomerListPage {
  items: CustomerListItem[];
  page: number;
  count: number;
  pageTotal: number;
}

export interface CustomerListParams {
  search: string;
  page: number;
  limit: CustomerPageSize;
}

/** The unsearched first page: the chip and the auto-open rule share it (and its cache) with the dialog. */
export const FIRST_CUSTOMER_PAGE: CustomerListParams = { search: '', page: 1, limit: 10 };

/** One page of the customers the user may switch to (salesCustomers: name, code or city; sorted by name). */
export function customerListQuery(params: CustomerListParams) {
  return queryOptions({
    queryKey: queryKeys.customers.list(params),
    // The signal cancels a superseded search and the request of a dialog that was closed meanwhile.
    // Offline, the dialog searches the list kept on the device (offline-customers.ts).
    queryFn: offlineFirst(
      async ({ signal }): Promise<CustomerListPage> => {
        const data = await graphqlRequest(
          customerListDocument,
          { search: params.search.trim() || null, page: params.page, limit: params.limit },
          { signal },
        );
        const { items, info } = data.salesCustomers;
        return {
          items: items.map((item) =>
            toListItem({ ...item, group: firstCustGroup(item.custAreas), sorgs: areaSorgs(item.custAreas) }),
          ),
          page: info.page,
          count: info.count,
          pageTotal: info.pageTotal,
        };
      },
      async () => {
        const userId = pageUserId();
        return userId === null ? undefined : searchOfflineCustomers(userId, params);
      },
    ),
    staleTime: 60_000,
    // A typed search keeps the previous page on screen until the new one arrives.
    placeholderData: keepPreviousData,
    // Spec 01 §8: the customer-list load fails silently (the dialog shows what it has, logged below).
    retry: false,
  });
}

/**
 * POST /api/change-cust/{id} through the session rules: a new token pair carrying the customer. Exempt from the
 * token/customer mismatch rule (spec 01 §4 Session): this request is the one that changes the customer.
 */
export function postChangeCustomer(id: string): Promise<TokenPair> {
  return withSession(
    (accessToken) =>
      apiRequest(`/change-cust/${encodeURIComponent(id)}`, {
        method: 'POST',
        headers: bearer(accessToken),
        schema: tokenPairSchema,
      }),
    { checkIdentity: false },
  );
}

export const switchCustomerMutationKey = [...queryKeys.customers.root, 'switch'] as const;

/**
 * Switches the active customer (spec 01 §4 Customer dialog): request the switch, store the new tokens, set the
 * customer, then leave the page (reload, or the default catalog URL on catalog pages). The mutation stays pending
 * while the page goes, so the waiting overlay and the chip's 'please wait' stay until the new page replaces them.
 */
export function useSwitchCustomer(userId: string, { onError }: { onError: (error: unknown) => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: switchCustomerMutationKey,
    mutationFn: async (customer: CustomerSummary): Promise<never> => {
      // Stored in the local database too before the page leaves (the catalog download and the worker use it).
      await replaceTokens(await postChangeCustomer(customer.id));
      rememberRecentCustomer(userId, customer);
      queryClient.setQueryData<User>(queryKeys.session.user(), (user) =>
        user
          ? {
              ...user,
              hasCustCode: true,
              customerData: {
                id: customer.id,
                custName: customer.name,
                custCode: { unified: null, isr: customer.code, r3: null },
                custAddress: customer.address,
                custCity: customer.city,
                custEmail: customer.email,
                custPhone: customer.phone,
              },
            }
          : user,
      );
      leavePageAfterSwitch();
      return new Promise<never>(() => {
        // Settles never: the page is being replaced.
      });
    },
    onError,
  });
}
