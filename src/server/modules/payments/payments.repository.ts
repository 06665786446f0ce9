import { and, asc, count, desc, eq, inArray, isNull, lte, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companyCredit, customerAreas, userCustomers } from '../customers/customers.tables';
import { userAreas, users } from '../users/users.tables';
import {
  invoices,
  paymentDocs,
  paymentRequestInvoices,
  paymentRequests,
  payments,
  paymentStatuses,
  webhookEvents,
  type InvoiceRow,
} from '../invoices/invoices.tables';
import { orders, paymentMerchants, paymentMethods, savedPayments } from '../orders/orders.tables';

/** The statuses of a request that may still be paid: its invoices are under it (`live`). */
export const LIVE_STATUSES = ['waiting', 'pending', 'on_processing'] as const;

export type PaymentRequestRow = typeof paymentRequests.$inferSelect;
export type { InvoiceRow };

/**
 * Every unpaid invoice row of a customer in a sorg, oldest due first, locked until the transaction ends: two
 * requests for the same customer and merchant are made one after the other (spec 01 §7; one live request each).
 */
export function lockUnpaidInvoices(db: Db, customerId: number, sorg: string): Promise<InvoiceRow[]> {
  return db
    .select()
    .from(invoices)
    .where(and(eq(invoices.customerId, customerId), eq(invoices.sorg, sorg), ne(invoices.status, 'Paid')))
    .orderBy(asc(invoices.dueDate), asc(invoices.invoiceNo), asc(invoices.assignment))
    .for('update');
}

/** The unpaid invoices of a customer in some sorgs (no lock). */
export function unpaidInvoices(db: Db, customerId: number, sorgs: readonly string[]): Promise<InvoiceRow[]> {
  if (sorgs.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(invoices)
    .where(and(eq(invoices.customerId, customerId), inArray(invoices.sorg, [...sorgs]), ne(invoices.status, 'Paid')))
    .orderBy(asc(invoices.dueDate), asc(invoices.invoiceNo), asc(invoices.assignment));
}

/** Whether any invoice of the customer names this payer. */
export async function customerHasPayer(db: Db, customerId: number, payerCode: string): Promise<boolean> {
  const [row] = await db
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(eq(invoices.customerId, customerId), eq(invoices.payerCode, payerCode)))
    .limit(1);
  return row !== undefined;
}

/** The customer's area in a sorg: whether paying invoices is switched on there, and its company. */
export async function areaOf(db: Db, customerId: number, sorg: string) {
  const [row] = await db
    .select({ allowPayInvoice: customerAreas.allowPayInvoice, companyId: customerAreas.companyId })
    .from(customerAreas)
    .where(and(eq(customerAreas.customerId, customerId), eq(customerAreas.sorg, sorg)))
    .limit(1);
  return row;
}

/** A payment method of a sorg with its merchant's instruction and discount (the first merchant). */
export async function paymentMethodOf(db: Db, id: number, sorg: string) {
  const [row] = await db
    .select({
      id: paymentMethods.id,
      type: paymentMethods.type,
      expiryDays: paymentMethods.expiryDays,
      instruction: paymentMerchants.instruction,
      paymentDiscount: paymentMerchants.paymentDiscount,
    })
    .from(paymentMethods)
    .leftJoin(paymentMerchants, eq(paymentMerchants.paymentMethodId, paymentMethods.id))
    .where(and(eq(paymentMethods.id, id), eq(paymentMethods.sorg, sorg)))
    .orderBy(asc(paymentMerchants.id))
    .limit(1);
  return row;
}

/** The live request of a payer in a merchant (sorg), locked. */
export async function lockLiveRequestOf(db: Db, payerCode: string, sorg: string) {
  const [row] = await db
    .select()
    .from(paymentRequests)
    .where(
      and(
        eq(paymentRequests.payerCode, payerCode),
        eq(paymentRequests.sorg, sorg),
        inArray(paymentRequests.paymentStatus, [...LIVE_STATUSES]),
        // A checkout order's own charge is not the payer's invoice request (one live request each).
        isNull(paymentRequests.orderId),
      ),
    )
    .orderBy(desc(paymentRequests.id))
    .limit(1)
    .for('update');
  return row;
}

export async function insertRequest(db: Db, values: typeof paymentRequests.$inferInsert) {
  const [row] = await db.insert(paymentRequests).values(values).returning();
  if (!row) throw new Error('payment request not inserted');
  return row;
}

export async function insertRequestInvoices(
  db: Db,
  rows: readonly { paymentRequestId: number; invoiceId: number; amount: number }[],
) {
  if (rows.length > 0) await db.insert(paymentRequestInvoices).values([...rows]);
}

export async function updateRequest(db: Db, id: number, values: Partial<typeof paymentRequests.$inferInsert>) {
  await db.update(paymentRequests).set(values).where(eq(paymentRequests.id, id));
}

/** The invoices a request pays, with the amount for each, in due order. */
export function requestInvoiceRows(db: Db, requestIds: readonly number[]) {
  if (requestIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      paymentRequestId: paymentRequestInvoices.paymentRequestId,
      amount: paymentRequestInvoices.amount,
      live: paymentRequestInvoices.live,
      invoice: invoices,
    })
    .from(paymentRequestInvoices)
    .innerJoin(invoices, eq(invoices.id, paymentRequestInvoices.invoiceId))
    .where(inArray(paymentRequestInvoices.paymentRequestId, [...requestIds]))
    .orderBy(asc(invoices.dueDate), asc(invoices.invoiceNo), asc(invoices.assignment));
}

/** Ends a request's hold on its invoices (it no longer waits for money). */
export async function releaseRequestInvoices(db: Db, requestId: number) {
  await db
    .update(paymentRequestInvoices)
    .set({ live: false })
    .where(eq(paymentRequestInvoices.paymentRequestId, requestId));
}

/** Sets the status of invoices that are still in one of `from` (a paid invoice never returns to Open). */
export async function setInvoiceStatus(db: Db, ids: readonly number[], status: string, from: readonly string[]) {
  if (ids.length === 0) return;
  await db
    .update(invoices)
    .set({ status })
    .where(and(inArray(invoices.id, [...ids]), inArray(invoices.status, [...from])));
}

export async function markInvoicesPaid(db: Db, ids: readonly number[], clearingDate: string) {
  if (ids.length === 0) return;
  await db
    .update(invoices)
    .set({ status: 'Paid', clearingDate })
    .where(inArray(invoices.id, [...ids]));
}

/** A partial payment lowers what is still open of the invoice, which stays Open. */
export async function reduceOpenAmount(db: Db, id: number, amount: number) {
  await db
    .update(invoices)
    .set({ accountingAmount: sql`${invoices.accountingAmount} - ${amount}`, status: 'Open' })
    .where(eq(invoices.id, id));
}

/** A request by the gateway's reference: the charge reference, or the virtual account number. Locked. */
export async function lockRequestByReference(db: Db, gateway: string, reference: string) {
  const [row] = await db
    .select()
    .from(paymentRequests)
    .where(
      and(
        eq(paymentRequests.gateway, gateway),
        sql`(${paymentRequests.gatewayReference} = ${reference} or ${paymentRequests.virtualAccountNo} = ${reference})`,
      ),
    )
    .orderBy(desc(paymentRequests.id))
    .limit(1)
    .for('update');
  return row;
}

export async function lockRequestById(db: Db, id: number) {
  const [row] = await db.select().from(paymentRequests).where(eq(paymentRequests.id, id)).for('update');
  return row;
}

/** A request of a customer by its externalId. */
export async function requestByExternalId(db: Db, customerId: number, externalId: string) {
  const [row] = await db
    .select()
    .from(paymentRequests)
    .where(and(eq(paymentRequests.customerId, customerId), eq(paymentRequests.externalId, externalId)))
    .limit(1);
  return row;
}

export async function requestsByIds(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(paymentRequests)
    .where(inArray(paymentRequests.id, [...ids]));
}

/** One page of a customer's requests, newest first. */
export async function requestPage(
  db: Db,
  customerId: number,
  args: { status: string | null; limit: number; offset: number },
) {
  const where = and(
    eq(paymentRequests.customerId, customerId),
    args.status ? eq(paymentRequests.paymentStatus, args.status) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(paymentRequests)
      .where(where)
      .orderBy(desc(paymentRequests.createdAt), desc(paymentRequests.id))
      .limit(args.limit)
      .offset(args.offset),
    db.select({ n: count() }).from(paymentRequests).where(where),
  ]);
  return { rows, count: total?.n ?? 0 };
}

/** The requests of a customer and payer that pay any of these invoice numbers, newest first. */
export function requestsPayingInvoices(db: Db, customerId: number, payerCode: string, invoiceNos: readonly string[]) {
  if (invoiceNos.length === 0) return Promise.resolve([]);
  return db
    .selectDistinct({ request: paymentRequests })
    .from(paymentRequests)
    .innerJoin(paymentRequestInvoices, eq(paymentRequestInvoices.paymentRequestId, paymentRequests.id))
    .innerJoin(invoices, eq(invoices.id, paymentRequestInvoices.invoiceId))
    .where(
      and(
        eq(paymentRequests.customerId, customerId),
        eq(paymentRequests.payerCode, payerCode),
        inArray(invoices.invoiceNo, [...invoiceNos]),
      ),
    )
    .orderBy(desc(paymentRequests.id))
    .then((rows) => rows.map((r) => r.request));
}

export function statusDescriptions(db: Db) {
  return db.select().from(paymentStatuses);
}

export function receiptRows(db: Db, requestIds: readonly number[]) {
  if (requestIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(paymentDocs)
    .where(inArray(paymentDocs.paymentRequestId, [...requestIds]))
    .orderBy(asc(paymentDocs.id));
}

/** Waiting requests past their expiry, locked (skipping any another process holds), oldest first. */
export function lockExpiredRequests(db: Db, now: Date, limit: number) {
  return db
    .select()
    .from(paymentRequests)
    .where(and(eq(paymentRequests.paymentStatus, 'waiting'), lte(paymentRequests.expiredDate, now)))
    .orderBy(asc(paymentRequests.expiredDate))
    .limit(limit)
    .for('update', { skipLocked: true });
}

/** Records a webhook event once: false when its id was seen before (gateways retry). */
export async function recordWebhookEvent(db: Db, values: typeof webhookEvents.$inferInsert): Promise<boolean> {
  const rows = await db
    .insert(webhookEvents)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: webhookEvents.eventId });
  return rows.length > 0;
}

export async function setWebhookOutcome(db: Db, gateway: string, eventId: string, outcome: string) {
  await db
    .update(webhookEvents)
    .set({ outcome })
    .where(and(eq(webhookEvents.gateway, gateway), eq(webhookEvents.eventId, eventId)));
}

export async function insertPayment(db: Db, values: typeof payments.$inferInsert) {
  await db.insert(payments).values(values);
}

/** Money received lowers the company's open invoices and exposure and raises its balance (open to buy). */
export async function creditReceived(db: Db, companyId: number, amount: number) {
  await db
    .update(companyCredit)
    .set({
      openInvoice: sql`greatest(${companyCredit.openInvoice} - ${amount}, 0)`,
      creditExposure: sql`greatest(${companyCredit.creditExposure} - ${amount}, 0)`,
      balance: sql`${companyCredit.creditLimit} - greatest(${companyCredit.creditExposure} - ${amount}, 0)`,
      updatedAt: new Date(),
    })
    .where(eq(companyCredit.companyId, companyId));
}

// ---------- saved payments ----------

export async function insertSavedPayment(db: Db, values: typeof savedPayments.$inferInsert) {
  const [row] = await db.insert(savedPayments).values(values).returning({ id: savedPayments.id });
  return row?.id;
}

export async function savedPaymentOf(db: Db, id: number, userId: number, customerId: number) {
  const [row] = await db
    .select()
    .from(savedPayments)
    .where(and(eq(savedPayments.id, id), eq(savedPayments.userId, userId), eq(savedPayments.customerId, customerId)));
  return row;
}

export async function deleteSavedPayment(db: Db, id: number, userId: number, customerId: number) {
  const rows = await db
    .delete(savedPayments)
    .where(and(eq(savedPayments.id, id), eq(savedPayments.userId, userId), eq(savedPayments.customerId, customerId)))
    .returning({ id: savedPayments.id });
  return rows.length > 0;
}

// ---------- who is told ----------

/**
 * The users told about a request: the dealers of its customer (users limited to that customer or its vendor) and
 * the user who made it, with their language.
 */
export async function recipientsOf(db: Db, customerId: number, createdBy: number | null) {
  const dealers = await db
    .selectDistinct({ userId: users.id, languageId: users.languageId })
    .from(userCustomers)
    .innerJoin(users, eq(users.id, userCustomers.userId))
    .innerJoin(userAreas, eq(userAreas.userId, userCustomers.userId))
    .where(
      and(
        eq(userCustomers.customerId, customerId),
        inArray(userAreas.limitation, ['customer', 'cust_vendor']),
        eq(users.isDisabled, false),
      ),
    );
  if (createdBy === null || dealers.some((d) => d.userId === createdBy)) return dealers;
  const maker = await db
    .select({ userId: users.id, languageId: users.languageId })
    .from(users)
    .where(and(eq(users.id, createdBy), eq(users.isDisabled, false)));
  return [...dealers, ...maker];
}

/** The requests of a checkout order that are live or paid (a failed, void or expired one may be paid again). */
export function openRequestsOfOrder(db: Db, orderId: number) {
  return db
    .select({ id: paymentRequests.id, paymentStatus: paymentRequests.paymentStatus })
    .from(paymentRequests)
    .where(
      and(eq(paymentRequests.orderId, orderId), inArray(paymentRequests.paymentStatus, [...LIVE_STATUSES, 'complete'])),
    );
}

/** The payment state of an order, locked until the transaction ends. */
export async function lockOrderPayment(db: Db, orderId: number) {
  const [row] = await db
    .select({ id: orders.id, paymentState: orders.paymentState })
    .from(orders)
    .where(eq(orders.id, orderId))
    .for('update');
  return row;
}

/** Sets an order's payment fields (spec 01 §3 Order.orderPayment) when its request moves. */
export async function updateOrderPayment(
  db: Db,
  orderId: number,
  values: Pick<
    Partial<typeof orders.$inferInsert>,
    'paymentState' | 'paymentReceipt' | 'paymentExpiredAt' | 'statusChangedAt'
  >,
) {
  await db.update(orders).set(values).where(eq(orders.id, orderId));
}
