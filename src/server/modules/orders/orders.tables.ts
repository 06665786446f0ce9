import {
  bigint,
  boolean,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
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
    /** Spec 01 §3 Order.orderPayment.paymentReceipt: the receipt's number once the payment is completed. */
    paymentReceipt: text(),
    /** The order type code (spec 01 §3 Open order orderType): 'ZOR' standard, 'CF' Consignment Fill Up. */
    orderType: text().notNull().default('ZOR'),
    /** The date the order desk expects to deliver (Open order expectedDeliveryDate). */
    expectedDeliveryDate: date({ mode: 'string' }),
    /** Notes of the sales staff, never shown to the dealer (spec 01 §3 Open order internalNotes). */
    internalNotes: text().notNull().default(''),
    /** Why the order desk rejected a pendingB2B order (shown to the dealer). */
    rejectionReason: text(),
    /** When the order last changed status (order desk, payment, clock). */
    statusChangedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** 'Ship complete' (true: one delivery when every line is available) or 'ship as available' (false). */
    shipComplete: boolean().notNull().default(false),
    /**
     * The Idempotency-Key of the checkout that placed the order, written in the order's own transaction: a retry
     * after the idempotency record was lost (the process died between commit and record) finds the orders placed.
     */
    requestKey: text(),
  },
  (t) => [
    index().on(t.customerId, t.createdAt),
    index().on(t.sorg, t.createdAt),
    index().on(t.customerId, t.status),
    uniqueIndex('orders_request_key_key').on(t.createdBy, t.requestKey, t.sorg),
  ],
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

/**
 * A confirmation of an order line (spec 01 §3 Order details.confirmations): how much is supplied when and from where.
 * The order desk writes them; a line may have several (part now, part later).
 */
export const orderLineConfirmations = pgTable(
  'order_line_confirmations',
  {
    id: serial().primaryKey(),
    orderLineId: integer()
      .notNull()
      .references(() => orderLines.id, { onDelete: 'cascade' }),
    supplyQty: integer().notNull(),
    supplyDate: date({ mode: 'string' }).notNull(),
    supplySite: text().notNull().default(''),
    supplySloc: text().notNull().default(''),
    supplyShippingPoint: text().notNull().default(''),
    supplyLocation: text().notNull().default(''),
    supplyPriority: smallint().notNull().default(0),
    /** When the desk confirmed it (the line timeline's "changed since your last visit"). */
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.orderLineId)],
);

/**
 * A delivery order (spec 01 §3 Delivery / shipped order, Open order deliveries). Open while `deliveryDate` is null
 * (it has an estimatedDeliveryDate); shipped once `deliveryDate` is set, with tracking.
 */
export const deliveries = pgTable(
  'deliveries',
  {
    id: serial().primaryKey(),
    doNumber: text().notNull().unique(),
    customerId: integer()
      .notNull()
      .references(() => customers.id),
    sorg: text().notNull(),
    orderType: text().notNull().default('ZOR'),
    shipToId: integer().references(() => shipToAddresses.id),
    shipTo: text().notNull().default(''),
    custPoNo: text().notNull().default(''),
    requestDeliveryDate: date({ mode: 'string' }),
    estimatedDeliveryDate: date({ mode: 'string' }),
    /** The day it was shipped; null while the delivery is open. */
    deliveryDate: date({ mode: 'string' }),
    /** When the desk shipped it (the line timeline's "changed since your last visit"); null while open. */
    shippedAt: timestamp({ withTimezone: true }),
    trackingNo: text().notNull().default(''),
    /** https only (shared safeTrackingUrl); anything else is stored as ''. */
    trackingUrl: text().notNull().default(''),
    expeditionName: text().notNull().default(''),
    notes: text().notNull().default(''),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.customerId, t.deliveryDate), index().on(t.customerId, t.estimatedDeliveryDate)],
);

/** What a delivery carries: a quantity of an order line (Deliveries detail: orderNo, orderQty, price, orderType). */
export const deliveryLines = pgTable(
  'delivery_lines',
  {
    id: serial().primaryKey(),
    deliveryId: integer()
      .notNull()
      .references(() => deliveries.id, { onDelete: 'cascade' }),
    orderLineId: integer()
      .notNull()
      .references(() => orderLines.id),
    qty: integer().notNull(),
  },
  (t) => [index().on(t.deliveryId), index().on(t.orderLineId)],
);

/** A proof of payment uploaded for an order (spec 01 §3 Order.orderPayment.paymentDocs). */
export const orderPaymentDocs = pgTable(
  'order_payment_docs',
  {
    id: serial().primaryKey(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    fileName: text().notNull(),
    url: text().notNull(),
    uploadedBy: integer().references(() => users.id),
    uploadedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.orderId)],
);

/**
 * A payment a user saved for a customer (spec 01 §3 Saved payment: id, type, display, paymentMerchant). Only the
 * display form is kept (e.g. 'Visa •••• 4242'); the secret never reaches this table (spec 01 §3 Payment information).
 */
export const savedPayments = pgTable(
  'saved_payments',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    customerId: integer()
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    sorg: text().notNull(),
    type: text().notNull(),
    display: text().notNull(),
    paymentMethodId: integer()
      .notNull()
      .references(() => paymentMethods.id, { onDelete: 'cascade' }),
    /** The gateway that issued `gatewayToken` (a host's config paymentGateway). */
    gateway: text().notNull().default('sandbox'),
    /** The gateway's stand-in for the card or account; never the number itself. */
    gatewayToken: text().notNull().default(''),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.userId, t.customerId)],
);

/**
 * When a user last looked at an order: its line timeline marks what changed since then ("changed since your last
 * visit"). One row per user and order, moved forward each time the order page is read.
 */
export const orderViews = pgTable(
  'order_views',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    seenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.orderId] })],
);

export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;
export type DeliveryRow = typeof deliveries.$inferSelect;

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
