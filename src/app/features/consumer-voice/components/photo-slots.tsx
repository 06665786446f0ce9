import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Button, FileButton, Group, Image, Loader, Stack, Text } from '@mantine/core';
import { consumerVoicePhotos } from '../../../../shared/files/attachments';
import { useObjectUrl } from '../../../domain/attachments/use-object-url';
import type { SlotState, SlotStates } from '../../../domain/attachments/use-photo-slots';
import classes from './consumer-voice-dialog.module.css';

export const MAX_PHOTOS = consumerVoicePhotos.maxFiles;

interface PhotoSlotsProps {
  /** The photos' slots in the order they were picked. */
  keys: readonly string[];
  slots: SlotStates;
  onAdd: (files: File[]) => void;
  onRemove: (id: string) => void;
  disabled: boolean;
}

/** One photo: its thumbnail at once, a spinner while compressed, the reason when refused, and remove. */
function PhotoTile({
  slot,
  number,
  disabled,
  onRemove,
}: {
  slot: SlotState;
  number: number;
  disabled: boolean;
  onRemove: () => void;
}) {
  const { t } = useLingui();
  const photo = slot.photo?.kind === 'new' ? slot.photo : null;
  const previewUrl = useObjectUrl(photo?.blob);
  return (
    <div className={classes.photo} role="listitem" data-status={photo?.status}>
      <div className={classes.thumbnail}>
        {previewUrl !== null && <Image src={previewUrl} alt={t`Photo ${number}`} fit="cover" h="100%" w="100%" />}
        {photo?.status === 'preparing' && (
          <div className={classes.thumbnailBusy}>
            <Loader size="sm" aria-label={t`Preparing photo ${number}`} />
          </div>
        )}
        <ActionIcon
          className={classes.remove}
          variant="filled"
          color="dark"
          radius="xl"
          size={44}
          disabled={disabled}
          aria-label={t`Remove photo ${number}`}
          onClick={onRemove}
        >
          <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </ActionIcon>
      </div>
      {slot.error !== null && (
        <Text size="xs" c="error" role="alert">
          {slot.error}
        </Text>
      )}
    </div>
  );
}

/** Up to 3 photos: a thumbnail at once, a spinner while compressed, the reason when refused, and remove. */
export function PhotoSlots({ keys, slots, onAdd, onRemove, disabled }: PhotoSlotsProps) {
  const { t } = useLingui();
  const room = MAX_PHOTOS - keys.length;
  const count = keys.length;
  return (
    <Stack gap="xs">
      <Group justify="space-between" wrap="wrap">
        <Text size="sm" fw={500}>
          <Trans>Photos (optional)</Trans>
        </Text>
        <Text size="xs" c="dimmed">
          <Trans>
            {count} of {MAX_PHOTOS}
          </Trans>
        </Text>
      </Group>
      {keys.length > 0 && (
        <div className={classes.photos} role="list" aria-label={t`Photos`}>
          {keys.map((key, index) => (
            <PhotoTile
              key={key}
              slot={slots[key] ?? { photo: null, error: null }}
              number={index + 1}
              disabled={disabled}
              onRemove={() => {
                onRemove(key);
              }}
            />
          ))}
        </div>
      )}
      {room > 0 && (
        <Group>
          {/* No `capture`: the user chooses between the camera and the photo library. */}
          <FileButton onChange={onAdd} accept="image/*" multiple disabled={disabled}>
            {(props) => (
              <Button {...props} variant="default" mih={44}>
                <Trans>Add photo</Trans>
              </Button>
            )}
          </FileButton>
        </Group>
      )}
    </Stack>
  );
}
