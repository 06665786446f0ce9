import { useLingui } from '@lingui/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { MAGIC_BYTES_NEEDED } from '../../../shared/files/attachments';
import { VISIT_PHOTO_SLOTS, type VisitPhotoSlot } from '../../../shared/visit-forms/visit-form';
import { loadPhotoPipeline, photoRefusalText } from '../../lib/photo-pipeline';
import type { VisitPhotoFile } from './visit-outbox';

/** Where a photo the visit already has comes from: the server (its URL) or the device (an unsent visit). */
export type PhotoSource = { kind: 'url'; url: string } | { kind: 'blob'; blob: Blob; fileName: string };

/** A photo in a slot: one the visit already has, or one picked in this form. */
export type SlotPhoto =
  | { kind: 'existing'; source: PhotoSource }
  | {
      kind: 'new';
      /** preparing: compressed in the worker now (the original shows meanwhile); ready: compressed. */
      status: 'preparing' | 'ready';
      /** The original while preparing, the compressed photo once ready (shown as a thumbnail of it). */
      blob: Blob;
      fileName: string;
      /** What the slot held before this pick: a photo the pipeline cannot read puts it back. */
      previous: SlotPhoto | null;
      generation: number;
    };

export interface SlotState {
  photo: SlotPhoto | null;
  /** Why the last photo picked for this slot was refused (translated), until the next pick or removal. */
  error: string | null;
}

export type SlotStates = Record<VisitPhotoSlot, SlotState>;

/** Where the form's photos are kept while it is a draft (src/browser/drafts.ts draft files). */
export interface DraftFileStore {
  save(file: { slot: VisitPhotoSlot; blob: Blob; fileName: string; prepared: boolean }): Promise<unknown>;
  remove(slot: VisitPhotoSlot): Promise<unknown>;
}

/** A draft's photo as it was kept. */
export interface KeptPhoto {
  slot: string;
  blob: Blob;
  fileName: string;
  prepared: boolean;
}

function emptySlots(existing: Partial<Record<VisitPhotoSlot, PhotoSource>>): SlotStates {
  return Object.fromEntries(
    VISIT_PHOTO_SLOTS.map((slot) => {
      const source = existing[slot];
      return [slot, { photo: source ? { kind: 'existing', source } : null, error: null }];
    }),
  ) as SlotStates;
}

let nextGeneration = 0;

/**
 * The visit form's eleven photo slots (Step 5 items 2–3): a photo taken or picked for a slot shows at once (the
 * original), is checked (an image, at most 100 MB — refused at the slot otherwise, nothing stored), kept in the
 * draft as picked, compressed in the worker, then kept compressed. A slot can be retaken or emptied; an edit keeps,
 * replaces or removes the visit's own photos. `whenPrepared` waits for the compressions still running.
 */
export function useVisitPhotos(options: {
  existing: Partial<Record<VisitPhotoSlot, PhotoSource>>;
  draftFiles: DraftFileStore | null;
  /** Called after every change the rep makes (the form saves its draft then). */
  onChange?: () => void;
}) {
  const { i18n } = useLingui();
  const { draftFiles, onChange } = options;
  const [initial] = useState(() => emptySlots(options.existing));
  // The ref is the truth (a save reads it right after the compressions end); the state mirrors it for rendering.
  const slotsRef = useRef<SlotStates>(initial);
  const [slots, setSlots] = useState<SlotStates>(initial);
  const pending = useRef(new Map<VisitPhotoSlot, Promise<void>>());
  const mounted = useRef(true);

  const commit = useCallback((slot: VisitPhotoSlot, state: SlotState) => {
    slotsRef.current = { ...slotsRef.current, [slot]: state };
    if (mounted.current) setSlots(slotsRef.current);
  }, []);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const keep = useCallback(
    (file: Parameters<DraftFileStore['save']>[0]) => {
      void draftFiles?.save(file).catch((error: unknown) => {
        console.error('A photo could not be kept in the draft', error);
      });
    },
    [draftFiles],
  );
  const forget = useCallback(
    (slot: VisitPhotoSlot) => {
      void draftFiles?.remove(slot).catch((error: unknown) => {
        console.error('A photo could not be removed from the draft', error);
      });
    },
    [draftFiles],
  );

  /** Compresses a picked original in the worker; the result replaces it unless the slot changed meanwhile. */
  const prepare = useCallback(
    (slot: VisitPhotoSlot, original: Blob, fileName: string, generation: number) => {
      const task: { done?: Promise<void> } = {};
      task.done = (async () => {
        try {
          const { preparePhoto } = await loadPhotoPipeline();
          // A kept original comes back from the database as a Blob: its name makes the compressed photo's name.
          const named = original instanceof File ? original : new File([original], fileName, { type: original.type });
          const prepared = await preparePhoto(named);
          const current = slotsRef.current[slot].photo;
          if (current?.kind !== 'new' || current.generation !== generation) return;
          commit(slot, {
            photo: { ...current, status: 'ready', blob: prepared.blob, fileName: prepared.name },
            error: null,
          });
          keep({ slot, blob: prepared.blob, fileName: prepared.name, prepared: true });
        } catch (error) {
          const current = slotsRef.current[slot].photo;
          if (current?.kind !== 'new' || current.generation !== generation) return;
          // The slot goes back to what it held before this photo, with the reason.
          const previous = current.previous;
          commit(slot, { photo: previous, error: photoRefusalText(error, i18n) });
          if (previous?.kind === 'new' && previous.status === 'ready') {
            keep({ slot, blob: previous.blob, fileName: previous.fileName, prepared: true });
          } else {
            forget(slot);
          }
        } finally {
          if (pending.current.get(slot) === task.done) pending.current.delete(slot);
        }
      })();
      pending.current.set(slot, task.done);
    },
    [commit, i18n, keep, forget],
  );

  /** A photo taken or picked for a slot: checked first, shown at once, kept as picked, then compressed. */
  const pick = useCallback(
    async (slot: VisitPhotoSlot, file: File) => {
      const before = slotsRef.current[slot];
      try {
        const { checkPickedFile } = await loadPhotoPipeline();
        checkPickedFile(file, new Uint8Array(await file.slice(0, MAGIC_BYTES_NEEDED).arrayBuffer()), 'photo');
      } catch (error) {
        // Refused at the slot: nothing is stored, what the slot held stays.
        commit(slot, { photo: slotsRef.current[slot].photo, error: photoRefusalText(error, i18n) });
        return;
      }
      const generation = (nextGeneration += 1);
      const fileName = file.name.trim() === '' ? 'photo.jpg' : file.name;
      // A photo picked over one still being compressed replaces it: its compression result is dropped.
      const previousPhoto =
        before.photo?.kind === 'new' && before.photo.status === 'preparing' ? before.photo.previous : before.photo;
      commit(slot, {
        photo: {
          kind: 'new',
          status: 'preparing',
          blob: file,
          fileName,
          previous: previousPhoto,
          generation,
        },
        error: null,
      });
      keep({ slot, blob: file, fileName, prepared: false });
      onChange?.();
      prepare(slot, file, fileName, generation);
    },
    [commit, i18n, prepare, keep, onChange],
  );

  /** Empties a slot (an edit sends the removal of the visit's photo there). */
  const remove = useCallback(
    (slot: VisitPhotoSlot) => {
      commit(slot, { photo: null, error: null });
      forget(slot);
      onChange?.();
    },
    [commit, forget, onChange],
  );

  /**
   * Puts a draft's photos back (after a reload, a crash or a flat battery): compressed ones as they were, originals
   * compressed again. `removed` are the visit's own photos the draft had removed.
   */
  const restore = useCallback(
    (kept: readonly KeptPhoto[], removed: readonly VisitPhotoSlot[]) => {
      for (const slot of removed) commit(slot, { photo: null, error: null });
      for (const file of kept) {
        const slot = VISIT_PHOTO_SLOTS.find((s) => s === file.slot);
        if (!slot) continue;
        const generation = (nextGeneration += 1);
        const previous = slotsRef.current[slot].photo;
        commit(slot, {
          photo: {
            kind: 'new',
            status: file.prepared ? 'ready' : 'preparing',
            blob: file.blob,
            fileName: file.fileName,
            previous: previous?.kind === 'existing' ? previous : null,
            generation,
          },
          error: null,
        });
        if (!file.prepared) prepare(slot, file.blob, file.fileName, generation);
      }
    },
    [commit, prepare],
  );

  /** The slots once every compression still running has ended. */
  const whenPrepared = useCallback(async (): Promise<SlotStates> => {
    while (pending.current.size > 0) await Promise.allSettled([...pending.current.values()]);
    return slotsRef.current;
  }, []);

  return { slots, pick, remove, restore, whenPrepared, initial };
}

/** The visit's own photos (existing at the start) that the form has removed or replaced. */
export function removedSlotsOf(initial: SlotStates, slots: SlotStates): VisitPhotoSlot[] {
  return VISIT_PHOTO_SLOTS.filter((slot) => initial[slot].photo !== null && slots[slot].photo?.kind !== 'existing');
}

/** The photos picked in the form, compressed and ready to send. */
export function newPhotosOf(slots: SlotStates): VisitPhotoFile[] {
  return VISIT_PHOTO_SLOTS.flatMap((slot) => {
    const photo = slots[slot].photo;
    return photo?.kind === 'new' && photo.status === 'ready'
      ? [{ slot, blob: photo.blob, fileName: photo.fileName }]
      : [];
  });
}

/** How many slots hold a photo. */
export function filledSlotCount(slots: SlotStates): number {
  return VISIT_PHOTO_SLOTS.filter((slot) => slots[slot].photo !== null).length;
}
