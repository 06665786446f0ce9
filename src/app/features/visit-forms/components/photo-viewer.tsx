import { useLingui } from '@lingui/react/macro';
import { ActionIcon, Group, Modal, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { VisitPhotoSlot } from '../../../../shared/visit-forms/visit-form';
import type { PhotoSource } from '../../../domain/attachments/use-photo-slots';
import { photoSlotLabels } from '../visit-messages';
import classes from './visit-forms.module.css';
import { VisitPhotoImage } from './visit-photo-image';

export interface ViewedPhoto {
  slot: VisitPhotoSlot;
  source: PhotoSource;
}

interface PhotoViewerProps {
  photos: readonly ViewedPhoto[];
  /** The slot shown, or null when closed. */
  slot: VisitPhotoSlot | null;
  onChange: (slot: VisitPhotoSlot | null) => void;
}

function Arrow({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d={direction === 'left' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'}
        stroke="currentColor"
        strokeWidth="2.5"
        fill="none"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** A visit photo enlarged (tap a thumbnail), with the previous and next photo of the visit. */
export function PhotoViewer({ photos, slot, onChange }: PhotoViewerProps) {
  const { t, i18n } = useLingui();
  const fullScreen = useMediaQuery('(max-width: 48em)');
  const index = photos.findIndex((photo) => photo.slot === slot);
  const current = index >= 0 ? photos[index] : undefined;
  const previous = index > 0 ? photos[index - 1] : undefined;
  const next = index >= 0 && index < photos.length - 1 ? photos[index + 1] : undefined;
  const title = current ? i18n._(photoSlotLabels[current.slot]) : '';
  const position = index + 1;
  const total = photos.length;
  return (
    <Modal
      opened={current !== undefined}
      onClose={() => {
        onChange(null);
      }}
      title={title}
      size="xl"
      fullScreen={fullScreen}
      closeButtonProps={{ 'aria-label': t`Close` }}
    >
      {current && (
        <div
          onKeyDown={(event) => {
            if (event.key === 'ArrowLeft' && previous) onChange(previous.slot);
            if (event.key === 'ArrowRight' && next) onChange(next.slot);
          }}
        >
          <div className={classes.viewerImage}>
            <VisitPhotoImage source={current.source} alt={title} variant="full" />
          </div>
          <Group justify="space-between" mt="sm">
            <ActionIcon
              size={48}
              variant="default"
              radius="xl"
              disabled={!previous}
              aria-label={t`Previous photo`}
              onClick={() => {
                if (previous) onChange(previous.slot);
              }}
            >
              <Arrow direction="left" />
            </ActionIcon>
            <Text size="sm" c="dimmed">
              {t`${position} of ${total}`}
            </Text>
            <ActionIcon
              size={48}
              variant="default"
              radius="xl"
              disabled={!next}
              aria-label={t`Next photo`}
              onClick={() => {
                if (next) onChange(next.slot);
              }}
            >
              <Arrow direction="right" />
            </ActionIcon>
          </Group>
        </div>
      )}
    </Modal>
  );
}
