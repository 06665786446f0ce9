import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { nextTier, toTierRules } from '../../../shared/catalog/discount-tiers';
import { formatMoney, type MoneyFormat } from '../../lib/format';

/** A tier as the API sends it (catalog.graphql DiscountTier). */
export interface ApiTier {
  salesDealNo: string;
  term: string;
  qty: number;
  type: string;
  discount: number;
  unitPrice: number;
}

/**
 * What a tier gives, e.g. '−5 % from 5 pcs' or '−$15.00 up to 10 pcs' (spec 01 §5: discounts are stored
 * negative, so −5 is 5 % off; docs/decisions.md).
 */
export function tierLabel(i18n: I18n, tier: ApiTier, format: MoneyFormat): string {
  const size = Math.abs(tier.discount);
  const amount = tier.type === '%' ? `−${i18n.number(size)} %` : `−${formatMoney(size, format)}`;
  const qty = tier.qty;
  return tier.term === '<=' ? i18n._(msg`${amount} up to ${qty} pcs`) : i18n._(msg`${amount} from ${qty} pcs`);
}

/** The next tier that would lower the unit price, as a hint ('From 10 pcs: $90.00 each'); null when none. */
export function nextTierHint(
  i18n: I18n,
  line: { qty: number; dealer: number; tiers: readonly ApiTier[]; format: MoneyFormat },
): string | null {
  const next = nextTier(line.dealer, toTierRules(line.tiers), line.qty);
  if (!next) return null;
  const qty = next.tier.qty;
  const more = qty - line.qty;
  const price = formatMoney(next.unitPrice, line.format);
  return i18n._(msg`From ${qty} pcs (${more} more): ${price} each`);
}
