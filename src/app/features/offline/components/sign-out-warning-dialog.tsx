import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';

interface SignOutWarningDialogProps {
  /** Unsent items of the user; the dialog is open while this is not null. */
  unsent: number | null;
  onKeep: () => void;
  onWipe: () => Promise<void>;
  onCancel: () => void;
}

/**
 * Logging out with unsent items (ARCHITECTURE.md "Offline"): they stay on this device for this user and are sent when
 * they sign in again; on a shared tablet the user may instead delete them, after saying so twice (here and the button).
 */
export function SignOutWarningDialog({ unsent, onKeep, onWipe, onCancel }: SignOutWarningDialogProps) {
  const { t } = useLingui();
  const [wiping, setWiping] = useState(false);
  const count = unsent ?? 0;
  return (
    <Modal
      opened={unsent !== null}
      onClose={onCancel}
      title={t`Unsent items`}
      closeButtonProps={{ 'aria-label': t`Close` }}
    >
      <Stack gap="md">
        <Text>
          <Plural
            value={count}
            one="You have # item that has not been sent yet."
            other="You have # items that have not been sent yet."
          />{' '}
          <Trans>They stay on this device and are sent when you sign in again.</Trans>
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" mih={44} onClick={onCancel} disabled={wiping}>
            <Trans>Cancel</Trans>
          </Button>
          <Button
            color="error"
            variant="outline"
            mih={44}
            loading={wiping}
            onClick={() => {
              setWiping(true);
              void onWipe().finally(() => {
                setWiping(false);
              });
            }}
          >
            <Trans>Delete them and log out</Trans>
          </Button>
          <Button mih={44} data-autofocus onClick={onKeep} disabled={wiping}>
            <Trans>Keep them and log out</Trans>
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
