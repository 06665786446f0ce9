import type { CartProductInput } from '../../gql/graphql';

/** One product to set (or with `add`, to add) in the cart. */
export interface CartChange {
  articleCode: string;
  sorg: string;
  qty: number;
  uom?: string | null;
  /** Add to the quantity in the cart (fast order, repeat order, the product page) instead of setting it. */
  add?: boolean;
  /** The unit price the user saw, sent with a change made offline so the server reports a new price. */
  seenUnitPrice?: number | null;
  /** The product's name where the page knows it: a change waiting on the device is listed by it (never sent). */
  name?: string | null;
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
