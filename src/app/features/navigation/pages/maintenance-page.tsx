import { Trans } from '@lingui/react/macro';
import { Button, Image, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import type { Locale } from '../../../../shared/locales';
import { configQuery } from '../../../lib/config';
import { serverStatusQuery } from '../../../lib/server-status';
import { DEFAULT_LOGO } from '../../../ui/brand';
import { CenteredMessage } from '../../../ui/centered-message';

// While the page is open the status is asked again this often; online sends the user to the login page.
const POLL_MS = 30_000;

/** The maintenance page (spec 02 §2): the server's message, and the way back once the server is online. */
export function MaintenancePage({ locale }: { locale: Locale }) {
  const navigate = useNavigate();
  const { data: config } = useQuery(configQuery());
  const status = useQuery({ ...serverStatusQuery(), refetchInterval: POLL_MS });
  const isOnline = status.data?.status === 'online';

  useEffect(() => {
    if (isOnline) void navigate({ to: '/$locale/login', params: { locale }, replace: true });
  }, [isOnline, locale, navigate]);

  const message = status.data?.message;
  return (
    <CenteredMessage
      image={<Image src={config?.webLogo || DEFAULT_LOGO} fallbackSrc={DEFAULT_LOGO} alt="" h={56} w="auto" />}
      title={<Trans>The portal is under maintenance</Trans>}
      description={
        message ? (
          <Text span size="lg" c="dark" data-testid="maintenance-message">
            {message}
          </Text>
        ) : (
          <Trans>Please try again in a few minutes.</Trans>
        )
      }
      actions={
        <Button
          variant="light"
          loading={status.isFetching}
          onClick={() => {
            void status.refetch();
          }}
        >
          <Trans>Try again</Trans>
        </Button>
      }
    />
  );
}
