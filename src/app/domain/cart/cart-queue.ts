import type { OutboxEntry } from '../../../browser/outbox';
import { articleQuantitiesText } from '../../../shared/catalog/article-label';
import type { CartUpdateInput } from '../../../browser/outbox/kinds';
import { type CartChange, toCartProductInput } from './cart-change';

/** The outbox kind of a cart change (updateProductsInCart), sent when the connection is back. */
export const CART_OUTBOX_KIND = 'cart-update';

/**
 * Queues cart changes made without a connection for the session's user and customer (spec 01 §9), stored with
 * the unit price the user saw, and asks the outbox to send now. The server re-prices and re-checks stock on
 * arrival; the cart page shows what changed. One line's changes share a record, so they go in order; changes of
 * several lines (a fast order) are one entry of their own. Used by the cart page and the product page alike.
 */
export async function queueCartChanges(custCode: string, changes: readonly CartChange[]): Promise<OutboxEntry> {
  // The outbox engine and the local database load when a change is queued, not with the cart button in the frame.
  const { outboxOwner, replayNow } = await import('../offline/outbox-runner');
  const owner = outboxOwner();
  if (!owner) throw new Error('No signed-in user to queue the cart change for');
  const products: CartUpdateInput['products'] = changes.map((change) => {
    const row = toCartProductInput(custCode, change);
    return {
      custCode: row.custCode,
      articleCode: row.articleCode,
      sorg: row.sorg,
      qty: row.qty,
      ...(row.uom ? { uom: row.uom } : {}),
      ...(row.add ? { add: true } : {}),
      ...(typeof row.seenUnitPrice === 'number' ? { seenUnitPrice: row.seenUnitPrice } : {}),
    };
  });
  // Names for the Outbox page and the cart's waiting list: an article is shown by name and display code, never by
  // its internal id (spec 01 §5 Article code display).
  const lineNames = changes.flatMap((c) => (c.name ? [{ articleCode: c.articleCode, name: c.name }] : []));
  const first = changes[0];
  const { enqueue } = await import('../../../browser/outbox');
  const entry = await enqueue({
    userId: owner.userId,
    actingFor: owner.actingFor,
    kind: CART_OUTBOX_KIND,
    input: { products, ...(lineNames.length > 0 ? { lineNames } : {}) } satisfies CartUpdateInput,
    label: articleQuantitiesText(changes, lineNames),
    ...(changes.length === 1 && first ? { recordId: `cart:${custCode}:${first.sorg}:${first.articleCode}` } : {}),
  });
  void replayNow().catch((error: unknown) => {
    console.warn('The outbox could not be sent now', error);
  });
  return entry;
}
