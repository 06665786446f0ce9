import { Trans } from '@lingui/react/macro';
import { Alert, Button, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { NetworkError } from '../lib/api';
import { useOnline } from '../lib/connectivity';

/**
 * A list or record that could not be loaded, with a retry: nothing fails silently (STYLE §8). `children` names what
 * failed; `offlineText`, for pages read online only, says so while the device is offline.
 */
export function LoadFailure({
  error,
  onRetry,
  offlineText,
  children,
}: {
  error: unknown;
  onRetry: () => void;
  offlineText?: ReactNode;
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
            {!online && offlineText !== undefined ? (
              offlineText
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
