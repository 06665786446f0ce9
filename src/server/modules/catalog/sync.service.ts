// The device's offline copy of the catalog (catalogSync): the buyer's articles in chunks, then what changed.
import type { AppDeps } from '../../app-deps';
import { badInputError } from '../../graphql/errors';
import type { Buyer } from './catalog.models';
import { loadGroups, loadProducts } from './products.service';
import * as repo from './sync.repository';

export const SYNC_DEFAULT_LIMIT = 500;
export const SYNC_MAX_LIMIT = 1000;

const encodeCursor = (changed: string, id: number) => Buffer.from(`${changed}:${String(id)}`).toString('base64url');

function decodeCursor(cursor: string): { changed: bigint; id: number } {
  const text = Buffer.from(cursor, 'base64url').toString('utf8');
  const match = /^(\d{1,20}):(\d{1,10})$/.exec(text);
  if (!match?.[1] || !match[2]) throw badInputError('cursor is not one this server gave');
  return { changed: BigInt(match[1]), id: Number(match[2]) };
}

/**
 * One chunk of the buyer's catalog changed at or after `updatedAfter` (an ISO time, usually the asOf of the last
 * sync): its articles as products and their groups; `nextCursor` continues the same delta. Articles that leave
 * the sorg are not reported (a full sync replaces the device's copy).
 */
export async function catalogSync(
  deps: Pick<AppDeps, 'db'>,
  buyer: Buyer,
  args: { updatedAfter?: string | null; cursor?: string | null; limit?: number | null },
) {
  const { db } = deps;
  const limit = args.limit ?? SYNC_DEFAULT_LIMIT;
  if (limit < 1 || limit > SYNC_MAX_LIMIT) throw badInputError(`limit must be between 1 and ${String(SYNC_MAX_LIMIT)}`);
  let since: bigint | null = null;
  if (args.updatedAfter) {
    const at = new Date(args.updatedAfter);
    if (Number.isNaN(at.getTime())) throw badInputError('updatedAfter must be an ISO date-time');
    since = BigInt(at.getTime()) * 1000n;
  }
  const after = args.cursor ? decodeCursor(args.cursor) : null;
  const rows = await repo.changedArticles(db, buyer, since, after, limit + 1);
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  const products = await loadProducts(
    { db },
    buyer,
    page.map((r) => r.id),
  );
  const groups = await loadGroups(
    { db },
    buyer,
    products.map((p) => p.group.id),
  );
  return {
    products,
    groups,
    nextCursor: rows.length > limit && last ? encodeCursor(last.changed, last.id) : null,
    asOf: buyer.now.toISOString(),
  };
}
