// SQL of placing orders (spec 01 §5 Checkout, §7 checkout): the reads that check the input, and the writes of one
// checkout transaction — stock reserved on locked rows, quotas and credit consumed, orders and lines inserted,
// the ordered lines taken out of the cart.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cartLines } from '../cart/cart.tables';
import { articles, orderQuotas, stock, type StockRow } from '../catalog/catalog.tables';
import { companyCredit, customerAreas, type CompanyCreditRow } from '../customers/customers.tables';
import {
  orderLines,
  orders,
  paymentMerchants,
  paymentMethods,
  savedPayments,
  shipmentRates,
  shipToAddresses,
  type OrderRow,
  type PaymentMethodRow,
  type ShipmentRateRow,
  type ShipToAddressRow,
} from './orders.tables';

/** A customer's ship-to address by id; undefined when it is not one of the customer's (no leak of another's). */
export async function shipToOf(db: Db, customerId: number, id: number): Promise<ShipToAddressRow | undefined> {
  const [row] = await db
    .select()
    .from(shipToAddresses)
    .where(and(eq(shipToAddresses.id, id), eq(shipToAddresses.customerId, customerId)));
  return row;
}

/** Payment methods of some sorgs with their first merchant's discount (percent). */
export async function paymentMethodsWithDiscount(
  db: Db,
  sorgs: readonly string[],
): Promise<(PaymentMethodRow & { paymentDiscount: number })[]> {
  if (sorgs.length === 0) return [];
  const rows = await db
    .select({ method: paymentMethods, paymentDiscount: paymentMerchants.paymentDiscount })
    .from(paymentMethods)
    .leftJoin(paymentMerchants, eq(paymentMerchants.paymentMethodId, paymentMethods.id))
    .where(inArray(paymentMethods.sorg, [...sorgs]))
    .orderBy(asc(paymentMethods.sorg), asc(paymentMethods.sortOrder), asc(paymentMethods.id), asc(paymentMerchants.id));
  const seen = new Map<number, PaymentMethodRow & { paymentDiscount: number }>();
  for (const row of rows) {
    if (!seen.has(row.method.id)) seen.set(row.method.id, { ...row.method, paymentDiscount: row.paymentDiscount ?? 0 });
  }
  return [...seen.values()];
}

/** A saved payment of this user for this customer; undefined for anyone else's. */
export async function savedPaymentOf(db: Db, id: number, userId: number, customerId: number) {
  const [row] = await db
    .select()
    .from(savedPayments)
    .where(and(eq(savedPayments.id, id), eq(savedPayments.userId, userId), eq(savedPayments.customerId, customerId)));
  return row;
}

export function ratesByIds(db: Db, ids: readonly number[]): Promise<ShipmentRateRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(shipmentRates)
    .where(inArray(shipmentRates.id, [...ids]));
}

/** Articles by their exact code. */
export function articlesByCodes(db: Db, codes: readonly string[]) {
  if (codes.length === 0) return Promise.resolve([]);
  return db
    .select({ id: articles.id, articleCode: articles.articleCode, name: articles.name, uom: articles.uom })
    .from(articles)
    .where(inArray(articles.articleCode, [...new Set(codes)]));
}

/**
 * The cart module's advisory-lock key space ("CART" in ASCII; cart.repository CART_LOCK_SPACE): taking the same
 * lock serialises a checkout with the customer's cart changes and with its other checkouts.
 */
const CART_LOCK_SPACE = 0x43415254;

export async function lockCustomerCart(tx: Db, customerId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${CART_LOCK_SPACE}::int, ${customerId}::int)`);
}

/**
 * Locks the stock rows of some (article, sorg) pairs until the transaction ends, in one fixed order (sorg, article,
 * location), so two checkouts with several lines never wait on each other in a cycle. Answers the rows as locked.
 */
export async function lockStock(tx: Db, pairs: readonly { articleId: number; sorg: string }[]): Promise<StockRow[]> {
  if (pairs.length === 0) return [];
  const wanted = sql.join(
    pairs.map((p) => sql`(${p.articleId}::int, ${p.sorg}::text)`),
    sql`, `,
  );
  return tx
    .select()
    .from(stock)
    .where(sql`(${stock.articleId}, ${stock.sorg}) in (${wanted})`)
    .orderBy(asc(stock.sorg), asc(stock.articleId), asc(stock.location))
    .for('update');
}

/**
 * Takes quantities off the available stock (and onto what customer orders hold) in ONE statement, each row only
 * while it still has them (`available_qty >= qty`): the rows are locked, so this always holds; the guard keeps the
 * stock from ever going negative whatever happens. Answers how many rows were changed.
 */
export async function reserveStock(
  tx: Db,
  takes: readonly { articleId: number; sorg: string; location: string; qty: number }[],
): Promise<number> {
  const rows = takes.filter((t) => t.qty > 0);
  if (rows.length === 0) return 0;
  const values = sql.join(
    rows.map((t) => sql`(${t.articleId}::int, ${t.sorg}::text, ${t.location}::text, ${t.qty}::int)`),
    sql`, `,
  );
  const changed = await tx.execute(sql`
    update ${stock} set
      available_qty = ${stock.availableQty} - t.qty,
      custorder_qty = ${stock.custorderQty} + t.qty,
      updated_at = now()
    from (values ${values}) as t(article_id, sorg, location, qty)
    where ${stock.articleId} = t.article_id and ${stock.sorg} = t.sorg and ${stock.location} = t.location
      and ${stock.availableQty} >= t.qty
    returning ${stock.articleId}`);
  return rowsOf(changed).length;
}

/** The customer's quotas of some articles in one sorg, locked until the transaction ends. */
export function lockQuotas(tx: Db, customerId: number, sorg: string, articleIds: readonly number[]) {
  if (articleIds.length === 0) return Promise.resolve([]);
  return tx
    .select({ articleId: orderQuotas.articleId, quota: orderQuotas.quota, used: orderQuotas.used })
    .from(orderQuotas)
    .where(
      and(
        eq(orderQuotas.customerId, customerId),
        eq(orderQuotas.sorg, sorg),
        inArray(orderQuotas.articleId, [...articleIds]),
      ),
    )
    .orderBy(asc(orderQuotas.articleId))
    .for('update');
}

/** Counts ordered quantities against the customer's quotas (articles without a quota are left alone). */
export async function useQuotas(
  tx: Db,
  customerId: number,
  sorg: string,
  used: readonly { articleId: number; qty: number }[],
): Promise<void> {
  for (const line of used) {
    await tx
      .update(orderQuotas)
      .set({ used: sql`${orderQuotas.used} + ${line.qty}` })
      .where(
        and(
          eq(orderQuotas.customerId, customerId),
          eq(orderQuotas.sorg, sorg),
          eq(orderQuotas.articleId, line.articleId),
        ),
      );
  }
}

/**
 * The credit figures of the companies of the customer's areas in some sorgs (customer_areas.companyId →
 * company_credit), locked until the transaction ends, by company id; a sorg whose area has no company or whose
 * company has no figures is missing.
 */
export async function lockCreditOf(
  tx: Db,
  customerId: number,
  sorgs: readonly string[],
): Promise<{ sorg: string; companyId: number | null; credit: CompanyCreditRow | null }[]> {
  if (sorgs.length === 0) return [];
  const areas = await tx
    .select({ sorg: customerAreas.sorg, companyId: customerAreas.companyId })
    .from(customerAreas)
    .where(and(eq(customerAreas.customerId, customerId), inArray(customerAreas.sorg, [...sorgs])))
    .orderBy(asc(customerAreas.sorg));
  const companyIds = [...new Set(areas.flatMap((a) => (a.companyId === null ? [] : [a.companyId])))].sort(
    (a, b) => a - b,
  );
  const credits =
    companyIds.length === 0
      ? []
      : await tx
          .select()
          .from(companyCredit)
          .where(inArray(companyCredit.companyId, companyIds))
          .orderBy(asc(companyCredit.companyId))
          .for('update');
  const byCompany = new Map(credits.map((c) => [c.companyId, c]));
  return sorgs.map((sorg) => {
    const companyId = areas.find((a) => a.sorg === sorg)?.companyId ?? null;
    return { sorg, companyId, credit: companyId === null ? null : (byCompany.get(companyId) ?? null) };
  });
}

/** Adds an order's amount to a company's credit exposure. */
export async function addExposure(tx: Db, companyId: number, amount: number): Promise<void> {
  await tx
    .update(companyCredit)
    .set({ creditExposure: sql`${companyCredit.creditExposure} + ${amount}`, updatedAt: sql`now()` })
    .where(eq(companyCredit.companyId, companyId));
}

/** The next order id (the orders' own sequence), taken before the insert so the order number can use it. */
export async function nextOrderId(tx: Db): Promise<number> {
  const result = await tx.execute(sql`select nextval(pg_get_serial_sequence('orders', 'id')) as id`);
  const [row] = rowsOf<{ id: string | number }>(result);
  if (!row) throw new Error('no order id');
  return Number(row.id);
}

export async function insertOrder(tx: Db, order: typeof orders.$inferInsert): Promise<OrderRow> {
  const [row] = await tx.insert(orders).values(order).returning();
  if (!row) throw new Error('order not inserted');
  return row;
}

export async function insertOrderLines(tx: Db, lines: (typeof orderLines.$inferInsert)[]): Promise<void> {
  if (lines.length > 0) await tx.insert(orderLines).values(lines);
}

/** Takes (article, sorg) lines out of a customer's cart. */
export async function deleteCartLines(
  tx: Db,
  customerId: number,
  lines: readonly { articleId: number; sorg: string }[],
): Promise<void> {
  if (lines.length === 0) return;
  const wanted = sql.join(
    lines.map((l) => sql`(${l.articleId}::int, ${l.sorg}::text)`),
    sql`, `,
  );
  await tx
    .delete(cartLines)
    .where(and(eq(cartLines.customerId, customerId), sql`(${cartLines.articleId}, ${cartLines.sorg}) in (${wanted})`));
}

/** node-postgres answers `{ rows }`, PGlite the same; both typed loosely by Drizzle's execute. */
function rowsOf<T>(result: unknown): T[] {
  const rows = (result as { rows?: T[] }).rows;
  return Array.isArray(rows) ? rows : [];
}

/**
 * The orders a checkout with this Idempotency-Key already placed for the user and customer (spec 01 §5: an order is
 * placed once), oldest first; empty when none.
 */
export async function ordersOfRequestKey(db: Db, userId: number, customerId: number, requestKey: string) {
  return db
    .select({
      id: orders.id,
      orderNo: orders.orderNo,
      sorg: orders.sorg,
      totalOrder: orders.totalOrder,
      currency: orders.currency,
      paymentState: orders.paymentState,
      paymentMethodId: orders.paymentMethodId,
      methodType: paymentMethods.type,
    })
    .from(orders)
    .leftJoin(paymentMethods, eq(paymentMethods.id, orders.paymentMethodId))
    .where(and(eq(orders.createdBy, userId), eq(orders.customerId, customerId), eq(orders.requestKey, requestKey)))
    .orderBy(asc(orders.id));
}
