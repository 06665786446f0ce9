import { Trans, useLingui } from '@lingui/react/macro';
import { Group, Image, Stack, Text } from '@mantine/core';
import { consumerVoicePhotos } from '../../../../shared/files/attachments';
import { PhotoGrid } from '../../../domain/attachments/photo-grid';
import { useObjectUrl } from '../../../domain/attachments/use-object-url';
import type { PhotoSource, SlotStates } from '../../../domain/attachments/use-photo-slots';

export const MAX_PHOTOS = consumerVoicePhotos.maxFiles;

interface PhotoSlotsProps {
  /** The photos' slots in the order they were picked. */
  keys: readonly string[];
  slots: SlotStates;
  onAdd: (files: File[]) => void;
  onRemove: (id: string) => void;
  disabled: boolean;
}

/** A photo picked in this form, drawn from the device at once. */
function PickedPhoto({ source, alt }: { source: PhotoSource; alt: string }) {
  const previewUrl = useObjectUrl(source.kind === 'blob' ? source.blob : null);
  return previewUrl === null ? null : <Image src={previewUrl} alt={alt} fit="cover" h="100%" w="100%" />;
}

/** Up to 3 photos: a thumbnail at once, a spinner while compressed, the reason when refused, and remove. */
export function PhotoSlots({ keys, slots, onAdd, onRemove, disabled }: PhotoSlotsProps) {
  const { t } = useLingui();
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
      <PhotoGrid
        layout="thumbnails"
        aria-label={t`Photos`}
        keys={keys}
        slots={slots}
        texts={(_key, index) => {
          const number = index + 1;
          return {
            name: t`Photo ${number}`,
            preparing: t`Preparing photo ${number}`,
            remove: t`Remove photo ${number}`,
          };
        }}
        renderPhoto={(source, alt) => <PickedPhoto source={source} alt={alt} />}
        onRemove={onRemove}
        add={MAX_PHOTOS - count > 0 ? { label: t`Add photo`, onAdd } : undefined}
        disabled={disabled}
      />
    </Stack>
  );
}
