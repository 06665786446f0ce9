import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from '@tanstack/react-router';
import type { ClaimOutboxInput, OutboxEntry } from '../../../../browser/outbox';
import { useFormat } from '../../../lib/format';
import {
  canHoldUpload,
  SuspensionHint,
  suspensionLabels,
  UploadFilesProgress,
  UploadHoldButtons,
} from '../../../domain/offline/upload-hold';
import { localeLink } from '../../../ui/shell/locale-link';
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
 * the server's reason (a stolen frame) and a way to drop it. A claim waiting here can be edited (the change follows
 * its create, or fixes a refused one); a waiting change opens its claim.
 */
export function PendingClaims({ entries, progress, supportEmail }: PendingClaimsProps) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const { locale = 'en-us' } = useParams({ strict: false });
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
        // Each file's bytes once it uploads or is held (the one bar before that).
        const showFiles =
          size > 0 && entry.state !== 'attention' && (entry.state === 'sending' || received > 0 || !!entry.suspended);
        const claimId = typeof input.id === 'string' ? input.id : null;
        const open =
          entry.op === 'create'
            ? `/claim/${encodeURIComponent(entry.recordId)}/edit`
            : claimId === null
              ? null
              : `/claim/${encodeURIComponent(claimId)}`;
        return (
          <Paper key={entry.key} withBorder radius="md" p="sm" data-testid="pending-claim">
            <Group justify="space-between" wrap="wrap" gap="xs">
              <Stack gap={0}>
                <Text fw={500}>{entry.label || t`Claim`}</Text>
                <Text size="xs" c="dimmed">
                  {format.dateTime(new Date(entry.createdAt).toISOString())}
                </Text>
              </Stack>
              <Badge
                color={entry.suspended ? 'gray' : pendingStateColor(entry.state)}
                variant="light"
                size="lg"
                data-testid="pending-claim-state"
              >
                {entry.suspended
                  ? i18n._(suspensionLabels[entry.suspended])
                  : pendingStateText({ op: entry.op, state: entry.state, checksPending: input.checksPending }, i18n)}
              </Badge>
            </Group>
            {size > 0 && entry.state !== 'attention' && !showFiles && (
              <Progress
                mt="xs"
                value={(received / size) * 100}
                aria-label={t`Files sent`}
                data-testid="pending-claim-progress"
              />
            )}
            {/* Each file's bytes and the pause state, the video first (spec 01 upload state), while it uploads. */}
            {showFiles && (
              <Stack gap="xs" mt="xs">
                <UploadFilesProgress
                  files={files.map((file) => ({ ...file, id: `${entry.key}:${file.slot}` }))}
                  sending={entry.state === 'sending'}
                  suspended={entry.suspended}
                />
                {entry.suspended && <SuspensionHint suspended={entry.suspended} />}
              </Stack>
            )}
            {canHoldUpload({ state: entry.state, size }) && (
              <Group justify="flex-end" mt="xs" gap="xs" wrap="wrap">
                <UploadHoldButtons entry={{ key: entry.key, state: entry.state, size, suspended: entry.suspended }} />
              </Group>
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
            {(entry.state === 'queued' || open !== null) && (
              <Group justify="flex-end" mt="xs">
                {open !== null && (
                  <Button variant="default" component={Link} {...localeLink(locale, open)}>
                    {entry.op === 'create' ? <Trans>Edit</Trans> : <Trans>Open the claim</Trans>}
                  </Button>
                )}
                {/* A paused upload goes on with Resume, not Send now. */}
                {entry.state === 'queued' && !entry.suspended && (
                  <Button variant="subtle" onClick={sendClaimsNow}>
                    <Trans>Send now</Trans>
                  </Button>
                )}
              </Group>
            )}
          </Paper>
        );
      })}
    </Stack>
  );
}
