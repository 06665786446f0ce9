// The order desk (spec 02 §2 /admin/order-confirmation, §6 "Order confirmation admin | page.orderlist"): the admin
// stand-in for the ERP, which does not exist. Who may use it, and its inputs, one definition for the server and a
// later admin page (docs/decisions.md "Order desk").
import { z } from 'zod';
import { isVisitDay } from '../visit-forms/visit-list-filter';
import { formMessages, maxLengthMessage, requiredString } from '../validation/form-rules';
import { frameNumberSchema } from '../frames/frame-number';
import { safeTrackingUrl } from './order-list';

/**
 * Who works the order desk: page.orderlist (the spec's scope of the page) held by a user who may act for every
 * customer (a user area limited to 'all': the administrators). page.orderlist alone is not enough: every ordering
 * role holds it, as the order pages' guard scope (spec 01 §6).
 */
export function mayUseOrderDesk(viewer: { scopes: readonly string[]; limitations: readonly string[] }): boolean {
  return viewer.scopes.includes('page.orderlist') && viewer.limitations.includes('all');
}

/** What the desk still has to do with an order; the desk list filters by it. */
export const DESK_STAGES = ['PENDING_B2B', 'TO_CONFIRM', 'TO_SHIP', 'PAYMENT_TO_CHECK'] as const;
export type DeskStage = (typeof DESK_STAGES)[number];

export const REJECTION_REASON_MAX_LENGTH = 500;
export const DESK_TEXT_MAX_LENGTH = 100;
/** Most lines one confirmation or delivery names. */
export const DESK_MAX_LINES = 500;

export const deskMessages = {
  day: 'Enter a date as YYYY-MM-DD',
  quantity: 'Quantity must be at least 1',
  trackingUrl: 'The tracking link must be an https address',
  oneLineOnce: 'Each order line once',
  duplicateFrames: 'Each frame number once',
} as const;

/** The most frame numbers one delivery records. */
export const MAX_SHIPPED_FRAMES = 500;

const day = z.string({ error: formMessages.required }).refine(isVisitDay, deskMessages.day);
const optionalText = (max = DESK_TEXT_MAX_LENGTH) => z.string().trim().max(max, maxLengthMessage(max)).optional();
const quantity = z.number({ error: formMessages.numeric }).int(formMessages.numeric).min(1, deskMessages.quantity);
const lineId = z.string().regex(/^\d{1,10}$/, 'Unknown order line');

const distinctLines = (lines: readonly { orderLineId: string }[]) =>
  new Set(lines.map((l) => l.orderLineId)).size === lines.length;

export const rejectOrderSchema = z.object({
  reason: requiredString().max(REJECTION_REASON_MAX_LENGTH, maxLengthMessage(REJECTION_REASON_MAX_LENGTH)),
});

export const confirmLinesSchema = z.object({
  confirmations: z
    .array(
      z.object({
        orderLineId: lineId,
        supplyQty: quantity,
        supplyDate: day,
        supplySite: optionalText(),
        supplySloc: optionalText(),
        supplyShippingPoint: optionalText(),
        supplyLocation: optionalText(),
        supplyPriority: z.number().int().min(0).max(99).optional(),
      }),
    )
    .min(1, formMessages.required)
    .max(DESK_MAX_LINES),
  expectedDeliveryDate: day.optional(),
});
export type ConfirmLinesInput = z.infer<typeof confirmLinesSchema>;

export const createDeliverySchema = z.object({
  doNumber: optionalText(35),
  estimatedDeliveryDate: day,
  lines: z
    .array(z.object({ orderLineId: lineId, qty: quantity }))
    .min(1, formMessages.required)
    .max(DESK_MAX_LINES)
    .refine(distinctLines, deskMessages.oneLineOnce),
});
export type CreateDeliveryInput = z.infer<typeof createDeliverySchema>;

export const shipDeliverySchema = z.object({
  deliveryDate: day,
  trackingNo: optionalText(),
  /** https only (spec 01 §3 Delivery trackingUrl, shown as a link): anything else is refused, not dropped. */
  trackingUrl: z
    .string()
    .trim()
    .max(2000, maxLengthMessage(2000))
    .refine((value) => value === '' || safeTrackingUrl(value) !== null, deskMessages.trackingUrl)
    .optional(),
  expeditionName: optionalText(),
  /**
   * The frame numbers of the bikes it carries, as the warehouse scanned them, in the order of the delivery's bike
   * units: they become the frames claims and PDI find (spec 02 §3 Claim frameShippedDelvNo, frameShippedTo).
   */
  frameNumbers: z
    .array(frameNumberSchema)
    .max(MAX_SHIPPED_FRAMES, `At most ${String(MAX_SHIPPED_FRAMES)} frame numbers`)
    .refine((list) => new Set(list).size === list.length, deskMessages.duplicateFrames)
    .optional(),
});
export type ShipDeliveryInput = z.infer<typeof shipDeliverySchema>;

/** Why the frame numbers given do not fit the delivery's bikes, or null. */
export function shippedFramesProblem(given: number, bikeUnits: number): string | null {
  if (given <= bikeUnits) return null;
  return `The delivery carries ${String(bikeUnits)} bikes: ${String(given)} frame numbers are too many`;
}

/** Quantities of one order line as the desk checks them. */
export interface DeskLineQuantities {
  orderQty: number;
  confirmedQty: number;
  /** On deliveries, open or shipped. */
  deliveryQty: number;
}

/** Why a line may not get `add` more confirmed, or null: never more confirmed than ordered. */
export function confirmProblem(line: DeskLineQuantities, add: number): string | null {
  const left = line.orderQty - line.confirmedQty;
  return add > left ? `At most ${String(left)} more can be confirmed (ordered ${String(line.orderQty)})` : null;
}

/** Why a line may not put `qty` on a delivery, or null: only what is confirmed and not on a delivery yet. */
export function deliveryProblem(line: DeskLineQuantities, qty: number): string | null {
  const left = line.confirmedQty - line.deliveryQty;
  return qty > left ? `At most ${String(left)} confirmed and not yet on a delivery` : null;
}

export const shipCompleteMessages = {
  notAllConfirmed: 'Ship complete: every line must be confirmed in full before a delivery',
  notWhole: 'Ship complete: the delivery must carry every line in full',
} as const;

/**
 * Why an order to ship complete may not get this delivery, or null (docs/decisions.md "Ship complete"): the desk
 * makes one delivery, and only when every line is confirmed in full; it carries each line's whole quantity. An order
 * to ship as available (`shipComplete` false) is never refused here.
 */
export function shipCompleteProblem(
  shipComplete: boolean,
  lines: readonly (DeskLineQuantities & { id: number })[],
  delivery: readonly { orderLineId: number; qty: number }[],
): string | null {
  if (!shipComplete) return null;
  if (lines.some((l) => l.confirmedQty < l.orderQty)) return shipCompleteMessages.notAllConfirmed;
  const qtyOf = new Map(delivery.map((d) => [d.orderLineId, d.qty]));
  const whole = lines.every((l) => (qtyOf.get(l.id) ?? 0) === l.orderQty - l.deliveryQty);
  return whole ? null : shipCompleteMessages.notWhole;
}
