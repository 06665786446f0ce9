// The invoices behind a credit block, shown on the credit page (spec 01 §4 Credit; the spec names the blocked
// reasons but not which invoices cause them: docs/decisions.md "Credit page"). Pure: the page passes the company's
// open invoices as openInvoiceV5 answers them.
import { isCreditBlocked } from './open-to-buy';

/** The fields of an open invoice the rule reads; `overdue` negative means overdue (spec 01 §3 Invoice). */
export interface OpenInvoiceLike {
  invoiceNo: string;
  assignment: string;
  dueDate: string;
  overdue: number;
  accountingAmount: number;
}

/** Days overdue beyond which an invoice counts for overdue_over_limit ("more than 30 days", spec 01 §8). */
export const OVERDUE_BLOCK_DAYS = 30;

function byDueDate<T extends OpenInvoiceLike>(a: T, b: T): number {
  if (a.dueDate !== b.dueDate) return a.dueDate < b.dueDate ? -1 : 1;
  if (a.invoiceNo !== b.invoiceNo) return a.invoiceNo < b.invoiceNo ? -1 : 1;
  return a.assignment < b.assignment ? -1 : a.assignment > b.assignment ? 1 : 0;
}

/**
 * The invoices that keep a company blocked, oldest due first; credit notes never block.
 * - limit_exceeded: every open positive invoice (paying any of them frees credit);
 * - overdue_over_limit: the positive invoices overdue more than {@link OVERDUE_BLOCK_DAYS} days;
 * - oldest_ar_blocked: the oldest overdue positive invoice (every row sharing its due day);
 * - other_company_blocked, a free-text reason, or no block: none (the cause is not in this company's list).
 */
export function blockingInvoices<T extends OpenInvoiceLike>(
  reasonBlocked: string | null | undefined,
  invoices: readonly T[],
): T[] {
  if (!isCreditBlocked({ reasonBlocked: reasonBlocked ?? null })) return [];
  const reason = (reasonBlocked ?? '').trim().toLowerCase();
  const positive = invoices.filter((invoice) => invoice.accountingAmount > 0).sort(byDueDate);
  switch (reason) {
    case 'limit_exceeded':
      return positive;
    case 'overdue_over_limit':
      return positive.filter((invoice) => invoice.overdue < -OVERDUE_BLOCK_DAYS);
    case 'oldest_ar_blocked': {
      const overdue = positive.filter((invoice) => invoice.overdue < 0);
      const oldest = overdue[0];
      return oldest ? overdue.filter((invoice) => invoice.dueDate === oldest.dueDate) : [];
    }
    default:
      return [];
  }
}
