import { describe, expect, it } from 'vitest';
import { checkoutHeadroom, headroomAfterOrder, type CompanyCredit } from './headroom';

function company(code: string, sorgs: string[], figures: Partial<CompanyCredit> = {}): CompanyCredit {
  return {
    company: { code, name: `${code} Holding` },
    sorgs,
    currency: 'USD',
    creditLimit: 100_000,
    creditExposure: 40_000,
    reasonBlocked: null,
    ...figures,
  };
}

describe('headroomAfterOrder', () => {
  it('takes the order from the open to buy and lets an order up to it pass', () => {
    expect(headroomAfterOrder(company('A', []), 25_000)).toEqual({ before: 60_000, after: 35_000, refusal: null });
    expect(headroomAfterOrder(company('A', []), 60_000)).toEqual({ before: 60_000, after: 0, refusal: null });
  });

  it('goes negative and gives the over-limit refusal when the order is larger than the open to buy', () => {
    const headroom = headroomAfterOrder(company('A', []), 60_001);
    expect(headroom.after).toBe(-1);
    expect(headroom.refusal).toEqual({
      kind: 'OVER_LIMIT',
      openToBuy: 60_000,
      amount: 60_001,
      over: 1,
      currency: 'USD',
    });
  });

  it('gives the blocked refusal with its text even when the order fits', () => {
    const headroom = headroomAfterOrder(company('A', [], { reasonBlocked: 'oldest_ar_blocked' }), 10);
    expect(headroom.after).toBe(59_990);
    expect(headroom.refusal).toEqual({ kind: 'BLOCKED', reason: 'oldest_ar_blocked', text: 'oldest invoice overdue' });
  });
});

describe('checkoutHeadroom', () => {
  it('sums the orders of the sorgs of one company, as checkout does', () => {
    const result = checkoutHeadroom(
      [company('A', ['1000', '1100'])],
      [
        { sorg: '1000', total: 30_000, currency: 'USD' },
        { sorg: '1100', total: 20_000, currency: 'USD' },
      ],
    );
    expect(result).toEqual([
      {
        company: { code: 'A', name: 'A Holding' },
        sorgs: ['1000', '1100'],
        currency: 'USD',
        amount: 50_000,
        kind: 'figures',
        before: 60_000,
        after: 10_000,
        refusal: null,
      },
    ]);
  });

  it('lists one entry per company with orders, and none for a sorg no company covers', () => {
    const result = checkoutHeadroom(
      [
        company('A', ['1000']),
        company('B', ['2000'], { currency: 'IDR', creditLimit: 5_000, creditExposure: 0 }),
        company('C', ['3000']),
      ],
      [
        { sorg: '1000', total: 70_000, currency: 'USD' },
        { sorg: '2000', total: 1_000, currency: 'IDR' },
        { sorg: '9000', total: 1, currency: 'USD' },
      ],
    );
    expect(result.map((entry) => entry.company.code)).toEqual(['A', 'B']);
    expect(result[0]).toMatchObject({ kind: 'figures', after: -10_000, refusal: { kind: 'OVER_LIMIT', over: 10_000 } });
    expect(result[1]).toMatchObject({ kind: 'figures', currency: 'IDR', after: 4_000, refusal: null });
  });

  it('marks an order in another currency than the figures', () => {
    const [entry] = checkoutHeadroom([company('A', ['1000'])], [{ sorg: '1000', total: 5, currency: 'EUR' }]);
    expect(entry).toMatchObject({ kind: 'currency', amount: 5 });
  });

  it('is empty without companies or orders', () => {
    expect(checkoutHeadroom([], [{ sorg: '1000', total: 1, currency: 'USD' }])).toEqual([]);
    expect(checkoutHeadroom([company('A', ['1000'])], [])).toEqual([]);
  });
});
