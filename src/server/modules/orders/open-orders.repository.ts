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

/**
 * Every line of the customer's open orders (OPEN_ORDER_STATUSES) in some sorgs, with its order, ship-to, article
 * and what of it is confirmed and shipped; oldest order first. `internalNotes` is read only when asked for (sales
 * staff and administrators): for anyone else the column never leaves the database.
 */
export function openOrderLinesOf(db: Db, customerId: number, sorgList: readonly string[], withInternalNotes: boolean) {
  if (sorgList.length === 0) return Promise.resolve([]);
  return db
    .select({
      orderId: orders.id,
      sorg: orders.sorg,
      orderNo: orders.orderNo,
      sapOrderNo: orders.sapOrderNo,
      orderType: orders.orderType,
      status: orders.status,
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
      lineId: orderLines.id,
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
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .innerJoin(orderLines, eq(orderLines.orderId, orders.id))
    .innerJoin(articles, eq(articles.id, orderLines.articleId))
    .innerJoin(productGroups, eq(productGroups.id, articles.productGroupId))
    .innerJoin(brands, eq(brands.id, productGroups.brandId))
    .leftJoin(shipToAddresses, eq(shipToAddresses.id, orders.shipToId))
    .leftJoin(users, eq(users.id, orders.createdBy))
    .where(
      and(
        eq(orders.customerId, customerId),
        inArray(orders.sorg, [...sorgList]),
        inArray(orders.status, [...OPEN_ORDER_STATUSES]),
      ),
    )
    .orderBy(asc(orders.createdAt), asc(orders.id), asc(orderLines.id));
}
export type OpenOrderLineRow = Awaited<ReturnType<typeof openOrderLinesOf>>[number];
