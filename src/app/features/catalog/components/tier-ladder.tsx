import { Trans, useLingui } from '@lingui/react/macro';
import { Table, Text } from '@mantine/core';
import {
  applicableTier,
  type DiscountTierRule,
  type TierTerm,
  type TierType,
} from '../../../../shared/catalog/discount-tiers';
import { type MoneyFormat, useMoney } from '../../../lib/format';
import classes from './tier-ladder.module.css';

/** A tier as productDetailsV2 answers it: the rule plus the server's unit price. */
export interface LadderTier {
  salesDealNo: string;
  term: string;
  qty: number;
  type: string;
  discount: number;
  uom: string;
  unitPrice: number;
}

function asRule(tier: LadderTier): DiscountTierRule | null {
  const term: TierTerm | null = tier.term === '>=' || tier.term === '<=' ? tier.term : null;
  const type: TierType | null = tier.type === '%' || tier.type === 'fixed' ? tier.type : null;
  if (term === null || type === null) return null;
  return { salesDealNo: tier.salesDealNo, term, qty: tier.qty, type, discount: tier.discount };
}

/** The tier that applies at `qty` (spec 01 §5: the lowest unit price of the matching tiers), or null. */
export function activeTier(dealer: number, tiers: readonly LadderTier[], qty: number): LadderTier | null {
  const rules = tiers.map((tier) => ({ tier, rule: asRule(tier) }));
  const valid = rules.flatMap((entry) => (entry.rule ? [{ ...entry.rule, source: entry.tier }] : []));
  return applicableTier(dealer, valid, qty)?.source ?? null;
}

interface TierLadderProps {
  dealer: number;
  format: MoneyFormat;
  tiers: readonly LadderTier[];
  /** The quantity whose tier is highlighted: what the user is typing, else what the cart holds. */
  qty: number;
}

/**
 * The discount-tier ladder, shown up front (spec 01 §5): the dealer price for one, then each tier's threshold and
 * unit price with the saving; the tier that applies at `qty` is highlighted.
 */
export function TierLadder({ dealer, format, tiers, qty }: TierLadderProps) {
  const { t } = useLingui();
  const money = useMoney();
  if (tiers.length === 0) return null;
  const sorted = [...tiers].sort((a, b) => a.qty - b.qty);
  const active = activeTier(dealer, sorted, qty);
  return (
    <div>
      <Text size="sm" fw={600} mb={4}>
        <Trans>Quantity prices</Trans>
      </Text>
      <Table className={classes.ladder} verticalSpacing={4} aria-label={t`Quantity prices`} data-testid="tier-ladder">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>
              <Trans>Quantity</Trans>
            </Table.Th>
            <Table.Th ta="right">
              <Trans>Unit price</Trans>
            </Table.Th>
            <Table.Th ta="right">
              <Trans>Saving</Trans>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          <Table.Tr data-active={active === null && qty > 0 ? true : undefined}>
            <Table.Td>
              <Trans>Standard</Trans>
            </Table.Td>
            <Table.Td ta="right">{money(dealer, format)}</Table.Td>
            <Table.Td ta="right">—</Table.Td>
          </Table.Tr>
          {sorted.map((tier) => {
            const isActive = active === tier;
            const saving = dealer > 0 ? Math.round(((dealer - tier.unitPrice) / dealer) * 100) : 0;
            const threshold = tier.qty;
            return (
              <Table.Tr
                key={`${tier.salesDealNo}:${tier.term}:${String(tier.qty)}`}
                data-active={isActive || undefined}
                aria-current={isActive ? 'true' : undefined}
                data-testid="tier-row"
              >
                <Table.Td>
                  {tier.term === '<=' ? <Trans>up to {threshold}</Trans> : <Trans>{threshold} or more</Trans>}
                </Table.Td>
                <Table.Td ta="right" fw={600}>
                  {money(tier.unitPrice, format)}
                </Table.Td>
                <Table.Td ta="right">{saving > 0 ? `−${String(saving)} %` : '—'}</Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </div>
  );
}
