import { isVisitPhotoSlot, VISIT_PHOTO_SLOTS, type VisitPhotoSlot } from './visit-form';
import { visitFormMessages } from './visit-messages';

/** A photo in a slot of a stored visit. */
export interface VisitSlotPhoto {
  slot: VisitPhotoSlot;
  uploadId: string;
}

/** One slot of a create or update: a photo (an upload id) for the slot, or null to empty it. */
export interface VisitPhotoChange {
  slot: string;
  uploadId: string | null;
}

/** What a create or update does to a visit's photos. */
export interface VisitPhotoPlan {
  /** The visit's photos afterwards, in slot order. */
  photos: VisitSlotPhoto[];
  /** Uploads that join the visit (to attach to it). */
  added: string[];
  /** Uploads that leave the visit: replaced or removed, and not moved to another slot (to release). */
  released: string[];
  /** Why a change cannot be applied, by its position in the list given. */
  problems: { index: number; message: string }[];
}

const slotOrder = (slot: VisitPhotoSlot) => VISIT_PHOTO_SLOTS.indexOf(slot);

/**
 * Longest side of a visit photo in pixels: the browser stores every photo at 2048 px at most (decisions.md
 * "Photos"), and the server refuses larger ones from any other client, so 11 photos stay light to show and send.
 */
export const VISIT_PHOTO_MAX_SIDE = 2048;

/** Whether a photo of this pixel size may join a visit (a size that cannot be read is not judged here). */
export function isVisitPhotoSizeAccepted(size: { width: number; height: number }): boolean {
  return size.width <= VISIT_PHOTO_MAX_SIDE && size.height <= VISIT_PHOTO_MAX_SIDE;
}

/**
 * Applies photo slot changes to a visit's photos (none for a create): a slot named with an upload takes that
 * photo (replacing what it held), a slot named with null is emptied, a slot not named keeps its photo. A slot
 * must exist and be named once, and one photo cannot end up in two slots.
 */
export function planVisitPhotos(
  current: readonly VisitSlotPhoto[],
  changes: readonly VisitPhotoChange[],
): VisitPhotoPlan {
  const problems: VisitPhotoPlan['problems'] = [];
  const bySlot = new Map<VisitPhotoSlot, string>(current.map((p) => [p.slot, p.uploadId.toLowerCase()]));
  const named = new Set<string>();
  const putBy = new Map<string, number>();
  for (const [index, change] of changes.entries()) {
    if (!isVisitPhotoSlot(change.slot)) {
      problems.push({ index, message: visitFormMessages.unknownSlot });
      continue;
    }
    if (named.has(change.slot)) {
      problems.push({ index, message: visitFormMessages.slotTwice });
      continue;
    }
    named.add(change.slot);
    if (change.uploadId === null) {
      bySlot.delete(change.slot);
    } else {
      const id = change.uploadId.toLowerCase();
      bySlot.set(change.slot, id);
      putBy.set(id, index);
    }
  }
  const slotsOf = new Map<string, VisitPhotoSlot[]>();
  for (const [slot, id] of bySlot) slotsOf.set(id, [...(slotsOf.get(id) ?? []), slot]);
  for (const [id, slots] of slotsOf) {
    if (slots.length > 1) problems.push({ index: putBy.get(id) ?? 0, message: visitFormMessages.photoInTwoSlots });
  }
  const before = new Set(current.map((p) => p.uploadId.toLowerCase()));
  const after = new Set(bySlot.values());
  return {
    photos: [...bySlot]
      .map(([slot, uploadId]) => ({ slot, uploadId }))
      .sort((a, b) => slotOrder(a.slot) - slotOrder(b.slot)),
    added: [...after].filter((id) => !before.has(id)),
    released: [...before].filter((id) => !after.has(id)),
    problems: problems.sort((a, b) => a.index - b.index),
  };
}
