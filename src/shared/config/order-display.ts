// The stock-and-arrival switches of spec 01 §3 that act on checkout and order pages (built with checkout and
// orders; docs/decisions.md, "Config switches"): the rules those pages call, so each switch's meaning is fixed here.
import type { SupplyConfirmation } from '../catalog/supply';

export interface OrderDisplaySwitches {
  exactQtyCheckout: boolean;
  futureConfirmationDisplay: boolean;
  preOrderDisplay: boolean;
  orderTypeDisplay: boolean;
}

/**
 * exactQtyCheckout: the article codes of an order whose quantity is not confirmable in full (a part without a
 * supply date); checkout refuses the order while any is left. Without the switch, none.
 */
export function unconfirmedAtCheckout(
  lines: readonly { articleCode: string; confirmations: readonly SupplyConfirmation[] }[],
  switches: Pick<OrderDisplaySwitches, 'exactQtyCheckout'>,
): string[] {
  if (!switches.exactQtyCheckout) return [];
  return lines.filter((line) => line.confirmations.some((c) => c.supplyDate === null)).map((l) => l.articleCode);
}

/**
 * futureConfirmationDisplay: which confirmations an order line shows. With the switch every one (today's, the
 * future arrivals' and the undated rest); without it only what is supplied by today, the rest as one undated part.
 */
export function shownConfirmations(
  confirmations: readonly SupplyConfirmation[],
  today: string,
  switches: Pick<OrderDisplaySwitches, 'futureConfirmationDisplay'>,
): SupplyConfirmation[] {
  if (switches.futureConfirmationDisplay) return [...confirmations];
  const now = confirmations.filter((c) => c.supplyDate !== null && c.supplyDate <= today);
  const later = confirmations.reduce((sum, c) => (now.includes(c) ? sum : sum + c.supplyQty), 0);
  return later > 0 ? [...now, { supplyQty: later, supplyDate: null, supplyLocation: null }] : now;
}

/**
 * preOrderDisplay: whether a product is marked 'pre-order' (nothing in stock now, an arrival announced).
 * Without the switch never.
 */
export function isPreOrder(
  stock: { inStock: boolean; nextArrival: { date: string | null } | null },
  switches: Pick<OrderDisplaySwitches, 'preOrderDisplay'>,
): boolean {
  return switches.preOrderDisplay && !stock.inStock && stock.nextArrival?.date != null;
}

/** orderTypeDisplay: whether order lists and details show the order type column (open orders, deliveries). */
export function showsOrderType(switches: Pick<OrderDisplaySwitches, 'orderTypeDisplay'>): boolean {
  return switches.orderTypeDisplay;
}
