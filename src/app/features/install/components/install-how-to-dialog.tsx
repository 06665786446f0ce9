import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal } from '@mantine/core';
import { HomeScreenHowTo } from './home-screen-how-to';

interface InstallHowToDialogProps {
  opened: boolean;
  onClose: () => void;
}

/** How to install on iPad and iPhone, where no browser prompt exists. */
export function InstallHowToDialog({ opened, onClose }: InstallHowToDialogProps) {
  const { t } = useLingui();
  return (
    <Modal opened={opened} onClose={onClose} title={t`Install app`} closeButtonProps={{ 'aria-label': t`Close` }}>
      <HomeScreenHowTo />
      <Group justify="flex-end" mt="md">
        <Button onClick={onClose} mih={44}>
          <Trans>Got it</Trans>
        </Button>
      </Group>
    </Modal>
  );
}
