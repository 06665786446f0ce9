// The checkout's input (spec 01 §5 "Checkout": needs shipto and paymentId; PO number max 35 characters; notes max
// 100; quantity at least 1; §7 checkout(shipto, notes, request_delivery_date, custPoNo, products, shipments,
// paymentId)), one definition for the page's form, the offline draft and the server.
import { z } from 'zod';
import { fastOrderProblemMessage, FAST_ORDER_MAX_QTY } from '../catalog/fast-order';
import { isVisitDay } from '../visit-forms/visit-list-filter';
import {
  formMessages,
  maxLengthMessage,
  NOTES_MAX_LENGTH,
  PO_NUMBER_MAX_LENGTH,
  QUANTITY_MIN,
  requiredString,
} from '../validation/form-rules';
import { checkoutMessages } from './order-messages';

/** Longest text a shipment rate with `input` asks for (it becomes shipmentNotes); as long as the order's notes. */
export const SHIPMENT_NOTES_MAX_LENGTH = NOTES_MAX_LENGTH;

/**
 * Whether a requested delivery day is allowed: a real day, not before `today` (both 'YYYY-MM-DD'; `today` is the
 * day in the host sorg's time zone, docs/decisions.md "Checkout"). Today itself is allowed.
 */
export function isRequestDateAllowed(day: string, today: string): boolean {
  return isVisitDay(day) && day >= today;
}

const quantity = z
  .number({ error: formMessages.numeric })
  .int(formMessages.numeric)
  .min(QUANTITY_MIN, fastOrderProblemMessage('zero'))
  .max(FAST_ORDER_MAX_QTY, fastOrderProblemMessage('too-large'));

/** Minor units, never negative (a price the user saw). */
const minorUnits = z.number().int().min(0);

const checkoutProductSchema = z.object({
  articleCode: requiredString(),
  sorg: requiredString(),
  qty: quantity,
  /** Ignored: a line takes its article's unit (as in updateProductsInCart). */
  uom: z.string().optional(),
  /**
   * The unit price the user saw. Never used to price: the server prices every line itself; a different price
   * today is a change the user must accept first (docs/decisions.md "Checkout").
   */
  seenUnitPrice: minorUnits.optional(),
});

const shipmentSchema = z.object({
  sorg: requiredString(),
  shipmentId: requiredString(),
  /** The text a rate with `input` asks for. Whether it is needed is the server's check (it knows the rate). */
  shipmentNotes: z
    .string()
    .trim()
    .max(SHIPMENT_NOTES_MAX_LENGTH, maxLengthMessage(SHIPMENT_NOTES_MAX_LENGTH))
    .optional(),
});

/**
 * The checkout input, checked against `today` (the host sorg's day). Beyond the field rules: the products hold
 * each article of a sorg once, and the shipments hold exactly one choice for each sorg of the products (one order
 * per sorg, each with its shipment; spec 01 §3 Order.orderShipment). Ship-to and payment apply to every order.
 */
export function checkoutInputSchema(today: string) {
  return z
    .object({
      shipto: requiredString(),
      /** The ship-to version the page showed; a different one is 'There were changes on the ship-to data…'. */
      shiptoVersion: z.string().optional(),
      paymentId: requiredString(),
      /** A saved payment of the customer (display only; its method must be `paymentId`'s). */
      savedPaymentId: z.string().optional(),
      custPoNo: z.string().trim().max(PO_NUMBER_MAX_LENGTH, maxLengthMessage(PO_NUMBER_MAX_LENGTH)).default(''),
      notes: z.string().trim().max(NOTES_MAX_LENGTH, maxLengthMessage(NOTES_MAX_LENGTH)).default(''),
      requestDeliveryDate: z
        .string()
        .refine(isVisitDay, { error: checkoutMessages.notADay, abort: true })
        .refine((day) => isRequestDateAllowed(day, today), checkoutMessages.requestDateInPast)
        .nullish(),
      products: z.array(checkoutProductSchema, { error: formMessages.required }).min(1, formMessages.required),
      shipments: z.array(shipmentSchema, { error: formMessages.required }),
      /**
       * 'Ship complete' (true: one delivery once every line is confirmed) or 'ship as available' (false, the
       * default: what is confirmed ships); applies to every order of the checkout (docs/decisions.md "Ship complete").
       */
      shipComplete: z.boolean().default(false),
    })
    .superRefine((input, ctx) => {
      const seen = new Set<string>();
      input.products.forEach((line, index) => {
        const key = `${line.sorg}\u0000${line.articleCode}`;
        if (seen.has(key))
          ctx.addIssue({ code: 'custom', path: ['products', index], message: checkoutMessages.lineTwice });
        seen.add(key);
      });
      const sorgs = new Set(input.products.map((line) => line.sorg));
      const chosen = new Set<string>();
      input.shipments.forEach((shipment, index) => {
        if (!sorgs.has(shipment.sorg) || chosen.has(shipment.sorg)) {
          ctx.addIssue({ code: 'custom', path: ['shipments', index], message: checkoutMessages.shipmentNotInCart });
        }
        chosen.add(shipment.sorg);
      });
      // The field of a missing choice is the sorg, so the page puts the message beside that order's picker.
      for (const sorg of [...sorgs].sort()) {
        if (!chosen.has(sorg)) {
          ctx.addIssue({ code: 'custom', path: ['shipments', sorg], message: checkoutMessages.shipmentMissing });
        }
      }
    });
}

export type CheckoutInput = z.infer<ReturnType<typeof checkoutInputSchema>>;

/** One order of a checkout: the lines of one sorg. */
export interface SorgOrder<T> {
  sorg: string;
  lines: T[];
}

/**
 * One order per sorg of the cart (spec 01 §5 "The total is summed per sorg group"), sorgs in ascending order so
 * a replay or another tab numbers the orders alike whatever the cart's line order; lines keep their order.
 */
export function splitCartBySorg<T extends { sorg: string }>(lines: readonly T[]): SorgOrder<T>[] {
  const groups = new Map<string, T[]>();
  for (const line of lines) {
    const group = groups.get(line.sorg);
    if (group) group.push(line);
    else groups.set(line.sorg, [line]);
  }
  return [...groups.keys()].sort().map((sorg) => ({ sorg, lines: groups.get(sorg) ?? [] }));
}
