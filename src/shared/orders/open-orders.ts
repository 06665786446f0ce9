// Open orders (spec 01 §3 Open order, §7 openOrderV4): who reads the internal notes and where a line stands.
import type { OrderStatus } from './order-status';

/**
 * Spec 01 §3 Open order internalNotes are the sales staff's notes: sales users (by role or sales limitation) and
 * administrators (limitation 'all') read them; dealers, vendors and auditors never do.
 */
export function mayReadInternalNotes(viewer: { isSales: boolean; limitations: readonly string[] }): boolean {
  return viewer.isSales || viewer.limitations.includes('all');
}

/** Quantities of an open order line. */
export interface OpenLineQuantities {
  orderQty: number;
  confirmedQty: number;
  deliveredQty: number;
}

/**
 * Where one line of an open order stands, in the order statuses' terms (the client translates by the id): shipped
 * in part, confirmed in full or in part, or still open.
 */
export function openLineStatus(line: OpenLineQuantities): OrderStatus {
  if (line.deliveredQty >= line.orderQty) return 'SHIPPED';
  if (line.deliveredQty > 0) return 'PARTIALLY_SHIPPED';
  if (line.confirmedQty >= line.orderQty) return 'CONFIRMED';
  if (line.confirmedQty > 0) return 'PARTIALLY_CONFIRMED';
  return 'OPEN';
}

/**
 * What of a line is still open: the quantity not shipped yet and its share of the line's subtotal (minor units,
 * rounded), so a partly shipped line lists only what is still to come. Null when nothing is left.
 */
export function openPart(line: {
  orderQty: number;
  deliveredQty: number;
  subtotal: number;
}): { qty: number; subtotal: number } | null {
  const qty = line.orderQty - line.deliveredQty;
  if (qty <= 0) return null;
  if (line.deliveredQty <= 0) return { qty, subtotal: line.subtotal };
  return { qty, subtotal: Math.round((line.subtotal * qty) / line.orderQty) };
}

/** openOrderV4's paging (spec 01 §7 Orders: tables of 10 or 20 a page): the page size by default and at most. */
export const OPEN_ORDER_PAGING = { defaultLimit: 20, maxLimit: 100 } as const;

/** The page and page size openOrderV4 was asked for, or the message of the argument that is wrong. */
export function openOrderPaging(args: {
  page?: number | null;
  limit?: number | null;
}): { page: number; limit: number } | { field: 'page' | 'limit'; message: string } {
  const page = args.page ?? 1;
  const limit = args.limit ?? OPEN_ORDER_PAGING.defaultLimit;
  if (!Number.isInteger(page) || page < 1) return { field: 'page', message: 'page must be 1 or more' };
  if (!Number.isInteger(limit) || limit < 1 || limit > OPEN_ORDER_PAGING.maxLimit) {
    return { field: 'limit', message: `limit must be 1 to ${String(OPEN_ORDER_PAGING.maxLimit)}` };
  }
  return { page, limit };
}

/** The items of one page (1-based) and how many there are in all. */
export function pageOfItems<T>(items: readonly T[], paging: { page: number; limit: number }) {
  const start = (paging.page - 1) * paging.limit;
  return { items: items.slice(start, start + paging.limit), total: items.length };
}
