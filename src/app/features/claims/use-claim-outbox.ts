import { useEffect, useState } from 'react';
import type { OutboxEntry } from '../../../browser/outbox';
import { type ClaimUploadProgress, watchClaimEntries } from './claim-outbox';

/** The user's claim entries in the outbox (sent ones too) with their upload progress, kept current. */
export function useClaimOutbox(userId: string | null) {
  const [state, setState] = useState<{
    entries: OutboxEntry[];
    progress: ReadonlyMap<string, ClaimUploadProgress[]>;
  }>({ entries: [], progress: new Map() });
  useEffect(() => {
    if (userId === null) return undefined;
    return watchClaimEntries(userId, (entries, progress) => {
      setState({ entries, progress });
    });
  }, [userId]);
  return state;
}
