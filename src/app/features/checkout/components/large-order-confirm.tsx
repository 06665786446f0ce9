import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';

/** One order above the host's largeOrderConfirmAmount, as the dialog names it. */
export interface LargeOrder {
  sorg: string;
  /** The order's total, formatted in its currency. */
  total: string;
}

interface LargeOrderConfirmProps {
  /** The orders above the amount; null: the dialog is closed. */
  orders: readonly LargeOrder[] | null;
  /** The host's amount, formatted in its currency. */
  limit: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * Asks before an order above the host's largeOrderConfirmAmount is placed (docs/decisions.md "Guardrails"): a
 * mistyped quantity is caught before it becomes an order. Nothing is sent until the buyer confirms.
 */
export function LargeOrderConfirm({ orders, limit, onConfirm, onCancel }: LargeOrderConfirmProps) {
  const { t } = useLingui();
  const totals = (orders ?? []).map((order) => order.total).join(', ');
  return (
    <Modal opened={orders !== null} onClose={onCancel} title={t`Place this large order?`} centered>
      <Stack gap="md" data-testid="large-order-confirm">
        <Text size="sm">
          <Trans>
            Your order comes to {totals}, above {limit}. Please check the quantities before you place it.
          </Trans>
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            <Trans>Back to the order</Trans>
          </Button>
          <Button onClick={onConfirm} data-testid="large-order-place">
            <Trans>Place order</Trans>
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
