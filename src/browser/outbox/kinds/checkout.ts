import { articleQuantitiesText } from '../../../shared/catalog/article-label';
import { graphql } from '../../gql';
import type { CheckoutInput, OutboxCheckoutMutation } from '../../gql/graphql';
import type { OutboxEntry } from '../types';
import { excerpt, isMutationPayload, isRecord, type OutboxKindDefinition } from './kind';

/**
 * The input of a checkout entry: an order drafted on the device (spec 01 §5 Checkout, offline). `input.snapshot` is
 * what the user saw; the server places nothing unless everything still matches, and answers the changes instead.
 * `draftId` is the draft it belongs to (src/browser/order-drafts.ts), also the entry's record id.
 */
export interface CheckoutEntryInput {
  draftId: string;
  input: CheckoutInput;
  /** The drafted lines' names, for the Outbox page (never sent). Absent on entries of older versions. */
  lineNames?: { articleCode: string; name: string }[];
}

export type CheckoutPayload = OutboxCheckoutMutation['checkout'];
/** One difference the server found between the draft and now (src/shared/orders draftChanges). */
export type CheckoutChangeResult = CheckoutPayload['changes'][number];

/** The one selection of checkout for drafts: the orders placed, or the changes that stopped it. */
export const checkoutDocument = graphql(`
  mutation OutboxCheckout($input: CheckoutInput!) {
    checkout(input: $input) {
      message {
        status
        description
      }
      userErrors {
        field
        message
        code
      }
      orders {
        id
        orderNo
        sorg
        totalOrder
      }
      changes {
        kind
        sorg
        articleCode
        reason
        qty
        before
        after
      }
    }
  }
`);

/** The checkout input of an entry, or undefined for one that is not a checkout entry. */
export function checkoutEntryInput(input: unknown): CheckoutEntryInput | undefined {
  return isRecord(input) && typeof input.draftId === 'string' && isRecord(input.input)
    ? (input as unknown as CheckoutEntryInput)
    : undefined;
}

/** The kind's name in the registry (data on the device: it never changes). */
export const CHECKOUT_KIND = 'checkout';

/**
 * Whether a checkout entry waits for an earlier entry: the cart changes of its customer queued before it go first
 * (spec 01 §9; ordered lines leave the cart, so a change sent after the order would put them back). A cart change
 * the server refused no longer waits to be sent, so it holds nothing back.
 */
export function checkoutWaitsFor(entry: OutboxEntry, earlier: OutboxEntry): boolean {
  return (
    earlier.kind === 'cart-update' &&
    earlier.userId === entry.userId &&
    earlier.customerId === entry.customerId &&
    (earlier.state === 'queued' || earlier.state === 'sending')
  );
}

/** An order drafted offline: placed when the server finds what the user saw, else answered with the changes. */
export const checkoutKind: OutboxKindDefinition<CheckoutPayload> = {
  send: (context) => {
    const entry = checkoutEntryInput(context.input);
    if (!entry) {
      return Promise.resolve({
        type: 'attention',
        error: { message: 'This order draft cannot be read', code: 'CLIENT_ERROR', at: context.now() },
      });
    }
    return context.graphql(checkoutDocument, { input: entry.input }, 'checkout');
  },
  // The products by name and display code, never the internal id (spec 01 §5 Article code display).
  describe: (input) => {
    const entry = checkoutEntryInput(input);
    return excerpt(articleQuantitiesText(entry?.input.products ?? [], entry?.lineNames ?? []));
  },
  readResult: (result) =>
    isMutationPayload(result) && Array.isArray(result.orders) && Array.isArray(result.changes)
      ? (result as CheckoutPayload)
      : undefined,
  waitsFor: checkoutWaitsFor,
};
