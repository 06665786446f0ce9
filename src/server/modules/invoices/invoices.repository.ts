import { and, asc, between, eq, inArray, isNotNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies, companyCredit, customerAreas } from '../customers/customers.tables';
import {
  averagePaymentDays,
  invoiceLines,
  invoices,
  paymentStatuses,
  priceComponents,
  type InvoiceLineRow,
  type InvoiceRow,
} from './invoices.tables';

/** A customer's unpaid invoices in some sorgs (Open, '', Waiting For Payment, Pending Payment), oldest due first. */
export function openInvoiceRows(db: Db, customerId: number, sorgs: readonly string[]): Promise<InvoiceRow[]> {
  if (sorgs.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(invoices)
    .where(and(eq(invoices.customerId, customerId), ne(invoices.status, 'Paid'), inArray(invoices.sorg, [...sorgs])))
    .orderBy(asc(invoices.dueDate), asc(invoices.invoiceNo), asc(invoices.assignment));
}

/** Every row (installment) of one invoice number of a customer in a sorg. */
export function invoiceRowsByNo(db: Db, customerId: number, sorg: string, invoiceNo: string): Promise<InvoiceRow[]> {
  return db
    .select()
    .from(invoices)
    .where(and(eq(invoices.customerId, customerId), eq(invoices.sorg, sorg), eq(invoices.invoiceNo, invoiceNo)))
    .orderBy(asc(invoices.installment), asc(invoices.assignment));
}

export function invoiceLineRows(db: Db, invoiceIds: readonly number[]): Promise<InvoiceLineRow[]> {
  if (invoiceIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(invoiceLines)
    .where(inArray(invoiceLines.invoiceId, [...invoiceIds]))
    .orderBy(asc(invoiceLines.invoiceId), asc(invoiceLines.id));
}

/** A customer's paid invoices cleared between two days, both included. */
export function paidInvoiceRows(db: Db, customerId: number, from: string, to: string): Promise<InvoiceRow[]> {
  return db
    .select()
    .from(invoices)
    .where(
      and(
        eq(invoices.customerId, customerId),
        isNotNull(invoices.clearingDate),
        between(invoices.clearingDate, from, to),
      ),
    )
    .orderBy(asc(invoices.clearingDate), asc(invoices.invoiceNo), asc(invoices.assignment));
}

/** The credit figures of every company a customer belongs to, with the area that links them. */
export function creditRows(db: Db, customerId: number) {
  return db
    .select({
      code: companies.code,
      name: companies.name,
      sorg: customerAreas.sorg,
      creditControl: companies.creditControl,
      currency: companyCredit.currency,
      creditLimit: companyCredit.creditLimit,
      balance: companyCredit.balance,
      creditExposure: companyCredit.creditExposure,
      openInvoice: companyCredit.openInvoice,
      openDO: companyCredit.openDO,
      consignment: companyCredit.consignment,
      reasonBlocked: companyCredit.reasonBlocked,
    })
    .from(customerAreas)
    .innerJoin(companies, eq(companies.id, customerAreas.companyId))
    .innerJoin(companyCredit, eq(companyCredit.companyId, companies.id))
    .where(eq(customerAreas.customerId, customerId))
    .orderBy(asc(companies.code));
}

/** The company code of a customer per sorg. */
export function companyCodesOf(db: Db, customerId: number) {
  return db
    .select({ sorg: customerAreas.sorg, code: companies.code })
    .from(customerAreas)
    .innerJoin(companies, eq(companies.id, customerAreas.companyId))
    .where(eq(customerAreas.customerId, customerId));
}

export function averagePaymentDayRows(db: Db, customerId: number) {
  return db
    .select({ sorg: averagePaymentDays.sorg, year: averagePaymentDays.year, days: averagePaymentDays.days })
    .from(averagePaymentDays)
    .where(eq(averagePaymentDays.customerId, customerId))
    .orderBy(asc(averagePaymentDays.sorg), asc(averagePaymentDays.year));
}

export function priceComponentRows(db: Db, module: string, sorgs: readonly string[]) {
  if (sorgs.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(priceComponents)
    .where(and(eq(priceComponents.module, module), inArray(priceComponents.sorg, [...sorgs])))
    .orderBy(asc(priceComponents.sorg));
}

export function paymentStatusRows(db: Db) {
  return db.select().from(paymentStatuses).orderBy(asc(paymentStatuses.id));
}
