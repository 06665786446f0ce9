// The order list's filter (spec 01 §7 orders(filter, withPayment); the /order page filters by status, payment
// state, date, PO and order number; §9 table page size 10 or 20, default 10) and the tracking links of deliveries
// (Delivery.trackingUrl comes from data: shown only as an https link).
import { z } from 'zod';
import { isVisitDay } from '../visit-forms/visit-list-filter';
import { maxLengthMessage, PO_NUMBER_MAX_LENGTH } from '../validation/form-rules';
import { checkoutMessages } from './order-messages';
import { ORDER_STATUSES, PAYMENT_FILTERS, type PaymentFilter } from './order-status';

/** Page sizes of the order tables (spec 01 §9). */
export const ORDER_PAGE_SIZES = [10, 20] as const;
/** Longest order number a search may hold. */
export const ORDER_NO_SEARCH_MAX_LENGTH = 40;

const day = z.string().refine(isVisitDay, checkoutMessages.notADay);

/**
 * The filter of `orders`: statuses (any of them), one payment filter, a range of days of placing (both or
 * neither, from not after to; no 30-day limit here: it is the deliveries' rule), PO and order number (contained,
 * case-insensitive), page from 1 and a page size of 10 or 20.
 */
export const orderListFilterSchema = z
  .object({
    statuses: z.array(z.enum(ORDER_STATUSES)).max(ORDER_STATUSES.length).optional(),
    payment: z.enum(Object.keys(PAYMENT_FILTERS) as [PaymentFilter, ...PaymentFilter[]]).optional(),
    from: day.optional(),
    to: day.optional(),
    custPoNo: z.string().trim().max(PO_NUMBER_MAX_LENGTH, maxLengthMessage(PO_NUMBER_MAX_LENGTH)).optional(),
    orderNo: z.string().trim().max(ORDER_NO_SEARCH_MAX_LENGTH, maxLengthMessage(ORDER_NO_SEARCH_MAX_LENGTH)).optional(),
    page: z.number().int().min(1).default(1),
    limit: z
      .number()
      .refine((n) => (ORDER_PAGE_SIZES as readonly number[]).includes(n), 'limit must be 10 or 20')
      .default(ORDER_PAGE_SIZES[0]),
  })
  .superRefine((filter, ctx) => {
    if ((filter.from === undefined) !== (filter.to === undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: [filter.from === undefined ? 'from' : 'to'],
        message: 'Give both dates, or neither',
      });
    } else if (filter.from !== undefined && filter.to !== undefined && filter.from > filter.to) {
      ctx.addIssue({ code: 'custom', path: ['from'], message: checkoutMessages.rangeReversed });
    }
  });
export type OrderListFilter = z.infer<typeof orderListFilterSchema>;

/**
 * A delivery's tracking link, or null when it must not be a link: only an absolute https URL with a host and no
 * user name or password in it. The page opens it in a new tab with rel="noopener noreferrer", never as HTML.
 */
export function safeTrackingUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || url.hostname === '' || url.username !== '' || url.password !== '') return null;
  return url.href;
}
