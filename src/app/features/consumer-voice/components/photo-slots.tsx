import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Button, FileButton, Group, Image, Loader, Stack, Text } from '@mantine/core';
import { MAX_PHOTOS, type PhotoSlot } from '../use-photo-slots';
import classes from './consumer-voice-dialog.module.css';

interface PhotoSlotsProps {
  slots: readonly PhotoSlot[];
  onAdd: (files: File[]) => void;
  onRemove: (id: string) => void;
  disabled: boolean;
}

/** Up to 3 photos: a thumbnail at once, a spinner while compressed, the reason when refused, and remove. */
export function PhotoSlots({ slots, onAdd, onRemove, disabled }: PhotoSlotsProps) {
  const { t } = useLingui();
  const room = MAX_PHOTOS - slots.length;
  const count = slots.length;
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
      {slots.length > 0 && (
        <div className={classes.photos} role="list" aria-label={t`Photos`}>
          {slots.map((slot, index) => {
            const number = index + 1;
            return (
              <div key={slot.id} className={classes.photo} role="listitem" data-status={slot.status}>
                <div className={classes.thumbnail}>
                  {slot.previewUrl !== null && (
                    <Image src={slot.previewUrl} alt={t`Photo ${number}`} fit="cover" h="100%" w="100%" />
                  )}
                  {slot.status === 'preparing' && (
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
                    onClick={() => {
                      onRemove(slot.id);
                    }}
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
          })}
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
