import { describe, expect, it } from 'vitest';
import type { DiscountTierRule } from '../catalog/discount-tiers';
import { paymentDiscountAmount, sorgOrderTotals, type OrderTotalsLine } from './order-totals';

const fivePercentFrom5: DiscountTierRule = { salesDealNo: 'SD-5', term: '>=', qty: 5, type: '%', discount: -5 };

const line = (patch: Partial<OrderTotalsLine>): OrderTotalsLine => ({
  sorg: '1000',
  articleCode: 'A',
  qty: 1,
  dealer: 10_000,
  tiers: [],
  currency: 'USD',
  ...patch,
});

describe('sorgOrderTotals', () => {
  it('prices each line with its tier and sums one order per sorg, sorgs ascending', () => {
    const totals = sorgOrderTotals(
      [
        line({ sorg: '2000', articleCode: 'B', qty: 2, dealer: 1_500_000, currency: 'IDR' }),
        line({ articleCode: 'A', qty: 5, dealer: 10_333, tiers: [fivePercentFrom5] }),
        line({ articleCode: 'C', qty: 1, dealer: 999 }),
      ],
      [
        { sorg: '1000', rate: 2_500, currency: 'USD' },
        { sorg: '2000', rate: 150_000, currency: 'IDR' },
      ],
    );
    expect(totals.map((t) => t.sorg)).toEqual(['1000', '2000']);
    const [usd, idr] = totals;
    // 10,333 × 0.95 = 9,816.35 → 9,816 per unit (rounded to the cent), × 5 = 49,080.
    expect(usd?.lines).toEqual([
      { articleCode: 'A', qty: 5, unitPrice: 9_816, subtotal: 49_080, tier: fivePercentFrom5 },
      { articleCode: 'C', qty: 1, unitPrice: 999, subtotal: 999, tier: null },
    ]);
    expect(usd).toMatchObject({ currency: 'USD', totalQty: 6, goods: 50_079, paymentDiscount: 0, shipment: 2_500 });
    expect(usd?.total).toBe(52_579);
    expect(idr).toMatchObject({ currency: 'IDR', totalQty: 2, goods: 3_000_000, shipment: 150_000, total: 3_150_000 });
  });

  it("makes every order's total the sum of its rounded lines, less the payment discount, plus shipment", () => {
    const lines = [1, 2, 3, 7, 11].map((qty, i) =>
      line({ articleCode: `L${String(i)}`, qty, dealer: 3_333 + i * 17, tiers: [fivePercentFrom5] }),
    );
    const [order] = sorgOrderTotals(lines, [{ sorg: '1000', rate: 1_234, currency: 'USD' }], 3);
    if (!order) throw new Error('no order');
    const goods = order.lines.reduce((sum, l) => sum + l.unitPrice * l.qty, 0);
    expect(order.goods).toBe(goods);
    expect(order.paymentDiscount).toBe(Math.round(goods * 0.03));
    expect(order.total).toBe(goods - order.paymentDiscount + 1_234);
    for (const value of [order.goods, order.paymentDiscount, order.total]) expect(Number.isInteger(value)).toBe(true);
  });

  it('takes the payment discount off the goods only, not the freight', () => {
    const [order] = sorgOrderTotals(
      [line({ qty: 1, dealer: 10_000 })],
      [{ sorg: '1000', rate: 5_000, currency: 'USD' }],
      10,
    );
    expect(order).toMatchObject({ goods: 10_000, paymentDiscount: 1_000, shipment: 5_000, total: 14_000 });
  });

  it('counts no shipment until one is chosen', () => {
    const [order] = sorgOrderTotals([line({ qty: 2 })], []);
    expect(order).toMatchObject({ shipment: 0, total: 20_000 });
  });

  it('refuses a shipment rate in another currency, and lines of one sorg in two currencies', () => {
    expect(() => sorgOrderTotals([line({})], [{ sorg: '1000', rate: 1, currency: 'EUR' }])).toThrow(RangeError);
    expect(() => sorgOrderTotals([line({}), line({ articleCode: 'B', currency: 'EUR' })], [])).toThrow(RangeError);
  });
});

describe('paymentDiscountAmount', () => {
  it('is a percentage of the goods rounded to the minor unit, never more than the goods', () => {
    expect(paymentDiscountAmount(12_345, 2)).toBe(247);
    expect(paymentDiscountAmount(12_345, 0)).toBe(0);
    expect(paymentDiscountAmount(12_345, -5)).toBe(0);
    expect(paymentDiscountAmount(12_345, 150)).toBe(12_345);
  });
});
