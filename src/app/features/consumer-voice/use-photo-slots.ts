import { useLingui } from '@lingui/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { consumerVoicePhotos } from '../../../shared/files/attachments';
import { loadPhotoPipeline, photoRefusalText, previewOf, revokePreview as revoke } from '../../lib/photo-pipeline';
import type { ConsumerVoicePhoto } from './consumer-voice-outbox';

/** One photo slot of the dialog: shown at once, compressed in the background, refused with a reason. */
export interface PhotoSlot {
  id: string;
  /** A preview of the picked file, then of the compressed one; null while none can be shown. */
  previewUrl: string | null;
  status: 'preparing' | 'ready' | 'refused';
  /** The compressed photo, once ready. */
  photo: ConsumerVoicePhoto | null;
  /** Why the photo cannot be sent (refused). */
  error: string | null;
}

export const MAX_PHOTOS = consumerVoicePhotos.maxFiles;

let nextId = 0;

/**
 * The dialog's photos: up to 3, each previewed at once and compressed by the photo pipeline (loaded when the
 * first photo is picked). `whenPrepared` waits for the ones still being compressed.
 */
export function usePhotoSlots(initial: readonly ConsumerVoicePhoto[] = []) {
  const { i18n } = useLingui();
  // The ref is the truth (a send reads it right after the compressions end, before React re-renders); the state
  // mirrors it for rendering.
  const [initialSlots] = useState<PhotoSlot[]>(() =>
    initial.slice(0, MAX_PHOTOS).map((photo) => ({
      id: `photo-${String((nextId += 1))}`,
      previewUrl: previewOf(photo.blob),
      status: 'ready',
      photo,
      error: null,
    })),
  );
  const slotsRef = useRef(initialSlots);
  const [slots, setSlots] = useState(initialSlots);
  const pending = useRef(new Map<string, Promise<void>>());

  const commit = useCallback((next: PhotoSlot[]) => {
    slotsRef.current = next;
    setSlots(next);
  }, []);

  const update = useCallback(
    (id: string, change: (slot: PhotoSlot) => PhotoSlot) => {
      commit(slotsRef.current.map((slot) => (slot.id === id ? change(slot) : slot)));
    },
    [commit],
  );

  // The previews hold their blobs in memory until revoked.
  useEffect(
    () => () => {
      for (const slot of slotsRef.current) revoke(slot.previewUrl);
    },
    [],
  );

  const add = useCallback(
    (files: readonly File[]) => {
      const room = MAX_PHOTOS - slotsRef.current.length;
      for (const file of files.slice(0, Math.max(room, 0))) {
        const id = `photo-${String((nextId += 1))}`;
        const slot: PhotoSlot = { id, previewUrl: previewOf(file), status: 'preparing', photo: null, error: null };
        commit([...slotsRef.current, slot]);
        const done = (async () => {
          try {
            const { preparePhoto } = await loadPhotoPipeline();
            const prepared = await preparePhoto(file);
            const preview = previewOf(prepared.blob);
            update(id, (current) => {
              revoke(current.previewUrl);
              return {
                ...current,
                status: 'ready',
                previewUrl: preview,
                photo: { blob: prepared.blob, fileName: prepared.name },
              };
            });
          } catch (error) {
            update(id, (current) => ({ ...current, status: 'refused', error: photoRefusalText(error, i18n) }));
          } finally {
            pending.current.delete(id);
          }
        })();
        pending.current.set(id, done);
      }
    },
    [commit, update, i18n],
  );

  const remove = useCallback(
    (id: string) => {
      const current = slotsRef.current;
      revoke(current.find((slot) => slot.id === id)?.previewUrl ?? null);
      commit(current.filter((slot) => slot.id !== id));
    },
    [commit],
  );

  const clear = useCallback(() => {
    for (const slot of slotsRef.current) revoke(slot.previewUrl);
    commit([]);
  }, [commit]);

  /** Every photo picked so far, once each is compressed or refused. */
  const whenPrepared = useCallback(async (): Promise<PhotoSlot[]> => {
    await Promise.all([...pending.current.values()]);
    return slotsRef.current;
  }, []);

  return { slots, add, remove, clear, whenPrepared };
}
