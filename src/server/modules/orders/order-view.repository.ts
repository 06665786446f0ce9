// The reads behind the Order type and the delivery views (spec 01 §3 Order, Delivery / shipped order): one statement
// per level (orders, lines, confirmations, deliveries with their lines, payment documents) for any number of orders.
import { and, asc, desc, eq, gte, ilike, inArray, isNotNull, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { escapeLike, rowsOf, timestamp } from '../../db/sql';
import { customers } from '../customers/customers.tables';
import { sorgs } from '../hosts/hosts.tables';
import { users } from '../users/users.tables';
import type { OrderStatus, PaymentState } from '../../../shared/orders/order-status';
import {
  deliveries,
  deliveryLines,
  orderLineConfirmations,
  orderLines,
  orderPaymentDocs,
  orders,
  paymentMerchants,
  paymentMethods,
  savedPayments,
  orderViews,
  shipmentRates,
} from './orders.tables';

/** An order with what its view names: the customer, the user who placed it, the sorg's name, shipment and payment. */
export async function orderRowsOf(db: Db, ids: readonly number[], customerId: number | null) {
  if (ids.length === 0) return [];
  return db
    .select({
      order: orders,
      custName: customers.name,
      custCodeIsr: customers.custCodeIsr,
      custCodeR3: customers.custCodeR3,
      createdByName: users.name,
      sorgName: sorgs.name,
      shipmentType: shipmentRates.type,
      shipmentDesc: shipmentRates.description,
      paymentType: paymentMethods.type,
      paymentDesc: paymentMethods.description,
      // One merchant per method (spec 01 §3 paymentMerchants); the first when there were several.
      paymentInstruction: sql<string | null>`(select pm.instruction from ${paymentMerchants} pm
        where pm.payment_method_id = ${orders.paymentMethodId} order by pm.id limit 1)`,
      paymentDiscount: sql<string | null>`(select pm.payment_discount from ${paymentMerchants} pm
        where pm.payment_method_id = ${orders.paymentMethodId} order by pm.id limit 1)`,
    })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .leftJoin(users, eq(users.id, orders.createdBy))
    .leftJoin(sorgs, eq(sorgs.code, orders.sorg))
    .leftJoin(shipmentRates, eq(shipmentRates.id, orders.shipmentRateId))
    .leftJoin(paymentMethods, eq(paymentMethods.id, orders.paymentMethodId))
    .where(and(inArray(orders.id, [...ids]), customerId === null ? undefined : eq(orders.customerId, customerId)));
}
export type OrderViewRow = Awaited<ReturnType<typeof orderRowsOf>>[number];

/** Shipped quantity of an order line: its lines on deliveries that have a delivery date. */
export const deliveredQty = sql<number>`coalesce((select sum(dl.qty) from ${deliveryLines} dl
  join ${deliveries} d on d.id = dl.delivery_id and d.delivery_date is not null
  where dl.order_line_id = ${orderLines}.id), 0)::int`;

/** The lines of some orders with what of each has shipped, in line order. */
export function linesOf(db: Db, orderIds: readonly number[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .select({ line: orderLines, deliveredQty })
    .from(orderLines)
    .where(inArray(orderLines.orderId, [...orderIds]))
    .orderBy(asc(orderLines.orderId), asc(orderLines.id));
}

/** The confirmations of the lines of some orders, by line, supply date and priority. */
export function confirmationsOf(db: Db, orderIds: readonly number[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .select({ confirmation: orderLineConfirmations })
    .from(orderLineConfirmations)
    .innerJoin(orderLines, eq(orderLines.id, orderLineConfirmations.orderLineId))
    .where(inArray(orderLines.orderId, [...orderIds]))
    .orderBy(
      asc(orderLineConfirmations.orderLineId),
      asc(orderLineConfirmations.supplyDate),
      asc(orderLineConfirmations.supplyPriority),
      asc(orderLineConfirmations.id),
    )
    .then((rows) => rows.map((r) => r.confirmation));
}

/** The proofs of payment of some orders, oldest first. */
export function paymentDocsOf(db: Db, orderIds: readonly number[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(orderPaymentDocs)
    .where(inArray(orderPaymentDocs.orderId, [...orderIds]))
    .orderBy(asc(orderPaymentDocs.uploadedAt), asc(orderPaymentDocs.id));
}

/** Which deliveries to read: those carrying lines of some orders, or a customer's shipped or open ones in a range. */
export type DeliverySelection =
  | { kind: 'orders'; orderIds: readonly number[] }
  | { kind: 'shipped'; customerId: number; from: string; to: string }
  | { kind: 'open'; customerId: number; from: string | null; to: string | null };

function deliveryFilter(selection: DeliverySelection): SQL | undefined {
  switch (selection.kind) {
    case 'orders':
      return sql`${deliveries.id} in (select dl.delivery_id from ${deliveryLines} dl
        join ${orderLines} ol on ol.id = dl.order_line_id
        where ol.order_id in (${sql.join(
          selection.orderIds.map((id) => sql`${id}`),
          sql`, `,
        )}))`;
    case 'shipped':
      return and(
        eq(deliveries.customerId, selection.customerId),
        isNotNull(deliveries.deliveryDate),
        gte(deliveries.deliveryDate, selection.from),
        lte(deliveries.deliveryDate, selection.to),
      );
    case 'open':
      return and(
        eq(deliveries.customerId, selection.customerId),
        isNull(deliveries.deliveryDate),
        selection.from === null ? undefined : gte(deliveries.estimatedDeliveryDate, selection.from),
        selection.to === null ? undefined : lte(deliveries.estimatedDeliveryDate, selection.to),
      );
  }
}

/**
 * Deliveries with their lines, one row per delivery line (the delivery repeated): the line's order (number, type,
 * currency) and article, the delivery's customer. Newest delivery first, lines in order.
 */
export function deliveryRowsOf(db: Db, selection: DeliverySelection) {
  if (selection.kind === 'orders' && selection.orderIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      delivery: deliveries,
      custName: customers.name,
      custCodeIsr: customers.custCodeIsr,
      custCodeR3: customers.custCodeR3,
      lineId: deliveryLines.id,
      orderLineId: deliveryLines.orderLineId,
      qty: deliveryLines.qty,
      orderId: orders.id,
      orderNo: orders.orderNo,
      orderType: orders.orderType,
      currency: orders.currency,
      decimalPrecision: orders.decimalPrecision,
      articleCode: orderLines.articleCode,
      description: orderLines.description,
      price: orderLines.price,
    })
    .from(deliveries)
    .innerJoin(customers, eq(customers.id, deliveries.customerId))
    .innerJoin(deliveryLines, eq(deliveryLines.deliveryId, deliveries.id))
    .innerJoin(orderLines, eq(orderLines.id, deliveryLines.orderLineId))
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(deliveryFilter(selection))
    .orderBy(
      desc(sql`coalesce(${deliveries.deliveryDate}, ${deliveries.estimatedDeliveryDate})`),
      desc(deliveries.id),
      asc(deliveryLines.id),
    );
}
export type DeliveryViewRow = Awaited<ReturnType<typeof deliveryRowsOf>>[number];

/** The /order list's filter as the repository applies it. */
export interface OrderListQuery {
  customerId: number;
  statuses?: readonly OrderStatus[] | undefined;
  paymentState?: PaymentState | undefined;
  /** Days of placing, both included, in the time zone given. */
  from?: string | undefined;
  to?: string | undefined;
  timeZone: string;
  custPoNo?: string | undefined;
  orderNo?: string | undefined;
  page: number;
  limit: number;
}

/** The ids of one page of a customer's orders under the list's filter, newest first, and how many match. */
export async function orderPageIds(db: Db, query: OrderListQuery): Promise<{ ids: number[]; count: number }> {
  const placedDay = sql`(${orders.createdAt} at time zone ${query.timeZone})::date`;
  const where = and(
    eq(orders.customerId, query.customerId),
    query.statuses && query.statuses.length > 0 ? inArray(orders.status, [...query.statuses]) : undefined,
    query.paymentState ? eq(orders.paymentState, query.paymentState) : undefined,
    query.from ? sql`${placedDay} >= ${query.from}::date` : undefined,
    query.to ? sql`${placedDay} <= ${query.to}::date` : undefined,
    query.custPoNo ? ilike(orders.custPoNo, `%${escapeLike(query.custPoNo)}%`) : undefined,
    query.orderNo ? ilike(orders.orderNo, `%${escapeLike(query.orderNo)}%`) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ id: orders.id })
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(orders)
      .where(where),
  ]);
  return { ids: rows.map((r) => r.id), count: total?.count ?? 0 };
}

/** The id of a customer's order by its number, if it is theirs. */
export async function orderIdOf(db: Db, customerId: number, orderNo: string): Promise<number | undefined> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.customerId, customerId), eq(orders.orderNo, orderNo)));
  return row?.id;
}

/**
 * Moves a user's last visit of an order to `now` and answers the visit before (null on the first), in ONE
 * statement: the CTE reads the row as it was before the upsert (both see the statement's snapshot).
 */
export async function markOrderSeen(db: Db, userId: number, orderId: number, now: Date): Promise<Date | null> {
  const [row] = await rowsOf<{ previous: Date | string | null }>(
    db,
    sql`
    with prev as (select ${orderViews.seenAt} as seen_at from ${orderViews}
      where ${orderViews.userId} = ${userId} and ${orderViews.orderId} = ${orderId})
    insert into ${orderViews} (user_id, order_id, seen_at) values (${userId}, ${orderId}, ${timestamp(now)})
    on conflict (user_id, order_id) do update set seen_at = excluded.seen_at
    returning (select seen_at from prev) as previous`,
  );
  return row?.previous == null ? null : new Date(row.previous);
}

/** A user's saved payments for a customer in some sorgs, by sorg and age. */
export function savedPaymentsOf(db: Db, userId: number, customerId: number, sorgList: readonly string[]) {
  if (sorgList.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(savedPayments)
    .where(
      and(
        eq(savedPayments.userId, userId),
        eq(savedPayments.customerId, customerId),
        inArray(savedPayments.sorg, [...sorgList]),
      ),
    )
    .orderBy(asc(savedPayments.sorg), asc(savedPayments.id));
}
