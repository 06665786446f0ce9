import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { hasScope } from '../../../../shared/access/scopes';
import { checkoutHeadroom, type CompanyHeadroom } from '../../../../shared/credit/headroom';
import type { SorgOrderTotal } from '../../../../shared/orders/order-totals';
import { useCartViewer } from '../../../domain/cart/use-cart-viewer';
import { formatMoney, type MoneyFormat } from '../../../lib/format';
import { userQuery } from '../../../lib/user';
import { checkoutCreditQuery } from '../api/checkout.queries';
import { creditRefusalText, noCreditFiguresText } from '../credit-headroom-texts';
import type { CheckoutOrder } from '../use-checkout';
import classes from './checkout.module.css';

/**
 * The credit headroom of the cart's orders (creditCheck, spec 01 §3; §8 'Order Failed!'): one entry per company,
 * empty when the host's creditCheck is off, the user lacks invoice-status.read (the scope of creditInformation,
 * spec 01 §6) or the figures are not there (docs/decisions.md "Checkout page").
 */
export function useCheckoutHeadroom(totals: readonly SorgOrderTotal[]): CompanyHeadroom[] {
  const { config } = useCartViewer();
  const { data: user } = useQuery(userQuery());
  const allowed = config.creditCheck && hasScope(user?.scopes ?? [], 'invoice-status.read');
  const credit = useQuery({ ...checkoutCreditQuery(), enabled: allowed });
  if (!allowed || !credit.data) return [];
  return checkoutHeadroom(credit.data, totals);
}

/** Per company: the open to buy after this checkout, and a warning that says why checkout would refuse it. */
export function CreditHeadroom({
  totals,
  orders,
}: {
  totals: readonly SorgOrderTotal[];
  orders: readonly CheckoutOrder[];
}) {
  const { i18n } = useLingui();
  const headroom = useCheckoutHeadroom(totals);
  if (headroom.length === 0) return null;
  const formatOf = (entry: CompanyHeadroom): MoneyFormat | undefined =>
    orders.find((o) => entry.sorgs.includes(o.sorg) && o.group?.format.currency === entry.currency)?.group?.format;
  return (
    <Stack gap="xs" data-testid="checkout-headroom">
      {headroom.map((entry) => {
        const format = formatOf(entry);
        const money = (minor: number) => (format ? formatMoney(minor, format) : `${entry.currency} ${String(minor)}`);
        const warning =
          entry.kind === 'currency'
            ? noCreditFiguresText(i18n)
            : entry.refusal && creditRefusalText(i18n, entry.refusal, money);
        const after = entry.kind === 'figures' ? money(entry.after) : null;
        return (
          <Stack
            key={entry.company.code}
            gap={4}
            data-testid="checkout-headroom-company"
            data-company={entry.company.code}
          >
            {headroom.length > 1 && (
              <Text size="xs" c="dimmed">
                {entry.company.name}
              </Text>
            )}
            {after !== null && (
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Text size="sm">
                  <Trans>Open to buy after this order:</Trans>
                </Text>
                <Text
                  size="sm"
                  fw={600}
                  {...(entry.kind === 'figures' && entry.after < 0 ? { c: 'error' } : {})}
                  className={classes.amount}
                  data-testid="checkout-headroom-after"
                >
                  {after}
                </Text>
              </Group>
            )}
            {warning && (
              <Alert
                color="warning"
                p="xs"
                title={<Trans>This order will be refused</Trans>}
                data-testid="checkout-headroom-warning"
              >
                <Text size="sm">{warning}</Text>
              </Alert>
            )}
          </Stack>
        );
      })}
    </Stack>
  );
}
