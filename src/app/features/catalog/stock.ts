import type { ProductRowProductFragment } from '../../gql/graphql';

/** The stock of an article as the lists read it (the server has applied the host's masks and windows). */
export type RowStock = ProductRowProductFragment['stock'];

/** The three states of the stock dot: in stock now, arriving later, or neither. */
export type StockStatus = 'in-stock' | 'arriving' | 'out-of-stock';

export function stockStatusOf(stock: Pick<RowStock, 'inStock' | 'nextArrival'>): StockStatus {
  if (stock.inStock) return 'in-stock';
  return stock.nextArrival ? 'arriving' : 'out-of-stock';
}

/** One stock figure as shown: the mask when the host hides the number ('10+'), else the number. */
export function stockFigure(entry: { qty: number | null; mask: string | null }): string | null {
  if (entry.mask) return entry.mask;
  return entry.qty === null ? null : String(entry.qty);
}

/**
 * The figure of what is available now: the one cumulative entry, or the sum over the locations when every one
 * is a number (a masked location makes the sum unknown: the first mask is shown).
 */
export function availableFigure(available: readonly { qty: number | null; mask: string | null }[]): string | null {
  if (available.length === 0) return null;
  if (available.length === 1) return stockFigure(available[0] ?? { qty: null, mask: null });
  const masked = available.find((entry) => entry.mask);
  if (masked?.mask) return masked.mask;
  return String(available.reduce((sum, entry) => sum + (entry.qty ?? 0), 0));
}
