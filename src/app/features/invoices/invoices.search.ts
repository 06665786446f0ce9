// The search params of the invoice pages: the open list's company, bucket and opened invoice, and the paid list's
// range and search. The route tree checks them before any page loads, so this file imports no schema library.
import { isVisitDay } from '../../../shared/visit-forms/visit-address';

export interface OpenInvoiceSearch {
  /** The company tab (its sorg); the first company when absent. */
  sorg?: string;
  /** The ageing bucket shown (0 not due … 4 over 90); the oldest bucket with invoices when absent. */
  bucket?: number;
  /** The invoice whose detail is open, in the company's sorg. */
  invoice?: string;
}

const text = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' && value.length <= 40 ? value.trim() : undefined;

export function parseOpenInvoiceSearch(search: Record<string, unknown>): OpenInvoiceSearch {
  const sorg = text(search.sorg);
  const bucket = Number(search.bucket);
  const invoice = text(search.invoice);
  return {
    ...(sorg === undefined ? {} : { sorg }),
    ...(Number.isInteger(bucket) && bucket >= 0 && bucket <= 4 && search.bucket !== '' ? { bucket } : {}),
    ...(invoice === undefined ? {} : { invoice }),
  };
}

export interface PaidInvoiceSearch {
  /** Both or neither: without them the page shows the last 30 days. The 30 days are checked on the page. */
  from?: string;
  to?: string;
  /** The search within the list. */
  q?: string;
}

export function parsePaidInvoiceSearch(search: Record<string, unknown>): PaidInvoiceSearch {
  const from = typeof search.from === 'string' && isVisitDay(search.from) ? search.from : undefined;
  const to = typeof search.to === 'string' && isVisitDay(search.to) ? search.to : undefined;
  const q = typeof search.q === 'string' && search.q.trim() !== '' ? search.q.slice(0, 100) : undefined;
  return {
    ...(from === undefined || to === undefined ? {} : { from, to }),
    ...(q === undefined ? {} : { q }),
  };
}
