// Cart discount tiers (spec 01 §5): one pure rule for the server's prices and the client's offline cart.
// Amounts are integer minor units (cents, rupiah). Discounts are stored negative (−5 with '%' is 5 % off), so the
// spec's formula "dealer price + dealer price × discount / 100" lowers the price (docs/decisions.md).

/** '>=' applies from `qty` up, '<=' up to `qty`. */
export type TierTerm = '>=' | '<=';
/** '%' of the dealer price, or a fixed amount per unit. */
export type TierType = '%' | 'fixed';

export interface DiscountTierRule {
  salesDealNo: string;
  term: TierTerm;
  qty: number;
  type: TierType;
  /** Negative: −5 (with '%') is 5 % off; −1500 (fixed) is 15.00 off per unit in minor units. */
  discount: number;
}

export const TIER_TERMS: readonly TierTerm[] = ['>=', '<='];
export const TIER_TYPES: readonly TierType[] = ['%', 'fixed'];

/**
 * Tiers as stored (term and type as free text) narrowed to the rule's shape; a row with an unknown term or type is
 * left out rather than guessed at. The other fields of each row are kept.
 */
export function toTierRules<T extends { term: string; type: string }>(
  rows: readonly T[],
): (Omit<T, 'term' | 'type'> & { term: TierTerm; type: TierType })[] {
  return rows.flatMap((row) =>
    (TIER_TERMS as readonly string[]).includes(row.term) && (TIER_TYPES as readonly string[]).includes(row.type)
      ? [{ ...row, term: row.term as TierTerm, type: row.type as TierType }]
      : [],
  );
}

/** Whether an ordered quantity meets the tier's term. */
export function tierMatches(tier: DiscountTierRule, qty: number): boolean {
  return tier.term === '>=' ? qty >= tier.qty : qty <= tier.qty;
}

/**
 * The unit price at a tier: dealer + dealer × discount / 100 for '%', dealer + discount for fixed; rounded to the
 * minor unit, never below 0.
 */
export function tierUnitPrice(dealer: number, tier: Pick<DiscountTierRule, 'type' | 'discount'>): number {
  const price = tier.type === '%' ? dealer + (dealer * tier.discount) / 100 : dealer + tier.discount;
  return Math.max(0, Math.round(price));
}

/**
 * The tier that applies to a quantity: of the tiers whose term it meets, the one with the lowest unit price (the
 * first of equals, in the given order); null when none matches or the quantity is not positive.
 */
export function applicableTier<T extends DiscountTierRule>(dealer: number, tiers: readonly T[], qty: number): T | null {
  if (qty <= 0) return null;
  let best: T | null = null;
  let bestPrice = Number.POSITIVE_INFINITY;
  for (const tier of tiers) {
    if (!tierMatches(tier, qty)) continue;
    const price = tierUnitPrice(dealer, tier);
    if (price < bestPrice) {
      best = tier;
      bestPrice = price;
    }
  }
  return best;
}

export interface LinePrice<T extends DiscountTierRule = DiscountTierRule> {
  unitPrice: number;
  subtotal: number;
  /** The tier applied; null: the dealer price. */
  tier: T | null;
}

/** A cart line's price: the applicable tier's unit price × quantity, else dealer price × quantity. */
export function linePrice<T extends DiscountTierRule>(dealer: number, tiers: readonly T[], qty: number): LinePrice<T> {
  const tier = applicableTier(dealer, tiers, qty);
  const unitPrice = tier ? tierUnitPrice(dealer, tier) : dealer;
  return { unitPrice, subtotal: unitPrice * Math.max(0, qty), tier };
}

/**
 * The next '>=' tier above the quantity that would lower the unit price (the cart's "buy N for …" hint); null
 * when there is none.
 */
export function nextTier<T extends DiscountTierRule>(
  dealer: number,
  tiers: readonly T[],
  qty: number,
): { tier: T; unitPrice: number } | null {
  const current = linePrice(dealer, tiers, qty).unitPrice;
  const candidates = tiers
    .filter((tier) => tier.term === '>=' && tier.qty > qty)
    .map((tier) => ({ tier, unitPrice: tierUnitPrice(dealer, tier) }))
    .filter((c) => c.unitPrice < current)
    .sort((a, b) => a.tier.qty - b.tier.qty || a.unitPrice - b.unitPrice);
  return candidates[0] ?? null;
}

export interface TotalsLine {
  sorg: string;
  qty: number;
  subtotal: number;
}

export interface SorgTotal {
  sorg: string;
  totalQty: number;
  total: number;
}

/** Totals of a cart: the sum of quantities, and the total per sorg group (spec 01 §4, §5), sorgs in first-seen order. */
export function cartTotals(lines: readonly TotalsLine[]): { totalQty: number; groups: SorgTotal[] } {
  const groups = new Map<string, SorgTotal>();
  let totalQty = 0;
  for (const line of lines) {
    totalQty += line.qty;
    const group = groups.get(line.sorg) ?? { sorg: line.sorg, totalQty: 0, total: 0 };
    group.totalQty += line.qty;
    group.total += line.subtotal;
    groups.set(line.sorg, group);
  }
  return { totalQty, groups: [...groups.values()] };
}
