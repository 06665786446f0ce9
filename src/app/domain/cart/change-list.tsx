import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { List, Text } from '@mantine/core';
import type { DraftChange, LineRefusal } from '../../../shared/orders/draft-changes';
import { cannotPurchaseText } from './cart-messages';

// The one change list (docs/decisions.md "Checkout and orders (step 6): shared rules", draftChanges): what differs
// from what the user saw, each with its reason — an order drafted offline and answered with changes, and the
// cart's offline changes re-priced on arrival. Old → new, never silently altered.

export interface ChangeListProps {
  changes: readonly DraftChange[];
  /** The line's name as the user knows it (the article code when unknown). */
  nameOf: (sorg: string, articleCode: string) => string;
  /** An amount in minor units of the sorg's currency, formatted. */
  money: (amount: number, sorg: string) => string;
  /** The name of a sorg's order (its sorg name, or the code). */
  orderName?: (sorg: string) => string;
  'data-testid'?: string;
}

/** Why a line was removed, in the user's words. */
export function refusalText(i18n: I18n, reason: LineRefusal): string {
  switch (reason) {
    case 'STOCK_EXCEEDED':
      return i18n._(msg`the available stock no longer covers it`);
    case 'NOT_SOLD':
      return i18n._(msg`no longer sold to this customer`);
    default:
      return cannotPurchaseText(i18n, { code: reason });
  }
}

/** One change as a sentence: what, old → new, and why. */
export function changeText(
  i18n: I18n,
  change: DraftChange,
  parts: Pick<ChangeListProps, 'nameOf' | 'money' | 'orderName'>,
): string {
  const order = (sorg: string) => parts.orderName?.(sorg) ?? sorg;
  const dealerPrice = i18n._(msg`dealer price`);
  switch (change.kind) {
    case 'SHIPTO':
      return i18n._(msg`Ship-to address: it was changed since the order was drafted. Check it before accepting.`);
    case 'REMOVED': {
      const name = parts.nameOf(change.sorg, change.articleCode);
      const why = refusalText(i18n, change.reason);
      return i18n._(msg`${name}: removed (${why})`);
    }
    case 'PRICE': {
      const name = parts.nameOf(change.sorg, change.articleCode);
      const before = parts.money(change.before, change.sorg);
      const after = parts.money(change.after, change.sorg);
      return i18n._(msg`${name}: price ${before} → ${after} each`);
    }
    case 'TIER': {
      const name = parts.nameOf(change.sorg, change.articleCode);
      const before = change.before ?? dealerPrice;
      const after = change.after ?? dealerPrice;
      return i18n._(msg`${name}: tier ${before} → ${after} (the quantity discount changed)`);
    }
    case 'STOCK': {
      const name = parts.nameOf(change.sorg, change.articleCode);
      const { qty, before, after } = change;
      return i18n._(msg`${name}: available ${before} → ${after}, no longer enough for the ${qty} ordered`);
    }
    case 'SHIPMENT': {
      const name = order(change.sorg);
      const before = parts.money(change.before, change.sorg);
      const after = parts.money(change.after, change.sorg);
      return i18n._(msg`Order ${name}: shipment ${before} → ${after} (the rate changed)`);
    }
    case 'TOTAL': {
      const name = order(change.sorg);
      const before = parts.money(change.before, change.sorg);
      const after = parts.money(change.after, change.sorg);
      return i18n._(msg`Order ${name}: total ${before} → ${after}`);
    }
  }
}

/** The change list: one line per change, in the list's fixed order (ship-to, lines, then each order's figures). */
export function ChangeList({ changes, nameOf, money, orderName, 'data-testid': testId }: ChangeListProps) {
  const { i18n } = useLingui();
  if (changes.length === 0) return null;
  return (
    <List size="sm" spacing={4} data-testid={testId ?? 'change-list'}>
      {changes.map((change, index) => (
        <List.Item key={`${change.kind}:${String(index)}`} data-kind={change.kind}>
          <Text size="sm" component="span">
            {changeText(i18n, change, { nameOf, money, ...(orderName ? { orderName } : {}) })}
          </Text>
        </List.Item>
      ))}
    </List>
  );
}
