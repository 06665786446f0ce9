// Ageing of open invoices (spec 01 §3 Open invoice result: customer ageing buckets {overdue {from, to}, value,
// invoice[]}; Invoice.overdue, negative means overdue). The spec gives no buckets: ours are not due, 1–30, 31–60,
// 61–90 and over 90 days overdue (docs/decisions.md). `from` and `to` count days overdue, both inclusive; null is
// an open end. The value of a bucket is the sum of its invoices' accountingAmount (credit notes subtract).

/** The fields of an invoice the ageing reads (Invoice.overdue in days: negative = overdue, 0 = due today). */
export interface AgeingInvoice {
  overdue: number;
  /** Minor units: positive payable, negative a deduction (spec 01 §3 Invoice.accountingAmount). */
  accountingAmount: number;
}

/** Days overdue, both ends inclusive; null is an open end (no lower end = not due yet, no upper end = over). */
export interface AgeingRange {
  from: number | null;
  to: number | null;
}

export interface AgeingBucket<T extends AgeingInvoice> {
  overdue: AgeingRange;
  /** Sum of accountingAmount of the bucket's invoices, minor units. */
  value: number;
  invoice: T[];
}

/** The buckets, oldest last: not due (0 days or fewer overdue), 1–30, 31–60, 61–90, 91 and more. */
export const AGEING_RANGES: readonly AgeingRange[] = [
  { from: null, to: 0 },
  { from: 1, to: 30 },
  { from: 31, to: 60 },
  { from: 61, to: 90 },
  { from: 91, to: null },
];

/** Texts of the bucket headings (ICU ids; the client renders them through Lingui). Ours: the spec has none. */
export const ageingMessages = {
  notDue: 'Not due',
  range: '{from}–{to} days overdue',
  over: 'Over {days} days overdue',
} as const;

/** Days an invoice is overdue from its `overdue` field: 0 when not due yet or due today. */
export function daysOverdue(overdue: number): number {
  return overdue < 0 ? -overdue : 0;
}

const DAY_MS = 86_400_000;

/** The `overdue` field from the due day and today (both 'YYYY-MM-DD'): due − today in days, negative when overdue. */
export function overdueDays(dueDate: string, today: string): number {
  return Math.round((Date.parse(`${dueDate}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS);
}

/** The index in {@link AGEING_RANGES} of an invoice's bucket. */
export function ageingBucketIndex(overdue: number): number {
  const days = daysOverdue(overdue);
  if (days === 0) return 0;
  if (days <= 30) return 1;
  if (days <= 60) return 2;
  if (days <= 90) return 3;
  return 4;
}

/**
 * The invoices in the five buckets (every bucket present, empty ones with value 0), each bucket keeping the
 * invoices' order as given.
 */
export function ageInvoices<T extends AgeingInvoice>(invoices: readonly T[]): AgeingBucket<T>[] {
  const buckets = AGEING_RANGES.map((range): AgeingBucket<T> => ({ overdue: { ...range }, value: 0, invoice: [] }));
  for (const invoice of invoices) {
    const bucket = buckets[ageingBucketIndex(invoice.overdue)];
    if (!bucket) continue;
    bucket.value += invoice.accountingAmount;
    bucket.invoice.push(invoice);
  }
  return buckets;
}

/** The heading of a bucket: the message id and its values. */
export function ageingLabel(range: AgeingRange): { message: string; values: Record<string, number> } {
  if (range.from === null) return { message: ageingMessages.notDue, values: {} };
  if (range.to === null) return { message: ageingMessages.over, values: { days: range.from - 1 } };
  return { message: ageingMessages.range, values: { from: range.from, to: range.to } };
}
