import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { DraftFileRow } from '../../../browser/local-db';
import type { ClaimFormValues } from '../../../shared/claims/claim-form';
import type { DraftFileStore } from '../../domain/attachments/use-photo-slots';

/**
 * A new claim's draft (the drafts mechanism of visit forms and order drafts, src/browser/drafts.ts): the values at
 * every change and each file as picked, in the device's database, so the form comes back after a reload, a crash
 * or a flat battery. One draft per user, customer and kind of claim.
 */
export interface LoadedClaimDraft {
  values: ClaimFormValues | null;
  files: DraftFileRow[];
}

const drafts = () => import('../../../browser/drafts');
const SAVE_DELAY_MS = 250;

export function claimDraftForm(productCategory: string): string {
  return `claim:${productCategory}:new`;
}

function isValues(value: unknown): value is ClaimFormValues {
  return typeof value === 'object' && value !== null && 'productCategory' in value && 'consumerName' in value;
}

/** The draft of `form` (undefined while read), and its writers. Without a user nothing is kept. */
export function useClaimDraft(userId: string | null, customerId: string | null, form: string) {
  const [loaded, setLoaded] = useState<LoadedClaimDraft | null | undefined>(userId === null ? null : undefined);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef<ClaimFormValues | null>(null);

  useEffect(() => {
    if (userId === null) return;
    let cancelled = false;
    void drafts()
      .then(async ({ loadDraft, loadDraftFiles }) => {
        const [row, files] = await Promise.all([
          loadDraft(userId, customerId, form),
          loadDraftFiles(userId, customerId, form),
        ]);
        if (!cancelled) setLoaded({ values: isValues(row?.data) ? row.data : null, files });
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
    const values = latest.current;
    if (userId === null || values === null) return;
    latest.current = null;
    void drafts().then(({ saveDraft }) => saveDraft(userId, customerId, form, values));
  }, [userId, customerId, form]);

  const save = useCallback(
    (values: ClaimFormValues) => {
      latest.current = values;
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
