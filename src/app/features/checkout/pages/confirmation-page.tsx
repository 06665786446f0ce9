import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Badge, Button, Divider, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useQueries, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { CheckoutPlacedOrderFragment } from '../../../gql/graphql';
import { formatMoney, useFormat } from '../../../lib/format';
import { EmptyState } from '../../../ui/empty-state';
import { localeLink } from '../../../ui/shell/locale-link';
import { placedOrderQuery } from '../api/checkout.queries';
import { checkoutText } from '../checkout-texts';
import { paymentFailureQueryKey } from '../use-place-order';
import classes from '../components/checkout.module.css';
import { quantityText } from '../../../lib/quantity';

/**
 * /cart/checkout/confirmation?orders=… (spec 02 §6 order confirmation): each placed order with its number, lines,
 * totals, ship-to, shipment and payment; for a payment that waits, its instruction and deadline; who placed it for
 * whom; links to the order and back to the catalog.
 */
export function ConfirmationPage({ locale, orderNos }: { locale: string; orderNos: readonly string[] }) {
  const { t } = useLingui();
  const results = useQueries({ queries: orderNos.map((orderNo) => placedOrderQuery(orderNo)) });
  const orders = results.flatMap((result) => (result.data ? [result.data] : []));
  const loading = results.some((result) => result.isPending);
  const numbers = orders.map((order) => order.orderNo).join(', ');
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        <Trans>Thank you for your order</Trans>
      </Title>
      {orderNos.length === 0 && (
        <EmptyState
          type="custom"
          title={<Trans>No order to show</Trans>}
          description={<Trans>Nothing was placed.</Trans>}
        />
      )}
      {loading && <Loader size="sm" aria-label={t`Loading`} />}
      {!loading && orders.length < orderNos.length && (
        <Alert color="warning">
          <Trans>Some orders could not be shown here. You find every order under Orders.</Trans>
        </Alert>
      )}
      {orders.length > 0 && (
        <Text data-testid="confirmation-numbers">
          <Trans>Order numbers: {numbers}</Trans>
        </Text>
      )}
      {orders.map((order) => (
        <PlacedOrder key={order.orderNo} order={order} locale={locale} />
      ))}
      <Group>
        <Button component={Link} {...localeLink(locale, '/catalog')}>
          <Trans>Back to the catalog</Trans>
        </Button>
        <Button component={Link} {...localeLink(locale, '/order')} variant="default">
          <Trans>All orders</Trans>
        </Button>
      </Group>
    </Stack>
  );
}

function PlacedOrder({ order, locale }: { order: CheckoutPlacedOrderFragment; locale: string }) {
  const { i18n } = useLingui();
  const fmt = useFormat();
  // The reason a card or ACH charge failed, as the checkout answered it (in memory only).
  const failure = useQueryClient().getQueryData<string>(paymentFailureQueryKey);
  const money = (minor: number) => formatMoney(minor, order.format);
  const payment = order.orderPayment;
  const shipment = order.orderShipment;
  const goods = order.details.reduce((sum, line) => sum + line.subtotal, 0);
  const createdBy = order.createdBy;
  const customer = order.customer;
  const amount = payment ? money(payment.amount) : '';
  const deadline = fmt.dateTime(payment?.expiredDate);
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="section"
      data-testid="confirmation-order"
      data-order={order.orderNo}
    >
      <Stack gap="sm">
        <Group justify="space-between" align="baseline">
          <Title order={2} size="h4">
            <Anchor component={Link} {...localeLink(locale, `/order/${order.orderNo}`)}>
              {order.orderNo}
            </Anchor>{' '}
            <Text span c="dimmed" size="sm">
              {order.merchant}
            </Text>
          </Title>
          <Badge variant="light" color={order.orderStatus.pendingB2B ? 'warning' : 'primary'}>
            {order.orderStatus.pendingB2B ? <Trans>Waiting for confirmation</Trans> : <Trans>Placed</Trans>}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          <Trans>
            Placed by {createdBy} for {customer}
          </Trans>{' '}
          · {fmt.dateTime(order.createdAt)}
        </Text>
        {payment?.isPaymentCompleted && (
          <Alert color="success" title={<Trans>Paid</Trans>} data-testid="confirmation-payment-completed">
            <Text size="sm">
              <Trans>The payment of {amount} is complete.</Trans>
            </Text>
          </Alert>
        )}
        {payment?.isPaymentFailed && (
          <Alert color="error" title={<Trans>Payment failed</Trans>} data-testid="confirmation-payment-failed">
            <Stack gap={4}>
              {failure !== undefined && <Text size="sm">{checkoutText(i18n, failure)}</Text>}
              <Text size="sm">
                <Trans>
                  The order is placed and kept, but it is not paid. Please contact sales support to pay it another way.
                </Trans>
              </Text>
            </Stack>
          </Alert>
        )}
        {payment?.isPaymentWaiting && payment.expiredDate === null && (
          <Alert color="info" title={<Trans>Payment on processing</Trans>} data-testid="confirmation-payment">
            <Text size="sm">
              <Trans>
                The bank debit of {amount} is on processing: the order shows it as paid once the bank confirms.
              </Trans>
            </Text>
          </Alert>
        )}
        {payment?.isPaymentWaiting && payment.expiredDate !== null && (
          <Alert color="warning" title={<Trans>Payment waiting</Trans>} data-testid="confirmation-payment">
            <Stack gap={4}>
              <Text size="sm">
                <Trans>
                  Please pay {amount} by {deadline}.
                </Trans>
              </Text>
              {payment.instruction !== '' && <Text size="sm">{payment.instruction}</Text>}
              <Text size="xs" c="dimmed">
                <Trans>An order not paid by then is cancelled.</Trans>
              </Text>
            </Stack>
          </Alert>
        )}
        <Group gap="xl" align="flex-start">
          <Field label={<Trans>Ship to</Trans>} value={order.shipTo} />
          {shipment && (
            <Field
              label={<Trans>Shipment</Trans>}
              value={[shipment.type, shipment.shipmentNotes].filter(Boolean).join(' · ')}
            />
          )}
          {payment && <Field label={<Trans>Payment</Trans>} value={payment.type} />}
          {order.custPoNo !== '' && <Field label={<Trans>PO number</Trans>} value={order.custPoNo} />}
          {order.deliveryDate && (
            <Field label={<Trans>Requested delivery date</Trans>} value={fmt.date(order.deliveryDate)} />
          )}
          {order.notes !== '' && <Field label={<Trans>Notes</Trans>} value={order.notes} />}
        </Group>
        <div>
          {order.details.map((line) => (
            <Group key={line.id} justify="space-between" wrap="nowrap" className={classes.line}>
              <div>
                <Text size="sm" fw={600}>
                  {line.description}
                </Text>
                <Text size="xs" c="dimmed">
                  {line.articleCodeDisplay} · {quantityText(i18n, line.orderQty, line.uom)} × {money(line.price)}
                </Text>
              </div>
              <Text size="sm" className={classes.amount}>
                {money(line.subtotal)}
              </Text>
            </Group>
          ))}
        </div>
        <Divider />
        <Stack gap={4} maw={360} ml="auto" w="100%">
          <Row label={<Trans>Products</Trans>} value={money(goods)} />
          {payment && payment.paymentDiscountAmount > 0 && (
            <Row label={<Trans>Payment discount</Trans>} value={`−${money(payment.paymentDiscountAmount)}`} />
          )}
          {shipment && <Row label={<Trans>Shipment</Trans>} value={money(shipment.amount)} />}
          <Row label={<Trans>Total</Trans>} value={money(order.totalOrder)} strong />
        </Stack>
      </Stack>
    </Paper>
  );
}

function Field({ label, value }: { label: React.ReactNode; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm">{value}</Text>
    </div>
  );
}

function Row({ label, value, strong = false }: { label: React.ReactNode; value: string; strong?: boolean }) {
  return (
    <Group justify="space-between" wrap="nowrap">
      <Text size="sm" fw={strong ? 700 : 400}>
        {label}
      </Text>
      <Text
        size="sm"
        fw={strong ? 700 : 500}
        className={classes.amount}
        data-testid={strong ? 'confirmation-total' : undefined}
      >
        {value}
      </Text>
    </Group>
  );
}
