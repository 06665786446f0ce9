import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { DraftFileRow } from '../../../browser/local-db';
import type { VisitFormValues, VisitPhotoSlot } from '../../../shared/visit-forms/visit-form';
import type { DraftFileStore } from '../../domain/attachments/use-photo-slots';

/**
 * The visit form's draft (ARCHITECTURE.md "Offline"): the values at every change and each photo as picked, then
 * compressed, in the device's database (strict durability), so the form comes back after a reload, a crash or a flat
 * battery. Visits name their customer themselves, so drafts are the user's, not the active customer's.
 */

/** What the draft's values row holds. */
export interface VisitDraftData {
  values: VisitFormValues;
  /** The visit's own photos the rep removed (an edit). */
  removedSlots: VisitPhotoSlot[];
  /** An edit: the version it started from, so a draft restored later is not silently based on a newer one. */
  baseVersion: number | null;
}

export interface LoadedVisitDraft {
  data: VisitDraftData | null;
  files: DraftFileRow[];
  updatedAt: number;
}

const drafts = () => import('../../../browser/drafts');

// Typing saves at most this often; a hidden or closed page saves at once.
const SAVE_DELAY_MS = 250;

/** The draft's form name: one draft per brand family for a new visit, one per visit for an edit. */
export function visitDraftForm(brand: string, recordId: string | null): string {
  return recordId === null ? `visit-form:${brand}:new` : `visit-form:${brand}:edit:${recordId}`;
}

function isDraftData(value: unknown): value is VisitDraftData {
  return typeof value === 'object' && value !== null && 'values' in value;
}

export function useVisitDraft(userId: string | null, form: string) {
  // undefined while the device's copy is read.
  const [loaded, setLoaded] = useState<{ form: string; draft: LoadedVisitDraft | null } | undefined>(undefined);
  const [savedAt, setSavedAt] = useState<number | null>(null);
  const [failed, setFailed] = useState(false);
  // Writes under way (values or photos): the form says "saving" until the device holds everything.
  const [pending, setPending] = useState(0);
  const [scheduled, setScheduled] = useState(false);
  const track = useCallback(<T>(work: Promise<T>): Promise<T> => {
    setPending((count) => count + 1);
    return work.finally(() => {
      setPending((count) => count - 1);
    });
  }, []);
  const latest = useRef<VisitDraftData | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const discarded = useRef(false);

  useEffect(() => {
    if (userId === null) return;
    const run = { cancelled: false };
    discarded.current = false;
    void (async () => {
      const { loadDraft, loadDraftFiles } = await drafts();
      const [row, files] = await Promise.all([loadDraft(userId, null, form), loadDraftFiles(userId, null, form)]);
      if (run.cancelled) return;
      const data = isDraftData(row?.data) ? row.data : null;
      const draft =
        data || files.length > 0
          ? { data, files, updatedAt: Math.max(row?.updatedAt ?? 0, ...files.map((f) => f.updatedAt)) }
          : null;
      if (draft) setSavedAt(draft.updatedAt);
      setLoaded({ form, draft });
    })().catch((error: unknown) => {
      console.error('The draft could not be read', error);
      if (!run.cancelled) setLoaded({ form, draft: null });
    });
    return () => {
      run.cancelled = true;
    };
  }, [userId, form]);

  const write = useCallback(async () => {
    clearTimeout(timer.current);
    timer.current = undefined;
    setScheduled(false);
    const data = latest.current;
    if (userId === null || data === null || discarded.current) return;
    try {
      const { saveDraft } = await drafts();
      const row = await track(saveDraft(userId, null, form, data));
      setSavedAt(row.updatedAt);
      setFailed(false);
    } catch (error) {
      console.error('The draft could not be saved', error);
      setFailed(true);
    }
  }, [userId, form, track]);

  /** Saves the values soon (typing) — at once when the page is hidden or closed. */
  const save = useCallback(
    (data: VisitDraftData) => {
      latest.current = data;
      discarded.current = false;
      if (timer.current !== undefined) return;
      timer.current = setTimeout(() => void write(), SAVE_DELAY_MS);
      setScheduled(true);
    },
    [write],
  );

  useEffect(() => {
    const flush = () => {
      if (timer.current !== undefined) void write();
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', onVisibility);
      flush();
    };
  }, [write]);

  /** The draft's photo store: every kept file counts as a save. */
  const fileStore = useMemo<DraftFileStore<VisitPhotoSlot> | null>(() => {
    if (userId === null) return null;
    return {
      save: (file) =>
        track(
          (async () => {
            const { saveDraftFile } = await drafts();
            const row = await saveDraftFile(userId, null, form, file);
            setSavedAt(row.updatedAt);
          })(),
        ),
      remove: (slot) =>
        track(
          (async () => {
            const { deleteDraftFile } = await drafts();
            await deleteDraftFile(userId, null, form, slot);
            setSavedAt(Date.now());
          })(),
        ),
    };
  }, [userId, form, track]);

  /** Deletes the draft and its photos (after the visit was saved, or when the rep discards it). */
  const discard = useCallback(async () => {
    clearTimeout(timer.current);
    timer.current = undefined;
    setScheduled(false);
    discarded.current = true;
    latest.current = null;
    setSavedAt(null);
    if (userId === null) return;
    const { deleteDraft } = await drafts();
    await deleteDraft(userId, null, form);
  }, [userId, form]);

  return {
    /** undefined while reading; null when there is no draft. */
    draft: loaded?.form === form ? loaded.draft : undefined,
    save,
    fileStore,
    discard,
    savedAt,
    /** A write to the device is under way (a photo or the values): not everything is kept yet. */
    saving: pending > 0 || scheduled,
    failed,
  };
}

/** Whether a new visit of the brand is waiting as a draft on this device (the list offers to continue it). */
export function useHasVisitDraft(userId: string | null, brand: string): boolean {
  const [state, setState] = useState<{ key: string; has: boolean } | null>(null);
  const form = visitDraftForm(brand, null);
  const key = `${userId ?? '-'}:${form}`;
  useEffect(() => {
    if (userId === null) return;
    let cancelled = false;
    void drafts()
      .then(async ({ loadDraft, loadDraftFiles }) => {
        const [row, files] = await Promise.all([loadDraft(userId, null, form), loadDraftFiles(userId, null, form)]);
        if (!cancelled) setState({ key, has: row !== undefined || files.length > 0 });
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [userId, form, key]);
  return state?.key === key && state.has;
}
