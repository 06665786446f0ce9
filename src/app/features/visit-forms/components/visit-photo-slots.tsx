import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, FileButton, Group, Progress, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { VISIT_PHOTO_SLOTS, type VisitPhotoSlot } from '../../../../shared/visit-forms/visit-form';
import { PhotoTileBusy, PhotoTileRemove } from '../../../domain/attachments/photo-tile';
import { type SlotStates, sourceOf } from '../../../domain/attachments/use-photo-slots';
import { filledSlotCount } from '../use-visit-photos';
import { photoSlotLabels } from '../visit-messages';
import { PhotoViewer, type ViewedPhoto } from './photo-viewer';
import classes from './visit-forms.module.css';
import { VisitPhotoImage } from './visit-photo-image';

const GROUPS: { id: string; slots: readonly VisitPhotoSlot[] }[] = [
  { id: 'front', slots: ['frontShop1', 'frontShop2', 'frontShop3', 'frontShop4'] },
  { id: 'display', slots: ['displayShop1', 'displayShop2', 'displayShop3', 'displayShop4'] },
  { id: 'material', slots: ['displayBanner', 'displayPoster', 'displayHangtagShimano'] },
];

/** Camera images are JPEG, HEIC or PNG; anything else is refused at the slot by its bytes anyway. */
const PHOTO_ACCEPT = 'image/*';

interface VisitPhotoSlotsProps {
  slots: SlotStates<VisitPhotoSlot>;
  onPick: (slot: VisitPhotoSlot, file: File) => void;
  onRemove: (slot: VisitPhotoSlot) => void;
  disabled?: boolean;
}

function CameraIcon() {
  return (
    <svg width="28" height="28" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M4 8h3l2-3h6l2 3h3a1 1 0 0 1 1 1v9a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V9a1 1 0 0 1 1-1z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
      <circle cx="12" cy="13" r="3.5" fill="none" stroke="currentColor" strokeWidth="1.8" />
    </svg>
  );
}

function UploadIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M4 19h16M12 4v11M7 9l5-5 5 5"
        stroke="currentColor"
        strokeWidth="2"
        fill="none"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

interface PickProps {
  slot: VisitPhotoSlot;
  label: string;
  disabled: boolean;
  onPick: (slot: VisitPhotoSlot, file: File) => void;
}

/** The camera of one slot (`capture`: the back camera opens on a tablet or phone). */
function CameraPicker({
  slot,
  disabled,
  onPick,
  children,
}: PickProps & { children: (props: { onClick: () => void }) => React.ReactNode }) {
  return (
    <FileButton
      onChange={(file) => {
        if (file) onPick(slot, file);
      }}
      accept={PHOTO_ACCEPT}
      capture="environment"
      disabled={disabled}
      inputProps={{ 'data-slot': slot, 'data-input': 'camera' } as React.ComponentProps<'input'>}
    >
      {children}
    </FileButton>
  );
}

/** A photo from the device's files instead (a desktop, the photo library). */
function FilePicker({ slot, label, disabled, onPick }: PickProps) {
  const { t } = useLingui();
  return (
    <FileButton
      onChange={(file) => {
        if (file) onPick(slot, file);
      }}
      accept={PHOTO_ACCEPT}
      disabled={disabled}
      inputProps={{ 'data-slot': slot, 'data-input': 'file' } as React.ComponentProps<'input'>}
    >
      {(props) => (
        <ActionIcon
          {...props}
          className={classes.thumbFile}
          size={44}
          radius="xl"
          variant="default"
          aria-label={t`Choose a file for ${label}`}
        >
          <UploadIcon />
        </ActionIcon>
      )}
    </FileButton>
  );
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
          <div className={classes.slotGrid} role="list">
            {group.slots.map((slot) => {
              const state = slots[slot];
              const label = i18n._(photoSlotLabels[slot]);
              const photo = state.photo;
              const source = photo ? sourceOf(photo) : null;
              const preparing = photo?.kind === 'new' && photo.status === 'preparing';
              return (
                <div
                  key={slot}
                  role="listitem"
                  className={classes.slot}
                  data-slot={slot}
                  data-filled={photo !== null}
                  data-status={preparing ? 'preparing' : photo ? 'ready' : 'empty'}
                  data-error={state.error !== null}
                >
                  <Text size="sm" fw={500} className={classes.slotLabel}>
                    {label}
                  </Text>
                  <div className={classes.thumb}>
                    {source ? (
                      <button
                        type="button"
                        className={classes.thumbButton}
                        aria-label={t`Enlarge ${label}`}
                        onClick={() => {
                          setViewed(slot);
                        }}
                      >
                        <VisitPhotoImage source={source} alt={label} className={classes.thumbImage} />
                      </button>
                    ) : (
                      <CameraPicker slot={slot} label={label} disabled={disabled} onPick={onPick}>
                        {(props) => (
                          <UnstyledButton
                            {...props}
                            className={classes.thumbTake}
                            disabled={disabled}
                            aria-label={t`Take photo: ${label}`}
                          >
                            <CameraIcon />
                            <Text size="sm" fw={600} span>
                              <Trans>Take photo</Trans>
                            </Text>
                          </UnstyledButton>
                        )}
                      </CameraPicker>
                    )}
                    {preparing && <PhotoTileBusy label={t`Preparing ${label}`} tone="dark" />}
                    {photo !== null && (
                      <>
                        <PhotoTileRemove
                          label={t`Remove ${label}`}
                          disabled={disabled}
                          onRemove={() => {
                            onRemove(slot);
                          }}
                        />
                        <CameraPicker slot={slot} label={label} disabled={disabled} onPick={onPick}>
                          {(props) => (
                            <ActionIcon
                              {...props}
                              className={classes.thumbRetake}
                              variant="filled"
                              color="dark"
                              radius="xl"
                              size={44}
                              disabled={disabled}
                              aria-label={t`Retake ${label}`}
                            >
                              <CameraIcon />
                            </ActionIcon>
                          )}
                        </CameraPicker>
                      </>
                    )}
                    {/* A file instead of the camera (desktop, photo library); a filled slot is retaken or emptied. */}
                    {photo === null && <FilePicker slot={slot} label={label} disabled={disabled} onPick={onPick} />}
                  </div>
                  {state.error !== null && (
                    <Text size="sm" c="error" role="alert">
                      {state.error}
                    </Text>
                  )}
                </div>
              );
            })}
          </div>
        </section>
      ))}
      <PhotoViewer photos={photos} slot={viewed} onChange={setViewed} />
    </Stack>
  );
}
