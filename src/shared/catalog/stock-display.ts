// How stock is shown (spec 01 §3 Stock and the host config's stock fields; the spec gives names, not meanings —
// docs/decisions.md records these): one rule for the server's answers and the device's offline catalog.

/** One stock row: an article in a sorg at one location. Dates are ISO days (YYYY-MM-DD). */
export interface StockLocationRow {
  location: string;
  priority: number;
  availableQty: number;
  availableDate: string | null;
  custorderQty: number;
  custorderDate: string | null;
  nextArrivalQty: number;
  nextArrivalDate: string | null;
  availableForOrderAt: string | null;
}

/** The host config's stock fields this rule reads. */
export interface StockDisplayConfig {
  /** Above this quantity the figure is hidden and '{maskStock}+' shown; 0 shows every figure. */
  maskStock: number;
  /** The same for the next arrival's quantity. */
  maskNextArrival: number;
  /** Whether the next arrival is shown at all. */
  nextArrivalDisplay: boolean;
  /** Only arrivals within this many months are shown; 0: any. */
  nextArrivalMonth: number;
  /** One cumulative figure, or one per location (by priority). */
  stockDisplay: 'cumulative' | 'location';
}

export interface StockEntryView {
  date: string | null;
  /** null when masked. */
  qty: number | null;
  /** What is shown instead of a masked figure ('10+'). */
  mask: string | null;
  priority: number | null;
  location: string | null;
}

export interface StockView {
  available: StockEntryView[];
  custorder: StockEntryView | null;
  nextArrival: StockEntryView | null;
  availableForOrderAt: string | null;
  inStock: boolean;
  /** The true quantity available now over every location: for the server's checks, never shown. */
  availableQty: number;
}

function masked(qty: number, threshold: number): Pick<StockEntryView, 'qty' | 'mask'> {
  return threshold > 0 && qty > threshold ? { qty: null, mask: `${String(threshold)}+` } : { qty, mask: null };
}

function earliest(dates: readonly (string | null)[]): string | null {
  let first: string | null = null;
  for (const date of dates) if (date !== null && (first === null || date < first)) first = date;
  return first;
}

/** `today` plus `months` calendar months, as an ISO day (the last day of a shorter month when needed). */
export function addMonths(today: string, months: number): string {
  const [year = 0, month = 1, day = 1] = today.split('-').map(Number);
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target.toISOString().slice(0, 10);
}

/**
 * The stock of one article as the host shows it, from its rows at every location. `today` is the ISO day the
 * next-arrival window starts from.
 */
export function stockView(rows: readonly StockLocationRow[], config: StockDisplayConfig, today: string): StockView {
  const byPriority = [...rows].sort((a, b) => a.priority - b.priority || a.location.localeCompare(b.location));
  const availableQty = byPriority.reduce((sum, row) => sum + Math.max(0, row.availableQty), 0);

  const available: StockEntryView[] =
    config.stockDisplay === 'location'
      ? byPriority.map((row) => ({
          date: row.availableDate,
          ...masked(Math.max(0, row.availableQty), config.maskStock),
          priority: row.priority,
          location: row.location,
        }))
      : [
          {
            date: earliest(byPriority.filter((row) => row.availableQty > 0).map((row) => row.availableDate)),
            ...masked(availableQty, config.maskStock),
            priority: null,
            location: null,
          },
        ];

  const custorderQty = byPriority.reduce((sum, row) => sum + Math.max(0, row.custorderQty), 0);
  const custorder: StockEntryView | null =
    custorderQty > 0
      ? {
          date: earliest(byPriority.filter((row) => row.custorderQty > 0).map((row) => row.custorderDate)),
          qty: custorderQty,
          mask: null,
          priority: null,
          location: null,
        }
      : null;

  let nextArrival: StockEntryView | null = null;
  if (config.nextArrivalDisplay) {
    const until = config.nextArrivalMonth > 0 ? addMonths(today, config.nextArrivalMonth) : null;
    const arriving = byPriority.filter(
      (row) =>
        row.nextArrivalQty > 0 &&
        row.nextArrivalDate !== null &&
        row.nextArrivalDate >= today &&
        (until === null || row.nextArrivalDate <= until),
    );
    const date = earliest(arriving.map((row) => row.nextArrivalDate));
    if (date !== null) {
      const onThatDay = arriving.filter((row) => row.nextArrivalDate === date);
      const qty = onThatDay.reduce((sum, row) => sum + row.nextArrivalQty, 0);
      nextArrival = {
        date,
        ...masked(qty, config.maskNextArrival),
        priority: null,
        location: onThatDay.length === 1 ? (onThatDay[0]?.location ?? null) : null,
      };
    }
  }

  return {
    available,
    custorder,
    nextArrival,
    availableForOrderAt: earliest(byPriority.map((row) => row.availableForOrderAt)),
    inStock: availableQty > 0,
    availableQty,
  };
}
