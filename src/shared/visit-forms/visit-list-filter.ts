import { formMessages } from '../validation/form-rules';
import { isVisitDay, VISIT_PAGE_SIZES } from './visit-address';
import { isVisitDateRangeValid } from './visit-form';

export { isVisitDay } from './visit-address';

/**
 * The time zone whose calendar a sorg's visits are dated in: a visit at 06:00 in Jakarta is on that day, not on
 * the day before as in UTC. The demo sorgs' zones; any other sorg counts in UTC.
 */
export const VISIT_SORG_TIME_ZONES: Readonly<Record<string, string>> = {
  '1000': 'America/Chicago',
  '2000': 'Asia/Jakarta',
  '3000': 'Europe/Berlin',
};

/** The calendar day (YYYY-MM-DD) of a moment in the time zone of a sorg: the day the list filters by. */
export function visitDayOf(at: Date, sorg: string): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: VISIT_SORG_TIME_ZONES[sorg] ?? 'UTC',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** The filters of the visit list (`formVisits`), as sent. */
export interface VisitListFilter {
  page?: number | null;
  limit?: number | null;
  /** One day of visits. */
  date?: string | null;
  /** A range of days (both or neither), at most 30 days. */
  from?: string | null;
  to?: string | null;
  custCodes?: readonly string[] | null;
}

/** Most customers one list request may filter by. */
export const VISIT_FILTER_MAX_CUSTOMERS = 100;
/** Highest page number the list accepts. */
export const VISIT_PAGE_MAX = 100_000;

/**
 * The first problem of a list request's filters, as the message the list shows, or undefined when they are fine.
 * `date` is one day; `from`/`to` a range of days, both or neither, of at most 30 days (formMessages.dateRange);
 * the page size 10 or 20. A list filtered by both `date` and a range shows the visits of that day in the range.
 */
export function visitListFilterProblem(filter: VisitListFilter): string | undefined {
  const page = filter.page ?? 1;
  if (!Number.isInteger(page) || page < 1 || page > VISIT_PAGE_MAX) return 'page must be a whole number from 1';
  const limit = filter.limit ?? VISIT_PAGE_SIZES[0];
  if (!(VISIT_PAGE_SIZES as readonly number[]).includes(limit)) return 'limit must be 10 or 20';
  if (filter.date != null && !isVisitDay(filter.date)) return 'date must be a day written YYYY-MM-DD';
  const from = filter.from ?? undefined;
  const to = filter.to ?? undefined;
  if ((from !== undefined && !isVisitDay(from)) || (to !== undefined && !isVisitDay(to))) {
    return 'from and to must be days written YYYY-MM-DD';
  }
  if ((from === undefined) !== (to === undefined)) return 'Give both from and to, or neither';
  if (!isVisitDateRangeValid(from, to)) return formMessages.dateRange;
  const codes = filter.custCodes ?? [];
  if (codes.length > VISIT_FILTER_MAX_CUSTOMERS) {
    return `custCodes may name at most ${String(VISIT_FILTER_MAX_CUSTOMERS)} customers`;
  }
  if (codes.some((code) => code.length === 0 || code.length > 20)) return 'custCodes must be customer codes';
  return undefined;
}
