// The reads of openOrderV4 (spec 01 §3 Open order): the customer's companies, the lines of its open orders and its
// open deliveries, one statement each whatever the number of lines.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { articles, brands, productGroups } from '../catalog/catalog.tables';
import { companies, customerAreas, customers } from '../customers/customers.tables';
import { sorgs } from '../hosts/hosts.tables';
import { users } from '../users/users.tables';
import { OPEN_ORDER_STATUSES } from '../../../shared/orders/order-status';
import { orderLineConfirmations, orderLines, orders, shipToAddresses } from './orders.tables';
import { deliveredQty } from './order-view.repository';

/** The customer's areas (one per sorg) with the company that carries each, and the sorg's name. */
export function companyAreasOf(db: Db, customerId: number) {
  return db
    .select({
      sorg: customerAreas.sorg,
      sorgName: sorgs.name,
      companyCode: companies.code,
      companyName: companies.name,
    })
    .from(customerAreas)
    .leftJoin(companies, eq(companies.id, customerAreas.companyId))
    .leftJoin(sorgs, eq(sorgs.code, customerAreas.sorg))
    .where(eq(customerAreas.customerId, customerId))
    .orderBy(asc(customerAreas.sorg), asc(customerAreas.id));
}

/** The customer's open orders (OPEN_ORDER_STATUSES) in some sorgs. */
const openOrdersWhere = (customerId: number, sorgList: readonly string[]) =>
  and(
    eq(orders.customerId, customerId),
    inArray(orders.sorg, [...sorgList]),
    inArray(orders.status, [...OPEN_ORDER_STATUSES]),
  );

/**
 * The customer's open orders in some sorgs with their customer, ship-to and placing user; oldest first.
 * `internalNotes` is read only when asked for (sales staff and administrators): for anyone else the column never
 * leaves the database.
 */
export function openOrdersOf(db: Db, customerId: number, sorgList: readonly string[], withInternalNotes: boolean) {
  if (sorgList.length === 0) return Promise.resolve([]);
  return db
    .select({
      orderId: orders.id,
      sorg: orders.sorg,
      orderNo: orders.orderNo,
      sapOrderNo: orders.sapOrderNo,
      orderType: orders.orderType,
      custPoNo: orders.custPoNo,
      createdAt: orders.createdAt,
      deliveryDate: orders.deliveryDate,
      expectedDeliveryDate: orders.expectedDeliveryDate,
      notes: orders.notes,
      internalNotes: withInternalNotes ? orders.internalNotes : sql<string | null>`null`,
      currency: orders.currency,
      decimalPrecision: orders.decimalPrecision,
      shipTo: orders.shipTo,
      shipToAddress: sql<string>`coalesce(nullif(concat_ws(', ', nullif(${shipToAddresses.address}, ''),
        nullif(trim(concat_ws(' ', ${shipToAddresses.postalCode}, ${shipToAddresses.city})), ''),
        nullif(${shipToAddresses.country}, '')), ''), '')`,
      createdByName: users.name,
      custName: customers.name,
      custCodeIsr: customers.custCodeIsr,
      custCodeR3: customers.custCodeR3,
    })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .leftJoin(shipToAddresses, eq(shipToAddresses.id, orders.shipToId))
    .leftJoin(users, eq(users.id, orders.createdBy))
    .where(openOrdersWhere(customerId, sorgList))
    .orderBy(asc(orders.createdAt), asc(orders.id));
}
export type OpenOrderRow = Awaited<ReturnType<typeof openOrdersOf>>[number];

/**
 * The lines of the customer's open orders in some sorgs with their article's brand, category and model year and
 * what of each is confirmed and shipped, in line order. Only the line's own columns: the order's come once per order
 * ({@link openOrdersOf}), which keeps 2,000 lines fast to read.
 */
export function openOrderLinesOf(db: Db, customerId: number, sorgList: readonly string[]) {
  if (sorgList.length === 0) return Promise.resolve([]);
  return db
    .select({
      orderId: orderLines.orderId,
      articleCode: orderLines.articleCode,
      description: orderLines.description,
      orderQty: orderLines.orderQty,
      uom: orderLines.uom,
      price: orderLines.price,
      promoPrice: orderLines.promoPrice,
      subtotal: orderLines.subtotal,
      brand: brands.description,
      productCategory: productGroups.category,
      modelYear: productGroups.modelYear,
      deliveredQty,
      confirmedQty: sql<number>`coalesce((select sum(c.supply_qty) from ${orderLineConfirmations} c
        where c.order_line_id = ${orderLines}.id), 0)::int`,
    })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .innerJoin(articles, eq(articles.id, orderLines.articleId))
    .innerJoin(productGroups, eq(productGroups.id, articles.productGroupId))
    .innerJoin(brands, eq(brands.id, productGroups.brandId))
    .where(openOrdersWhere(customerId, sorgList))
    .orderBy(asc(orderLines.orderId), asc(orderLines.id));
}
export type OpenOrderLineRow = Awaited<ReturnType<typeof openOrderLinesOf>>[number];
