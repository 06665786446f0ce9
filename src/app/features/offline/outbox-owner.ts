import { outboxOwner } from '../../domain/offline/outbox-runner';
import { pageUserId } from '../../lib/session';

/** The user whose outbox the page shows: fixed for the page's life (another identity reloads the page). */
export function outboxUserId(): string | null {
  return pageUserId() ?? outboxOwner()?.userId ?? null;
}
