import { describe, expect, it } from 'vitest';
import { orderDateRangeProblem } from '../orders/order-dates';
import {
  additionalColumns,
  defaultPaidRange,
  groupByClearingDay,
  isCreditNote,
  matchesInvoiceSearch,
  overdueState,
  paidRangeProblem,
  sortPaidInvoices,
  totalsByCurrency,
} from './invoice-list';

const row = (over: Partial<Parameters<typeof matchesInvoiceSearch>[0]> & Record<string, unknown> = {}) => ({
  invoiceNo: '9000001',
  assignment: '9000001-1',
  doNo: '80001',
  accountingNo: 'AC-1',
  payerName: 'Bike Shop Köln',
  payerCode: 'C100',
  currency: 'USD',
  accountingAmount: 1000,
  clearingDate: '2026-11-01' as string | null,
  ...over,
});

describe('overdueState', () => {
  it('reads negative as overdue, 0 as due today, positive as due later', () => {
    expect(overdueState(-12)).toEqual({ kind: 'overdue', days: 12 });
    expect(overdueState(-1)).toEqual({ kind: 'overdue', days: 1 });
    expect(overdueState(0)).toEqual({ kind: 'today' });
    expect(overdueState(5)).toEqual({ kind: 'due', days: 5 });
  });
});

describe('credit notes and totals', () => {
  it('tells a credit note by its negative amount', () => {
    expect(isCreditNote({ accountingAmount: -1 })).toBe(true);
    expect(isCreditNote({ accountingAmount: 0 })).toBe(false);
    expect(isCreditNote({ accountingAmount: 1 })).toBe(false);
  });

  it('sums per currency, credit notes subtracting', () => {
    expect(
      totalsByCurrency([
        { currency: 'USD', accountingAmount: 1000 },
        { currency: 'IDR', accountingAmount: 50 },
        { currency: 'USD', accountingAmount: -250 },
      ]),
    ).toEqual([
      { currency: 'USD', count: 2, amount: 750 },
      { currency: 'IDR', count: 1, amount: 50 },
    ]);
    expect(totalsByCurrency([])).toEqual([]);
  });
});

describe('matchesInvoiceSearch', () => {
  it('finds every word in the numbers and the payer, ignoring case and accents', () => {
    expect(matchesInvoiceSearch(row(), '')).toBe(true);
    expect(matchesInvoiceSearch(row(), '9000001')).toBe(true);
    expect(matchesInvoiceSearch(row(), 'koln 80001')).toBe(true);
    expect(matchesInvoiceSearch(row(), 'AC-1')).toBe(true);
    expect(matchesInvoiceSearch(row(), 'koln 80002')).toBe(false);
    expect(matchesInvoiceSearch(row(), 'berlin')).toBe(false);
  });
});

describe('paid range', () => {
  it('defaults to the 30 days up to today', () => {
    expect(defaultPaidRange('2026-03-01')).toEqual({ from: '2026-01-30', to: '2026-03-01' });
    expect(paidRangeProblem('2026-01-30', '2026-03-01')).toBeUndefined();
  });

  it('refuses a range over 30 days with the spec limit text, beside the end field', () => {
    expect(paidRangeProblem('2026-01-01', '2026-01-31')).toBeUndefined();
    expect(paidRangeProblem('2026-01-01', '2026-02-01')).toEqual({
      field: 'to',
      message: 'Date range must not exceed 30 days',
    });
    expect(paidRangeProblem('2026-02-01', '2026-01-01')?.field).toBe('from');
    expect(paidRangeProblem('2026-02-30', '2026-03-01')?.field).toBe('from');
  });

  it('answers exactly as the deliveries range rule does (same texts, same fields)', () => {
    const ranges: [string, string][] = [
      ['2026-01-01', '2026-01-31'],
      ['2026-01-01', '2026-02-01'],
      ['2026-02-01', '2026-01-01'],
      ['2026-02-30', '2026-03-01'],
      ['2026-03-01', 'x'],
      ['2024-02-01', '2024-03-02'],
      ['2024-02-01', '2024-03-03'],
    ];
    for (const [from, to] of ranges) expect(paidRangeProblem(from, to)).toEqual(orderDateRangeProblem(from, to));
  });
});

describe('groupByClearingDay and sortPaidInvoices', () => {
  const rows = [
    row({ invoiceNo: '2', assignment: '2', clearingDate: '2026-11-01', accountingAmount: 300 }),
    row({ invoiceNo: '1', assignment: '1', clearingDate: '2026-11-03', accountingAmount: 100 }),
    row({ invoiceNo: '3', assignment: '3', clearingDate: null, accountingAmount: 5 }),
    row({ invoiceNo: '0', assignment: '0', clearingDate: '2026-11-01', accountingAmount: -50 }),
  ];

  it('groups newest day first, a day without clearing date last, with each day total', () => {
    const days = groupByClearingDay(rows);
    expect(days.map((d) => d.clearingDate)).toEqual(['2026-11-03', '2026-11-01', '']);
    expect(days[1]?.rows.map((r) => r.invoiceNo)).toEqual(['0', '2']);
    expect(days[1]?.totals).toEqual([{ currency: 'USD', count: 2, amount: 250 }]);
  });

  it('sorts the classic list by clearing day, newest first, then number', () => {
    expect(sortPaidInvoices(rows).map((r) => r.invoiceNo)).toEqual(['1', '0', '2', '3']);
  });
});

describe('additionalColumns', () => {
  it('keeps the known amount fields in the given order, once', () => {
    expect(additionalColumns(['surcharges', 'recycleFee', 'bogus', ' surcharges '])).toEqual([
      'surcharges',
      'recycleFee',
    ]);
    expect(additionalColumns([])).toEqual([]);
  });
});
