import { useEffect, useState } from 'react';
import type { OutboxEntry } from '../../../browser/outbox';
import { watchPdiEntries } from './pdi-outbox';

/** The user's PDI entries in the outbox (sent ones too), kept current. */
export function usePdiOutbox(userId: string | null): OutboxEntry[] {
  const [entries, setEntries] = useState<OutboxEntry[]>([]);
  useEffect(() => {
    if (userId === null) return undefined;
    return watchPdiEntries(userId, setEntries);
  }, [userId]);
  return entries;
}
