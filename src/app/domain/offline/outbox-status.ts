import { localDb } from '../../../browser/local-db';
import { CHECKOUT_KIND, checkoutKind } from '../../../browser/outbox/kinds/checkout';
import type { OutboxEntry, OutboxState } from '../../../browser/outbox/types';

/** An entry's state as the notices tell it: 'review' is an order draft the server answered with changes. */
export type NoticeState = OutboxState | 'review';

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

/** The state of an entry for the notices: a draft that needs review is not a refusal (spec 01 §5, offline drafts). */
export function noticeStateOf(row: Pick<OutboxEntry, 'kind' | 'state' | 'result'>): NoticeState {
  if (row.kind === CHECKOUT_KIND && row.state === 'attention') {
    if ((checkoutKind.readResult(row.result)?.changes.length ?? 0) > 0) return 'review';
  }
  return row.state;
}

/** Every entry's state by key (the notices compare two of these). */
export async function outboxStates(userId: string): Promise<ReadonlyMap<string, NoticeState>> {
  const rows = await localDb().outbox.where('userId').equals(userId).toArray();
  return new Map(rows.map((row) => [row.key, noticeStateOf(row)]));
}

export { observe } from '../../../browser/outbox/queries';
