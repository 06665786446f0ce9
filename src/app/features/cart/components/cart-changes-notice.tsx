import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, List, Stack, Text } from '@mantine/core';
import { cartResultText, cartStatusLabels } from '../../../domain/cart/cart-messages';
import { ChangeList } from '../../../domain/cart/change-list';
import type { CartGroup, CartLine, CartLineResult } from '../../../domain/cart/cart.queries';
import type { CartPriceChange } from '../cart-outbox';
import { formatMoney, type MoneyFormat } from '../../../lib/format';

interface CartChangesNoticeProps {
  priceChanges: readonly CartPriceChange[];
  refused: readonly { id: string; result: CartLineResult }[];
  lines: readonly CartLine[];
  groups: readonly CartGroup[];
  onAcknowledge: (ids: readonly string[]) => void;
}

/**
 * What the server changed when cart changes made offline arrived (ARCHITECTURE.md "Offline"): new prices (old → new)
 * and rows it refused (stock gone, a limit reached). Never silently altered: each stays until the user says OK.
 */
export function CartChangesNotice({ priceChanges, refused, lines, groups, onAcknowledge }: CartChangesNoticeProps) {
  const { i18n } = useLingui();
  if (priceChanges.length === 0 && refused.length === 0) return null;

  const nameOf = (sorg: string, articleCode: string) => {
    const line = lines.find((l) => l.sorg === sorg && l.product.articleCode === articleCode);
    return line ? `${line.product.name} (${line.product.articleCodeDisplay})` : articleCode;
  };
  // One currency per sorg: the first line of the sorg (or its group) has its format.
  const formatOf = (sorg: string): MoneyFormat | null =>
    lines.find((l) => l.sorg === sorg)?.product.price?.format ?? groups.find((g) => g.sorg === sorg)?.format ?? null;
  const money = (amount: number, sorg: string) => {
    const format = formatOf(sorg);
    return format ? formatMoney(amount, format) : i18n.number(amount);
  };

  return (
    <Stack gap="sm">
      {priceChanges.length > 0 && (
        <Alert
          color="warning"
          title={<Trans>Prices changed since your offline changes</Trans>}
          data-testid="cart-price-changes"
        >
          <Stack gap="xs">
            <Text size="sm">
              <Trans>The cart was updated with today's prices. Please check these lines:</Trans>
            </Text>
            <ChangeList
              data-testid="cart-price-change-list"
              changes={priceChanges.map((change) => ({
                kind: 'PRICE' as const,
                sorg: change.sorg,
                articleCode: change.articleCode,
                before: change.previousUnitPrice,
                after: change.unitPrice,
              }))}
              nameOf={nameOf}
              money={money}
            />
            <div>
              <Button
                size="xs"
                variant="light"
                color="warning"
                onClick={() => {
                  onAcknowledge(priceChanges.map((c) => c.id));
                }}
              >
                <Trans>OK, I have checked the prices</Trans>
              </Button>
            </div>
          </Stack>
        </Alert>
      )}
      {refused.length > 0 && (
        <Alert
          color="error"
          title={<Trans>Some offline changes were not accepted</Trans>}
          data-testid="cart-refused-changes"
        >
          <Stack gap="xs">
            <List size="sm" spacing={4}>
              {refused.map(({ id, result }) => {
                const name = nameOf(result.sorg, result.articleCode);
                const why = cartResultText(i18n, result) ?? i18n._(cartStatusLabels[result.status]);
                return (
                  <List.Item key={id}>
                    <Trans>
                      {name}: {why}
                    </Trans>
                  </List.Item>
                );
              })}
            </List>
            <div>
              <Button
                size="xs"
                variant="light"
                color="error"
                onClick={() => {
                  onAcknowledge(refused.map((r) => r.id));
                }}
              >
                <Trans>OK</Trans>
              </Button>
            </div>
          </Stack>
        </Alert>
      )}
    </Stack>
  );
}
