import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { CART_BATCH_LIMIT, inBatches } from '../../../shared/catalog/purchase-rules';
import type { CartContentQuery, CartUpdateProductsMutation, ErrorCode } from '../../gql/graphql';
import { NetworkError } from '../../lib/api';
import { graphqlRequest } from '../../lib/graphql';
import { offlineFirst } from '../../lib/offline-cache';
import { queryKeys } from '../../lib/query-keys';
import { readOfflineCart, saveOfflineCart } from './cart-offline-copy';
import { cartDocument, updateProductsInCartDocument } from './cart.operations';
import { type CartChange, toCartProductInput } from './cart-change';
import { queueCartChanges } from './cart-queue';

export type CartData = CartContentQuery['cart'];
export type CartLine = CartData['lines'][number];
export type CartGroup = CartData['groups'][number];
export type CartLineResult = CartUpdateProductsMutation['updateProductsInCart']['results'][number];

/**
 * The active customer's whole cart. Only for users with the scope and a customer code (cart-viewer.ts): callers
 * pass `enabled`. Offline it keeps what it holds, else the copy this device kept of the last answer.
 */
export function cartQuery() {
  return queryOptions({
    queryKey: queryKeys.cart.content(),
    queryFn: offlineFirst(async ({ signal }): Promise<CartData> => {
      const { cart } = await graphqlRequest(cartDocument, {}, { signal });
      saveOfflineCart(cart);
      return cart;
    }, readOfflineCart),
    staleTime: 30_000,
  });
}

/** A refusal of the whole request (userErrors or message FAILED), in the server's words. */
export interface CartRefusal {
  code: ErrorCode | null;
  message: string;
}

/** What became of a list of changes sent in batches. */
export interface CartUpdateReport {
  /** One per sent row, in request order. */
  results: CartLineResult[];
  refusal: CartRefusal | null;
  /** The rows not sent, because an earlier batch failed or was refused. */
  notSent: CartChange[];
  /** The failure that stopped the sending (no network, a server error), if any. */
  error: unknown;
}

/**
 * Sends changes in batches of at most 75 (spec 01 §9), one call after the other so each answer's cart is the
 * newest; `onCart` receives it. A failed or refused batch stops the rest, which come back as `notSent`.
 */
export async function sendCartChanges(
  custCode: string,
  changes: readonly CartChange[],
  onCart: (cart: CartData) => void,
): Promise<CartUpdateReport> {
  const report: CartUpdateReport = { results: [], refusal: null, notSent: [], error: null };
  const batches = inBatches(changes, CART_BATCH_LIMIT);
  for (const [index, batch] of batches.entries()) {
    try {
      const { updateProductsInCart: payload } = await graphqlRequest(updateProductsInCartDocument, {
        products: batch.map((change) => toCartProductInput(custCode, change)),
      });
      onCart(payload.cart);
      report.results.push(...payload.results);
      const firstError = payload.userErrors[0];
      if (firstError || payload.message.status === 'FAILED') {
        report.refusal = {
          code: firstError?.code ?? null,
          message: payload.message.description || (firstError?.message ?? ''),
        };
        // A request-wide refusal (e.g. the customer is no longer the user's) would refuse the rest as well.
        if (payload.results.length === 0) report.notSent.push(...batch);
        report.notSent.push(...batches.slice(index + 1).flat());
        return report;
      }
    } catch (error) {
      report.error = error;
      report.notSent.push(...batches.slice(index).flat());
      return report;
    }
  }
  return report;
}

/**
 * updateProductsInCart for a list of changes (cart page, fast order, repeat order): each answer's cart replaces
 * the cached one at once, so the button's badge and the page follow batch by batch.
 */
export function useUpdateCart(custCode: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...queryKeys.cart.root, 'update'],
    mutationFn: async (changes: readonly CartChange[]): Promise<CartUpdateReport> => {
      if (custCode === null) throw new Error('No customer to order for');
      return sendCartChanges(custCode, changes, (cart) => {
        queryClient.setQueryData(queryKeys.cart.content(), cart);
        saveOfflineCart(cart);
      });
    },
    onSettled: async () => {
      // Repeat order shows how many of each product are in the cart already.
      await queryClient.invalidateQueries({ queryKey: [...queryKeys.cart.root, 'order-history'] });
    },
  });
}

/** One quantity to add to the active customer's cart (the product page). */
export interface CartAddition {
  articleCode: string;
  sorg: string;
  qty: number;
  uom: string;
  /** The unit price the user saw for the line's new quantity: sent when the change waits for the network. */
  seenUnitPrice?: number | undefined;
  /** The product's name, kept with a change that waits on the device (its list shows names, not codes). */
  name?: string | undefined;
}

/** The outcome of one added product, as the product page reports it. */
export interface CartAdditionResult extends CartLineResult {
  /** The tier the cart applied, if any (its salesDealNo and threshold). */
  tier: { salesDealNo: string; qty: number } | null;
}

/** What became of an addition: the server's per-row results, or queued on the device while offline. */
export type CartAdditionAnswer = { queued: false; results: CartAdditionResult[] } | { queued: true; results: [] };

function additionResults(payload: CartUpdateProductsMutation['updateProductsInCart']): CartAdditionResult[] {
  return payload.results.map((result) => {
    const line = payload.cart.lines.find((candidate) => candidate.product.articleCode === result.articleCode);
    return {
      ...result,
      unitPrice: result.unitPrice ?? line?.unitPrice ?? null,
      tier: line?.appliedTier ? { salesDealNo: line.appliedTier.salesDealNo, qty: line.appliedTier.qty } : null,
    };
  });
}

/**
 * Adds quantities to the active customer's cart in one updateProductsInCart call (`add`: on top of what the
 * line holds). Without a connection the addition waits in the outbox and is re-priced by the server when it
 * arrives. The cart button and the product page (`invalidate`: its query key) refresh from the server afterwards.
 */
export function useAddToCart(invalidate: readonly unknown[]) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      custCode,
      items,
    }: {
      custCode: string;
      items: CartAddition[];
    }): Promise<CartAdditionAnswer> => {
      const changes: CartChange[] = items.map((item) => ({
        articleCode: item.articleCode,
        sorg: item.sorg,
        qty: item.qty,
        uom: item.uom,
        add: true,
      }));
      try {
        const { updateProductsInCart: payload } = await graphqlRequest(updateProductsInCartDocument, {
          products: changes.map((change) => toCartProductInput(custCode, change)),
        });
        if (payload.results.length === 0 && payload.userErrors.length > 0) {
          throw new Error(payload.userErrors[0]?.message ?? payload.message.description);
        }
        return { queued: false, results: additionResults(payload) };
      } catch (error) {
        if (!(error instanceof NetworkError)) throw error;
        await queueCartChanges(
          custCode,
          changes.map((change, index) => ({
            ...change,
            seenUnitPrice: items[index]?.seenUnitPrice ?? null,
            name: items[index]?.name ?? null,
          })),
        );
        return { queued: true, results: [] };
      }
    },
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.cart.root }),
        queryClient.invalidateQueries({ queryKey: invalidate }),
      ]);
    },
  });
}
