// The texts of checkout and orders. The spec's own sentences are byte-exact (spec 01 §8 "Cart and checkout"), as
// the client uses the English text as the Lingui id (see src/app/lib/form-messages.ts); the others are ours.
// Templates with values are in Lingui's ICU form, so the client's `msg` with `plural` yields the same id.
import { STOCK_EXCEEDED_MESSAGE } from '../catalog/purchase-rules';
import { errorMessages } from '../errors/error-codes';

/** Spec 01 §8 "Cart and checkout" (the first two are defined where the cart already uses them). */
export const checkoutMessages = {
  stockExceeded: STOCK_EXCEEDED_MESSAGE,
  customerNotYours: errorMessages.customerNotYours,
  /** The ship-to version sent differs from the server's. */
  shiptoChanged: 'There were changes on the ship-to data, refresh the page',
  /** creditCheck on and the order exceeds the open-to-buy, or a blocked reason is set ("insufficient order balance"). */
  orderFailed: 'Order Failed!',
  // Ours: the spec has no text for these.
  requestDateInPast: 'The request delivery date must not be in the past',
  notADay: 'Must be a date written YYYY-MM-DD',
  shipmentMissing: 'Choose a shipment for this order',
  shipmentNotInCart: 'This order is not in the cart',
  lineTwice: 'This article is listed twice in the order',
  rangeReversed: 'The start date must not be after the end date',
} as const;

/** Checkout's refusals and answers the spec does not word (the server sends them; the client translates them). */
export const placeOrderMessages = {
  checkoutOff: 'Ordering is not available on this site',
  disclaimerRequired: 'Please accept the disclaimer before placing the order',
  unknownShipTo: 'Unknown ship-to address',
  unknownPayment: 'Unknown payment method',
  paymentNotForSorg: 'This payment method is not offered for every order of the cart',
  unknownSavedPayment: 'Unknown saved payment',
  unknownRate: 'Unknown shipment rate',
  rateCurrency: 'This shipment rate is in another currency than the order',
  placed: 'The order has been placed',
  placedMany: 'The orders have been placed',
  changed: 'Prices, stock or the ship-to changed since the order was drafted: nothing was placed',
  refused: 'The order could not be placed',
  idempotencyKeyRequired: 'checkout needs an Idempotency-Key header (made when the checkout opens)',
} as const;

/** A text with values: `message` is the id (ICU), `values` fill it, `text` is the English rendering. */
export interface OrderMessage<V extends Record<string, string | number> = Record<string, string | number>> {
  message: string;
  values: V;
  text: string;
}

/**
 * Renders an ICU template in English: `{name}` and `{name, plural, one {…} other {…}}` (with `#` for the number,
 * and `=N {…}` exact cases). Enough for our own templates; the client renders them through Lingui instead.
 */
export function renderMessage(template: string, values: Record<string, string | number>): string {
  let out = '';
  let i = 0;
  while (i < template.length) {
    const open = template.indexOf('{', i);
    if (open < 0) break;
    const close = matchingBrace(template, open);
    out += template.slice(i, open);
    out += renderArgument(template.slice(open + 1, close), values);
    i = close + 1;
  }
  return out + template.slice(i);
}

function matchingBrace(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === '{') depth++;
    else if (text[i] === '}' && --depth === 0) return i;
  }
  throw new SyntaxError(`Unbalanced braces in message: ${text}`);
}

function renderArgument(argument: string, values: Record<string, string | number>): string {
  const [name = '', kind, ...rest] = argument.split(',');
  const value = values[name.trim()];
  if (value === undefined) throw new RangeError(`No value for {${name.trim()}}`);
  if (kind === undefined) return String(value);
  if (kind.trim() !== 'plural') throw new SyntaxError(`Unsupported argument kind: ${kind.trim()}`);
  const count = Number(value);
  const cases = new Map<string, string>();
  const options = rest.join(',');
  const selector = /\s*(=\d+|zero|one|two|few|many|other)\s*\{/g;
  for (let match = selector.exec(options); match; match = selector.exec(options)) {
    const open = match.index + match[0].length - 1;
    const close = matchingBrace(options, open);
    cases.set(match[1] ?? '', options.slice(open + 1, close));
    selector.lastIndex = close + 1;
  }
  const chosen = cases.get(`=${String(count)}`) ?? cases.get(count === 1 ? 'one' : 'other') ?? cases.get('other');
  if (chosen === undefined) throw new SyntaxError(`No 'other' case in: ${argument}`);
  return renderMessage(chosen.replaceAll('#', String(count)), values);
}
