/** Repeat order's search: the page of past orders and the order picked (its order number). */
export interface RepeatOrderSearch {
  page?: number;
  order?: string;
}

/** Keeps a positive whole page number and a plausible order number; anything else is dropped, never an error. */
export function validateRepeatOrderSearch(search: Record<string, unknown>): RepeatOrderSearch {
  const result: RepeatOrderSearch = {};
  const page = typeof search.page === 'string' ? Number(search.page) : search.page;
  if (typeof page === 'number' && Number.isInteger(page) && page > 1 && page <= 10_000) result.page = page;
  const order =
    typeof search.order === 'string' ? search.order : typeof search.order === 'number' ? String(search.order) : '';
  if (order !== '' && order.length <= 40) result.order = order;
  return result;
}
