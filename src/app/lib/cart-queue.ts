import type { OutboxEntry } from '../../browser/outbox';
import type { CartUpdateInput } from '../../browser/outbox/kinds';
import { outboxOwner, replayNow } from './outbox-runner';

/** The outbox kind of a cart change (updateProductsInCart), sent when the connection is back. */
export const CART_OUTBOX_KIND = 'cart-update';

/**
 * Queues cart changes made without a connection for the session's user and customer, and asks the outbox to send
 * now (issue #5 item 5). The server re-prices them on arrival; the cart page shows what changed. One line's changes
 * share a record (`recordId`), so they go in order. Used by the cart page and the product page alike.
 */
export async function queueCartUpdate(options: {
  products: CartUpdateInput['products'];
  label: string;
  recordId?: string;
}): Promise<OutboxEntry> {
  const owner = outboxOwner();
  if (!owner) throw new Error('No signed-in user to queue the cart change for');
  // The outbox engine and the local database load when a change is queued, not with the portal layout.
  const { enqueue } = await import('../../browser/outbox');
  const entry = await enqueue({
    userId: owner.userId,
    actingFor: owner.actingFor,
    kind: CART_OUTBOX_KIND,
    input: { products: options.products } satisfies CartUpdateInput,
    label: options.label,
    ...(options.recordId ? { recordId: options.recordId } : {}),
  });
  void replayNow().catch((error: unknown) => {
    console.warn('The outbox could not be sent now', error);
  });
  return entry;
}
