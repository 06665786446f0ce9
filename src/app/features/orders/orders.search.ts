// The search params of the order pages: /order's filters and page (spec 01 §7 orders(filter), §9 table page size
// 10 or 20) and /order/delivery's tab and range. The URL holds them, so a filtered list can be shared and reloaded.
// The route tree checks them before any page loads, so this file rides in the first-load chunk and imports no
// schema library (docs/decisions.md, "First-load budgets"): lengths are the form's and the server's to check.
import {
  ORDER_STATUSES,
  type OrderStatus,
  PAYMENT_FILTERS,
  type PaymentFilter,
} from '../../../shared/orders/order-status';
import { isVisitDay } from '../../../shared/visit-forms/visit-address';

/** ORDER_PAGE_SIZES of shared/orders/order-list.ts (spec 01 §9), without that file's schema library. */
export type OrderPageSize = 10 | 20;

export interface OrderListSearch {
  page: number;
  limit: OrderPageSize;
  status?: OrderStatus;
  payment?: PaymentFilter;
  from?: string;
  to?: string;
  po?: string;
  orderNo?: string;
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined);
const day = (value: unknown) => (typeof value === 'string' && isVisitDay(value) ? value : undefined);

/** /order's search params; anything unknown or malformed is dropped (the list shows unfiltered). */
export function parseOrderListSearch(search: Record<string, unknown>): OrderListSearch {
  const page = Number(search.page);
  const limit = Number(search.limit);
  const status = (ORDER_STATUSES as readonly unknown[]).includes(search.status)
    ? (search.status as OrderStatus)
    : undefined;
  const payment =
    typeof search.payment === 'string' && Object.hasOwn(PAYMENT_FILTERS, search.payment)
      ? (search.payment as PaymentFilter)
      : undefined;
  let from = day(search.from);
  let to = day(search.to);
  // Both days or neither, from not after to (orderListFilterSchema): a half range is dropped, not half applied.
  if (from === undefined || to === undefined || from > to) {
    from = undefined;
    to = undefined;
  }
  const po = text(search.po);
  const orderNo = text(search.orderNo);
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    limit: limit === 20 ? 20 : 10,
    ...(status === undefined ? {} : { status }),
    ...(payment === undefined ? {} : { payment }),
    ...(from === undefined || to === undefined ? {} : { from, to }),
    ...(po === undefined ? {} : { po }),
    ...(orderNo === undefined ? {} : { orderNo }),
  };
}

export type DeliveryTab = 'shipped' | 'open';

export interface DeliverySearch {
  tab: DeliveryTab;
  /** Both or neither: without them the page uses the tab's default range. */
  from?: string;
  to?: string;
}

/** /order/delivery's search params. The range is checked on the page (30 days), beside its field. */
export function parseDeliverySearch(search: Record<string, unknown>): DeliverySearch {
  const tab: DeliveryTab = search.tab === 'open' ? 'open' : 'shipped';
  const from = day(search.from);
  const to = day(search.to);
  return { tab, ...(from === undefined || to === undefined ? {} : { from, to }) };
}

/** A day `days` after (or before, when negative) a 'YYYY-MM-DD' day, without a time zone in the way. */
export function addDays(value: string, days: number): string {
  const [year = 0, month = 1, date = 1] = value.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}

/**
 * The range a delivery tab shows first (docs/decisions.md, "Order pages"): shipped orders of the last 30 days up to
 * today, open deliveries expected from today to 30 days ahead — each the longest range the 30-day rule allows.
 */
export function defaultDeliveryRange(tab: DeliveryTab, today: string): { from: string; to: string } {
  return tab === 'shipped' ? { from: addDays(today, -30), to: today } : { from: today, to: addDays(today, 30) };
}
