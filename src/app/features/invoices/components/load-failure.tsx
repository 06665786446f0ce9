import { Trans } from '@lingui/react/macro';
import { Alert, Button, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { NetworkError } from '../../../lib/api';
import { useOnline } from '../../../lib/connectivity';

/**
 * A list that could not be loaded, with a retry. The invoice pages read online only (nothing of them is kept on
 * the device, docs/decisions.md "Invoice pages"): offline they say so, as the order pages do, and never crash.
 */
export function LoadFailure({
  error,
  onRetry,
  children,
}: {
  error: unknown;
  onRetry: () => void;
  children: ReactNode;
}) {
  const online = useOnline();
  return (
    <Alert color="error" variant="light" role="alert" data-testid="load-failure">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <div>
          <Text size="sm" fw={600}>
            {children}
          </Text>
          <Text size="sm">
            {!online ? (
              <Trans>You are offline. Invoices are read from the server: try again once you are connected.</Trans>
            ) : error instanceof NetworkError ? (
              <Trans>Connection failed, please refresh this page or contact support.</Trans>
            ) : (
              <Trans>Please try again. If it keeps failing, contact support.</Trans>
            )}
          </Text>
        </div>
        <Button variant="default" size="sm" onClick={onRetry}>
          <Trans>Try again</Trans>
        </Button>
      </Group>
    </Alert>
  );
}
