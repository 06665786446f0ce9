import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { linePrice, toTierRules } from '../../../shared/catalog/discount-tiers';
import { NetworkError } from '../../lib/api';
import { notify } from '../../lib/notify';
import { isAppliedCartStatus } from '../../../shared/catalog/cart-status';
import type { CartChange } from '../../domain/cart/cart-change';
import { cartResultText, cartStatusLabels, serverMessageText } from '../../domain/cart/cart-messages';
import { queueCartChanges } from '../../domain/cart/cart-queue';
import { type CartLine, useUpdateCart } from '../../domain/cart/cart.queries';

/** What became of a quantity change. */
export type LineChangeOutcome = 'saved' | 'queued' | 'refused' | 'failed';

/** The unit price the user sees for a quantity: the shared tier rule over the product's price (offline too). */
export function expectedUnitPrice(line: CartLine, qty: number): number | null {
  const price = line.product.price;
  if (!price) return null;
  return linePrice(price.dealer, toTierRules(price.discount), qty).unitPrice;
}

/**
 * Changes one cart line's quantity (0 removes it). Online it is sent at once and the server's answer replaces the
 * cart; a refusal shows the server's (or the spec's) message. Without a connection the change goes to the outbox
 * with the unit price the user saw, and is re-priced when it arrives (ARCHITECTURE.md "Offline").
 */
export function useChangeCartLine(custCode: string | null) {
  const { t, i18n } = useLingui();
  const update = useUpdateCart(custCode);
  const [revision, setRevision] = useState(0);
  const [isQueueing, setQueueing] = useState(false);

  const change = async (line: CartLine, qty: number): Promise<LineChangeOutcome> => {
    const request: CartChange = { articleCode: line.product.articleCode, sorg: line.sorg, qty, uom: line.uom };
    try {
      const report = await update.mutateAsync([request]);
      if (report.error instanceof NetworkError && custCode !== null) {
        setQueueing(true);
        try {
          await queueCartChanges(custCode, [
            { ...request, seenUnitPrice: expectedUnitPrice(line, qty), name: line.product.name },
          ]);
        } finally {
          setQueueing(false);
        }
        notify.info({
          id: `cart-queued-${line.id}`,
          message: t`Saved on this device. The cart will be updated when you are back online.`,
        });
        return 'queued';
      }
      if (report.error) {
        console.error('The cart could not be changed', report.error);
        notify.error({ message: t`The cart could not be changed. Please try again.` });
        return 'failed';
      }
      if (report.refusal) {
        notify.error({
          message: serverMessageText(i18n, report.refusal.message) ?? t`The cart could not be changed.`,
          persistent: true,
        });
        return 'refused';
      }
      const result = report.results[0];
      if (result && !isAppliedCartStatus(result.status)) {
        notify.error({
          title: line.product.name,
          message: cartResultText(i18n, result) ?? i18n._(cartStatusLabels[result.status]),
          persistent: result.status === 'STOCK_EXCEEDED',
        });
        return 'refused';
      }
      return 'saved';
    } catch (error) {
      console.error('The cart could not be changed', error);
      notify.error({ message: t`The cart could not be changed. Please try again.` });
      return 'failed';
    } finally {
      setRevision((r) => r + 1);
    }
  };

  return { change, isPending: update.isPending || isQueueing, revision };
}
