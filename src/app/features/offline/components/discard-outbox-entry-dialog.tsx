import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { OutboxListItem } from '../../../../browser/outbox';

interface DiscardOutboxEntryDialogProps {
  /** The item to discard; null closes the dialog. */
  item: OutboxListItem | null;
  isDiscarding: boolean;
  onConfirm: (item: OutboxListItem) => void;
  onCancel: () => void;
}

/** The confirmation before an item is discarded: nothing leaves the outbox without the user saying so. */
export function DiscardOutboxEntryDialog({ item, isDiscarding, onConfirm, onCancel }: DiscardOutboxEntryDialogProps) {
  const { t } = useLingui();
  // A queued item that was sent before may have reached the server although no answer came back.
  const mayHaveArrived = item !== null && item.state === 'queued' && item.firstSentAt !== null;
  return (
    <Modal
      opened={item !== null}
      onClose={onCancel}
      title={t`Discard item`}
      closeButtonProps={{ 'aria-label': t`Close` }}
    >
      <Stack gap="md">
        <Text>
          <Trans>Discard this item? It will not be sent.</Trans>
        </Text>
        {mayHaveArrived && (
          <Text size="sm" c="dimmed">
            <Trans>It was sent once without an answer, so the server may have received it already.</Trans>
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" mih={44} onClick={onCancel} disabled={isDiscarding}>
            <Trans>Cancel</Trans>
          </Button>
          <Button
            color="error"
            mih={44}
            loading={isDiscarding}
            data-autofocus
            onClick={() => {
              if (item) onConfirm(item);
            }}
          >
            <Trans>Discard</Trans>
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
