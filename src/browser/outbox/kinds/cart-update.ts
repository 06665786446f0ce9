import { graphql } from '../../gql';
import type { OutboxUpdateProductsInCartMutation } from '../../gql/graphql';
import { excerpt, isMutationPayload, isRecord, type OutboxKindDefinition } from './kind';

/** The input of a cart-update entry: updateProductsInCart's rows, each with the unit price the user saw. */
export interface CartUpdateInput {
  products: {
    custCode: string;
    articleCode: string;
    sorg: string;
    qty: number;
    uom?: string;
    add?: boolean;
    seenUnitPrice?: number;
  }[];
}

export type CartUpdatePayload = OutboxUpdateProductsInCartMutation['updateProductsInCart'];
/** The outcome of one row of a cart update as the server answered it. */
export type CartUpdateRowResult = CartUpdatePayload['results'][number];

/**
 * The one selection of updateProductsInCart's per-row outcome: the outbox sends it, and the app's cart reuses it
 * (the server re-prices and re-checks stock when a change arrives; `previousUnitPrice` tells what changed).
 */
export const updateProductsInCartDocument = graphql(`
  mutation OutboxUpdateProductsInCart($products: [CartProductInput!]!) {
    updateProductsInCart(products: $products) {
      message {
        status
        description
      }
      userErrors {
        field
        message
        code
      }
      results {
        articleCode
        sorg
        status
        message
        qty
        unitPrice
        previousUnitPrice
      }
      cart {
        totalQty
      }
    }
  }
`);

function productsOf(input: unknown): CartUpdateInput['products'] {
  return isRecord(input) && Array.isArray(input.products) ? (input.products as CartUpdateInput['products']) : [];
}

/** A change of the active customer's cart made offline (spec 01 §9): sent as it was, re-priced by the server. */
export const cartUpdateKind: OutboxKindDefinition<CartUpdatePayload> = {
  send: (context) =>
    context.graphql(updateProductsInCartDocument, { products: productsOf(context.input) }, 'updateProductsInCart'),
  describe: (input) =>
    excerpt(
      productsOf(input)
        .map((p) => `${p.articleCode} × ${String(p.qty)}`)
        .join(', '),
    ),
  readResult: (result) =>
    isMutationPayload(result) && Array.isArray(result.results) ? (result as CartUpdatePayload) : undefined,
};
