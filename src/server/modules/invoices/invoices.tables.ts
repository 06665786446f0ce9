import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { customers } from '../customers/customers.tables';
import { users } from '../users/users.tables';

/**
 * An invoice of a customer in one sorg (spec 01 §3 Invoice). Installments share an invoiceNo and differ by
 * assignment; a credit note has a negative accountingAmount. Amounts are minor units of `currency`. `overdue` is
 * not stored: it is the days from dueDate to the host's today (negative = overdue), computed when read.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: serial().primaryKey(),
    customerId: integer()
      .notNull()
      .references(() => customers.id),
    sorg: text().notNull(),
    invoiceNo: text().notNull(),
    /** Distinguishes the installments of one invoiceNo (the invoiceNo itself when there is one). */
    assignment: text().notNull(),
    /** 0 when the invoice is not paid in installments, else 1, 2, … */
    installment: smallint().notNull().default(0),
    doNo: text().notNull().default(''),
    invoiceDate: date({ mode: 'string' }).notNull(),
    dueDate: date({ mode: 'string' }).notNull(),
    /** '' or 'Open' (selectable), 'Waiting For Payment', 'Pending Payment', 'Paid' (spec 01 §4 Invoice status). */
    status: text().notNull().default('Open'),
    notes: text().notNull().default(''),
    detailNotes: text().notNull().default(''),
    currency: text().notNull(),
    recycleFee: bigint({ mode: 'number' }).notNull().default(0),
    surcharges: bigint({ mode: 'number' }).notNull().default(0),
    /** Positive: payable; negative: a deduction (credit note). */
    accountingAmount: bigint({ mode: 'number' }).notNull(),
    accountingNo: text().notNull().default(''),
    paymentDiscount: bigint({ mode: 'number' }).notNull().default(0),
    grandTotal: bigint({ mode: 'number' }).notNull(),
    clearingDate: date({ mode: 'string' }),
    payerCode: text().notNull().default(''),
    payerName: text().notNull().default(''),
    tax: bigint({ mode: 'number' }).notNull().default(0),
    shippingCost: bigint({ mode: 'number' }).notNull().default(0),
    discount: bigint({ mode: 'number' }).notNull().default(0),
    expeditionName: text().notNull().default(''),
    expeditionTracking: text().notNull().default(''),
    terms: text().notNull().default(''),
    companyCode: text().notNull().default(''),
    lineItem: text().notNull().default(''),
    fiscalYear: smallint().notNull(),
    freightAllowance: bigint({ mode: 'number' }).notNull().default(0),
    earlyPaymentDiscount: bigint({ mode: 'number' }).notNull().default(0),
  },
  (t) => [
    uniqueIndex().on(t.sorg, t.invoiceNo, t.assignment),
    index().on(t.customerId, t.status, t.dueDate),
    index().on(t.customerId, t.clearingDate),
    index().on(t.customerId, t.sorg, t.fiscalYear),
  ],
);

/** The detail lines of an invoice (spec 01 §3 Invoice detail lines); price and subTotal in minor units. */
export const invoiceLines = pgTable(
  'invoice_lines',
  {
    id: serial().primaryKey(),
    invoiceId: integer()
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    articleCode: text().notNull(),
    name: text().notNull(),
    brand: text().notNull().default(''),
    uom: text().notNull().default('PC'),
    qty: integer().notNull(),
    price: bigint({ mode: 'number' }).notNull(),
    subTotal: bigint({ mode: 'number' }).notNull(),
  },
  (t) => [index().on(t.invoiceId)],
);

/** Payment statuses {id, description} (spec 01 §3 Payment status; §4 filter statuses, plus waiting and expired). */
export const paymentStatuses = pgTable('payment_statuses', {
  id: text().primaryKey(),
  description: text().notNull(),
});

/** A payment request (spec 01 §3 Payment request): one currency, one payer, one merchant (sorg). */
export const paymentRequests = pgTable(
  'payment_requests',
  {
    id: serial().primaryKey(),
    customerId: integer()
      .notNull()
      .references(() => customers.id),
    sorg: text().notNull(),
    payerCode: text().notNull(),
    payerName: text().notNull().default(''),
    amount: bigint({ mode: 'number' }).notNull(),
    currency: text().notNull(),
    externalId: text().notNull().unique(),
    virtualAccountNo: text(),
    paymentStatus: text()
      .notNull()
      .references(() => paymentStatuses.id),
    expiredDate: timestamp({ withTimezone: true }),
    isPartialPayment: boolean().notNull().default(false),
    /** The payment method's type (e.g. 'Credit Card', 'ACH', 'Bank Transfer'). */
    method: text().notNull().default(''),
    /** The payment method chosen (spec 01 §3 Payment method id; paymentId of create payment request). */
    paymentMethodId: integer(),
    /** How to pay a virtual account, in the method's words (spec 01 §3 paymentMerchants.instruction). */
    instruction: text().notNull().default(''),
    /** The gateway of the host it was made on, and its reference for the charge (webhooks name it). */
    gateway: text().notNull().default('sandbox'),
    gatewayReference: text(),
    /** The payer's own reference (spec 01 §3 create payment request extRefData), shown back to them. */
    extRefData: text().notNull().default(''),
    /** The order a checkout's card or ACH payment is for (spec 01 §4 payment state flags on an order); else null. */
    orderId: integer(),
    createdBy: integer().references(() => users.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** When the request last changed status (created, paid, voided, expired). */
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index().on(t.customerId, t.paymentStatus),
    index().on(t.payerCode, t.sorg),
    uniqueIndex('payment_requests_gateway_reference_key').on(t.gateway, t.gatewayReference),
    index().on(t.orderId),
  ],
);

/** The invoices (installments) a request pays, with the amount for each (minor units). */
export const paymentRequestInvoices = pgTable(
  'payment_request_invoices',
  {
    paymentRequestId: integer()
      .notNull()
      .references(() => paymentRequests.id, { onDelete: 'cascade' }),
    invoiceId: integer()
      .notNull()
      .references(() => invoices.id),
    amount: bigint({ mode: 'number' }).notNull(),
    /** True while the request may still be paid (waiting, pending): an invoice is under one live request at most. */
    live: boolean().notNull().default(true),
  },
  (t) => [
    primaryKey({ columns: [t.paymentRequestId, t.invoiceId] }),
    index().on(t.invoiceId),
    uniqueIndex('payment_request_invoices_live_key')
      .on(t.invoiceId)
      .where(sql`${t.live}`),
  ],
);

/**
 * The webhook events a gateway sent, by its event id: an event is applied once however often it arrives
 * (spec 01 §7; gateways retry). `outcome` says what applying it did, for the payments administration.
 */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    gateway: text().notNull(),
    eventId: text().notNull(),
    type: text().notNull(),
    reference: text().notNull(),
    occurredAt: timestamp({ withTimezone: true }).notNull(),
    receivedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    outcome: text().notNull(),
  },
  (t) => [primaryKey({ columns: [t.gateway, t.eventId] }), index().on(t.reference)],
);

/** A payment received for a request (gateway or uploaded), by module: 'invoice' or 'order' (spec 02 §7). */
export const payments = pgTable(
  'payments',
  {
    id: serial().primaryKey(),
    paymentRequestId: integer().references(() => paymentRequests.id),
    sorg: text().notNull(),
    module: text().notNull().default('invoice'),
    orderNo: text(),
    amount: bigint({ mode: 'number' }).notNull(),
    currency: text().notNull(),
    status: text()
      .notNull()
      .references(() => paymentStatuses.id),
    gatewayRef: text(),
    approvedBy: integer().references(() => users.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.sorg, t.module), index().on(t.paymentRequestId)],
);

/**
 * Documents uploaded to a payment (administration) or to a payment request (the payer's transfer receipts, spec 02
 * §4 "payment receipts limited to a count"), as stored upload files. One of the two ids is set.
 */
export const paymentDocs = pgTable(
  'payment_docs',
  {
    id: serial().primaryKey(),
    paymentId: integer().references(() => payments.id, { onDelete: 'cascade' }),
    paymentRequestId: integer().references(() => paymentRequests.id, { onDelete: 'cascade' }),
    fileName: text().notNull(),
    storedName: text().notNull(),
    uploadedBy: integer().references(() => users.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.paymentId), index().on(t.paymentRequestId)],
);

/** Which optional amount columns a module shows per sorg (spec 01 §3 Price component). */
export const priceComponents = pgTable(
  'price_components',
  {
    sorg: text().notNull(),
    module: text().notNull(),
    additionalDisplays: text().array().notNull(),
  },
  (t) => [primaryKey({ columns: [t.sorg, t.module] })],
);

/** Average payment days per sorg, customer and year (spec 01 §3 Average payment days). */
export const averagePaymentDays = pgTable(
  'average_payment_days',
  {
    sorg: text().notNull(),
    customerId: integer()
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    year: smallint().notNull(),
    days: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.sorg, t.year] })],
);

export type InvoiceRow = typeof invoices.$inferSelect;
export type InvoiceLineRow = typeof invoiceLines.$inferSelect;
