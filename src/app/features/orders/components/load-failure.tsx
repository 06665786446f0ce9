import { Trans } from '@lingui/react/macro';
import { Alert, Button, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { NetworkError } from '../../../lib/api';

/**
 * A list that could not be loaded, with a retry. Spec 01 §8 swallows open-order and shipped-order failures;
 * STYLE §8 says nothing fails silently, so the page says it (docs/decisions.md, "Order pages").
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
  return (
    <Alert color="error" variant="light" role="alert" data-testid="load-failure">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <div>
          <Text size="sm" fw={600}>
            {children}
          </Text>
          <Text size="sm">
            {error instanceof NetworkError ? (
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
