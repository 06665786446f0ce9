// Dates of the orders area: the shipped orders' and open deliveries' range (spec 01 §9 "Date range | max 30 days")
// and the open-order export's file name (spec 01 §1 'List Open Order - DD-MM-YYYY.xlsx'). Days are 'YYYY-MM-DD'
// strings end to end, never Date objects, so no time zone shifts a day.
import { isVisitDay, visitDayOf } from '../visit-forms/visit-list-filter';
import { DATE_RANGE_MAX_DAYS, formMessages, isDateRangeWithin } from '../validation/form-rules';
import { checkoutMessages } from './order-messages';

/**
 * The day of a moment for the orders area: the calendar day in the time zone of the host's sorg (the zones the
 * visit list already uses; UTC for another sorg). It is checkout's "today" (a request date not before it), the
 * day of the export's file name and of the default ranges, alike on the server and on every device.
 */
export function orderDayOf(at: Date, hostSorg: string): string {
  return visitDayOf(at, hostSorg);
}

/**
 * The problem of a from/to range of shipped orders or open deliveries, or undefined when it is fine: both real
 * days, from not after to, at most 30 days between them (the shared date-range rule: 1–31 January passes).
 * Each problem names the field it belongs beside.
 */
export function orderDateRangeProblem(from: string, to: string): { field: 'from' | 'to'; message: string } | undefined {
  if (!isVisitDay(from)) return { field: 'from', message: checkoutMessages.notADay };
  if (!isVisitDay(to)) return { field: 'to', message: checkoutMessages.notADay };
  if (from > to) return { field: 'from', message: checkoutMessages.rangeReversed };
  if (!isDateRangeWithin(from, to, DATE_RANGE_MAX_DAYS)) return { field: 'to', message: formMessages.dateRange };
  return undefined;
}

/**
 * The open-order export's file name for a day ('YYYY-MM-DD', the host sorg's today):
 * 'List Open Order - DD-MM-YYYY.xlsx'.
 */
export function openOrderExportName(day: string): string {
  if (!isVisitDay(day)) throw new RangeError(`Not a day written YYYY-MM-DD: ${day}`);
  const [year, month, date] = day.split('-');
  return `List Open Order - ${date ?? ''}-${month ?? ''}-${year ?? ''}.xlsx`;
}
