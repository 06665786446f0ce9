import { and, asc, count, eq, ilike, inArray, isNotNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { DeskStage } from '../../../shared/orders/order-desk';
import type { OrderStatus, PaymentState } from '../../../shared/orders/order-status';
import type { Db } from '../../db/client';
import { articles, productGroups } from '../catalog/catalog.tables';
import { customers } from '../customers/customers.tables';
import { users } from '../users/users.tables';
import { deliveries, deliveryLines, orderLineConfirmations, orderLines, orders, type OrderRow } from './orders.tables';

/** The order with this number, locked for the rest of the transaction (one desk change of an order at a time). */
export async function lockOrderByNo(tx: Db, orderNo: string): Promise<OrderRow | undefined> {
  const [row] = await tx.select().from(orders).where(eq(orders.orderNo, orderNo)).for('update');
  return row;
}

export async function lockOrdersByIds(tx: Db, ids: readonly number[]): Promise<OrderRow[]> {
  if (ids.length === 0) return [];
  return tx
    .select()
    .from(orders)
    .where(inArray(orders.id, [...ids]))
    .orderBy(asc(orders.id))
    .for('update');
}

// Correlated sums over the line (table names written out: Drizzle leaves a one-table select's columns unqualified).
const confirmedQty = sql<number>`coalesce((select sum(c.supply_qty) from order_line_confirmations c
  where c.order_line_id = "order_lines"."id"), 0)::int`;
const deliveryQty = sql<number>`coalesce((select sum(dl.qty) from delivery_lines dl
  where dl.order_line_id = "order_lines"."id"), 0)::int`;
const shippedQty = sql<number>`coalesce((select sum(dl.qty) from delivery_lines dl
  join deliveries d on d.id = dl.delivery_id
  where dl.order_line_id = "order_lines"."id" and d.delivery_date is not null), 0)::int`;

/** The lines of orders with what is confirmed, on deliveries and shipped of each. */
export async function linesWithQuantities(db: Db, orderIds: readonly number[]) {
  if (orderIds.length === 0) return [];
  return db
    .select({
      id: orderLines.id,
      orderId: orderLines.orderId,
      articleCode: orderLines.articleCode,
      description: orderLines.description,
      orderQty: orderLines.orderQty,
      uom: orderLines.uom,
      confirmedQty,
      deliveryQty,
      shippedQty,
    })
    .from(orderLines)
    .where(inArray(orderLines.orderId, [...orderIds]))
    .orderBy(asc(orderLines.orderId), asc(orderLines.id));
}
export type DeskLineRow = Awaited<ReturnType<typeof linesWithQuantities>>[number];

export async function updateOrder(
  tx: Db,
  id: number,
  set: Partial<{
    status: OrderStatus;
    statusChangedAt: Date;
    sapOrderNo: string;
    rejectionReason: string;
    expectedDeliveryDate: string;
    paymentState: PaymentState;
    paymentReceipt: string;
  }>,
): Promise<void> {
  await tx.update(orders).set(set).where(eq(orders.id, id));
}

export type NewConfirmation = typeof orderLineConfirmations.$inferInsert;

export async function insertConfirmations(tx: Db, rows: readonly NewConfirmation[]): Promise<void> {
  if (rows.length > 0) await tx.insert(orderLineConfirmations).values([...rows]);
}

/** Whether a delivery number is taken. */
export async function doNumberTaken(tx: Db, doNumber: string): Promise<boolean> {
  const [row] = await tx.select({ id: deliveries.id }).from(deliveries).where(eq(deliveries.doNumber, doNumber));
  return row !== undefined;
}

/** Creates a delivery with its lines; answers its id. The number is given, or made from the id ('DO-{sorg}-NNNNNN'). */
export async function insertDelivery(
  tx: Db,
  delivery: Omit<typeof deliveries.$inferInsert, 'doNumber'> & { doNumber?: string },
  lines: readonly { orderLineId: number; qty: number }[],
): Promise<{ id: number; doNumber: string }> {
  // A temporary unique number until the id is known, so a generated number needs no sequence of its own.
  const provisional = delivery.doNumber ?? `pending-${crypto.randomUUID()}`;
  const [row] = await tx
    .insert(deliveries)
    .values({ ...delivery, doNumber: provisional })
    .returning({ id: deliveries.id });
  if (!row) throw new Error('delivery insert returned no row');
  const doNumber = delivery.doNumber ?? `DO-${delivery.sorg}-${String(row.id).padStart(6, '0')}`;
  if (doNumber !== provisional) await tx.update(deliveries).set({ doNumber }).where(eq(deliveries.id, row.id));
  await tx.insert(deliveryLines).values(lines.map((l) => ({ deliveryId: row.id, ...l })));
  return { id: row.id, doNumber };
}

/**
 * The bike units a delivery carries, one row per line with its quantity, in the delivery's line order: the article
 * and model year its frames get.
 */
export async function bikeUnitsOfDelivery(db: Db, deliveryId: number) {
  return db
    .select({ articleId: articles.id, modelYear: productGroups.modelYear, qty: deliveryLines.qty })
    .from(deliveryLines)
    .innerJoin(orderLines, eq(orderLines.id, deliveryLines.orderLineId))
    .innerJoin(articles, eq(articles.articleCode, orderLines.articleCode))
    .innerJoin(productGroups, eq(productGroups.id, articles.productGroupId))
    .where(and(eq(deliveryLines.deliveryId, deliveryId), eq(productGroups.category, 'bike')))
    .orderBy(asc(deliveryLines.orderLineId));
}

/** The delivery with this number, locked. */
export async function lockDeliveryByNo(tx: Db, doNumber: string) {
  const [row] = await tx.select().from(deliveries).where(eq(deliveries.doNumber, doNumber)).for('update');
  return row;
}

/** The orders a delivery carries lines of. */
export async function orderIdsOfDelivery(db: Db, deliveryId: number): Promise<number[]> {
  const rows = await db
    .selectDistinct({ orderId: orderLines.orderId })
    .from(deliveryLines)
    .innerJoin(orderLines, eq(orderLines.id, deliveryLines.orderLineId))
    .where(eq(deliveryLines.deliveryId, deliveryId));
  return rows.map((r) => r.orderId);
}

export async function shipDelivery(
  tx: Db,
  id: number,
  set: { deliveryDate: string; trackingNo: string; trackingUrl: string; expeditionName: string; shippedAt: Date },
): Promise<void> {
  await tx.update(deliveries).set(set).where(eq(deliveries.id, id));
}

/** Orders whose payment still waits at or after its expiry, locked (oldest expiry first). */
export async function lockExpiredPayments(tx: Db, now: Date, limit: number): Promise<OrderRow[]> {
  return tx
    .select()
    .from(orders)
    .where(
      and(eq(orders.paymentState, 'WAITING'), isNotNull(orders.paymentExpiredAt), lte(orders.paymentExpiredAt, now)),
    )
    .orderBy(asc(orders.paymentExpiredAt), asc(orders.id))
    .limit(limit)
    .for('update');
}

function stageCondition(stage: DeskStage): SQL {
  switch (stage) {
    case 'PENDING_B2B':
      return eq(orders.status, 'PENDING_CONFIRMATION');
    case 'TO_CONFIRM':
      return inArray(orders.status, ['OPEN', 'PARTIALLY_CONFIRMED']);
    case 'TO_SHIP':
      return inArray(orders.status, ['PARTIALLY_CONFIRMED', 'CONFIRMED', 'PARTIALLY_SHIPPED']);
    case 'PAYMENT_TO_CHECK':
      return eq(orders.paymentState, 'UPLOADED');
  }
}

/**
 * The orders waiting for the desk, oldest first (the desk works first come, first served): of one stage, or of
 * any stage; `search` matches the order number, the SAP number or the customer's name or codes.
 */
export async function listDeskOrderIds(
  db: Db,
  args: { stages: readonly DeskStage[]; search: string; offset: number; limit: number },
): Promise<{ ids: number[]; total: number }> {
  const stage = or(...args.stages.map(stageCondition));
  const pattern = `%${args.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const where = and(
    stage,
    args.search === ''
      ? undefined
      : or(
          ilike(orders.orderNo, pattern),
          ilike(orders.sapOrderNo, pattern),
          ilike(customers.name, pattern),
          ilike(customers.custCodeR3, pattern),
          ilike(customers.custCodeIsr, pattern),
        ),
  );
  const [page, [total]] = await Promise.all([
    db
      .select({ id: orders.id })
      .from(orders)
      .innerJoin(customers, eq(customers.id, orders.customerId))
      .where(where)
      .orderBy(asc(orders.createdAt), asc(orders.id))
      .offset(args.offset)
      .limit(args.limit),
    db.select({ n: count() }).from(orders).innerJoin(customers, eq(customers.id, orders.customerId)).where(where),
  ]);
  return { ids: page.map((r) => r.id), total: total?.n ?? 0 };
}

/** Orders as the desk shows them, with the customer and the user who placed each. */
export async function deskOrders(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      order: orders,
      custName: customers.name,
      custCodeR3: customers.custCodeR3,
      custCodeIsr: customers.custCodeIsr,
      createdByName: users.name,
    })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .leftJoin(users, eq(users.id, orders.createdBy))
    .where(inArray(orders.id, [...ids]));
}

export async function confirmationsOf(db: Db, lineIds: readonly number[]) {
  if (lineIds.length === 0) return [];
  return db
    .select()
    .from(orderLineConfirmations)
    .where(inArray(orderLineConfirmations.orderLineId, [...lineIds]))
    .orderBy(asc(orderLineConfirmations.supplyDate), asc(orderLineConfirmations.id));
}

/** The deliveries carrying lines of the orders, with those lines. */
export async function deliveriesOf(db: Db, orderIds: readonly number[]) {
  if (orderIds.length === 0) return [];
  return db
    .select({
      orderId: orderLines.orderId,
      orderLineId: deliveryLines.orderLineId,
      qty: deliveryLines.qty,
      delivery: deliveries,
    })
    .from(deliveryLines)
    .innerJoin(orderLines, eq(orderLines.id, deliveryLines.orderLineId))
    .innerJoin(deliveries, eq(deliveries.id, deliveryLines.deliveryId))
    .where(inArray(orderLines.orderId, [...orderIds]))
    .orderBy(asc(deliveries.id), asc(deliveryLines.id));
}

export async function orderIdByNo(db: Db, orderNo: string): Promise<number | undefined> {
  const [row] = await db.select({ id: orders.id }).from(orders).where(eq(orders.orderNo, orderNo));
  return row?.id;
}
