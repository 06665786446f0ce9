import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf, timestamp } from '../../db/sql';
import type { Buyer } from '../catalog/catalog.service';
import { articleSorgs, articles, prices, productGroups } from '../catalog/catalog.tables';
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

/**
 * The customer's orders of the articles `a` of a catalog list, in the buyer's sorg: one row per order line, with
 * its order (`order_id`) and when it was placed (`ordered_at`).
 */
export const purchaseHistory = (buyer: Pick<Buyer, 'customer' | 'sorg'>) => ({
  join: sql`join ${orderLines} ol on ol.article_id = a.id
    join ${orders} o on o.id = ol.order_id and o.customer_id = ${buyer.customer.id} and o.sorg = ${buyer.sorg}`,
  columns: sql`o.id as order_id, o.created_at as ordered_at`,
});

/** The product groups of a category most ordered in the sorg since `since` (by quantity), sold in the sorg. */
export function bestSellerGroupIds(
  db: Db,
  buyer: Pick<Buyer, 'sorg'>,
  category: string,
  since: Date,
  limit: number,
): Promise<{ group_id: number }[]> {
  return rowsOf(
    db,
    sql`select a.product_group_id as group_id from ${orderLines} ol
      join ${orders} o on o.id = ol.order_id and o.sorg = ${buyer.sorg} and o.created_at >= ${timestamp(since)}
      join ${articles} a on a.id = ol.article_id
      join ${productGroups} g on g.id = a.product_group_id and g.category = ${category}
      where exists (select 1 from ${articleSorgs} asg where asg.article_id = a.id and asg.sorg = ${buyer.sorg})
      group by a.product_group_id
      order by sum(ol.order_qty) desc, count(distinct o.id) desc, a.product_group_id
      limit ${limit}`,
  );
}
