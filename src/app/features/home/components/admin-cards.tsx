import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Group, Stack, Text } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useFormat } from '../../../lib/format';
import { StatusBadge } from '../../../ui/status-badge';
import { homeSignInFailuresQuery } from '../api/home.queries';
import { CardEmpty, HomeCardFrame } from './home-card';
import classes from './home-card.module.css';

// The administrator's user-administration card (spec 01 §2 home, spec 01 §6 page.user-management), in its own
// chunk: only user administration loads it.

/**
 * The accounts with failed sign-ins of the last 24 hours, the latest first: who, how often, when last, from where
 * (masked by the server) and whether the account is locked now.
 */
export function SignInFailuresCard() {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const { data } = useSuspenseQuery(homeSignInFailuresQuery());
  const accounts = data.data;
  const today = new Date(data.fetchedAt).toDateString();
  const when = (iso: string) => (new Date(iso).toDateString() === today ? format.time(iso) : format.dateTime(iso));
  return (
    <HomeCardFrame title={t`Sign-in failures`} testId="sign-in-failures" asOf={data.fetchedAt}>
      {accounts.length === 0 ? (
        <CardEmpty>
          <Trans>No failed sign-ins in the last 24 hours</Trans>
        </CardEmpty>
      ) : (
        <Stack gap="xs">
          <Text size="xs" c="dimmed">
            <Trans>Last 24 hours, latest first</Trans>
          </Text>
          {accounts.map((account) => (
            <Stack key={account.username} gap={2} miw={0} data-testid="home-sign-in-failure">
              <Group justify="space-between" gap="xs" wrap="nowrap">
                <Text size="sm" fw={600} className={classes.rowText} data-testid="home-sign-in-failure-user">
                  {account.name ?? account.username}
                </Text>
                {account.locked && (
                  <StatusBadge tone="error" size="sm" data-testid="home-sign-in-failure-locked">
                    <Trans>Locked</Trans>
                  </StatusBadge>
                )}
              </Group>
              <Group justify="space-between" gap="xs" wrap="nowrap">
                <Text size="xs" c="dimmed" className={classes.rowText}>
                  {[account.name === null ? null : account.username, ...account.maskedAddresses]
                    .filter((part) => part !== null)
                    .join(' · ')}
                </Text>
                <Text size="xs" className={classes.figure} data-testid="home-sign-in-failure-count">
                  {i18n._(plural(account.failures, { one: '# failure', other: '# failures' }))} ·{' '}
                  {when(account.lastAttemptAt)}
                </Text>
              </Group>
            </Stack>
          ))}
        </Stack>
      )}
    </HomeCardFrame>
  );
}
