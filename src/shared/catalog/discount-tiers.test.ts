import { describe, expect, it } from 'vitest';
import {
  applicableTier,
  cartTotals,
  linePrice,
  nextTier,
  tierMatches,
  tierUnitPrice,
  toTierRules,
  type DiscountTierRule,
} from './discount-tiers';

const tier = (
  term: '>=' | '<=',
  qty: number,
  type: '%' | 'fixed',
  discount: number,
  salesDealNo = `SD-${term}${qty}`,
) => ({ salesDealNo, term, qty, type, discount }) satisfies DiscountTierRule;

describe('tierMatches', () => {
  it("'>=' matches from the threshold up", () => {
    const t = tier('>=', 5, '%', -5);
    expect(tierMatches(t, 4)).toBe(false);
    expect(tierMatches(t, 5)).toBe(true);
    expect(tierMatches(t, 50)).toBe(true);
  });

  it("'<=' matches up to the threshold and no further", () => {
    const t = tier('<=', 3, '%', -5);
    expect(tierMatches(t, 1)).toBe(true);
    expect(tierMatches(t, 3)).toBe(true);
    expect(tierMatches(t, 4)).toBe(false);
  });
});

describe('tierUnitPrice', () => {
  it("'%': dealer + dealer × discount / 100, a negative discount lowering the price", () => {
    expect(tierUnitPrice(10_000, { type: '%', discount: -5 })).toBe(9_500);
    expect(tierUnitPrice(10_000, { type: '%', discount: -12 })).toBe(8_800);
  });

  it('fixed: dealer + the amount per unit (minor units)', () => {
    expect(tierUnitPrice(10_000, { type: 'fixed', discount: -1_500 })).toBe(8_500);
  });

  it('a positive discount raises the price (the sign is the data, the formula is the spec)', () => {
    expect(tierUnitPrice(10_000, { type: '%', discount: 10 })).toBe(11_000);
    expect(tierUnitPrice(10_000, { type: 'fixed', discount: 250 })).toBe(10_250);
  });

  it('rounds to the nearest minor unit, halves up', () => {
    // 1999 × 0.95 = 1899.05
    expect(tierUnitPrice(1_999, { type: '%', discount: -5 })).toBe(1_899);
    // 1005 × 0.95 = 954.75
    expect(tierUnitPrice(1_005, { type: '%', discount: -5 })).toBe(955);
    // 4050 × 0.85 = 3442.5
    expect(tierUnitPrice(4_050, { type: '%', discount: -15 })).toBe(3_443);
    // IDR has no decimals: Rp 1.234.567 less 7 % = 1.148.147,31
    expect(tierUnitPrice(1_234_567, { type: '%', discount: -7 })).toBe(1_148_147);
    expect(Number.isInteger(tierUnitPrice(333, { type: '%', discount: -33 }))).toBe(true);
  });

  it('never goes below 0', () => {
    expect(tierUnitPrice(1_000, { type: 'fixed', discount: -1_500 })).toBe(0);
    expect(tierUnitPrice(1_000, { type: '%', discount: -150 })).toBe(0);
    expect(tierUnitPrice(1_000, { type: '%', discount: -100 })).toBe(0);
    // 1 − 1.4 rounds to −0: the answer is a plain 0, never −0 (which would print as '-0').
    expect(Object.is(tierUnitPrice(1, { type: '%', discount: -140 }), 0)).toBe(true);
  });
});

describe('applicableTier', () => {
  const dealer = 10_000;

  it('is null without tiers, below every threshold, and for a quantity of 0 or less', () => {
    expect(applicableTier(dealer, [], 10)).toBeNull();
    expect(applicableTier(dealer, [tier('>=', 5, '%', -5)], 4)).toBeNull();
    // A '<=' tier would match 0 and −1 by its term; there is no line to discount.
    expect(applicableTier(dealer, [tier('<=', 5, '%', -5)], 0)).toBeNull();
    expect(applicableTier(dealer, [tier('<=', 5, '%', -5)], -1)).toBeNull();
  });

  it('applies at the threshold of 3, 5 and 10', () => {
    const tiers = [tier('>=', 3, '%', -3), tier('>=', 5, '%', -5), tier('>=', 10, '%', -10)];
    expect(applicableTier(dealer, tiers, 2)).toBeNull();
    expect(applicableTier(dealer, tiers, 3)?.salesDealNo).toBe('SD->=3');
    expect(applicableTier(dealer, tiers, 4)?.salesDealNo).toBe('SD->=3');
    expect(applicableTier(dealer, tiers, 5)?.salesDealNo).toBe('SD->=5');
    expect(applicableTier(dealer, tiers, 9)?.salesDealNo).toBe('SD->=5');
    expect(applicableTier(dealer, tiers, 10)?.salesDealNo).toBe('SD->=10');
  });

  it('of two matching tiers, takes the one with the lowest unit price, whatever its threshold or order', () => {
    // ≥10 at −4 % matches with ≥5 at −6 %: the better price wins, not the higher threshold.
    const tiers = [tier('>=', 10, '%', -4), tier('>=', 5, '%', -6)];
    expect(applicableTier(dealer, tiers, 12)?.salesDealNo).toBe('SD->=5');
    // A fixed amount against a percentage: −700 per unit (9300) beats −5 % (9500).
    const mixed = [tier('>=', 2, '%', -5), tier('>=', 2, 'fixed', -700)];
    expect(applicableTier(dealer, mixed, 2)?.type).toBe('fixed');
  });

  it('keeps the first of tiers with an equal price', () => {
    const tiers = [tier('>=', 2, '%', -5, 'FIRST'), tier('>=', 3, 'fixed', -500, 'SECOND')];
    expect(applicableTier(dealer, tiers, 3)?.salesDealNo).toBe('FIRST');
  });

  it("a '<=' tier stops applying above its threshold", () => {
    const tiers = [tier('<=', 2, '%', -2), tier('>=', 10, '%', -10)];
    expect(applicableTier(dealer, tiers, 2)?.salesDealNo).toBe('SD-<=2');
    expect(applicableTier(dealer, tiers, 3)).toBeNull();
    expect(applicableTier(dealer, tiers, 10)?.salesDealNo).toBe('SD->=10');
  });

  it('ignores a matching tier that would raise the price only when a cheaper one matches', () => {
    const tiers = [tier('>=', 1, '%', 5), tier('>=', 5, '%', -5)];
    expect(applicableTier(dealer, tiers, 5)?.salesDealNo).toBe('SD->=5');
    // Alone it still applies: a surcharge tier is data, not something the rule second-guesses.
    expect(applicableTier(dealer, tiers, 1)?.salesDealNo).toBe('SD->=1');
  });
});

describe('linePrice', () => {
  const tiers = [tier('>=', 3, '%', -5), tier('>=', 10, 'fixed', -2_000)];

  it('with no matching tier: dealer price × quantity', () => {
    expect(linePrice(10_000, tiers, 2)).toEqual({ unitPrice: 10_000, subtotal: 20_000, tier: null });
    expect(linePrice(10_000, [], 7)).toEqual({ unitPrice: 10_000, subtotal: 70_000, tier: null });
  });

  it("with a '%' tier: the tier's unit price × quantity", () => {
    expect(linePrice(10_000, tiers, 3)).toEqual({ unitPrice: 9_500, subtotal: 28_500, tier: tiers[0] });
  });

  it("with a fixed tier: the tier's unit price × quantity", () => {
    expect(linePrice(10_000, tiers, 10)).toEqual({ unitPrice: 8_000, subtotal: 80_000, tier: tiers[1] });
  });

  it('multiplies the rounded unit price, so the subtotal is what the unit price shows', () => {
    const line = linePrice(1_999, [tier('>=', 1, '%', -5)], 3);
    expect(line.unitPrice).toBe(1_899);
    expect(line.subtotal).toBe(5_697);
  });

  it('quantity 0 (and below): no tier, subtotal 0', () => {
    expect(linePrice(10_000, tiers, 0)).toEqual({ unitPrice: 10_000, subtotal: 0, tier: null });
    expect(linePrice(10_000, tiers, -4)).toEqual({ unitPrice: 10_000, subtotal: 0, tier: null });
  });

  it('a tier that takes the price to 0 gives a subtotal of 0, never a negative one', () => {
    expect(linePrice(1_000, [tier('>=', 1, 'fixed', -5_000)], 4)).toMatchObject({ unitPrice: 0, subtotal: 0 });
  });
});

describe('nextTier', () => {
  const tiers = [tier('>=', 3, '%', -3), tier('>=', 5, '%', -5), tier('>=', 10, '%', -10)];

  it("names the nearest '>=' tier above the quantity that lowers the unit price", () => {
    expect(nextTier(10_000, tiers, 1)).toEqual({ tier: tiers[0], unitPrice: 9_700 });
    expect(nextTier(10_000, tiers, 3)).toEqual({ tier: tiers[1], unitPrice: 9_500 });
    expect(nextTier(10_000, tiers, 7)).toEqual({ tier: tiers[2], unitPrice: 9_000 });
  });

  it('is null at the best tier and without tiers', () => {
    expect(nextTier(10_000, tiers, 10)).toBeNull();
    expect(nextTier(10_000, [], 1)).toBeNull();
  });

  it("skips higher tiers that would not lower the price and '<=' tiers", () => {
    const odd = [tier('>=', 2, '%', -8), tier('>=', 6, '%', -4), tier('<=', 20, '%', -50)];
    // At 3 the ≤20 tier already applies (5000): nothing above is cheaper.
    expect(nextTier(10_000, odd, 3)).toBeNull();
    const noLess = [tier('>=', 2, '%', -8), tier('>=', 6, '%', -4), tier('>=', 9, '%', -9)];
    expect(nextTier(10_000, noLess, 3)).toEqual({ tier: noLess[2], unitPrice: 9_100 });
  });

  it('from an empty line (qty 0) names the first tier', () => {
    expect(nextTier(10_000, tiers, 0)?.tier.qty).toBe(3);
  });
});

describe('cartTotals', () => {
  it('sums the quantities, and quantity and total per sorg, sorgs in first-seen order', () => {
    const totals = cartTotals([
      { sorg: '2000', qty: 2, subtotal: 3_000_000 },
      { sorg: '1000', qty: 3, subtotal: 28_500 },
      { sorg: '2000', qty: 1, subtotal: 1_500_000 },
      { sorg: '1000', qty: 10, subtotal: 80_000 },
    ]);
    expect(totals).toEqual({
      totalQty: 16,
      groups: [
        { sorg: '2000', totalQty: 3, total: 4_500_000 },
        { sorg: '1000', totalQty: 13, total: 108_500 },
      ],
    });
  });

  it('an empty cart has no groups and a total quantity of 0', () => {
    expect(cartTotals([])).toEqual({ totalQty: 0, groups: [] });
  });

  it('never mixes currencies: each sorg keeps its own total', () => {
    const { groups } = cartTotals([
      { sorg: '1000', qty: 1, subtotal: 100 },
      { sorg: '3000', qty: 1, subtotal: 100 },
    ]);
    expect(groups.map((g) => [g.sorg, g.total])).toEqual([
      ['1000', 100],
      ['3000', 100],
    ]);
  });
});

describe('toTierRules', () => {
  it('keeps rows with a known term and type, with their other fields, and leaves the rest out', () => {
    const rows = [
      { id: 1, salesDealNo: 'A', term: '>=', qty: 5, type: '%', discount: -5, uom: 'PC' },
      { id: 2, salesDealNo: 'B', term: '=', qty: 5, type: '%', discount: -5, uom: 'PC' },
      { id: 3, salesDealNo: 'C', term: '<=', qty: 2, type: 'fixed', discount: -100, uom: 'PC' },
      { id: 4, salesDealNo: 'D', term: '>=', qty: 2, type: 'percent', discount: -100, uom: 'PC' },
    ];
    const rules = toTierRules(rows);
    expect(rules.map((r) => r.id)).toEqual([1, 3]);
    expect(rules[1]).toEqual(rows[2]);
    expect(linePrice(1_000, rules, 5).tier?.salesDealNo).toBe('A');
  });
});
