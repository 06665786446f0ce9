import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { saveOfflineCart } from '../../../domain/cart/cart-offline-copy';
import type {
  CartListsAllQuery,
  CartListsOneQuery,
  CartListsStartMutation,
  CartListStartMode,
  CartListSeenPriceInput,
} from '../../../gql/graphql';
import { graphqlRequest } from '../../../lib/graphql';
import { queryKeys } from '../../../lib/query-keys';
import {
  cartListDocument,
  cartListsDocument,
  deleteCartListDocument,
  renameCartListDocument,
  saveCartAsListDocument,
  startCartFromListDocument,
} from './cart-lists.operations';

export type CartListItem = CartListsAllQuery['cartLists'][number];
export type CartListDetail = NonNullable<CartListsOneQuery['cartList']>;
export type CartListLine = CartListDetail['content']['lines'][number];
export type StartCartFromListAnswer = CartListsStartMutation['startCartFromList'];

/** The acting customer's named lists (online only: the lists are not kept on the device). */
export function cartListsQuery() {
  return queryOptions({
    queryKey: queryKeys.cart.lists(),
    queryFn: async ({ signal }) => (await graphqlRequest(cartListsDocument, {}, { signal })).cartLists,
    staleTime: 30_000,
  });
}

/** One list with its lines at today's prices; null when it is not (or no longer) the customer's. */
export function cartListQuery(id: string) {
  return queryOptions({
    queryKey: queryKeys.cart.list(id),
    queryFn: async ({ signal }) => (await graphqlRequest(cartListDocument, { id }, { signal })).cartList,
    staleTime: 0,
  });
}

function useInvalidateLists() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: queryKeys.cart.lists() });
}

export function useSaveCartAsList() {
  const invalidate = useInvalidateLists();
  return useMutation({
    mutationFn: async (name: string) => (await graphqlRequest(saveCartAsListDocument, { name })).saveCartAsList,
    onSuccess: invalidate,
  });
}

export function useRenameCartList() {
  const invalidate = useInvalidateLists();
  return useMutation({
    mutationFn: async (args: { id: string; name: string }) =>
      (await graphqlRequest(renameCartListDocument, args)).renameCartList,
    onSuccess: invalidate,
  });
}

export function useDeleteCartList() {
  const invalidate = useInvalidateLists();
  return useMutation({
    mutationFn: async (id: string) => (await graphqlRequest(deleteCartListDocument, { id })).deleteCartList,
    onSuccess: invalidate,
  });
}

/**
 * Starts the cart from a list (one Idempotency-Key per click, so a retry of the same request never adds twice);
 * the answer's cart replaces the cached one.
 */
export function useStartCartFromList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (args: { id: string; mode: CartListStartMode; seen: CartListSeenPriceInput[] }) =>
      (
        await graphqlRequest(startCartFromListDocument, args, {
          headers: { 'Idempotency-Key': crypto.randomUUID() },
        })
      ).startCartFromList,
    onSuccess: (answer) => {
      queryClient.setQueryData(queryKeys.cart.content(), answer.cart);
      saveOfflineCart(answer.cart);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...queryKeys.cart.root, 'order-history'] }),
  });
}
