import { Trans, useLingui } from '@lingui/react/macro';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { OutboxEntry, PdiOutboxInput } from '../../../../browser/outbox';
import { useFormat } from '../../../lib/format';
import { localeLink } from '../../../ui/shell/locale-link';
import { discardPdiEntry, isUnsent, sendPdiNow } from '../pdi-outbox';
import { pdiMessageText } from '../pdi-messages';

interface PendingPdisProps {
  locale: string;
  entries: readonly OutboxEntry[];
}

/** A waiting entry's state, in the list's words. */
export function pendingPdiStateText(
  entry: { op: string; state: string; checksPending?: boolean | undefined },
  i18n: I18n,
) {
  if (entry.state === 'attention') return i18n._(msg`Needs attention`);
  if (entry.state === 'sending') return i18n._(msg`Sending`);
  if (entry.op === 'update') return i18n._(msg`Changes waiting to send`);
  if (entry.checksPending) return i18n._(msg`Waiting to send · checks pending`);
  return i18n._(msg`Waiting to send`);
}

/** Why the server refused a PDI, in the user's words (by code where the client knows it). */
export function pdiRefusalText(
  error: { code?: string | null; message?: string | null; fields?: { field: string; message: string }[] } | null,
  i18n: I18n,
): string {
  if (!error) return '';
  if (error.code === 'PDI_NOT_SENT') return i18n._(msg`The PDI this change belongs to has not reached the server.`);
  if (error.code === 'NETWORK_ERROR') return i18n._(msg`No connection to the server.`);
  const texts = [...(error.fields ?? []).map((field) => field.message), error.message ?? '']
    .filter((text) => text !== '')
    .map((text) => pdiMessageText(text, i18n));
  return [...new Set(texts)][0] ?? '';
}

const stateColor = (state: string) => (state === 'attention' ? 'error' : state === 'sending' ? 'primary' : 'warning');

/**
 * The PDIs recorded on this device and not on the server yet, at the top of the list with their state: waiting
 * (and "checks pending" when recorded without a connection), sending, or "needs attention" with the server's
 * reason, a way to open and fix it, and a way to drop it.
 */
export function PendingPdis({ locale, entries }: PendingPdisProps) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const shown = entries.filter(isUnsent);
  if (shown.length === 0) return null;
  return (
    <Stack gap="xs" component="section" aria-labelledby="pending-pdis-title" data-testid="pending-pdis">
      <Title order={2} size="h4" id="pending-pdis-title">
        <Trans>On this device</Trans>
      </Title>
      {shown.map((entry) => {
        const input = (entry.input ?? {}) as Partial<PdiOutboxInput>;
        const target = typeof input.id === 'string' ? input.id : entry.recordId;
        return (
          <Paper key={entry.key} withBorder radius="md" p="sm" data-testid="pending-pdi">
            <Group justify="space-between" wrap="wrap" gap="xs">
              <Stack gap={0}>
                <Anchor component={Link} {...localeLink(locale, `/pdi/${encodeURIComponent(target)}`)} fw={500}>
                  {entry.label || t`PDI`}
                </Anchor>
                <Text size="xs" c="dimmed">
                  {format.dateTime(new Date(entry.createdAt).toISOString())}
                </Text>
              </Stack>
              <Badge color={stateColor(entry.state)} variant="light" size="lg" data-testid="pending-pdi-state">
                {pendingPdiStateText({ op: entry.op, state: entry.state, checksPending: input.checksPending }, i18n)}
              </Badge>
            </Group>
            {entry.state === 'attention' && (
              <Group justify="space-between" mt="xs" wrap="wrap">
                <Text size="sm" c="error" data-testid="pending-pdi-reason">
                  {pdiRefusalText(entry.lastError, i18n)}
                </Text>
                <Button
                  variant="default"
                  color="error"
                  onClick={() => {
                    if (window.confirm(t`Discard this PDI from the device?`)) void discardPdiEntry(entry.key);
                  }}
                >
                  <Trans>Discard</Trans>
                </Button>
              </Group>
            )}
            {entry.state === 'queued' && (
              <Group justify="flex-end" mt="xs">
                <Button
                  variant="subtle"
                  onClick={() => {
                    sendPdiNow(entry.key).catch((error: unknown) => {
                      console.warn('The PDI could not be sent now', error);
                    });
                  }}
                >
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
