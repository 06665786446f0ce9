// Totals of the orders a checkout places, one per sorg (spec 01 §5 "Cart discount tiers": the total is summed per
// sorg group), with the shipment rate and the payment method's discount. Integer minor units throughout; the line
// prices are the cart's own rule (src/shared/catalog/discount-tiers.ts), so the cart, the checkout page, the
// offline draft and the server agree to the unit.
import { linePrice, type DiscountTierRule } from '../catalog/discount-tiers';
import { splitCartBySorg } from './checkout.schema';

export interface OrderTotalsLine<T extends DiscountTierRule = DiscountTierRule> {
  sorg: string;
  articleCode: string;
  qty: number;
  /** Dealer price per unit, minor units. */
  dealer: number;
  tiers: readonly T[];
  currency: string;
}

/** The chosen shipment rate of one sorg's order (Shipment rate.rate {rate, currency}). */
export interface ShipmentCharge {
  sorg: string;
  rate: number;
  currency: string;
}

export interface PricedOrderLine<T extends DiscountTierRule = DiscountTierRule> {
  articleCode: string;
  qty: number;
  unitPrice: number;
  subtotal: number;
  /** The tier applied; null: the dealer price. */
  tier: T | null;
}

export interface SorgOrderTotal<T extends DiscountTierRule = DiscountTierRule> {
  sorg: string;
  currency: string;
  totalQty: number;
  lines: PricedOrderLine<T>[];
  /** Sum of the lines' subtotals (after tiers). */
  goods: number;
  /** The payment method's discount on the goods, a positive amount taken off. */
  paymentDiscount: number;
  /** The shipment rate; 0 until one is chosen. */
  shipment: number;
  /** goods − paymentDiscount + shipment. */
  total: number;
}

/**
 * The payment method's discount (paymentMerchants.paymentDiscount, a percentage) on an order's goods: after the
 * tiers, before shipment (freight is not discounted), rounded to the minor unit, per order.
 */
export function paymentDiscountAmount(goods: number, percent: number): number {
  if (!(percent > 0)) return 0;
  return Math.round((goods * Math.min(percent, 100)) / 100);
}

/**
 * The order of each sorg with its priced lines and totals, sorgs in ascending order (as {@link splitCartBySorg}).
 * Throws a RangeError when the lines of a sorg, or its shipment rate, are in different currencies: an order has
 * one currency, and a rate in another must never be offered.
 */
export function sorgOrderTotals<T extends DiscountTierRule>(
  lines: readonly OrderTotalsLine<T>[],
  shipments: readonly ShipmentCharge[],
  paymentDiscountPercent = 0,
): SorgOrderTotal<T>[] {
  return splitCartBySorg(lines).map(({ sorg, lines: ofSorg }) => {
    const currency = ofSorg[0]?.currency ?? '';
    const priced = ofSorg.map((line) => {
      if (line.currency !== currency) {
        throw new RangeError(`Sorg ${sorg} mixes ${currency} and ${line.currency}`);
      }
      const price = linePrice(line.dealer, line.tiers, line.qty);
      return { articleCode: line.articleCode, qty: line.qty, ...price };
    });
    const charge = shipments.find((s) => s.sorg === sorg);
    if (charge && charge.currency !== currency) {
      throw new RangeError(`Shipment rate in ${charge.currency} for an order in ${currency}`);
    }
    const goods = priced.reduce((sum, line) => sum + line.subtotal, 0);
    const paymentDiscount = paymentDiscountAmount(goods, paymentDiscountPercent);
    const shipment = charge?.rate ?? 0;
    return {
      sorg,
      currency,
      totalQty: priced.reduce((sum, line) => sum + line.qty, 0),
      lines: priced,
      goods,
      paymentDiscount,
      shipment,
      total: goods - paymentDiscount + shipment,
    };
  });
}
