import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CheckoutInput, CheckoutPlacedOrderFragment, ErrorCode, PaymentInformationInput } from '../../gql/graphql';
import { draftOrderOffline, type OfflineOrderRequest } from '../../domain/order-drafts/order-drafts';
import { ApiError } from '../../lib/api';
import { isOnline } from '../../lib/connectivity';
import { graphqlRequest } from '../../lib/graphql';
import { queryKeys } from '../../lib/query-keys';
import { checkoutDocument, placedOrderDocument } from './api/checkout.operations';
import { newIdempotencyKey, type CheckoutDraft } from './checkout-draft';

/** A userError of the checkout, its field as the server named it. */
export interface CheckoutUserError {
  field: string | null;
  message: string;
  code: ErrorCode;
}

/** What became of one Place order. */
export type PlaceOrderOutcome =
  /** Placed; a card or ACH charge that failed answers its reason (the orders stay, their payment failed). */
  | { kind: 'placed'; orders: CheckoutPlacedOrderFragment[]; paymentErrors: CheckoutUserError[] }
  /** The server answered and placed nothing: the reasons, beside their fields. */
  | { kind: 'refused'; message: string; userErrors: CheckoutUserError[] }
  /** No answer (no network, a server failure): the same key goes with the next try. */
  | { kind: 'unknown'; error: unknown }
  /** Offline: kept as an order draft, sent when the connection is back (docs/decisions.md "Offline order drafts"). */
  | { kind: 'drafted'; draftId: string };

const IDEMPOTENCY_KEY_REUSED = 'IDEMPOTENCY_KEY_REUSED';

/**
 * An error answer that says for sure nothing was placed: a 4xx with a code of ours, except those that say
 * nothing about the outcome (the key in flight or reused, a timeout, too many requests).
 */
function isRefusal(error: unknown): error is ApiError & { code: string } {
  if (!(error instanceof ApiError) || error.code === undefined) return false;
  if (error.code === IDEMPOTENCY_KEY_REUSED || error.code === 'IN_FLIGHT') return false;
  return error.status >= 400 && error.status < 500 && error.status !== 408 && error.status !== 429;
}

function sameInput(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** Card or bank data go only into the request itself, never into the draft's lastSent (it is stored). */
async function send(input: CheckoutInput, key: string, paymentRequestData: PaymentInformationInput | null) {
  const { checkout } = await graphqlRequest(
    checkoutDocument,
    { input: paymentRequestData ? { ...input, paymentRequestData } : input },
    { headers: { 'Idempotency-Key': key } },
  );
  return checkout;
}

interface DraftAccess {
  current(): CheckoutDraft;
  save(next: CheckoutDraft): Promise<void>;
  reset(): Promise<void>;
}

/**
 * Places the order (spec 01 §5 Checkout), the one way the page submits: the draft's Idempotency-Key goes with
 * the request and is written with the input before it leaves, so a double click, a retry after a lost answer, a
 * reload or a second tab place one order. A new key is made after an answer that placed nothing (the server
 * keeps each key's answer; a corrected form is a new request) and after success (the next order is a new one).
 */
export async function placeOrder(
  draftAccess: DraftAccess,
  input: CheckoutInput,
  /** The card or bank account of a card or ACH method: sent, never kept (spec 01 §3 Payment information). */
  paymentRequestData: PaymentInformationInput | null = null,
): Promise<PlaceOrderOutcome> {
  const draft = draftAccess.current();
  let answer: Awaited<ReturnType<typeof send>>;
  try {
    try {
      await draftAccess.save({ ...draft, lastSent: input });
      answer = await send(input, draft.key, paymentRequestData);
    } catch (error) {
      // The key went with an earlier request whose answer was lost and the form changed since: ask with that
      // request again, which answers what became of it (the server replays it).
      if (
        error instanceof ApiError &&
        error.code === IDEMPOTENCY_KEY_REUSED &&
        draft.lastSent &&
        !sameInput(draft.lastSent, input)
      ) {
        answer = await send(draft.lastSent as CheckoutInput, draft.key, paymentRequestData);
      } else {
        throw error;
      }
    }
  } catch (error) {
    if (isRefusal(error)) {
      // A clear refusal of the whole request (the customer is no longer the user's, no right): nothing placed.
      await draftAccess.save({ ...draftAccess.current(), key: newIdempotencyKey(), lastSent: null });
      const message = error.serverMessage ?? '';
      return { kind: 'refused', message, userErrors: [{ field: null, message, code: error.code as ErrorCode }] };
    }
    if (error instanceof ApiError && error.code === IDEMPOTENCY_KEY_REUSED) {
      // Nothing left to learn about that key: start over with a new one.
      await draftAccess.save({ ...draftAccess.current(), key: newIdempotencyKey(), lastSent: null });
    }
    return { kind: 'unknown', error };
  }
  if (answer.orders.length > 0) {
    await draftAccess.reset();
    return { kind: 'placed', orders: answer.orders, paymentErrors: answer.userErrors };
  }
  await draftAccess.save({ ...draftAccess.current(), key: newIdempotencyKey(), lastSent: null });
  return { kind: 'refused', message: answer.message.description, userErrors: answer.userErrors };
}

/** The Place order mutation: one at a time (the button is disabled while it runs), the caches updated after. */
export function usePlaceOrder(
  draftAccess: DraftAccess,
  /** What the page shows, for a draft when there is no connection (absent: no offline drafts). */
  offlineDraft?: (input: CheckoutInput) => OfflineOrderRequest,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['checkout', 'place'],
    mutationFn: async ({
      input,
      paymentRequestData = null,
    }: {
      input: CheckoutInput;
      paymentRequestData?: PaymentInformationInput | null;
    }): Promise<PlaceOrderOutcome> => {
      // A card or bank account never goes into a draft: the page offers another method or waiting instead.
      if (offlineDraft && !isOnline() && paymentRequestData === null) {
        // The draft's checkout has its own key; the form's key stays for a later order placed online.
        const draft = await draftOrderOffline(offlineDraft(input));
        await draftAccess.reset();
        return { kind: 'drafted', draftId: draft.id };
      }
      return placeOrder(draftAccess, input, paymentRequestData);
    },
    onSuccess: async (outcome) => {
      if (outcome.kind === 'placed') {
        // The confirmation page reads each order from the cache first.
        for (const order of outcome.orders) {
          queryClient.setQueryData(placedOrderQueryKey(order.orderNo), order);
        }
        // A declined charge's reason, for the confirmation page (kept in memory only).
        const [declined] = outcome.paymentErrors;
        if (declined) queryClient.setQueryData(paymentFailureQueryKey, declined.message);
      }
      if (outcome.kind === 'placed' || outcome.kind === 'refused') {
        // Ordered lines leave the cart; a refusal for stock removed lines from it.
        await queryClient.invalidateQueries({ queryKey: queryKeys.cart.root });
      }
    },
  });
}

/** The reason the last checkout's card or ACH charge failed (the confirmation page shows it). */
export const paymentFailureQueryKey = ['checkout', 'payment-failure'] as const;

export function placedOrderQueryKey(orderNo: string) {
  return ['checkout', 'order', orderNo] as const;
}

export async function fetchPlacedOrder(orderNo: string, signal?: AbortSignal) {
  const { order } = await graphqlRequest(placedOrderDocument, { orderNo }, { signal });
  return order;
}
