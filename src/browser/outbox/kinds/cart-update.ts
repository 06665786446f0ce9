import { articleQuantitiesText } from '../../../shared/catalog/article-label';
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
  /**
   * The products' names as the user saw them, for the Outbox page (never sent: the server answers codes). Absent on
   * entries of older versions, which show the display code alone.
   */
  lineNames?: { articleCode: string; name: string }[];
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

/** The names an entry keeps for its products (none on an older entry). */
export function lineNamesOf(input: unknown): NonNullable<CartUpdateInput['lineNames']> {
  return isRecord(input) && Array.isArray(input.lineNames)
    ? (input.lineNames as NonNullable<CartUpdateInput['lineNames']>)
    : [];
}

/** A change of the active customer's cart made offline (spec 01 §9): sent as it was, re-priced by the server. */
export const cartUpdateKind: OutboxKindDefinition<CartUpdatePayload> = {
  send: (context) =>
    context.graphql(updateProductsInCartDocument, { products: productsOf(context.input) }, 'updateProductsInCart'),
  // The products by name and display code, never the internal id (spec 01 §5 Article code display).
  describe: (input) => excerpt(articleQuantitiesText(productsOf(input), lineNamesOf(input))),
  readResult: (result) =>
    isMutationPayload(result) && Array.isArray(result.results) ? (result as CartUpdatePayload) : undefined,
};
