import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { prices } from '../catalog/catalog.tables';
import { orderLines, orders, type OrderLineRow, type OrderRow } from './orders.tables';

/** One page of a customer's orders, newest first, with how many there are in all. */
export async function ordersPageOf(
  db: Db,
  customerId: number,
  page: { page: number; limit: number },
): Promise<{ rows: OrderRow[]; count: number }> {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(eq(orders.customerId, customerId))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(page.limit)
      .offset((page.page - 1) * page.limit),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(orders)
      .where(eq(orders.customerId, customerId)),
  ]);
  return { rows, count: total?.count ?? 0 };
}

/** The lines of some of a customer's orders (one statement for a whole page), in line order. */
export async function orderLinesOf(db: Db, customerId: number, orderIds: readonly number[]): Promise<OrderLineRow[]> {
  if (orderIds.length === 0) return [];
  return db
    .select({ line: orderLines })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(and(eq(orders.customerId, customerId), inArray(orderLines.orderId, [...orderIds])))
    .orderBy(asc(orderLines.orderId), asc(orderLines.id))
    .then((rows) => rows.map((r) => r.line));
}

/**
 * How amounts of some currencies are written, from the catalog's prices (each price carries its currency's
 * symbol and separators): one row per currency.
 */
export async function currencyFormats(db: Db, currencies: readonly string[]) {
  if (currencies.length === 0) return [];
  return db
    .selectDistinctOn([prices.currency], {
      currency: prices.currency,
      symbol: prices.symbol,
      thousandSeparator: prices.thousandSeparator,
      decimalSeparator: prices.decimalSeparator,
      decimalPrecision: prices.decimalPrecision,
    })
    .from(prices)
    .where(inArray(prices.currency, [...new Set(currencies)]))
    .orderBy(asc(prices.currency), asc(prices.id));
}
