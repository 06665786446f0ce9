import { Trans, useLingui } from '@lingui/react/macro';
import { Button, FileButton, Group, Image, Stack, Text } from '@mantine/core';
import { consumerVoicePhotos } from '../../../../shared/files/attachments';
import { PhotoTileBusy, PhotoTileRemove } from '../../../domain/attachments/photo-tile';
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
        {photo?.status === 'preparing' && <PhotoTileBusy label={t`Preparing photo ${number}`} tone="light" />}
        <PhotoTileRemove label={t`Remove photo ${number}`} disabled={disabled} onRemove={onRemove} />
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
