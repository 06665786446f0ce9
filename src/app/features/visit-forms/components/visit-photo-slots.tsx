import { Trans, useLingui } from '@lingui/react/macro';
import { Group, Progress, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { VISIT_PHOTO_SLOTS, type VisitPhotoSlot } from '../../../../shared/visit-forms/visit-form';
import { PhotoGrid } from '../../../domain/attachments/photo-grid';
import { type SlotStates, sourceOf } from '../../../domain/attachments/use-photo-slots';
import { filledSlotCount } from '../use-visit-photos';
import { photoSlotLabels } from '../visit-messages';
import { PhotoViewer, type ViewedPhoto } from './photo-viewer';
import { VisitPhotoImage } from './visit-photo-image';

const GROUPS: { id: string; slots: readonly VisitPhotoSlot[] }[] = [
  { id: 'front', slots: ['frontShop1', 'frontShop2', 'frontShop3', 'frontShop4'] },
  { id: 'display', slots: ['displayShop1', 'displayShop2', 'displayShop3', 'displayShop4'] },
  { id: 'material', slots: ['displayBanner', 'displayPoster', 'displayHangtagShimano'] },
];

interface VisitPhotoSlotsProps {
  slots: SlotStates<VisitPhotoSlot>;
  onPick: (slot: VisitPhotoSlot, file: File) => void;
  onRemove: (slot: VisitPhotoSlot) => void;
  disabled?: boolean;
}

/**
 * The eleven photo slots of a visit, grouped as the store is walked (front, displays, point-of-sale material),
 * with how many are filled. Each slot opens the camera; its thumbnail shows at once (the original) while the
 * photo is compressed, can be enlarged, retaken or removed; a refusal shows under the slot.
 */
export function VisitPhotoSlots({ slots, onPick, onRemove, disabled = false }: VisitPhotoSlotsProps) {
  const { t, i18n } = useLingui();
  const [viewed, setViewed] = useState<VisitPhotoSlot | null>(null);
  const filled = filledSlotCount(slots);
  const total = VISIT_PHOTO_SLOTS.length;
  const photos: ViewedPhoto[] = VISIT_PHOTO_SLOTS.flatMap((slot) => {
    const photo = slots[slot].photo;
    const source = photo ? sourceOf(photo) : null;
    return source ? [{ slot, source }] : [];
  });
  const groupTitles: Record<string, string> = {
    front: t`Shop front`,
    display: t`Displays in the store`,
    material: t`Point-of-sale material`,
  };

  return (
    <Stack gap="md">
      <div>
        <Group justify="space-between" align="baseline">
          <Text fw={500}>
            <Trans>
              {filled} of {total} photos
            </Trans>
          </Text>
        </Group>
        <Progress
          value={(filled / total) * 100}
          size="lg"
          radius="xl"
          mt={6}
          aria-label={t`Photos taken`}
          data-testid="photo-progress"
        />
      </div>
      {GROUPS.map((group) => (
        <section key={group.id} aria-labelledby={`photo-group-${group.id}`}>
          <Title order={3} size="h5" id={`photo-group-${group.id}`} mb="xs">
            {groupTitles[group.id]}
          </Title>
          <PhotoGrid
            layout="slots"
            keys={group.slots}
            slots={slots}
            texts={(slot) => {
              const label = i18n._(photoSlotLabels[slot]);
              return {
                name: label,
                preparing: t`Preparing ${label}`,
                remove: t`Remove ${label}`,
                take: t`Take photo: ${label}`,
                takeCaption: t`Take photo`,
                retake: t`Retake ${label}`,
                chooseFile: t`Choose a file for ${label}`,
                enlarge: t`Enlarge ${label}`,
              };
            }}
            renderPhoto={(source, alt, className) => (
              <VisitPhotoImage source={source} alt={alt} className={className} />
            )}
            onPick={onPick}
            onRemove={onRemove}
            onOpen={setViewed}
            disabled={disabled}
          />
        </section>
      ))}
      <PhotoViewer photos={photos} slot={viewed} onChange={setViewed} />
    </Stack>
  );
}
