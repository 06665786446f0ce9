import { useEffect, useState } from 'react';
import type { OutboxEntry } from '../../../browser/outbox';
import { loadVisitRecord, type VisitRecord } from './visit-outbox';

/**
 * A record's entries with their files (the photos of a visit not sent yet), read again whenever the record's
 * entries change (`entries`: the live visit entries of the user). undefined while the first read runs.
 */
export function useVisitRecord(
  userId: string | null,
  recordId: string | null,
  entries: readonly OutboxEntry[] | undefined,
): VisitRecord | null | undefined {
  const signature =
    entries === undefined || recordId === null
      ? null
      : entries
          .filter((entry) => entry.recordId === recordId)
          .map((entry) => `${entry.key}:${entry.state}`)
          .join(',');
  const [state, setState] = useState<{ key: string; recordId: string; record: VisitRecord | null } | null>(null);
  const key = `${userId ?? '-'}:${recordId ?? '-'}:${signature ?? '-'}`;
  useEffect(() => {
    if (userId === null || recordId === null || signature === null) return;
    let cancelled = false;
    void loadVisitRecord(userId, recordId)
      .then((record) => {
        if (!cancelled) setState({ key, recordId, record });
      })
      .catch((error: unknown) => {
        console.warn('The visit could not be read from this device', error);
        if (!cancelled) setState({ key, recordId, record: null });
      });
    return () => {
      cancelled = true;
    };
  }, [userId, recordId, signature, key]);
  if (userId === null || recordId === null) return null;
  // The previous read stays while the next one runs, so the page does not flicker.
  if (state?.key === key) return state.record;
  return state?.recordId === recordId ? state.record : undefined;
}
