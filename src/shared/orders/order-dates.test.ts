import { describe, expect, it } from 'vitest';
import { openOrderExportName, orderDateRangeProblem, orderDayOf } from './order-dates';

describe('orderDayOf', () => {
  it("is the day in the host sorg's time zone, not in UTC or the machine's", () => {
    const evening = new Date('2026-11-21T20:00:00Z');
    expect(orderDayOf(evening, '2000')).toBe('2026-11-22'); // Jakarta, UTC+7
    expect(orderDayOf(evening, '1000')).toBe('2026-11-21'); // Chicago, UTC−6
    expect(orderDayOf(new Date('2026-11-22T02:00:00Z'), '1000')).toBe('2026-11-21');
    expect(orderDayOf(evening, '9999')).toBe('2026-11-21'); // unknown sorg: UTC
  });

  it('names the export after that day', () => {
    expect(openOrderExportName(orderDayOf(new Date('2026-12-31T18:30:00Z'), '2000'))).toBe(
      'List Open Order - 01-01-2027.xlsx',
    );
  });
});

describe('orderDateRangeProblem', () => {
  it('takes a range of up to 30 days between the dates (both ends counted as days of the range)', () => {
    expect(orderDateRangeProblem('2026-01-01', '2026-01-31')).toBeUndefined();
    expect(orderDateRangeProblem('2026-11-21', '2026-11-21')).toBeUndefined();
    expect(orderDateRangeProblem('2026-02-15', '2026-03-17')).toBeUndefined();
  });

  it('refuses 31 days with the shared date-range message, beside "to"', () => {
    expect(orderDateRangeProblem('2026-01-01', '2026-02-01')).toEqual({
      field: 'to',
      message: 'Date range must not exceed 30 days',
    });
  });

  it('refuses from after to, beside "from"', () => {
    expect(orderDateRangeProblem('2026-11-22', '2026-11-21')).toEqual({
      field: 'from',
      message: 'The start date must not be after the end date',
    });
  });

  it('refuses what is not a day', () => {
    expect(orderDateRangeProblem('2026-02-29', '2026-03-01')).toEqual({
      field: 'from',
      message: 'Must be a date written YYYY-MM-DD',
    });
    expect(orderDateRangeProblem('2026-03-01', '03/05/2026')?.field).toBe('to');
  });
});

describe('openOrderExportName', () => {
  it("names the file 'List Open Order - DD-MM-YYYY.xlsx' for the given day", () => {
    expect(openOrderExportName('2026-11-21')).toBe('List Open Order - 21-11-2026.xlsx');
    expect(openOrderExportName('2027-01-05')).toBe('List Open Order - 05-01-2027.xlsx');
  });

  it('refuses what is not a day', () => {
    expect(() => openOrderExportName('2026-13-01')).toThrow(RangeError);
    expect(() => openOrderExportName('21-11-2026')).toThrow(RangeError);
  });
});
