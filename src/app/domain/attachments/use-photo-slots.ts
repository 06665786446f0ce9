import { useLingui } from '@lingui/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { MAGIC_BYTES_NEEDED } from '../../../shared/files/attachments';
import { loadPhotoPipeline, photoRefusalText } from './photo-pipeline';

/** Where a photo a record already has comes from: the server (its URL) or the device (a record not sent yet). */
export type PhotoSource = { kind: 'url'; url: string } | { kind: 'blob'; blob: Blob; fileName: string };

/** A photo in a slot: one the record already has, or one picked in this form. */
export type SlotPhoto =
  | { kind: 'existing'; source: PhotoSource }
  | {
      kind: 'new';
      /**
       * preparing: compressed in the worker now (the original shows meanwhile); ready: compressed; refused: the
       * pipeline cannot take it (held at its slot until removed, for forms that hold refusals).
       */
      status: 'preparing' | 'ready' | 'refused';
      /** The original while preparing (or refused), the compressed photo once ready. */
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

export type SlotStates<K extends string = string> = Record<K, SlotState>;

/** Where a form's photos are kept while it is a draft (src/browser/drafts.ts draft files). */
export interface DraftFileStore<K extends string = string> {
  save(file: { slot: K; blob: Blob; fileName: string; prepared: boolean }): Promise<unknown>;
  remove(slot: K): Promise<unknown>;
}

/** A draft's photo as it was kept. */
export interface KeptPhoto {
  slot: string;
  blob: Blob;
  fileName: string;
  prepared: boolean;
}

export interface PhotoSlotsOptions<K extends string> {
  /**
   * The form's slots: fixed, named ones (a visit's eleven), or a growing list of at most `max` photos, keyed
   * `photo-N` in the order they were picked (emptying one removes it).
   */
  slots: { fixed: readonly K[] } | { max: number };
  /** Photos the record already has, per fixed slot. */
  existing?: Partial<Record<K, PhotoSource>>;
  /** Compressed photos a growing list starts with (a refused message being fixed). */
  initialPhotos?: readonly { blob: Blob; fileName: string }[];
  /** How a photo the pipeline refuses shows: `revert` gives the slot back what it held, with the reason; `hold`
   * keeps the photo at its slot, marked refused with the reason, until it is removed. */
  onRefused: 'revert' | 'hold';
  /** Check a picked file by its bytes (an image, at most 100 MB) before it shows: refused at once, nothing kept. */
  checkFirst?: boolean;
  draftFiles?: DraftFileStore<K> | null;
  /** Called after every change the user makes (a form saves its draft then). */
  onChange?: () => void;
}

let nextGeneration = 0;

/** A slot's state; a growing list has none for a slot removed meanwhile. */
function slotIn<K extends string>(slots: SlotStates<K>, slot: K): SlotState | undefined {
  return (slots as Partial<SlotStates<K>>)[slot];
}
let nextKey = 0;

function newKey(): string {
  return `photo-${String((nextKey += 1))}`;
}

function initialSlots<K extends string>(options: PhotoSlotsOptions<K>): { keys: K[]; slots: SlotStates<K> } {
  if ('fixed' in options.slots) {
    const existing: Partial<Record<K, PhotoSource>> = options.existing ?? {};
    const keys = [...options.slots.fixed];
    const slots = Object.fromEntries(
      keys.map((slot) => {
        const source = existing[slot];
        return [slot, { photo: source ? { kind: 'existing', source } : null, error: null }];
      }),
    ) as SlotStates<K>;
    return { keys, slots };
  }
  const photos = (options.initialPhotos ?? []).slice(0, options.slots.max);
  const keys = photos.map(() => newKey() as K);
  const slots = Object.fromEntries(
    photos.map((photo, index) => [
      keys[index],
      {
        photo: {
          kind: 'new',
          status: 'ready',
          blob: photo.blob,
          fileName: photo.fileName,
          previous: null,
          generation: (nextGeneration += 1),
        },
        error: null,
      },
    ]),
  ) as SlotStates<K>;
  return { keys, slots };
}

/**
 * A form's photo slots (visit forms, consumer voice; claims and PDI next): a photo taken or picked for a slot shows
 * at once (the original), is optionally checked first, kept in the draft as picked, compressed in the worker (the
 * pipeline loads with the first photo), then kept compressed; a refusal shows at its slot. A slot can be retaken or
 * emptied; an edit keeps, replaces or removes the record's own photos. `whenPrepared` waits for the compressions
 * still running. The ref is the truth (a send reads it right after the compressions end, before React renders);
 * the state mirrors it for rendering.
 */
export function usePhotoSlots<K extends string>(options: PhotoSlotsOptions<K>) {
  const { i18n } = useLingui();
  const { draftFiles, onChange, onRefused, checkFirst = false } = options;
  const max = 'max' in options.slots ? options.slots.max : null;
  const [initial] = useState(() => initialSlots(options));
  const stateRef = useRef(initial);
  const [state, setState] = useState(initial);
  const pending = useRef(new Map<K, Promise<void>>());
  const mounted = useRef(true);

  const commit = useCallback((slot: K, next: SlotState | null) => {
    const { keys, slots } = stateRef.current;
    if (next === null) {
      const rest = Object.fromEntries(Object.entries<SlotState>(slots).filter(([key]) => key !== slot));
      stateRef.current = { keys: keys.filter((key) => key !== slot), slots: rest as SlotStates<K> };
    } else {
      stateRef.current = {
        keys: keys.includes(slot) ? keys : [...keys, slot],
        slots: { ...slots, [slot]: next },
      };
    }
    if (mounted.current) setState(stateRef.current);
  }, []);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const keep = useCallback(
    (file: Parameters<DraftFileStore<K>['save']>[0]) => {
      void draftFiles?.save(file).catch((error: unknown) => {
        console.error('A photo could not be kept in the draft', error);
      });
    },
    [draftFiles],
  );
  const forget = useCallback(
    (slot: K) => {
      void draftFiles?.remove(slot).catch((error: unknown) => {
        console.error('A photo could not be removed from the draft', error);
      });
    },
    [draftFiles],
  );

  /** Compresses a picked original in the worker; the result replaces it unless the slot changed meanwhile. */
  const prepare = useCallback(
    (slot: K, original: Blob, fileName: string, generation: number) => {
      const task: { done?: Promise<void> } = {};
      const current = () => {
        const photo = slotIn(stateRef.current.slots, slot)?.photo;
        return photo?.kind === 'new' && photo.generation === generation ? photo : null;
      };
      task.done = (async () => {
        try {
          const { preparePhoto } = await loadPhotoPipeline();
          // A kept original comes back from the database as a Blob: its name makes the compressed photo's name.
          const named = original instanceof File ? original : new File([original], fileName, { type: original.type });
          const prepared = await preparePhoto(named);
          const photo = current();
          if (!photo) return;
          commit(slot, {
            photo: { ...photo, status: 'ready', blob: prepared.blob, fileName: prepared.name },
            error: null,
          });
          keep({ slot, blob: prepared.blob, fileName: prepared.name, prepared: true });
        } catch (error) {
          const photo = current();
          if (!photo) return;
          const reason = photoRefusalText(error, i18n);
          if (onRefused === 'hold') {
            commit(slot, { photo: { ...photo, status: 'refused' }, error: reason });
            forget(slot);
            return;
          }
          // The slot goes back to what it held before this photo, with the reason.
          const previous = photo.previous;
          commit(slot, { photo: previous, error: reason });
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
    [commit, i18n, keep, forget, onRefused],
  );

  /** A photo taken or picked for a slot: checked first where asked, shown at once, kept as picked, then compressed. */
  const pick = useCallback(
    async (slot: K, file: File) => {
      const before = slotIn(stateRef.current.slots, slot);
      if (checkFirst) {
        try {
          const { checkPickedFile } = await loadPhotoPipeline();
          checkPickedFile(file, new Uint8Array(await file.slice(0, MAGIC_BYTES_NEEDED).arrayBuffer()), 'photo');
        } catch (error) {
          // Refused at the slot: nothing is stored, what the slot held stays.
          commit(slot, {
            photo: slotIn(stateRef.current.slots, slot)?.photo ?? null,
            error: photoRefusalText(error, i18n),
          });
          return;
        }
      }
      const generation = (nextGeneration += 1);
      const fileName = file.name.trim() === '' ? 'photo.jpg' : file.name;
      // A photo picked over one still being compressed (or refused) replaces it: its result is dropped.
      const held = before?.photo ?? null;
      const previous = held?.kind === 'new' && held.status !== 'ready' ? held.previous : held;
      commit(slot, {
        photo: { kind: 'new', status: 'preparing', blob: file, fileName, previous, generation },
        error: null,
      });
      keep({ slot, blob: file, fileName, prepared: false });
      onChange?.();
      prepare(slot, file, fileName, generation);
    },
    [checkFirst, commit, i18n, prepare, keep, onChange],
  );

  /** Photos added to a growing list, each in a new slot, as many as there is room for. */
  const add = useCallback(
    (files: readonly File[]) => {
      const room = (max ?? 0) - stateRef.current.keys.length;
      for (const file of files.slice(0, Math.max(room, 0))) void pick(newKey() as K, file);
    },
    [max, pick],
  );

  /** Empties a slot (an edit sends the removal of the record's photo there); a growing list drops it. */
  const remove = useCallback(
    (slot: K) => {
      commit(slot, max === null ? { photo: null, error: null } : null);
      pending.current.delete(slot);
      forget(slot);
      onChange?.();
    },
    [commit, forget, max, onChange],
  );

  /** Empties every slot (a growing list is left with none). */
  const clear = useCallback(() => {
    for (const slot of stateRef.current.keys) {
      commit(slot, max === null ? { photo: null, error: null } : null);
      forget(slot);
    }
    pending.current.clear();
  }, [commit, forget, max]);

  /**
   * Puts a draft's photos back (after a reload, a crash or a flat battery): compressed ones as they were, originals
   * compressed again. `removed` are the record's own photos the draft had removed.
   */
  const restore = useCallback(
    (kept: readonly KeptPhoto[], removed: readonly K[]) => {
      for (const slot of removed) commit(slot, { photo: null, error: null });
      for (const file of kept) {
        const slot = stateRef.current.keys.find((key) => key === file.slot);
        if (!slot) continue;
        const generation = (nextGeneration += 1);
        const previous = stateRef.current.slots[slot].photo;
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
  const whenPrepared = useCallback(async (): Promise<SlotStates<K>> => {
    while (pending.current.size > 0) await Promise.allSettled([...pending.current.values()]);
    return stateRef.current.slots;
  }, []);

  return {
    /** The slots' keys in order (fixed slots as given, a growing list as picked). */
    keys: state.keys,
    slots: state.slots,
    initial: initial.slots,
    pick,
    add,
    remove,
    clear,
    restore,
    whenPrepared,
  };
}

/** The photos picked in the form, compressed and ready to send, in slot order. */
export function readyPhotosOf<K extends string>(
  keys: readonly K[],
  slots: SlotStates<K>,
): { slot: K; blob: Blob; fileName: string }[] {
  return keys.flatMap((slot) => {
    const photo = slotIn(slots, slot)?.photo;
    return photo?.kind === 'new' && photo.status === 'ready'
      ? [{ slot, blob: photo.blob, fileName: photo.fileName }]
      : [];
  });
}

/** The photo shown in a slot, from the server or the device. */
export function sourceOf(photo: SlotPhoto): PhotoSource {
  return photo.kind === 'existing' ? photo.source : { kind: 'blob', blob: photo.blob, fileName: photo.fileName };
}
