import { Trans } from '@lingui/react/macro';
import { Alert, List, Text } from '@mantine/core';
import { articleLabel } from '../../../../shared/catalog/article-label';
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
          // By name and display code, never the internal id (spec 01 §5 Article code display).
          const product = articleLabel(change);
          const qty = change.qty;
          return (
            <List.Item key={`${change.key}:${change.sorg}:${change.articleCode}`}>
              {change.add ? (
                <Trans>
                  {product}: add {qty}
                </Trans>
              ) : (
                <Trans>
                  {product}: set to {qty}
                </Trans>
              )}
            </List.Item>
          );
        })}
      </List>
    </Alert>
  );
}
