import { ActionIcon, Button, FileButton, Group, Text, UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';
import { PhotoTileBusy, PhotoTileRemove } from './photo-tile';
import { type PhotoSource, type SlotStates, sourceOf } from './use-photo-slots';
import classes from './photo-grid.module.css';

/** Camera images are JPEG, HEIC or PNG; anything else is refused at the slot by its bytes anyway. */
const PHOTO_ACCEPT = 'image/*';

/** What one tile says (translated by the form): its name and the labels of its buttons. */
export interface PhotoTileTexts {
  /** The photo's name: the image's alt text, and the label above a named slot ('Shop front 1', 'Photo 2'). */
  name: string;
  /** The spinner's label while the photo is compressed. */
  preparing: string;
  remove: string;
  /** Named slots: the empty tile's camera button (its label and its caption), retake, a file instead, enlarge. */
  take?: string;
  takeCaption?: string;
  retake?: string;
  chooseFile?: string;
  enlarge?: string;
}

export interface PhotoGridProps<K extends string> {
  /** The tiles in their order (a record's named slots, or the photos of a growing list as they were picked). */
  keys: readonly K[];
  slots: SlotStates<K>;
  /**
   * `slots`: named slots (a visit's): the name above each 4:3 tile, four across (two on a phone), an empty slot is
   * a camera button with a file picker, a photo can be enlarged, retaken or removed. `thumbnails`: a growing list
   * of small square thumbnails, three across, each removed by its button.
   */
  layout: 'slots' | 'thumbnails';
  texts: (key: K, index: number) => PhotoTileTexts;
  /** Draws a photo filling its tile (`className` sizes it); a form's photos may need its own fetch. */
  renderPhoto: (source: PhotoSource, alt: string, className: string) => ReactNode;
  onRemove: (key: K) => void;
  /** Named slots: a photo taken or picked for the slot (a first one, or a retake). */
  onPick?: (key: K, file: File) => void;
  /** Named slots: enlarge the slot's photo. */
  onOpen?: (key: K) => void;
  /** A growing list: the button that adds photos, while there is room. */
  add?: { label: string; onAdd: (files: File[]) => void } | undefined;
  disabled?: boolean;
  'aria-label'?: string;
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

/** One slot's file input: the camera (`capture`: the back camera opens on a tablet or phone) or the device's files. */
function SlotPicker({
  slot,
  input,
  disabled,
  onPick,
  children,
}: {
  slot: string;
  input: 'camera' | 'file';
  disabled: boolean;
  onPick: (file: File) => void;
  children: (props: { onClick: () => void }) => ReactNode;
}) {
  return (
    <FileButton
      onChange={(file) => {
        if (file) onPick(file);
      }}
      accept={PHOTO_ACCEPT}
      {...(input === 'camera' ? { capture: 'environment' as const } : {})}
      disabled={disabled}
      inputProps={{ 'data-slot': slot, 'data-input': input } as React.ComponentProps<'input'>}
    >
      {children}
    </FileButton>
  );
}

/**
 * The one photo grid of the app's forms (consumer voice, visit forms; claims and PDI next), over the slots of
 * `usePhotoSlots`: each tile shows its photo at once (the original while it is compressed, with a spinner), the
 * reason under it when refused, and its buttons; the texts are the form's.
 */
export function PhotoGrid<K extends string>({
  keys,
  slots,
  layout,
  texts,
  renderPhoto,
  onRemove,
  onPick,
  onOpen,
  add,
  disabled = false,
  'aria-label': ariaLabel,
}: PhotoGridProps<K>) {
  const named = layout === 'slots';
  return (
    <>
      {keys.length > 0 && (
        <div className={classes.grid} data-layout={layout} role="list" aria-label={ariaLabel}>
          {keys.map((key, index) => {
            const state = (slots as Partial<SlotStates<K>>)[key] ?? { photo: null, error: null };
            const text = texts(key, index);
            const photo = state.photo;
            const source = photo ? sourceOf(photo) : null;
            const status = photo === null ? 'empty' : photo.kind === 'new' ? photo.status : 'ready';
            const pick = onPick
              ? (file: File) => {
                  onPick(key, file);
                }
              : undefined;
            return (
              <div
                key={key}
                role="listitem"
                className={classes.tile}
                data-slot={key}
                data-filled={photo !== null}
                data-status={status}
                data-error={state.error !== null}
              >
                {named && (
                  <Text size="sm" fw={500} className={classes.label}>
                    {text.name}
                  </Text>
                )}
                <div className={classes.frame}>
                  {source &&
                    (onOpen ? (
                      <button
                        type="button"
                        className={classes.open}
                        aria-label={text.enlarge}
                        onClick={() => {
                          onOpen(key);
                        }}
                      >
                        {renderPhoto(source, text.name, classes.image ?? '')}
                      </button>
                    ) : (
                      renderPhoto(source, text.name, classes.image ?? '')
                    ))}
                  {!source && pick && (
                    <SlotPicker slot={key} input="camera" disabled={disabled} onPick={pick}>
                      {(props) => (
                        <UnstyledButton {...props} className={classes.take} disabled={disabled} aria-label={text.take}>
                          <CameraIcon />
                          <Text size="sm" fw={600} span>
                            {text.takeCaption}
                          </Text>
                        </UnstyledButton>
                      )}
                    </SlotPicker>
                  )}
                  {status === 'preparing' && <PhotoTileBusy label={text.preparing} tone={named ? 'dark' : 'light'} />}
                  {photo !== null && (
                    <PhotoTileRemove
                      label={text.remove}
                      disabled={disabled}
                      onRemove={() => {
                        onRemove(key);
                      }}
                    />
                  )}
                  {photo !== null && pick && (
                    <SlotPicker slot={key} input="camera" disabled={disabled} onPick={pick}>
                      {(props) => (
                        <ActionIcon
                          {...props}
                          className={classes.retake}
                          variant="filled"
                          color="dark"
                          radius="xl"
                          size={44}
                          disabled={disabled}
                          aria-label={text.retake}
                        >
                          <CameraIcon />
                        </ActionIcon>
                      )}
                    </SlotPicker>
                  )}
                  {/* A file instead of the camera (desktop, photo library); a filled slot is retaken or emptied. */}
                  {photo === null && pick && (
                    <SlotPicker slot={key} input="file" disabled={disabled} onPick={pick}>
                      {(props) => (
                        <ActionIcon
                          {...props}
                          className={classes.file}
                          size={44}
                          radius="xl"
                          variant="default"
                          aria-label={text.chooseFile}
                        >
                          <UploadIcon />
                        </ActionIcon>
                      )}
                    </SlotPicker>
                  )}
                </div>
                {state.error !== null && (
                  <Text size={named ? 'sm' : 'xs'} c="error" role="alert">
                    {state.error}
                  </Text>
                )}
              </div>
            );
          })}
        </div>
      )}
      {add && (
        <Group>
          {/* No `capture`: the user chooses between the camera and the photo library. */}
          <FileButton onChange={add.onAdd} accept={PHOTO_ACCEPT} multiple disabled={disabled}>
            {(props) => (
              <Button {...props} variant="default" mih={44}>
                {add.label}
              </Button>
            )}
          </FileButton>
        </Group>
      )}
    </>
  );
}
