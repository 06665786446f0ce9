import { keepPreviousData, queryOptions, useMutation } from '@tanstack/react-query';
import { PAYMENT_FILTERS } from '../../../../shared/orders/order-status';
import type {
  OrdersDeliveryFragment,
  OrdersDetailQuery,
  OrdersListQuery,
  OrdersOpenOrderQuery,
} from '../../../gql/graphql';
import { ACCEPT, apiUrl, bearer, errorFromAnswer, isAbortError, NetworkError, readBody } from '../../../lib/api';
import { graphqlRequest } from '../../../lib/graphql';
import { queryKeys } from '../../../lib/query-keys';
import { withSession } from '../../../lib/session';
import type { DeliveryTab, OrderListSearch } from '../orders.search';
import {
  exportOpenOrdersDocument,
  openDeliveriesDocument,
  openOrderDocument,
  orderDetailDocument,
  orderListDocument,
  shippedOrdersDocument,
} from './orders.operations';

export type OrderListPage = OrdersListQuery['orders'];
export type OrderListItem = OrderListPage['items'][number];
export type OrderDetail = NonNullable<OrdersDetailQuery['order']>;
export type OrderDetailLine = OrderDetail['details'][number];
export type OpenOrderCompany = OrdersOpenOrderQuery['openOrderV4'][number];
export type OpenOrderLine = OpenOrderCompany['orders'][number];
export type OpenOrderDelivery = OpenOrderCompany['deliveries'][number];
export type DeliveryRow = OrdersDeliveryFragment;

const LIST_STALE_MS = 30_000;

/** One page of the active customer's orders, newest first, with their payment state (spec 01 §7). */
export function orderListQuery(search: OrderListSearch) {
  return queryOptions({
    queryKey: queryKeys.orders.list(search),
    queryFn: async ({ signal }): Promise<OrderListPage> => {
      const { orders } = await graphqlRequest(
        orderListDocument,
        {
          filter: {
            page: search.page,
            limit: search.limit,
            status: search.status ?? null,
            // The SDL takes the spec's filter names (complete, pending, failed, void, on processing).
            paymentStatus: search.payment === undefined ? null : PAYMENT_FILTERS[search.payment].label,
            from: search.from ?? null,
            to: search.to ?? null,
            poNumber: search.po ?? null,
            orderNo: search.orderNo ?? null,
          },
          withPayment: true,
        },
        { signal },
      );
      return orders;
    },
    staleTime: LIST_STALE_MS,
    placeholderData: keepPreviousData,
  });
}

/** One order of the active customer; null when it is not theirs or does not exist. */
export function orderDetailQuery(orderNo: string) {
  return queryOptions({
    queryKey: queryKeys.orders.detail(orderNo),
    queryFn: async ({ signal }): Promise<OrderDetail | null> => {
      const { order } = await graphqlRequest(orderDetailDocument, { orderNo }, { signal });
      return order ?? null;
    },
    staleTime: LIST_STALE_MS,
  });
}

/**
 * The active customer's open orders per company (openOrderV4), one page of each company's open lines and open
 * deliveries (10 or 20 a page) with their totals; the previous page stays shown while the next loads.
 */
export function openOrderQuery(page = 1, limit: 10 | 20 = 10) {
  return queryOptions({
    queryKey: [...queryKeys.orders.open(), page, limit] as const,
    queryFn: async ({ signal }) => (await graphqlRequest(openOrderDocument, { page, limit }, { signal })).openOrderV4,
    staleTime: LIST_STALE_MS,
    placeholderData: keepPreviousData,
  });
}

/** Shipped orders or open deliveries in a range of at most 30 days (checked before asking). */
export function deliveriesQuery(tab: DeliveryTab, from: string, to: string) {
  return queryOptions({
    queryKey: queryKeys.orders.deliveries(tab, from, to),
    queryFn: async ({ signal }): Promise<DeliveryRow[]> => {
      if (tab === 'shipped')
        return (await graphqlRequest(shippedOrdersDocument, { from, to }, { signal })).shippedOrders;
      return (await graphqlRequest(openDeliveriesDocument, { from, to }, { signal })).openDeliveries;
    },
    staleTime: LIST_STALE_MS,
    placeholderData: keepPreviousData,
  });
}

/** The spec's log line of a failed export (spec 01 §8 OE1); the page tells the user as well. */
export const EXPORT_FAILURE_LOG = 'Something went wrong (OE1).';

/** A report's file, fetched with the session's token (a link cannot send it) and handed to the browser to save. */
async function downloadReport(id: string, fileName: string): Promise<void> {
  const blob = await withSession(async (accessToken): Promise<Blob> => {
    let response: Response;
    try {
      response = await fetch(apiUrl(`/reports/${encodeURIComponent(id)}/download`), {
        headers: {
          Accept: `application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,${ACCEPT}`,
          ...bearer(accessToken),
        },
      });
    } catch (error) {
      if (isAbortError(error)) throw error;
      throw new NetworkError(error);
    }
    if (!response.ok) throw errorFromAnswer(response, await readBody(response));
    return response.blob();
  });
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    link.rel = 'noopener';
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // The click has handed the blob to the download already; a later revoke keeps slow browsers safe.
    setTimeout(() => {
      URL.revokeObjectURL(url);
    }, 10_000);
  }
}

/**
 * The open-order export: exportOpenOrders makes the report, then its file is downloaded as the report's fileName
 * ('List Open Order - DD-MM-YYYY.xlsx'). A failure logs 'Something went wrong (OE1).' and rejects, so the page
 * shows it (STYLE §8: nothing fails silently).
 */
export function useExportOpenOrders() {
  return useMutation({
    mutationKey: [...queryKeys.orders.root, 'export'],
    mutationFn: async (): Promise<string> => {
      try {
        const { exportOpenOrders: result } = await graphqlRequest(exportOpenOrdersDocument, {});
        const report = result.report;
        if (!report || result.message.status === 'FAILED') {
          throw new Error(result.userErrors[0]?.message ?? result.message.description);
        }
        await downloadReport(report.id, report.fileName);
        return report.fileName;
      } catch (error) {
        console.error(EXPORT_FAILURE_LOG, error);
        throw error;
      }
    },
  });
}
