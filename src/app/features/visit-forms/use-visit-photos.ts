import {
  type DraftFileStore,
  type PhotoSource,
  readyPhotosOf,
  type SlotStates,
  usePhotoSlots,
} from '../../domain/attachments/use-photo-slots';
import { VISIT_PHOTO_SLOTS, type VisitPhotoSlot } from '../../../shared/visit-forms/visit-form';
import type { VisitPhotoFile } from './visit-outbox';

/**
 * The visit form's eleven photo slots: each photo is checked by its bytes before it shows (an image, at most
 * 100 MB — refused at the slot otherwise, nothing stored), kept in the draft, compressed in the worker; a photo the
 * pipeline cannot read gives the slot back what it held.
 */
export function useVisitPhotos(options: {
  existing: Partial<Record<VisitPhotoSlot, PhotoSource>>;
  draftFiles: DraftFileStore<VisitPhotoSlot> | null;
  /** Called after every change the rep makes (the form saves its draft then). */
  onChange?: () => void;
}) {
  return usePhotoSlots<VisitPhotoSlot>({
    slots: { fixed: VISIT_PHOTO_SLOTS },
    existing: options.existing,
    draftFiles: options.draftFiles,
    ...(options.onChange ? { onChange: options.onChange } : {}),
    onRefused: 'revert',
    checkFirst: true,
  });
}

/** The visit's own photos (existing at the start) that the form has removed or replaced. */
export function removedSlotsOf(
  initial: SlotStates<VisitPhotoSlot>,
  slots: SlotStates<VisitPhotoSlot>,
): VisitPhotoSlot[] {
  return VISIT_PHOTO_SLOTS.filter((slot) => initial[slot].photo !== null && slots[slot].photo?.kind !== 'existing');
}

/** The photos picked in the form, compressed and ready to send. */
export function newPhotosOf(slots: SlotStates<VisitPhotoSlot>): VisitPhotoFile[] {
  return readyPhotosOf(VISIT_PHOTO_SLOTS, slots);
}

/** How many slots hold a photo. */
export function filledSlotCount(slots: SlotStates<VisitPhotoSlot>): number {
  return VISIT_PHOTO_SLOTS.filter((slot) => slots[slot].photo !== null).length;
}
