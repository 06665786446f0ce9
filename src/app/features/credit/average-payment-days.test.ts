// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { averagePaymentDaysTable } from './average-payment-days';

describe('averagePaymentDaysTable', () => {
  it('pivots sorgs into rows and years into columns, newest first, a missing year null', () => {
    expect(
      averagePaymentDaysTable([
        { sorg: '2000', year: 2025, days: 40 },
        { sorg: '1000', year: 2025, days: 31 },
        { sorg: '1000', year: 2026, days: 29 },
      ]),
    ).toEqual({
      years: [2026, 2025],
      rows: [
        { sorg: '1000', days: [29, 31] },
        { sorg: '2000', days: [null, 40] },
      ],
    });
    expect(averagePaymentDaysTable([])).toEqual({ years: [], rows: [] });
  });
});
