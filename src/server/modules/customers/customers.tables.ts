import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from '../users/users.tables';

/** Customers (dealers) with their three codes (spec 01 §3 Customer). */
export const customers = pgTable(
  'customers',
  {
    id: serial().primaryKey(),
    custCodeUnified: text(),
    custCodeIsr: text(),
    custCodeR3: text(),
    name: text().notNull(),
    address: text().notNull().default(''),
    city: text().notNull().default(''),
    email: text().notNull().default(''),
    phone: text().notNull().default(''),
  },
  (t) => [uniqueIndex().on(t.custCodeIsr), uniqueIndex().on(t.custCodeR3), index().on(t.name)],
);

/** Companies that carry credit for a group of customers (spec 01 §3 Customer company). */
export const companies = pgTable('companies', {
  id: serial().primaryKey(),
  code: text().notNull().unique(),
  name: text().notNull(),
  sorg: text().notNull(),
  accountCurrent: text().notNull().default(''),
  creditControl: text().notNull().default(''),
});

/**
 * The credit figures of a company (spec 01 §3 Credit information: creditLimit, balance, creditExposure, openInvoice,
 * openDO, consignment, reasonBlocked), minor units of `currency`. Checkout's creditCheck reads them ('Order Failed!');
 * the invoices area shows them.
 */
export const companyCredit = pgTable('company_credit', {
  companyId: integer()
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  currency: text().notNull(),
  creditLimit: bigint({ mode: 'number' }).notNull().default(0),
  balance: bigint({ mode: 'number' }).notNull().default(0),
  creditExposure: bigint({ mode: 'number' }).notNull().default(0),
  openInvoice: bigint({ mode: 'number' }).notNull().default(0),
  openDO: bigint({ mode: 'number' }).notNull().default(0),
  consignment: bigint({ mode: 'number' }).notNull().default(0),
  /** Set when the company may not order (e.g. 'Overdue invoices'); checkout refuses with 'Order Failed!'. */
  reasonBlocked: text(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export const companyCreditCustomers = pgTable(
  'company_credit_customers',
  {
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    customerId: integer()
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.customerId] })],
);

/** A customer's presence in a sorg (spec 01 §3 Customer area). */
export const customerAreas = pgTable(
  'customer_areas',
  {
    id: serial().primaryKey(),
    customerId: integer()
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    sorg: text().notNull(),
    custGroup: text(),
    accountCurrent: text().notNull().default(''),
    server: text().notNull().default(''),
    creditControl: text().notNull().default(''),
    includeTax: boolean().notNull().default(false),
    companyId: integer().references(() => companies.id),
    allowPayInvoice: boolean().notNull().default(false),
  },
  (t) => [index().on(t.customerId), index().on(t.sorg)],
);

/** Which user may act for which customer (sales reps, dealers, vendors). Admins reach all through limitation 'all'. */
export const userCustomers = pgTable(
  'user_customers',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    customerId: integer()
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.customerId] }), index().on(t.customerId)],
);

export type CustomerRow = typeof customers.$inferSelect;
export type CustomerAreaRow = typeof customerAreas.$inferSelect;
export type CompanyRow = typeof companies.$inferSelect;
export type CompanyCreditRow = typeof companyCredit.$inferSelect;
