import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customers, userCustomers } from '../customers/customers.tables';
import { userAreas, users } from '../users/users.tables';
import { orders } from './orders.tables';

/** What an order event tells about an order. */
export async function ordersForEvent(db: Db, orderIds: readonly number[]) {
  if (orderIds.length === 0) return [];
  return db
    .select({
      id: orders.id,
      orderNo: orders.orderNo,
      customerId: orders.customerId,
      customerName: customers.name,
      createdBy: orders.createdBy,
      totalOrder: orders.totalOrder,
      currency: orders.currency,
      decimalPrecision: orders.decimalPrecision,
      paymentExpiredAt: orders.paymentExpiredAt,
      rejectionReason: orders.rejectionReason,
    })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .where(inArray(orders.id, [...orderIds]))
    .orderBy(orders.id);
}

/**
 * The dealers of customers: enabled users linked to the customer whose user area is limited to a customer (the
 * dealer) or its vendor, with their language. Sales reps linked to many customers are not among them.
 */
export async function dealersOf(db: Db, customerIds: readonly number[]) {
  if (customerIds.length === 0) return [];
  return db
    .selectDistinct({ userId: users.id, customerId: userCustomers.customerId, languageId: users.languageId })
    .from(userCustomers)
    .innerJoin(users, eq(users.id, userCustomers.userId))
    .innerJoin(userAreas, eq(userAreas.userId, userCustomers.userId))
    .where(
      and(
        inArray(userCustomers.customerId, [...customerIds]),
        inArray(userAreas.limitation, ['customer', 'cust_vendor']),
        eq(users.isDisabled, false),
      ),
    );
}

/** Enabled users by id, with their language (the users who placed orders). */
export async function usersByIds(db: Db, userIds: readonly number[]) {
  if (userIds.length === 0) return [];
  return db
    .select({ userId: users.id, languageId: users.languageId })
    .from(users)
    .where(and(inArray(users.id, [...userIds]), eq(users.isDisabled, false)));
}
