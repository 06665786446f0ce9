/**
 * The customer search of the customer dialog (salesCustomers): a case-insensitive substring of the name, any
 * customer code or the city; sorted by name, then id. The server runs it in SQL (ILIKE); the device runs this
 * copy over the customer list it keeps for offline use, so both give the same rows.
 */
export interface SearchableCustomer {
  id: string;
  name: string;
  codes: readonly (string | null | undefined)[];
  city: string | null | undefined;
}

/** The lower-cased text a search term is looked up in. */
export function customerSearchText(customer: SearchableCustomer): string {
  return [customer.name, ...customer.codes, customer.city]
    .filter((part): part is string => typeof part === 'string' && part !== '')
    .join('\n')
    .toLowerCase();
}

export function matchesCustomerSearch(searchText: string, term: string): boolean {
  const needle = term.trim().toLowerCase();
  return needle === '' || searchText.includes(needle);
}

/** Name order as PostgreSQL sorts it for the dialog (then the id, so equal names keep one order). */
export function compareCustomers(a: { name: string; id: string }, b: { name: string; id: string }): number {
  return a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/** One page (1-based) of a sorted list, with the paging info the dialog shows. */
export function pageOf<T>(
  items: readonly T[],
  page: number,
  limit: number,
): { items: T[]; page: number; count: number; pageTotal: number } {
  const pageTotal = Math.max(1, Math.ceil(items.length / limit));
  return { items: items.slice((page - 1) * limit, page * limit), page, count: items.length, pageTotal };
}
