import { localDb } from '../../../browser/local-db';
import type { OutboxState } from '../../../browser/outbox/types';

/** The badge's numbers: entries not yet sent (waiting, sending or needing attention) and of those, refused ones. */
export interface OutboxStatus {
  unsent: number;
  attention: number;
}

/** Counts from the [userId+state] index only: cheap enough for a badge on every page. */
export async function outboxStatus(userId: string): Promise<OutboxStatus> {
  const index = localDb().outbox.where('[userId+state]');
  const [waiting, attention] = await Promise.all([
    index
      .anyOf([
        [userId, 'queued'],
        [userId, 'sending'],
      ])
      .count(),
    index.equals([userId, 'attention']).count(),
  ]);
  return { unsent: waiting + attention, attention };
}

/** Every entry's state by key (the notices compare two of these). */
export async function outboxStates(userId: string): Promise<ReadonlyMap<string, OutboxState>> {
  const rows = await localDb().outbox.where('userId').equals(userId).toArray();
  return new Map(rows.map((row) => [row.key, row.state]));
}

export { observe } from '../../../browser/outbox/queries';
