import { bigint, date, index, integer, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { articles } from '../catalog/catalog.tables';
import { customers } from '../customers/customers.tables';
import { users } from '../users/users.tables';

/**
 * An order of a customer in one sorg (spec 01 §3 Order). The catalog reads the history (previous and frequent
 * purchases, repeat order, best sellers); checkout and the orders area add to it.
 */
export const orders = pgTable(
  'orders',
  {
    id: serial().primaryKey(),
    orderNo: text().notNull().unique(),
    sapOrderNo: text(),
    customerId: integer()
      .notNull()
      .references(() => customers.id),
    sorg: text().notNull(),
    status: text().notNull(),
    createdBy: integer().references(() => users.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    shipTo: text().notNull().default(''),
    custPoNo: text().notNull().default(''),
    deliveryDate: date(),
    notes: text().notNull().default(''),
    /** Minor units of `currency`. */
    totalOrder: bigint({ mode: 'number' }).notNull(),
    currency: text().notNull(),
    decimalPrecision: smallint().notNull(),
  },
  (t) => [index().on(t.customerId, t.createdAt), index().on(t.sorg, t.createdAt)],
);

/** One line of an order (Order.details). Prices in minor units of the order's currency. */
export const orderLines = pgTable(
  'order_lines',
  {
    id: serial().primaryKey(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    articleId: integer()
      .notNull()
      .references(() => articles.id),
    articleCode: text().notNull(),
    description: text().notNull(),
    orderQty: integer().notNull(),
    uom: text().notNull().default('PC'),
    price: bigint({ mode: 'number' }).notNull(),
    promoPrice: bigint({ mode: 'number' }),
    subtotal: bigint({ mode: 'number' }).notNull(),
  },
  (t) => [index().on(t.orderId), index().on(t.articleId)],
);

export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;
