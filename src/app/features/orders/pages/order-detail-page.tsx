import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Badge, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { shownConfirmations, showsOrderType } from '../../../../shared/config/order-display';
import { orderDayOf } from '../../../../shared/orders/order-dates';
import { isPaymentState } from '../../../../shared/orders/order-status';
import { configQuery } from '../../../lib/config';
import { formatMoney, useFormat } from '../../../lib/format';
import { EmptyState } from '../../../ui/empty-state';
import { localeLink } from '../../../ui/shell/locale-link';
import { type OrderDetail, type OrderDetailLine, orderDetailQuery } from '../api/orders.queries';
import { DeliveryTable } from '../components/delivery-table';
import { LineTimeline } from '../components/line-timeline';
import { LoadFailure } from '../../../ui/load-failure';
import { OrderStatusBadge, PaymentStateBadge } from '../components/order-badges';
import { ReorderButton } from '../components/reorder-button';
import classes from '../orders.module.css';
import { quantityText } from '../../../lib/quantity';

function Fact({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function Section({ title, children, testId }: { title: ReactNode; children: ReactNode; testId?: string }) {
  return (
    <Paper withBorder radius="md" p="md" data-testid={testId}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

interface DisplaySwitches {
  today: string;
  futureConfirmationDisplay: boolean;
  preOrderDisplay: boolean;
}

/**
 * A line's confirmations per supply location (spec 01 §3 details.confirmations): with futureConfirmationDisplay
 * every dated part, otherwise what is supplied by today and one undated rest (shared/config/order-display.ts).
 */
function Confirmations({ line, switches }: { line: OrderDetailLine; switches: DisplaySwitches }) {
  const { t } = useLingui();
  const format = useFormat();
  const shown = shownConfirmations(
    line.confirmations.map((c) => ({
      supplyQty: c.supplyQty,
      supplyDate: c.supplyDate || null,
      supplyLocation: c.supplyLocation || null,
    })),
    switches.today,
    switches,
  );
  if (shown.length === 0) {
    return (
      <Text size="xs" c="dimmed">
        <Trans>Not confirmed yet</Trans>
      </Text>
    );
  }
  const byLocation = new Map<string, typeof shown>();
  for (const confirmation of shown) {
    const key = confirmation.supplyLocation ?? '';
    byLocation.set(key, [...(byLocation.get(key) ?? []), confirmation]);
  }
  return (
    <Stack gap={2} data-testid="line-confirmations">
      {[...byLocation.entries()].map(([location, parts]) => (
        <Text size="xs" key={location || '-'}>
          <Text span fw={600} size="xs">
            {location || t`Not allocated`}:
          </Text>{' '}
          {parts
            .map(({ supplyQty, supplyDate }) => {
              const day = format.date(supplyDate);
              return supplyDate === null ? t`${supplyQty} without a date yet` : t`${supplyQty} on ${day}`;
            })
            .join(' · ')}
        </Text>
      ))}
    </Stack>
  );
}

function StatusExplanation({ order }: { order: OrderDetail }) {
  const { merchant, rejectionReason } = order;
  if (order.orderStatus.pendingB2B) {
    return (
      <Alert color="warning" variant="light" data-testid="pending-b2b">
        <Trans>
          This order waits for confirmation by {merchant}. It has no SAP order number yet; you are told when it is
          confirmed or rejected.
        </Trans>
      </Alert>
    );
  }
  if (order.orderStatus.id === 'REJECTED') {
    return (
      <Alert color="error" variant="light" title={<Trans>This order was rejected</Trans>} data-testid="rejection">
        {rejectionReason ? (
          <Trans>Reason: {rejectionReason}</Trans>
        ) : (
          <Trans>No reason was given. Contact sales support for details.</Trans>
        )}
      </Alert>
    );
  }
  return null;
}

/** Whether every line is confirmed in full: an order to ship complete waits for that. */
function everyLineConfirmed(lines: readonly { orderQty: number; confirmations: readonly { supplyQty: number }[] }[]) {
  return lines.every((l) => l.confirmations.reduce((sum, c) => sum + c.supplyQty, 0) >= l.orderQty);
}

/** One order (spec 01 §3 Order): lines with their confirmations, shipment, payment, deliveries, reorder. */
export function OrderDetailPage({ locale, orderNo }: { locale: string; orderNo: string }) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const { data: config } = useQuery(configQuery());
  const detail = useQuery(orderDetailQuery(orderNo));

  if (detail.isError && !detail.data) {
    return (
      <LoadFailure error={detail.error} onRetry={() => void detail.refetch()}>
        <Trans>The order could not be loaded.</Trans>
      </LoadFailure>
    );
  }
  if (detail.isPending) return null;
  const order = detail.data;
  if (!order) {
    return (
      <EmptyState
        type="custom"
        title={<Trans>Order not found</Trans>}
        description={<Trans>There is no order {orderNo} for the customer selected.</Trans>}
        action={
          <Button component={Link} {...localeLink(locale, '/order')} variant="default">
            <Trans>Back to the orders</Trans>
          </Button>
        }
      />
    );
  }

  const switches: DisplaySwitches = {
    today: orderDayOf(new Date(), config?.sorg ?? order.sorg),
    futureConfirmationDisplay: config?.futureConfirmationDisplay ?? false,
    preOrderDisplay: config?.preOrderDisplay ?? false,
  };
  const showOrderType = showsOrderType({ orderTypeDisplay: config?.orderTypeDisplay ?? false });
  const money = (minor: number) => formatMoney(minor, order.format);
  const payment = order.orderPayment;
  const shipment = order.orderShipment;
  const { orderNo: number, createdBy: placedBy, customer } = order;
  const placedAt = format.dateTime(order.createdAt);
  const discountPercent = payment?.paymentDiscount ?? 0;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Stack gap={4}>
          <Title order={1} size="h2">
            <Trans>Order {number}</Trans>
          </Title>
          <Text size="sm" c="dimmed" data-testid="placed-by">
            <Trans>
              Placed by {placedBy} for {customer} on {placedAt}
            </Trans>
          </Text>
          <Group gap="xs">
            <OrderStatusBadge status={order.orderStatus} />
            <PaymentStateBadge state={payment?.paymentStatus} />
          </Group>
        </Stack>
        <ReorderButton order={order} locale={locale} />
      </Group>

      <StatusExplanation order={order} />

      <Paper withBorder radius="md" p="md">
        <dl className={classes.facts}>
          <Fact label={<Trans>SAP order number</Trans>}>{order.sapOrderNo ?? '—'}</Fact>
          <Fact label={<Trans>Sold by</Trans>}>{order.merchant || order.sorg}</Fact>
          {showOrderType && <Fact label={<Trans>Order type</Trans>}>{order.orderTypeDisplay}</Fact>}
          <Fact label={<Trans>PO number</Trans>}>{order.custPoNo || '—'}</Fact>
          <Fact label={<Trans>Requested delivery</Trans>}>
            {order.deliveryDate ? format.date(order.deliveryDate) : '—'}
          </Fact>
          <Fact label={<Trans>Expected delivery</Trans>}>
            {order.expectedDeliveryDate ? format.date(order.expectedDeliveryDate) : '—'}
          </Fact>
          <Fact label={<Trans>Delivery</Trans>}>
            <span data-testid="order-ship-complete">
              {order.shipComplete ? <Trans>Ship complete</Trans> : <Trans>Ship as available</Trans>}
            </span>
            {order.shipComplete && !everyLineConfirmed(order.details) && (
              <Text size="xs" c="dimmed">
                <Trans>Ships in one delivery once every line is confirmed</Trans>
              </Text>
            )}
          </Fact>
          <Fact label={<Trans>Ship-to</Trans>}>{order.shipTo || '—'}</Fact>
          <Fact label={<Trans>Notes</Trans>}>{order.notes || '—'}</Fact>
          <Fact label={<Trans>Total</Trans>}>
            <span className={classes.amount}>{money(order.totalOrder)}</span>
          </Fact>
        </dl>
      </Paper>

      <Section title={<Trans>Lines</Trans>} testId="order-lines">
        <Table.ScrollContainer minWidth={720}>
          <Table verticalSpacing="xs" striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t`Article`}</Table.Th>
                <Table.Th ta="right">{t`Quantity`}</Table.Th>
                <Table.Th ta="right">{t`Price`}</Table.Th>
                <Table.Th ta="right">{t`Subtotal`}</Table.Th>
                <Table.Th>{t`Confirmed supply`}</Table.Th>
                <Table.Th ta="right">{t`Delivered`}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {order.details.map((line) => (
                <Table.Tr key={line.id} data-testid="order-line">
                  <Table.Td>
                    <Text size="sm" fw={600}>
                      {line.articleCodeDisplay}
                    </Text>
                    <Text size="xs">{line.description}</Text>
                    <LineTimeline steps={line.timeline ?? []} />
                    {switches.preOrderDisplay && line.isPreOrder && (
                      <Badge size="xs" variant="light" color="info" data-testid="pre-order">
                        <Trans>Pre-order</Trans>
                      </Badge>
                    )}
                  </Table.Td>
                  <Table.Td ta="right">{quantityText(i18n, line.orderQty, line.uom)}</Table.Td>
                  <Table.Td ta="right" className={classes.amount}>
                    {line.promoPrice !== null && line.promoPrice !== line.price ? (
                      <>
                        <Text span size="xs" td="line-through" c="dimmed">
                          {money(line.price)}
                        </Text>{' '}
                        {money(line.promoPrice)}
                      </>
                    ) : (
                      money(line.price)
                    )}
                  </Table.Td>
                  <Table.Td ta="right" className={classes.amount}>
                    {money(line.subtotal)}
                  </Table.Td>
                  <Table.Td>
                    <Confirmations line={line} switches={switches} />
                  </Table.Td>
                  <Table.Td ta="right">{line.deliveredQty}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Section>

      {shipment && (
        <Section title={<Trans>Shipment</Trans>} testId="order-shipment">
          <dl className={classes.facts}>
            <Fact label={<Trans>Shipment</Trans>}>{shipment.desc || shipment.type}</Fact>
            <Fact label={<Trans>Shipment cost</Trans>}>
              <span className={classes.amount}>
                {formatMoney(shipment.amount, { ...order.format, currency: shipment.curr })}
              </span>
            </Fact>
            {shipment.shipmentNotes && <Fact label={<Trans>Shipment notes</Trans>}>{shipment.shipmentNotes}</Fact>}
          </dl>
        </Section>
      )}

      {payment && (
        <Section title={<Trans>Payment</Trans>} testId="order-payment">
          <dl className={classes.facts}>
            <Fact label={<Trans>Method</Trans>}>{payment.desc || payment.type}</Fact>
            <Fact label={<Trans>Amount</Trans>}>
              <span className={classes.amount}>
                {formatMoney(payment.amount, { ...order.format, currency: payment.currency })}
              </span>
            </Fact>
            {payment.paymentDiscountAmount > 0 && (
              <Fact label={<Trans>Payment discount ({discountPercent}%)</Trans>}>
                <span className={classes.amount}>{money(-payment.paymentDiscountAmount)}</span>
              </Fact>
            )}
            {isPaymentState(payment.paymentStatus) && (
              <Fact label={<Trans>State</Trans>}>
                <PaymentStateBadge state={payment.paymentStatus} />
              </Fact>
            )}
            {payment.expiredDate && payment.paymentStatus === 'WAITING' && (
              <Fact label={<Trans>Pay before</Trans>}>{format.dateTime(payment.expiredDate)}</Fact>
            )}
            {payment.paymentReceipt && <Fact label={<Trans>Receipt</Trans>}>{payment.paymentReceipt}</Fact>}
          </dl>
          {payment.instruction && payment.paymentStatus === 'WAITING' && (
            <Alert color="info" variant="light" title={<Trans>How to pay</Trans>} data-testid="payment-instruction">
              <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                {payment.instruction}
              </Text>
            </Alert>
          )}
          {payment.paymentDocs.length > 0 && (
            <Stack gap={2}>
              <Text size="sm" fw={600}>
                <Trans>Proofs of payment</Trans>
              </Text>
              {payment.paymentDocs.map((doc) => (
                <Text size="sm" key={doc.id}>
                  {doc.fileName} · {format.dateTime(doc.uploadedAt)}
                </Text>
              ))}
            </Stack>
          )}
        </Section>
      )}

      <Section title={<Trans>Deliveries</Trans>} testId="order-deliveries">
        <DeliveryTable
          rows={order.deliveries}
          caption={t`Deliveries of order ${number}`}
          kind="order"
          showOrderType={false}
          empty={
            <Text size="sm" c="dimmed">
              <Trans>Nothing has been delivered for this order yet.</Trans>
            </Text>
          }
        />
      </Section>
    </Stack>
  );
}
