import { Trans } from '@lingui/react/macro';
import { Anchor, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { configQuery } from '../lib/config';

/**
 * The host's support address (config `emailSupport`, spec 01 §3) as a mail link, where the spec's texts tell the
 * user to contact support: the sign-in pages, a page that failed and the connection dialog. Nothing when the
 * host sets none. `email` given: that one (the sign-in layout has its config already); else the host config's.
 */
export function SupportContact({ email }: { email?: string | undefined }) {
  const { data: config } = useQuery({ ...configQuery(), enabled: email === undefined });
  const address = (email ?? config?.emailSupport ?? '').trim();
  if (address === '') return null;
  return (
    <Text size="sm" c="dimmed" ta="center" data-testid="support-contact">
      <Trans>
        Support: <Anchor href={`mailto:${address}`}>{address}</Anchor>
      </Trans>
    </Text>
  );
}
