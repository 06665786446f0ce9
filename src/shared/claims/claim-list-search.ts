// The claim list's address (spec 02 §2 /claim): read by the route's search validation, which stays in the route
// tree (the first load), so this file imports no schema library and no form rules.
import { CLAIM_STATUS_IDS, type ClaimStatusId } from './claim-rules';

/** The claim list's search parameters (spec 02 §2 /claim; page sizes 10 or 20). */
export interface ClaimListSearch {
  page: number;
  limit: 10 | 20;
  status?: ClaimStatusId;
  from?: string;
  to?: string;
  q?: string;
  customer?: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Reads the list's search parameters leniently: an unknown value falls back to the default. */
export function parseClaimListSearch(search: Record<string, unknown>): ClaimListSearch {
  const page = Number(search.page);
  const limit = Number(search.limit);
  const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined);
  const day = (value: unknown) => (typeof value === 'string' && DAY.test(value) ? value : undefined);
  const status = text(search.status);
  const from = day(search.from);
  const to = day(search.to);
  const q = text(search.q);
  const customer = text(search.customer);
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    limit: limit === 20 ? 20 : 10,
    ...(status !== undefined && (CLAIM_STATUS_IDS as readonly string[]).includes(status)
      ? { status: status as ClaimStatusId }
      : {}),
    ...(from !== undefined ? { from } : {}),
    ...(to !== undefined ? { to } : {}),
    ...(q !== undefined ? { q } : {}),
    ...(customer !== undefined ? { customer } : {}),
  };
}
