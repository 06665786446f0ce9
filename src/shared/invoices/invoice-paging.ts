// Page sizes of the invoice and payment reads that answer a list (spec 01 §7): a page and a limit with a maximum,
// so one call never answers an unbounded list, and the operation limits cost each page by its limit. A list keeps
// its type: a page as full as its limit may have a next one (docs/decisions.md "Paged invoice reads").
import { pageOfItems } from '../orders/open-orders';

/** Default and largest limit per read. */
export const INVOICE_READ_PAGING = {
  /** Paid invoices of at most 30 days, one customer: a month's rows fit in one page. */
  invoicesByDateRange: { defaultLimit: 500, maxLimit: 500 },
  /** The payer's open invoices, the selection of the paying page. */
  openInvoicesByPayer: { defaultLimit: 500, maxLimit: 500 },
  /** The requests paying any of the invoices given (at most 1,000 numbers). */
  paymentRequestsByPayer: { defaultLimit: 100, maxLimit: 100 },
} as const;

export type InvoiceRead = keyof typeof INVOICE_READ_PAGING;

export interface PageProblem {
  field: 'page' | 'limit';
  message: string;
}

/** The page and limit asked for, or what is wrong with them (never clamped silently). */
export function invoiceReadPaging(
  read: InvoiceRead,
  args: { page?: number | null; limit?: number | null },
): { page: number; limit: number } | PageProblem {
  const { defaultLimit, maxLimit } = INVOICE_READ_PAGING[read];
  const page = args.page ?? 1;
  const limit = args.limit ?? defaultLimit;
  if (!Number.isInteger(page) || page < 1) return { field: 'page', message: 'page must be 1 or more' };
  if (!Number.isInteger(limit) || limit < 1 || limit > maxLimit) {
    return { field: 'limit', message: `limit must be 1 to ${String(maxLimit)}` };
  }
  return { page, limit };
}

/** The items of one page (1-based) of a list in its stable order. */
export function invoiceReadPage<T>(items: readonly T[], paging: { page: number; limit: number }): T[] {
  return pageOfItems(items, paging).items;
}
