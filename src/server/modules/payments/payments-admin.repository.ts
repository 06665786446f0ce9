// The payments administration's SQL (spec 02 §7): payments with their customer, limited to the customers the staff
// user may act for (customers' accessibleBy: linked customers, or every customer of a sorg where the user's area is
// 'all'), their documents, the payer's receipts (an approved payment is settled by payments.service's settleRequest).
import { and, asc, count, desc, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { accessibleBy } from '../customers/customers.service';
import { customers } from '../customers/customers.tables';
import { paymentDocs, paymentRequests, payments, paymentStatuses } from '../invoices/invoices.tables';
import { hosts } from '../hosts/hosts.tables';
import { orders, paymentMethods } from '../orders/orders.tables';
import { uploads } from '../uploads/uploads.tables';
import { users } from '../users/users.tables';

export type PaymentRow = typeof payments.$inferSelect;
export type PaymentDocRow = typeof paymentDocs.$inferSelect;
export type RequestRow = typeof paymentRequests.$inferSelect;

const approver = alias(users, 'approver');

/** A payment with what the administration shows beside it. */
function paymentSelect(db: Db) {
  return db
    .select({
      payment: payments,
      externalId: paymentRequests.externalId,
      requestGateway: paymentRequests.gateway,
      custCodeIsr: customers.custCodeIsr,
      custCodeR3: customers.custCodeR3,
      custName: customers.name,
      statusDescription: paymentStatuses.description,
      approvedByName: approver.name,
    })
    .from(payments)
    .leftJoin(paymentRequests, eq(paymentRequests.id, payments.paymentRequestId))
    .leftJoin(orders, eq(orders.orderNo, payments.orderNo))
    .innerJoin(customers, eq(customers.id, sql`coalesce(${paymentRequests.customerId}, ${orders.customerId})`))
    .innerJoin(paymentStatuses, eq(paymentStatuses.id, payments.status))
    .leftJoin(approver, eq(approver.id, payments.approvedBy));
}
export type AdminPaymentRow = Awaited<ReturnType<ReturnType<typeof paymentSelect>['execute']>>[number];

const payable = (userId: number) =>
  sql`exists (select 1 from ${customers} where ${customers.id} = coalesce(${paymentRequests.customerId}, ${orders.customerId}) and ${accessibleBy(userId)})`;

/** A page of payments of one sorg and module that the user may administer, newest first. */
export async function paymentPage(
  db: Db,
  args: { userId: number; sorg: string; module: string; status: string | null; offset: number; limit: number },
): Promise<{ rows: AdminPaymentRow[]; total: number }> {
  const where: SQL[] = [eq(payments.sorg, args.sorg), eq(payments.module, args.module), payable(args.userId)];
  if (args.status) where.push(eq(payments.status, args.status));
  const [rows, [totalRow]] = await Promise.all([
    paymentSelect(db)
      .where(and(...where))
      .orderBy(desc(payments.createdAt), desc(payments.id))
      .limit(args.limit)
      .offset(args.offset),
    db
      .select({ n: count() })
      .from(payments)
      .leftJoin(paymentRequests, eq(paymentRequests.id, payments.paymentRequestId))
      .leftJoin(orders, eq(orders.orderNo, payments.orderNo))
      .where(and(...where)),
  ]);
  return { rows, total: totalRow?.n ?? 0 };
}

/** One payment the user may administer, or undefined (unknown and not theirs alike). */
export async function paymentForUser(db: Db, userId: number, id: number): Promise<AdminPaymentRow | undefined> {
  const [row] = await paymentSelect(db).where(and(eq(payments.id, id), payable(userId)));
  return row;
}

/** Locks a payment row for a change. */
export async function lockPayment(db: Db, id: number): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.id, id)).for('update');
  return row;
}

export async function updatePayment(db: Db, id: number, values: Partial<typeof payments.$inferInsert>) {
  await db.update(payments).set(values).where(eq(payments.id, id));
}

export async function insertPayment(db: Db, values: typeof payments.$inferInsert): Promise<PaymentRow> {
  const [row] = await db.insert(payments).values(values).returning();
  if (!row) throw new Error('payment not inserted');
  return row;
}

/** The documents of payments, oldest first. */
export function docsOfPayments(db: Db, paymentIds: readonly number[]): Promise<PaymentDocRow[]> {
  if (paymentIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(paymentDocs)
    .where(inArray(paymentDocs.paymentId, [...paymentIds]))
    .orderBy(asc(paymentDocs.id));
}

/** The receipts of payment requests, oldest first. */
export function receiptsOfRequests(db: Db, requestIds: readonly number[]): Promise<PaymentDocRow[]> {
  if (requestIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(paymentDocs)
    .where(inArray(paymentDocs.paymentRequestId, [...requestIds]))
    .orderBy(asc(paymentDocs.id));
}

export async function insertDoc(db: Db, values: typeof paymentDocs.$inferInsert): Promise<PaymentDocRow> {
  const [row] = await db.insert(paymentDocs).values(values).returning();
  if (!row) throw new Error('payment doc not inserted');
  return row;
}

export async function docById(db: Db, id: number): Promise<PaymentDocRow | undefined> {
  const [row] = await db.select().from(paymentDocs).where(eq(paymentDocs.id, id));
  return row;
}

export async function deleteDoc(db: Db, id: number) {
  await db.delete(paymentDocs).where(eq(paymentDocs.id, id));
}

/** The stored upload a document names (its bytes live under the uploads dir by this id). */
export async function uploadOfDoc(db: Db, storedName: string) {
  const [row] = await db
    .select({ id: uploads.id, contentType: uploads.contentType, userId: uploads.userId, fileName: uploads.fileName })
    .from(uploads)
    .where(eq(sql`${uploads.id}::text`, storedName));
  return row;
}

/** A payment request by externalId, locked; with `customerId` only that customer's. */
export async function lockRequestByExternalId(
  db: Db,
  externalId: string,
  customerId?: number,
): Promise<RequestRow | undefined> {
  const where = [eq(paymentRequests.externalId, externalId)];
  if (customerId !== undefined) where.push(eq(paymentRequests.customerId, customerId));
  const [row] = await db
    .select()
    .from(paymentRequests)
    .where(and(...where))
    .for('update');
  return row;
}

export async function requestById(db: Db, id: number): Promise<RequestRow | undefined> {
  const [row] = await db.select().from(paymentRequests).where(eq(paymentRequests.id, id));
  return row;
}

/** Whether the user may act for (administer payments of) this customer. */
export async function mayActFor(db: Db, userId: number, customerId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.id, customerId), accessibleBy(userId)));
  return row !== undefined;
}

/** An order by number, locked, with what paying it needs. */
export async function lockOrderByNo(db: Db, orderNo: string) {
  const [row] = await db
    .select({
      id: orders.id,
      orderNo: orders.orderNo,
      customerId: orders.customerId,
      sorg: orders.sorg,
      totalOrder: orders.totalOrder,
      currency: orders.currency,
      paymentState: orders.paymentState,
    })
    .from(orders)
    .where(eq(orders.orderNo, orderNo))
    .for('update');
  return row;
}

/** The not yet complete or void payments of an order. */
export function openPaymentsOfOrder(db: Db, orderNo: string): Promise<PaymentRow[]> {
  return db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.orderNo, orderNo),
        eq(payments.module, 'order'),
        sql`${payments.status} not in ('complete', 'void')`,
      ),
    )
    .orderBy(desc(payments.id));
}

export async function updateRequest(db: Db, id: number, values: Partial<typeof paymentRequests.$inferInsert>) {
  await db.update(paymentRequests).set(values).where(eq(paymentRequests.id, id));
}

/** Whether a request already has a payment that is not void (one payment per request). */
export async function requestHasPayment(db: Db, requestId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.paymentRequestId, requestId), sql`${payments.status} <> 'void'`, isNotNull(payments.id)))
    .limit(1);
  return row !== undefined;
}

/** Every host with its sorg and raw config, and every payment method's sorg and type (the sandbox start check). */
export async function hostsAndMethods(db: Db) {
  const [hostRows, methods] = await Promise.all([
    db.select({ hostname: hosts.hostname, sorg: hosts.sorg, config: hosts.config }).from(hosts),
    db.selectDistinct({ sorg: paymentMethods.sorg, type: paymentMethods.type }).from(paymentMethods),
  ]);
  return { hosts: hostRows, methods };
}
