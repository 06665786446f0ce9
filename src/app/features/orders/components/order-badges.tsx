import { useLingui } from '@lingui/react/macro';
import { Badge } from '@mantine/core';
import { isOrderStatus, isPaymentState } from '../../../../shared/orders/order-status';
import { orderStatusColors, orderStatusLabels, paymentStateColors, paymentStateLabels } from '../order-texts';

/** An order's status; an id the app does not know shows the server's English description. */
export function OrderStatusBadge({ status }: { status: { id: string; description: string } }) {
  const { i18n } = useLingui();
  const known = isOrderStatus(status.id) ? status.id : null;
  return (
    <Badge
      miw="max-content"
      variant="light"
      color={known ? orderStatusColors[known] : 'gray'}
      data-testid="order-status"
      data-status={status.id}
    >
      {known ? i18n._(orderStatusLabels[known]) : status.description}
    </Badge>
  );
}

/** The payment state of spec 01 §4 (waiting, uploaded, failed, voided, completed); nothing for on-account orders. */
export function PaymentStateBadge({ state }: { state: string | null | undefined }) {
  const { i18n } = useLingui();
  if (!isPaymentState(state)) return null;
  return (
    <Badge
      miw="max-content"
      variant="outline"
      color={paymentStateColors[state]}
      data-testid="payment-state"
      data-state={state}
    >
      {i18n._(paymentStateLabels[state])}
    </Badge>
  );
}
