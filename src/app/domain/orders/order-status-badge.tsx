import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { isOrderStatus, type OrderStatus } from '../../../shared/orders/order-status';
import { StatusBadge, type StatusTone } from '../../ui/status-badge';

// An order's status in the user's words, for every page that shows one (the order pages, repeat order, home): the
// server sends ids (src/shared/orders/order-status.ts), the app translates by id.

export const orderStatusLabels: Record<OrderStatus, MessageDescriptor> = {
  PENDING_CONFIRMATION: msg`Waiting for confirmation`,
  OPEN: msg`Open`,
  PARTIALLY_CONFIRMED: msg`Partially confirmed`,
  CONFIRMED: msg`Confirmed`,
  PARTIALLY_SHIPPED: msg`Partially shipped`,
  SHIPPED: msg`Shipped`,
  CANCELLED: msg`Cancelled`,
  REJECTED: msg`Rejected`,
};

/** What each status means to the dealer: waiting on the supplier, under way, delivered, refused or over. */
export const orderStatusTones: Record<OrderStatus, StatusTone> = {
  PENDING_CONFIRMATION: 'warning',
  OPEN: 'info',
  PARTIALLY_CONFIRMED: 'info',
  CONFIRMED: 'primary',
  PARTIALLY_SHIPPED: 'primary',
  SHIPPED: 'success',
  CANCELLED: 'neutral',
  REJECTED: 'error',
};

/**
 * An order's status as a coloured badge in sentence case. `status` is the id; an id this version does not know shows
 * `description` (the server's English words), or the id in lower case, never the raw upper-case id.
 */
export function OrderStatusBadge({ status, description }: { status: string; description?: string | undefined }) {
  const { i18n } = useLingui();
  const known = isOrderStatus(status) ? status : null;
  const fallback = description?.trim() || status.replaceAll('_', ' ').toLowerCase();
  return (
    <StatusBadge tone={known ? orderStatusTones[known] : 'neutral'} data-testid="order-status" data-status={status}>
      {known ? i18n._(orderStatusLabels[known]) : fallback}
    </StatusBadge>
  );
}
