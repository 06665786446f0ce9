// Freight benefits at checkout (spec 01 §7 cartFreightBenefits → warehouseArea, targetQty, isHomeWarehouse,
// discountAmount; §9: the freight allowance percentage and 'buy N more bikes' tiers appear only as text templates).
import { renderMessage, type OrderMessage } from './order-messages';

/** One freight benefit of a warehouse area, as cartFreightBenefits answers it. */
export interface FreightBenefit {
  warehouseArea: string;
  /** Bikes to order from the area for the allowance. */
  targetQty: number;
  /** The customer's own warehouse area (the page marks it; the rule is the same). */
  isHomeWarehouse: boolean;
  /** The freight allowance in percent of the order's freight (spec 01 §9 "freight allowance percentage"). */
  discountAmount: number;
}

/** The templates (Lingui ICU ids); 'buy N more bikes' is the spec's wording. */
export const freightMessages = {
  buyMore:
    '{warehouseArea}: {count, plural, one {buy # more bike} other {buy # more bikes}} for a {percent}% freight allowance',
  reached: '{warehouseArea}: you get a {percent}% freight allowance',
} as const;

export type FreightHint =
  | ({ kind: 'buyMore'; isHomeWarehouse: boolean } & OrderMessage<{
      warehouseArea: string;
      count: number;
      percent: number;
    }>)
  | ({ kind: 'reached'; isHomeWarehouse: boolean } & OrderMessage<{ warehouseArea: string; percent: number }>);

/**
 * The hint for one warehouse area given the bikes of the cart from it: how many more to order for the allowance,
 * or that it is reached; null when the area offers nothing (no target or no allowance).
 */
export function freightHint(benefit: FreightBenefit, qtyInArea: number): FreightHint | null {
  if (!(benefit.targetQty > 0) || !(benefit.discountAmount > 0)) return null;
  const { warehouseArea, isHomeWarehouse } = benefit;
  const percent = benefit.discountAmount;
  const missing = Math.ceil(benefit.targetQty - Math.max(0, qtyInArea));
  if (missing > 0) {
    const values = { warehouseArea, count: missing, percent };
    const message = freightMessages.buyMore;
    return { kind: 'buyMore', isHomeWarehouse, message, values, text: renderMessage(message, values) };
  }
  const values = { warehouseArea, percent };
  const message = freightMessages.reached;
  return { kind: 'reached', isHomeWarehouse, message, values, text: renderMessage(message, values) };
}
