import { Trans } from '@lingui/react/macro';
import { Button, Group, Stack } from '@mantine/core';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { useRouter } from '@tanstack/react-router';
import { NetworkError } from '../lib/api';
import { CenteredMessage } from './centered-message';
import { SupportContact } from './support-contact';

/** A route that failed to load: retry, or reload the page when the connection is the problem. */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const isConnection = error instanceof NetworkError;
  return (
    <CenteredMessage
      title={
        isConnection ? (
          <Trans>Connection failed, please refresh this page or contact support.</Trans>
        ) : (
          <Trans>Something went wrong</Trans>
        )
      }
      actions={
        <Stack gap="md">
          <Group justify="center">
            <Button
              onClick={() => {
                reset();
                void router.invalidate();
              }}
            >
              <Trans>Try again</Trans>
            </Button>
            <Button
              variant="default"
              onClick={() => {
                window.location.reload();
              }}
            >
              <Trans>Refresh page</Trans>
            </Button>
          </Group>
          <SupportContact />
        </Stack>
      }
    />
  );
}
