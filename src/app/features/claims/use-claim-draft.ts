import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { DraftFileRow } from '../../../browser/local-db';
import type { ClaimFormValues } from '../../../shared/claims/claim-form';
import type { DraftFileStore } from '../../domain/attachments/use-photo-slots';

/**
 * A new claim's draft (the drafts mechanism of visit forms and order drafts, src/browser/drafts.ts): the values at
 * every change and each file as picked, in the device's database, so the form comes back after a reload, a crash
 * or a flat battery. One draft per user, customer and kind of claim; an edit keeps one per claim, with the slots
 * the user emptied and the version the edit started from.
 */
export interface LoadedClaimDraft {
  values: ClaimFormValues | null;
  files: DraftFileRow[];
  /** An edit: the claim's own files the user removed (a slot replaced by a draft file is not named). */
  removedSlots: string[];
  /** An edit: the claim's version the edit started from (the draft keeps it across reloads). */
  baseVersion: number | null;
}

/** What a draft stores besides the values (an edit only). */
export interface ClaimDraftExtra {
  removedSlots?: readonly string[];
  baseVersion?: number | null;
}

const drafts = () => import('../../../browser/drafts');
const SAVE_DELAY_MS = 250;

export function claimDraftForm(productCategory: string): string {
  return `claim:${productCategory}:new`;
}

/** The draft of an edit of one claim (its outbox record id: the client id, or 'claim:{id}'). */
export function claimEditDraftForm(recordId: string): string {
  return `claim-edit:${recordId}`;
}

function isValues(value: unknown): value is ClaimFormValues {
  return typeof value === 'object' && value !== null && 'productCategory' in value && 'consumerName' in value;
}

/** A stored draft: an edit's `{values, removedSlots, baseVersion}`, or a new claim's values as they are. */
function readDraft(data: unknown): Omit<LoadedClaimDraft, 'files'> {
  if (typeof data === 'object' && data !== null && 'values' in data) {
    const { values, removedSlots, baseVersion } = data as Record<string, unknown>;
    return {
      values: isValues(values) ? values : null,
      removedSlots: Array.isArray(removedSlots)
        ? removedSlots.filter((slot): slot is string => typeof slot === 'string')
        : [],
      baseVersion: typeof baseVersion === 'number' ? baseVersion : null,
    };
  }
  return { values: isValues(data) ? data : null, removedSlots: [], baseVersion: null };
}

/** The draft of `form` (undefined while read), and its writers. Without a user nothing is kept. */
export function useClaimDraft(userId: string | null, customerId: string | null, form: string) {
  const [loaded, setLoaded] = useState<LoadedClaimDraft | null | undefined>(userId === null ? null : undefined);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef<{ values: ClaimFormValues; extra: ClaimDraftExtra | undefined } | null>(null);

  useEffect(() => {
    if (userId === null) return;
    let cancelled = false;
    void drafts()
      .then(async ({ loadDraft, loadDraftFiles }) => {
        const [row, files] = await Promise.all([
          loadDraft(userId, customerId, form),
          loadDraftFiles(userId, customerId, form),
        ]);
        if (!cancelled) setLoaded({ ...readDraft(row?.data), files });
      })
      .catch(() => {
        if (!cancelled) setLoaded(null);
      });
    return () => {
      cancelled = true;
    };
  }, [userId, customerId, form]);

  const flush = useCallback(() => {
    clearTimeout(timer.current);
    const pending = latest.current;
    if (userId === null || pending === null) return;
    latest.current = null;
    const { values, extra } = pending;
    const data = extra
      ? { values, removedSlots: [...(extra.removedSlots ?? [])], baseVersion: extra.baseVersion }
      : values;
    void drafts().then(({ saveDraft }) => saveDraft(userId, customerId, form, data));
  }, [userId, customerId, form]);

  const save = useCallback(
    (values: ClaimFormValues, extra?: ClaimDraftExtra) => {
      latest.current = { values, extra };
      clearTimeout(timer.current);
      timer.current = setTimeout(flush, SAVE_DELAY_MS);
    },
    [flush],
  );

  useEffect(() => {
    const onHide = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    document.addEventListener('visibilitychange', onHide);
    return () => {
      document.removeEventListener('visibilitychange', onHide);
      flush();
    };
  }, [flush]);

  const fileStore = useMemo<DraftFileStore | null>(() => {
    if (userId === null) return null;
    return {
      save: (file) => drafts().then(({ saveDraftFile }) => saveDraftFile(userId, customerId, form, file)),
      remove: (slot) => drafts().then(({ deleteDraftFile }) => deleteDraftFile(userId, customerId, form, slot)),
    };
  }, [userId, customerId, form]);

  const discard = useCallback(async () => {
    clearTimeout(timer.current);
    latest.current = null;
    if (userId === null) return;
    const { deleteDraft } = await drafts();
    await deleteDraft(userId, customerId, form);
  }, [userId, customerId, form]);

  return { loaded, save, fileStore, discard };
}
