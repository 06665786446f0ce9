/**
 * The visit pages' address (spec 02 §9): the brand segment and the list's search parameters. Apart from the
 * form's schema (visit-form.ts) on purpose: the route tree checks these before any page loads, so they ride in
 * the first-load chunk, which must not carry a schema library (docs/decisions.md, "First-load budgets").
 */

/** The two brand families with a visit form; the route segment and the `brand` argument of `formVisits`. */
export const VISIT_BRANDS = ['polygon', 'wim'] as const;
export type VisitBrand = (typeof VISIT_BRANDS)[number];

export function isVisitBrand(value: unknown): value is VisitBrand {
  return typeof value === 'string' && (VISIT_BRANDS as readonly string[]).includes(value);
}

/** Page sizes of the visit list (spec 02 §9 "Table page size choices 10 or 20 (default 10)"). */
export const VISIT_PAGE_SIZES = [10, 20] as const;
export type VisitPageSize = (typeof VISIT_PAGE_SIZES)[number];

/** Whether a string is a real calendar day written YYYY-MM-DD. */
export function isVisitDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const time = Date.parse(value);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value;
}

/** The list's search parameters (spec 02 §9: page sizes 10 or 20, default 10; a date range of at most 30 days). */
export interface VisitListSearch {
  page: number;
  limit: VisitPageSize;
  /** The customer picker's unified value (`{sorg}:{custCode}`), or undefined for every customer. */
  customer?: string;
  /** YYYY-MM-DD, both or neither. */
  from?: string;
  to?: string;
}

/** A search-param object made safe: unknown keys dropped, bad values replaced by the defaults. */
export function parseVisitListSearch(search: Record<string, unknown>): VisitListSearch {
  const page = Number(search.page);
  const limit = Number(search.limit);
  const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined);
  const day = (value: unknown) => {
    const given = text(value);
    return given !== undefined && isVisitDay(given) ? given : undefined;
  };
  const customer = text(search.customer);
  const from = day(search.from);
  const to = day(search.to);
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    limit: (VISIT_PAGE_SIZES as readonly number[]).includes(limit) ? (limit as VisitPageSize) : VISIT_PAGE_SIZES[0],
    ...(customer === undefined ? {} : { customer }),
    ...(from === undefined ? {} : { from }),
    ...(to === undefined ? {} : { to }),
  };
}
