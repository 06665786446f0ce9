import { Trans } from '@lingui/react/macro';
import { Alert, List, Text } from '@mantine/core';
import type { PendingCartChange } from '../cart-outbox';

/** Products added while offline that are not in the cart yet: they wait in the outbox. */
export function PendingAdditions({ additions }: { additions: readonly PendingCartChange[] }) {
  if (additions.length === 0) return null;
  return (
    <Alert color="gray" title={<Trans>Waiting to be sent</Trans>} data-testid="cart-pending-additions">
      <Text size="sm" mb="xs">
        <Trans>These changes are saved on this device and will reach the cart when you are back online.</Trans>
      </Text>
      <List size="sm" spacing={2}>
        {additions.map((change) => {
          const code = change.articleCode;
          const qty = change.qty;
          return (
            <List.Item key={`${change.key}:${change.sorg}:${code}`}>
              {change.add ? (
                <Trans>
                  {code}: add {qty}
                </Trans>
              ) : (
                <Trans>
                  {code}: set to {qty}
                </Trans>
              )}
            </List.Item>
          );
        })}
      </List>
    </Alert>
  );
}
