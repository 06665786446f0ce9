import {
  bigint,
  boolean,
  date,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { OrderStatus, PaymentState } from '../../../shared/orders/order-status';
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
    /** One of the shared ORDER_STATUSES (docs/decisions.md "Order statuses"). */
    status: text().$type<OrderStatus>().notNull(),
    createdBy: integer().references(() => users.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** The ship-to as written when the order was placed (the address may change later). */
    shipTo: text().notNull().default(''),
    shipToId: integer().references(() => shipToAddresses.id),
    custPoNo: text().notNull().default(''),
    deliveryDate: date(),
    notes: text().notNull().default(''),
    /** Minor units of `currency`. */
    totalOrder: bigint({ mode: 'number' }).notNull(),
    currency: text().notNull(),
    decimalPrecision: smallint().notNull(),
    /** Spec 01 §3 Order.orderShipment: the chosen rate, its amount (minor units) and the text it asked for. */
    shipmentRateId: integer().references(() => shipmentRates.id),
    shipmentAmount: bigint({ mode: 'number' }).notNull().default(0),
    shipmentNotes: text().notNull().default(''),
    /** Spec 01 §3 Order.orderPayment: the method, the discount it gave, the amount to pay and its state. */
    paymentMethodId: integer().references(() => paymentMethods.id),
    paymentDiscountAmount: bigint({ mode: 'number' }).notNull().default(0),
    /** Null when there is nothing to pay now (on account). */
    paymentState: text().$type<PaymentState>(),
    paymentExpiredAt: timestamp({ withTimezone: true }),
  },
  (t) => [index().on(t.customerId, t.createdAt), index().on(t.sorg, t.createdAt), index().on(t.customerId, t.status)],
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

/**
 * A delivery address of a customer (spec 01 §7 shiptoV2). `version` grows with every change, so a checkout that
 * names an older one is refused ('There were changes on the ship-to data, refresh the page', spec 01 §8).
 * `warehouseArea` is the stock location that serves the address; the default address's area is the customer's
 * home warehouse (cartFreightBenefits isHomeWarehouse).
 */
export const shipToAddresses = pgTable(
  'ship_to_addresses',
  {
    id: serial().primaryKey(),
    customerId: integer()
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** The ERP's ship-to code, unique per customer. */
    code: text().notNull(),
    name: text().notNull(),
    address: text().notNull().default(''),
    city: text().notNull().default(''),
    postalCode: text().notNull().default(''),
    country: text().notNull().default(''),
    phone: text().notNull().default(''),
    warehouseArea: text().notNull().default(''),
    isDefault: boolean().notNull().default(false),
    version: integer().notNull().default(1),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex().on(t.customerId, t.code), index().on(t.customerId)],
);

/**
 * A shipment option of a sorg with its rate (spec 01 §3 Shipment rate: id, type, desc, input, rate {rate,
 * currency}). A rate with `input` asks for a text that becomes the order's shipmentNotes. Minor units of `currency`.
 */
export const shipmentRates = pgTable(
  'shipment_rates',
  {
    id: serial().primaryKey(),
    code: text().notNull().unique(),
    sorg: text().notNull(),
    type: text().notNull(),
    description: text().notNull(),
    input: boolean().notNull().default(false),
    rate: bigint({ mode: 'number' }).notNull(),
    currency: text().notNull(),
    sortOrder: smallint().notNull().default(0),
  },
  (t) => [index().on(t.sorg)],
);

/**
 * The freight allowance of a warehouse area (spec 01 §7 cartFreightBenefits): ordering `targetQty` bikes from the
 * area earns `discountPercent` percent off the freight (spec 01 §9 "freight allowance percentage").
 */
export const freightBenefitTargets = pgTable(
  'freight_benefit_targets',
  {
    id: serial().primaryKey(),
    sorg: text().notNull(),
    warehouseArea: text().notNull(),
    targetQty: integer().notNull(),
    discountPercent: smallint().notNull(),
  },
  (t) => [uniqueIndex().on(t.sorg, t.warehouseArea)],
);

/** A payment method of a sorg (spec 01 §3 Payment method: id, type, desc, paymentMerchants). */
export const paymentMethods = pgTable(
  'payment_methods',
  {
    id: serial().primaryKey(),
    code: text().notNull().unique(),
    sorg: text().notNull(),
    /** 'On Account', 'Bank Transfer'; a type with 'ACH' or 'Credit Card' is charged at once (spec 01 §4). */
    type: text().notNull(),
    description: text().notNull(),
    /** Days a waiting payment has before it expires (expiredDate); 0 for methods with nothing to pay. */
    expiryDays: smallint().notNull().default(0),
    sortOrder: smallint().notNull().default(0),
  },
  (t) => [index().on(t.sorg)],
);

/**
 * How a payment method is paid through a merchant (spec 01 §3 paymentMerchants {instruction, extPaymentGatewayId,
 * paymentDiscount, payment id}). `paymentDiscount` is a percentage of the goods (docs/decisions.md "Totals per
 * order").
 */
export const paymentMerchants = pgTable(
  'payment_merchants',
  {
    id: serial().primaryKey(),
    paymentMethodId: integer()
      .notNull()
      .references(() => paymentMethods.id, { onDelete: 'cascade' }),
    instruction: text().notNull().default(''),
    extPaymentGatewayId: text(),
    paymentDiscount: numeric({ precision: 5, scale: 2, mode: 'number' }).notNull().default(0),
  },
  (t) => [index().on(t.paymentMethodId)],
);

export type ShipToAddressRow = typeof shipToAddresses.$inferSelect;
export type ShipmentRateRow = typeof shipmentRates.$inferSelect;
export type FreightBenefitTargetRow = typeof freightBenefitTargets.$inferSelect;
export type PaymentMethodRow = typeof paymentMethods.$inferSelect;
export type PaymentMerchantRow = typeof paymentMerchants.$inferSelect;
