import { useCallback, useEffect, useRef, useState } from 'react';
import type { PdiFormValues } from './components/pdi-form';

/**
 * A new PDI's draft (the drafts store of claims, visit forms and order drafts, src/browser/drafts.ts): the values
 * at every change, in the device's database, so the form comes back after a reload, a crash or a flat battery at
 * the workshop stand. One draft per user and customer.
 */
const drafts = () => import('../../../browser/drafts');
const SAVE_DELAY_MS = 250;
export const PDI_DRAFT_FORM = 'pdi:new';

function isValues(value: unknown): value is PdiFormValues {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { frameNumber?: unknown }).frameNumber === 'string' &&
    typeof (value as { mechanic?: unknown }).mechanic === 'string' &&
    typeof (value as { checked?: unknown }).checked === 'object'
  );
}

/** The draft (undefined while read, null when there is none), and its writers. Without a user nothing is kept. */
export function usePdiDraft(userId: string | null, customerId: string | null) {
  const [loaded, setLoaded] = useState<PdiFormValues | null | undefined>(userId === null ? null : undefined);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef<PdiFormValues | null>(null);

  useEffect(() => {
    if (userId === null) return;
    let cancelled = false;
    void drafts()
      .then(({ loadDraft }) => loadDraft(userId, customerId, PDI_DRAFT_FORM))
      .then((row) => {
        if (!cancelled) setLoaded(isValues(row?.data) ? row.data : null);
      })
      .catch(() => {
        if (!cancelled) setLoaded(null);
      });
    return () => {
      cancelled = true;
    };
  }, [userId, customerId]);

  const flush = useCallback(() => {
    clearTimeout(timer.current);
    const values = latest.current;
    if (userId === null || values === null) return;
    latest.current = null;
    void drafts().then(({ saveDraft }) => saveDraft(userId, customerId, PDI_DRAFT_FORM, values));
  }, [userId, customerId]);

  const save = useCallback(
    (values: PdiFormValues) => {
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

  const discard = useCallback(async () => {
    clearTimeout(timer.current);
    latest.current = null;
    if (userId === null) return;
    const { deleteDraft } = await drafts();
    await deleteDraft(userId, customerId, PDI_DRAFT_FORM);
  }, [userId, customerId]);

  return { loaded, save, discard };
}
