// What the invoice pages show of the invoices (spec 01 §3 Invoice: overdue (negative means overdue), overdueDisplay,
// accountingAmount (positive payable, negative a deduction), clearingDate; §9 "Date range | max 30 days"). Pure
// rules, shared by the pages and their tests; amounts are integer minor units, days 'YYYY-MM-DD'.
// It imports no schema library (the invoice pages' chunks stay small): the range rule is written out here with the
// same texts as the deliveries' orderDateRangeProblem and the shared 30-day form message (tested equal).
import { isVisitDay } from '../visit-forms/visit-address';

/** How far an invoice is from its due day (overdueDisplay): "12 days overdue", "due today", "due in 5 days". */
export type OverdueState = { kind: 'overdue'; days: number } | { kind: 'today' } | { kind: 'due'; days: number };

/** The state of Invoice.overdue (days to the due day: negative overdue, 0 due today). */
export function overdueState(overdue: number): OverdueState {
  if (overdue < 0) return { kind: 'overdue', days: -overdue };
  if (overdue === 0) return { kind: 'today' };
  return { kind: 'due', days: overdue };
}

/** A credit note: a deduction, shown negative (accountingAmount < 0). */
export function isCreditNote(invoice: { accountingAmount: number }): boolean {
  return invoice.accountingAmount < 0;
}

/** Sum and count of invoices per currency, currencies in the order first met. */
export interface CurrencyTotal {
  currency: string;
  count: number;
  amount: number;
}

export function totalsByCurrency(rows: readonly { currency: string; accountingAmount: number }[]): CurrencyTotal[] {
  const totals = new Map<string, CurrencyTotal>();
  for (const row of rows) {
    const total = totals.get(row.currency) ?? { currency: row.currency, count: 0, amount: 0 };
    total.count += 1;
    total.amount += row.accountingAmount;
    totals.set(row.currency, total);
  }
  return [...totals.values()];
}

/** The fields the paid list searches in. */
export interface SearchableInvoice {
  invoiceNo: string;
  assignment: string;
  doNo: string;
  accountingNo: string;
  payerName: string;
  payerCode: string;
}

/**
 * Whether an invoice matches the search within the list: every word typed (case and accents ignored) is part of
 * its invoice number, assignment, delivery number, accounting number or payer.
 */
export function matchesInvoiceSearch(invoice: SearchableInvoice, search: string): boolean {
  const words = fold(search).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = fold(
    [
      invoice.invoiceNo,
      invoice.assignment,
      invoice.doNo,
      invoice.accountingNo,
      invoice.payerName,
      invoice.payerCode,
    ].join(' '),
  );
  return words.every((word) => haystack.includes(word));
}

function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** A day `days` after (before, when negative) a 'YYYY-MM-DD' day. */
export function shiftDay(day: string, days: number): string {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}

/** The paid list's first range: the last 30 days up to today (the longest range the 30-day rule allows). */
export function defaultPaidRange(today: string): { from: string; to: string } {
  return { from: shiftDay(today, -30), to: today };
}

/** Spec 01 §9 "Date range | max 30 days" (DATE_RANGE_MAX_DAYS of shared/validation/form-rules.ts). */
export const PAID_RANGE_MAX_DAYS = 30;

/** The texts of a range problem: those of the deliveries' range (order-messages, form-rules dateRange). */
export const paidRangeMessages = {
  notADay: 'Must be a date written YYYY-MM-DD',
  rangeReversed: 'The start date must not be after the end date',
  dateRange: 'Date range must not exceed 30 days',
} as const;

const epochDay = (day: string) => Date.parse(`${day}T00:00:00Z`) / 86_400_000;

/**
 * The problem of a paid-list range, or undefined when it is fine: the deliveries' rule (both real days, from not
 * after to, at most 30 days between them: 1–31 January passes), each problem beside the field it belongs to.
 */
export function paidRangeProblem(from: string, to: string): { field: 'from' | 'to'; message: string } | undefined {
  if (!isVisitDay(from)) return { field: 'from', message: paidRangeMessages.notADay };
  if (!isVisitDay(to)) return { field: 'to', message: paidRangeMessages.notADay };
  if (from > to) return { field: 'from', message: paidRangeMessages.rangeReversed };
  if (epochDay(to) - epochDay(from) > PAID_RANGE_MAX_DAYS) return { field: 'to', message: paidRangeMessages.dateRange };
  return undefined;
}

/** Paid invoices of one clearing day (the -new list's groups), with the day's totals. */
export interface ClearingDay<T> {
  clearingDate: string;
  rows: T[];
  totals: CurrencyTotal[];
}

/**
 * The paid invoices grouped by clearing day, newest day first; inside a day by invoice number and assignment.
 * Rows without a clearing day (none should be paid without one) form a last group with clearingDate ''.
 */
export function groupByClearingDay<
  T extends {
    clearingDate?: string | null;
    invoiceNo: string;
    assignment: string;
    currency: string;
    accountingAmount: number;
  },
>(rows: readonly T[]): ClearingDay<T>[] {
  const days = new Map<string, T[]>();
  for (const row of rows) {
    const day = row.clearingDate ?? '';
    days.set(day, [...(days.get(day) ?? []), row]);
  }
  return [...days.entries()]
    .sort(([a], [b]) => (a === '' ? 1 : b === '' ? -1 : b.localeCompare(a)))
    .map(([clearingDate, dayRows]) => {
      const sorted = [...dayRows].sort(
        (a, b) => a.invoiceNo.localeCompare(b.invoiceNo) || a.assignment.localeCompare(b.assignment),
      );
      return { clearingDate, rows: sorted, totals: totalsByCurrency(sorted) };
    });
}

/** The paid list sorted as the classic page shows it: latest clearing day first, then invoice number. */
export function sortPaidInvoices<T extends { clearingDate?: string | null; invoiceNo: string; assignment: string }>(
  rows: readonly T[],
): T[] {
  return [...rows].sort(
    (a, b) =>
      (b.clearingDate ?? '').localeCompare(a.clearingDate ?? '') ||
      a.invoiceNo.localeCompare(b.invoiceNo) ||
      a.assignment.localeCompare(b.assignment),
  );
}

/** The optional amount columns the open list may show (Price component additionalDisplays, Invoice fields). */
export const ADDITIONAL_DISPLAY_FIELDS = [
  'recycleFee',
  'surcharges',
  'tax',
  'shippingCost',
  'discount',
  'freightAllowance',
  'earlyPaymentDiscount',
  'paymentDiscount',
] as const;
export type AdditionalDisplayField = (typeof ADDITIONAL_DISPLAY_FIELDS)[number];

/** The known amount columns of a company's additionalDisplays, in its order, unknown names and repeats dropped. */
export function additionalColumns(additionalDisplays: readonly string[]): AdditionalDisplayField[] {
  const known = new Set<string>(ADDITIONAL_DISPLAY_FIELDS);
  return [...new Set(additionalDisplays.map((name) => name.trim()))].filter((name): name is AdditionalDisplayField =>
    known.has(name),
  );
}
