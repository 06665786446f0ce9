import { useLingui } from '@lingui/react/macro';
import { isPaymentState } from '../../../../shared/orders/order-status';
import { OrderStatusBadge as StatusOfOrder } from '../../../domain/orders/order-status-badge';
import { StatusBadge } from '../../../ui/status-badge';
import { paymentStateLabels, paymentStateTones } from '../order-texts';

/** An order's status; an id the app does not know shows the server's English description. */
export function OrderStatusBadge({ status }: { status: { id: string; description: string } }) {
  return <StatusOfOrder status={status.id} description={status.description} />;
}

/** The payment state of spec 01 §4 (waiting, uploaded, failed, voided, completed); nothing for on-account orders. */
export function PaymentStateBadge({ state }: { state: string | null | undefined }) {
  const { i18n } = useLingui();
  if (!isPaymentState(state)) return null;
  return (
    <StatusBadge variant="outline" tone={paymentStateTones[state]} data-testid="payment-state" data-state={state}>
      {i18n._(paymentStateLabels[state])}
    </StatusBadge>
  );
}
