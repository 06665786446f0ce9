// When an ordered quantity can be supplied (spec 01 §7 stockOrderConfirmations) and how much can be confirmed at
// all: one rule for the server's confirmations and the exactQtyCheck switch (docs/decisions.md, "Config switches").
import type { StockLocationRow } from './stock-display';

/** One supply of an ordered quantity; date and location null for what nothing covers. */
export interface SupplyConfirmation {
  supplyQty: number;
  supplyDate: string | null;
  supplyLocation: string | null;
}

export interface SupplyOptions {
  /** The ISO day of the request. */
  today: string;
  /** The host config's supplyLocation: only that location supplies; '' any. */
  supplyLocation: string;
  /** Only arrivals on or before this ISO day count; null any. */
  reqDeliveryDate?: string | null | undefined;
}

type SupplyRow = Pick<
  StockLocationRow,
  'location' | 'priority' | 'availableQty' | 'availableDate' | 'nextArrivalQty' | 'nextArrivalDate'
>;

function supplying<T extends SupplyRow>(rows: readonly T[], options: SupplyOptions): T[] {
  const only = options.supplyLocation.trim();
  return [...rows]
    .filter((row) => only === '' || row.location === only)
    .sort((a, b) => a.priority - b.priority || a.location.localeCompare(b.location));
}

function arrivals<T extends SupplyRow>(rows: readonly T[], options: SupplyOptions): T[] {
  return rows
    .filter(
      (row) =>
        row.nextArrivalQty > 0 &&
        row.nextArrivalDate !== null &&
        row.nextArrivalDate >= options.today &&
        (!options.reqDeliveryDate || row.nextArrivalDate <= options.reqDeliveryDate),
    )
    .sort((a, b) => (a.nextArrivalDate ?? '').localeCompare(b.nextArrivalDate ?? '') || a.priority - b.priority);
}

/**
 * When each part of `qty` can be supplied: first from the stock available now, location by location in priority
 * order (dated today, or the row's availableDate when later), then from the next arrivals by date and priority.
 * What neither covers is one supply without date or location.
 */
export function supplyConfirmations(
  rows: readonly SupplyRow[],
  qty: number,
  options: SupplyOptions,
): SupplyConfirmation[] {
  const from = supplying(rows, options);
  let left = Math.max(0, qty);
  const confirmations: SupplyConfirmation[] = [];
  for (const row of from) {
    if (left === 0) break;
    const take = Math.min(left, Math.max(0, row.availableQty));
    if (take === 0) continue;
    const date = row.availableDate && row.availableDate > options.today ? row.availableDate : options.today;
    confirmations.push({ supplyQty: take, supplyDate: date, supplyLocation: row.location });
    left -= take;
  }
  for (const row of arrivals(from, options)) {
    if (left === 0) break;
    const take = Math.min(left, row.nextArrivalQty);
    confirmations.push({ supplyQty: take, supplyDate: row.nextArrivalDate, supplyLocation: row.location });
    left -= take;
  }
  if (left > 0) confirmations.push({ supplyQty: left, supplyDate: null, supplyLocation: null });
  return confirmations;
}

/**
 * The most that can be confirmed with a date: the stock available now plus the announced arrivals, at the
 * supplying locations. With exactQtyCheck a cart quantity above it is refused.
 */
export function confirmableQty(rows: readonly SupplyRow[], options: SupplyOptions): number {
  const from = supplying(rows, options);
  const now = from.reduce((sum, row) => sum + Math.max(0, row.availableQty), 0);
  return arrivals(from, options).reduce((sum, row) => sum + row.nextArrivalQty, now);
}
