import { Trans, useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Alert, Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import type { OutboxListItem } from '../../../../browser/outbox';
import {
  canHoldUpload,
  SuspensionHint,
  suspensionLabels,
  UploadFilesProgress,
  UploadHoldButtons,
} from '../../../domain/offline/upload-hold';
import { useFormat } from '../../../lib/format';
import { translateFormMessage } from '../../../lib/form-messages';
import { formatBytes } from '../format-bytes';
import { outboxErrorMessages, outboxKindLabels, outboxStateColors, outboxStateLabels } from '../outbox-messages';

export interface OutboxEntryActions {
  onRetry: (item: OutboxListItem) => void;
  onDiscard: (item: OutboxListItem) => void;
  /** Re-opens the item's form, prefilled; present only for kinds that have one. */
  onEdit?: ((item: OutboxListItem) => void) | undefined;
}

interface OutboxEntryCardProps extends OutboxEntryActions {
  item: OutboxListItem;
  /** A retry of this item is running. */
  isRetrying: boolean;
}

/** The last error in the user's words: the client's own codes translated, the server's message as it came. */
function useErrorText(error: OutboxListItem['lastError']): string | null {
  const { i18n } = useLingui();
  if (!error) return null;
  const known = error.code === undefined ? undefined : outboxErrorMessages[error.code];
  if (known) return i18n._(known);
  const fields = (error.fields ?? []).map((field) => translateFormMessage(field.message, i18n));
  const main = translateFormMessage(error.message, i18n);
  return [main, ...fields.filter((text) => text !== main)].join(' ');
}

/**
 * One outbox item: what it is, its state, when, how big, each file's upload while sending or paused, the last
 * error; Pause, Cancel upload and Resume for an item with files (spec 02 "Cancellation is supported").
 */
export function OutboxEntryCard({ item, isRetrying, onRetry, onDiscard, onEdit }: OutboxEntryCardProps) {
  const { i18n } = useLingui();
  const format = useFormat();
  const errorText = useErrorText(item.lastError);
  const canAct = item.state === 'queued' || item.state === 'attention';
  const canHold = canHoldUpload(item);
  const held = item.suspended;
  const showProgress = item.state === 'sending' || (item.state === 'queued' && (item.received > 0 || !!held));
  // An entry queued by a newer build may be of a kind this one does not know.
  const kind = outboxKindLabels[item.kind] as MessageDescriptor | undefined;
  const kindText = kind ? i18n._(kind) : item.kind;
  const savedAt = format.dateTime(item.createdAt);
  const sizeText = formatBytes(item.size, i18n.locale);
  const sentAt = item.sentAt === null ? null : format.dateTime(item.sentAt);

  return (
    <Card
      withBorder
      padding="md"
      component="article"
      aria-label={kindText}
      data-state={item.state}
      data-suspended={held ?? undefined}
    >
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text fw={600}>{kindText}</Text>
          <Badge color={held ? 'gray' : outboxStateColors[item.state]} variant="light" data-testid="outbox-state">
            {i18n._(held ? suspensionLabels[held] : outboxStateLabels[item.state])}
          </Badge>
        </Group>
        {(item.description || item.label) && <Text lineClamp={2}>{item.description || item.label}</Text>}
        <Text size="sm" c="dimmed">
          <Trans>
            Saved {savedAt} · {sizeText}
          </Trans>
          {sentAt !== null && (
            <>
              {' · '}
              <Trans>Sent {sentAt}</Trans>
            </>
          )}
        </Text>
        {showProgress && item.files.length > 0 && (
          <UploadFilesProgress files={item.files} sending={item.state === 'sending'} suspended={held} />
        )}
        {held && <SuspensionHint suspended={held} />}
        {errorText !== null && item.state !== 'sent' && (
          <Alert color={item.state === 'attention' ? 'error' : 'gray'} variant="light" p="xs">
            <Text size="sm">{errorText}</Text>
          </Alert>
        )}
        {(canAct || canHold) && (
          <Group gap="xs" justify="flex-end" wrap="wrap">
            {item.state === 'attention' && onEdit && (
              <Button
                variant="default"
                mih={44}
                onClick={() => {
                  onEdit(item);
                }}
              >
                <Trans>Edit</Trans>
              </Button>
            )}
            {canAct && (
              <Button
                variant="default"
                color="error"
                mih={44}
                onClick={() => {
                  onDiscard(item);
                }}
              >
                <Trans>Discard</Trans>
              </Button>
            )}
            {canHold && <UploadHoldButtons entry={item} />}
            {canAct && !held && (
              <Button
                mih={44}
                loading={isRetrying}
                onClick={() => {
                  onRetry(item);
                }}
              >
                <Trans>Retry now</Trans>
              </Button>
            )}
          </Group>
        )}
      </Stack>
    </Card>
  );
}
