// The PDI list's search check, apart from the list's GraphQL documents: the route tree imports it, so it must load
// nothing but itself (docs/decisions.md "First load": each route's search check in a `<feature>.search.ts`).

/** The list's address (spec 02 §2 /pdi): a search, the show-deleted toggle, a page of 10 or 20. */
export interface PdiListSearch {
  search?: string | undefined;
  deleted?: boolean | undefined;
  page: number;
  limit: 10 | 20;
}

export function parsePdiListSearch(raw: Record<string, unknown>): PdiListSearch {
  const page = Number(raw.page);
  const search =
    typeof raw.search === 'string' && raw.search.trim() !== '' ? raw.search.trim().slice(0, 100) : undefined;
  return {
    search,
    deleted: raw.deleted === true || raw.deleted === 'true' ? true : undefined,
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
    limit: Number(raw.limit) === 20 ? 20 : 10,
  };
}
