import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { inBatches } from '../../../../shared/catalog/fast-order';
import { CART_BATCH_LIMIT } from '../../../../shared/catalog/purchase-rules';
import type {
  CartContentQuery,
  CartOrderHistoryQuery,
  CartProductInput,
  CartUpdateProductsMutation,
  ErrorCode,
} from '../../../gql/graphql';
import { graphqlRequest } from '../../../lib/graphql';
import { offlineFirst } from '../../../lib/offline-cache';
import { queryKeys } from '../../../lib/query-keys';
import { readOfflineCart, saveOfflineCart } from '../cart-offline-copy';
import { cartDocument, orderHistoryDocument, updateProductsInCartDocument } from './cart.operations';

export type CartData = CartContentQuery['cart'];
export type CartLine = CartData['lines'][number];
export type CartGroup = CartData['groups'][number];
export type CartLineResult = CartUpdateProductsMutation['updateProductsInCart']['results'][number];
export type OrderHistoryPage = CartOrderHistoryQuery['orderHistory'];
export type OrderHistoryEntry = OrderHistoryPage['items'][number];

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

/** The active customer's past orders, a page at a time (repeat order). */
export function orderHistoryQuery(params: { page: number; limit: number }) {
  return queryOptions({
    queryKey: queryKeys.cart.orderHistory(params),
    queryFn: offlineFirst(
      async ({ signal }): Promise<OrderHistoryPage> =>
        (await graphqlRequest(orderHistoryDocument, params, { signal })).orderHistory,
    ),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
}

/** One product to set (or with `add`, to add) in the cart. */
export interface CartChange {
  articleCode: string;
  sorg: string;
  qty: number;
  uom?: string | null;
  /** Add to the quantity in the cart (fast order, repeat order) instead of setting it. */
  add?: boolean;
  /** The unit price the user saw, sent with a change made offline so the server reports a new price. */
  seenUnitPrice?: number | null;
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

/** The mutation's input rows: the customer's code on each (the spec's `cust_code`). */
export function toCartProductInput(custCode: string, change: CartChange): CartProductInput {
  return {
    custCode,
    articleCode: change.articleCode,
    sorg: change.sorg,
    qty: change.qty,
    ...(change.uom ? { uom: change.uom } : {}),
    ...(change.add ? { add: true } : {}),
    ...(change.seenUnitPrice === undefined || change.seenUnitPrice === null
      ? {}
      : { seenUnitPrice: change.seenUnitPrice }),
  };
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
