// Guardrails a buyer expects when the host lets an order through anyway (docs/decisions.md "Guardrails"): a cart
// line over the stock when nothing checks the stock, and a confirmation before a large order is placed.

/** One stock figure of a line's product as the host shows it (Stock.available): `qty` is null when masked. */
export interface ShownStockEntry {
  qty: number | null;
}

/**
 * How much of a line is in stock now when the quantity exceeds it and nothing refuses the line (the host's and the
 * sorg's availableStockCheck are both off: spec 01 §8 removes such a line only with the check on). Null: no warning
 * (the check is on and the server refuses instead, the quantity fits, or a figure is masked so the true stock is
 * unknown here: a masked figure is above the host's maskStock, and saying less would be wrong).
 * The figures of every location add up (stockDisplay 'location' lists one entry per location).
 */
export function stockShortfall(
  qty: number,
  available: readonly ShownStockEntry[],
  stockChecked: boolean,
): { inStock: number } | null {
  if (stockChecked || qty <= 0) return null;
  let inStock = 0;
  for (const entry of available) {
    if (entry.qty === null) return null;
    inStock += Math.max(0, entry.qty);
  }
  return qty > inStock ? { inStock } : null;
}

/** One order of a checkout: its grand total in integer minor units and the precision of its currency. */
export interface OrderTotalForConfirmation {
  sorg: string;
  /** Minor units (cents), as src/shared/orders/order-totals.ts counts. */
  total: number;
  decimalPrecision: number;
}

/**
 * The orders whose total exceeds the host's largeOrderConfirmAmount (in the currency's major units: 5000 is
 * $5,000.00), which the buyer confirms before Place order sends anything. 0 (the default) never asks. A host serves
 * one sorg (docs/decisions.md "A host serves one sorg"), so the amount is in that sorg's currency; each order of a
 * cart with several sorgs is compared in its own currency's minor units.
 */
export function ordersAboveConfirmAmount<T extends OrderTotalForConfirmation>(
  orders: readonly T[],
  largeOrderConfirmAmount: number,
): T[] {
  if (!(largeOrderConfirmAmount > 0)) return [];
  return orders.filter((order) => order.total > Math.round(largeOrderConfirmAmount * 10 ** order.decimalPrecision));
}
