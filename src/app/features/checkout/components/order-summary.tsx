import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { SorgOrderTotal } from '../../../../shared/orders/order-totals';
import { formatMoney, useFormat, type MoneyFormat } from '../../../lib/format';
import { checkoutSupplyQuery } from '../api/checkout.queries';
import type { CheckoutErrors } from '../checkout-input';
import { checkoutText } from '../checkout-texts';
import type { CheckoutOrder } from '../use-checkout';
import classes from './checkout.module.css';
import { quantityText } from '../../../lib/quantity';

interface OrderLinesProps {
  order: CheckoutOrder;
  showSorgName: boolean;
  errors: CheckoutErrors;
  /** futureConfirmationDisplay: supply dates per line for the requested day (stockOrderConfirmations). */
  showSupply: boolean;
  requestDeliveryDate: string;
}

/** The lines of one sorg's order, each with its problem from the server and, when on, its supply dates. */
export function OrderLines({ order, showSorgName, errors, showSupply, requestDeliveryDate }: OrderLinesProps) {
  const { i18n, t } = useLingui();
  const fmt = useFormat();
  const supply = useQuery({
    ...checkoutSupplyQuery(
      order.lines.map((line) => ({ articleCode: line.product.articleCode, qty: line.qty })),
      requestDeliveryDate === '' ? null : requestDeliveryDate,
    ),
    enabled: showSupply && order.lines.length > 0,
  });
  const format = order.group?.format;
  const sorgName = order.group?.sorgName ?? order.sorg;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={t`Products`} data-testid="checkout-lines">
      <Title order={2} size="h4" mb="xs">
        {showSorgName ? <Trans>Products: {sorgName}</Trans> : <Trans>Products</Trans>}
      </Title>
      {order.lines.map((line) => {
        const error = errors[`line:${line.sorg}:${line.product.articleCode}`];
        const confirmation = supply.data?.find((c) => c.articleCode === line.product.articleCode);
        return (
          <div key={line.id} className={classes.line} data-testid="checkout-line">
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <div>
                <Text size="sm" fw={600}>
                  {line.product.name}
                </Text>
                <Text size="xs" c="dimmed">
                  {line.product.articleCodeDisplay} · {quantityText(i18n, line.qty, line.uom)} ×{' '}
                  {format ? formatMoney(line.unitPrice, format) : line.unitPrice}
                  {line.appliedTier && (
                    <>
                      {' '}
                      <Badge size="xs" variant="light" color="success">
                        <Trans>tier</Trans>
                      </Badge>
                    </>
                  )}
                </Text>
                {showSupply && confirmation && confirmation.confirmations.length > 0 && (
                  <Text size="xs" c="dimmed" data-testid="checkout-supply">
                    <Trans>Supply:</Trans>{' '}
                    {confirmation.confirmations
                      .map((c) =>
                        c.supplyDate
                          ? `${String(c.supplyQty)} × ${fmt.date(c.supplyDate)}${c.supplyLocation ? ` (${c.supplyLocation})` : ''}`
                          : `${String(c.supplyQty)} × ${t`date not known`}`,
                      )
                      .join(', ')}
                  </Text>
                )}
                {error && (
                  <Text size="xs" c="error" role="alert">
                    {checkoutText(i18n, error)}
                  </Text>
                )}
              </div>
              <Text size="sm" fw={600} className={classes.amount}>
                {format ? formatMoney(line.subtotal, format) : line.subtotal}
              </Text>
            </Group>
          </div>
        );
      })}
    </Paper>
  );
}

interface OrderTotalsProps {
  totals: readonly SorgOrderTotal[];
  orders: readonly CheckoutOrder[];
}

/** Totals per order (spec 01 §5: summed per sorg group): goods after tiers, payment discount, shipment, total. */
export function OrderTotals({ totals, orders }: OrderTotalsProps) {
  const several = totals.length > 1;
  return (
    <Stack gap="sm" data-testid="checkout-totals">
      {totals.map((total) => {
        const order = orders.find((o) => o.sorg === total.sorg);
        const format: MoneyFormat | undefined = order?.group?.format;
        const money = (minor: number) => (format ? formatMoney(minor, format) : String(minor));
        const pieces = total.totalQty;
        return (
          <Stack key={total.sorg} gap={4} data-testid="checkout-sorg-total" data-sorg={total.sorg}>
            {several && (
              <Text fw={600} size="sm">
                {order?.group?.sorgName ?? total.sorg}
              </Text>
            )}
            <Row label={<Trans>Products ({pieces} pcs)</Trans>} value={money(total.goods)} />
            {total.paymentDiscount > 0 && (
              <Row label={<Trans>Payment discount</Trans>} value={`−${money(total.paymentDiscount)}`} />
            )}
            <Row label={<Trans>Shipment</Trans>} value={money(total.shipment)} />
            <Divider />
            <Row label={<Trans>Total</Trans>} value={money(total.total)} strong testId="checkout-total" />
          </Stack>
        );
      })}
    </Stack>
  );
}

function Row({
  label,
  value,
  strong = false,
  testId,
}: {
  label: React.ReactNode;
  value: string;
  strong?: boolean;
  testId?: string;
}) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs">
      <Text size="sm" fw={strong ? 700 : 400}>
        {label}
      </Text>
      <Text size="sm" fw={strong ? 700 : 500} className={classes.amount} data-testid={testId}>
        {value}
      </Text>
    </Group>
  );
}
