import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import type { ClaimOutboxInput, OutboxEntry } from '../../../../browser/outbox';
import { useFormat } from '../../../lib/format';
import { discardClaimEntry, isUnsent, sendClaimsNow, type ClaimUploadProgress } from '../claim-outbox';
import { pendingStateColor, pendingStateText, refusalText } from '../claim-messages';

interface PendingClaimsProps {
  entries: readonly OutboxEntry[];
  progress: ReadonlyMap<string, ClaimUploadProgress[]>;
  supportEmail: string;
}

/**
 * The claims filed on this device and not on the server yet, at the top of the list with their state: waiting
 * (and "checks pending" when filed without a connection), sending with the bytes sent, or "needs attention" with
 * the server's reason (a stolen frame) and a way to drop it.
 */
export function PendingClaims({ entries, progress, supportEmail }: PendingClaimsProps) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const shown = entries.filter((entry) => entry.kind === 'claim' && isUnsent(entry));
  if (shown.length === 0) return null;
  return (
    <Stack gap="xs" component="section" aria-labelledby="pending-claims-title" data-testid="pending-claims">
      <Title order={2} size="h4" id="pending-claims-title">
        <Trans>On this device</Trans>
      </Title>
      {shown.map((entry) => {
        const input = (entry.input ?? {}) as Partial<ClaimOutboxInput>;
        const files = progress.get(entry.key) ?? [];
        const size = files.reduce((sum, file) => sum + file.size, 0);
        const received = files.reduce((sum, file) => sum + Math.min(file.received, file.size), 0);
        return (
          <Paper key={entry.key} withBorder radius="md" p="sm" data-testid="pending-claim">
            <Group justify="space-between" wrap="wrap" gap="xs">
              <Stack gap={0}>
                <Text fw={500}>{entry.label || t`Claim`}</Text>
                <Text size="xs" c="dimmed">
                  {format.dateTime(new Date(entry.createdAt).toISOString())}
                </Text>
              </Stack>
              <Badge color={pendingStateColor(entry.state)} variant="light" size="lg" data-testid="pending-claim-state">
                {pendingStateText({ op: entry.op, state: entry.state, checksPending: input.checksPending }, i18n)}
              </Badge>
            </Group>
            {size > 0 && entry.state !== 'attention' && (
              <Progress
                mt="xs"
                value={(received / size) * 100}
                aria-label={t`Files sent`}
                data-testid="pending-claim-progress"
              />
            )}
            {entry.state === 'attention' && (
              <Group justify="space-between" mt="xs" wrap="wrap">
                <Text size="sm" c="error" data-testid="pending-claim-reason">
                  {refusalText(entry.lastError, i18n, supportEmail)}
                </Text>
                <Button
                  variant="default"
                  color="error"
                  onClick={() => {
                    if (window.confirm(t`Discard this claim from the device?`)) void discardClaimEntry(entry.key);
                  }}
                >
                  <Trans>Discard</Trans>
                </Button>
              </Group>
            )}
            {entry.state === 'queued' && (
              <Group justify="flex-end" mt="xs">
                <Button variant="subtle" onClick={sendClaimsNow}>
                  <Trans>Send now</Trans>
                </Button>
              </Group>
            )}
          </Paper>
        );
      })}
    </Stack>
  );
}
