import { useLingui } from '@lingui/react/macro';
import { Modal, Text } from '@mantine/core';

export interface ScannerDialogProps {
  opened: boolean;
  onClose: () => void;
  /** The scanned value, confirmed by the user. */
  onConfirm: (value: string) => void;
}

/** Placeholder: the camera scanner follows. */
export function ScannerDialog({ opened, onClose }: ScannerDialogProps) {
  const { t } = useLingui();
  return (
    <Modal opened={opened} onClose={onClose} title={t`Scan the frame sticker`}>
      <Text>{t`Type the frame number if the camera cannot be used.`}</Text>
    </Modal>
  );
}
