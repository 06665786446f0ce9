// The offline catalog's SQL (catalogSync): which articles of the buyer's sorg changed since a time.
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Buyer } from './catalog.models';
import { list, rowsOf } from '../../db/sql';
import { articleSorgs, articles, prices, productGroups, stock } from './catalog.tables';

/**
 * A chunk of the articles sold in the buyer's sorg changed at or after `since` (µs since the epoch), by the latest
 * change of the article, its group, its sorg flags, its prices for the buyer and its stock in the sorg; ordered by
 * (change, id), after the cursor. With `since` null (everything), ordered by id.
 */
export function changedArticles(
  db: Db,
  buyer: Pick<Buyer, 'sorg' | 'custGroup'>,
  since: bigint | null,
  after: { changed: bigint; id: number } | null,
  limit: number,
) {
  // A full download needs no change key: it pages by id, an index scan, instead of computing the latest change
  // of every article of the sorg and sorting them all again for each chunk (seconds per chunk on PGlite).
  if (since === null) {
    return rowsOf<{ id: number; changed: string }>(
      db,
      sql`select a.id, '0' as changed from ${articles} a
        join ${articleSorgs} asg on asg.article_id = a.id and asg.sorg = ${buyer.sorg}
        ${after === null ? sql`` : sql`where a.id > ${after.id}::int`}
        order by a.id
        limit ${limit}`,
    );
  }
  const groups = list([...new Set([buyer.custGroup, ''])]);
  const changed = sql`(floor(extract(epoch from greatest(a.updated_at, g.updated_at, asg.updated_at,
      (select max(pr.updated_at) from ${prices} pr where pr.article_id = a.id and pr.sorg = ${buyer.sorg} and pr.cust_group in ${groups}),
      (select max(st.updated_at) from ${stock} st where st.article_id = a.id and st.sorg = ${buyer.sorg})
    )) * 1000000))::bigint`;
  const conditions = [
    sql`c.changed >= ${since.toString()}::bigint`,
    after === null ? undefined : sql`(c.changed, c.id) > (${after.changed.toString()}::bigint, ${after.id}::int)`,
  ].filter((c): c is SQL => c !== undefined);
  return rowsOf<{ id: number; changed: string }>(
    db,
    sql`select c.id, c.changed::text as changed from (
        select a.id, ${changed} as changed from ${articles} a
        join ${articleSorgs} asg on asg.article_id = a.id and asg.sorg = ${buyer.sorg}
        join ${productGroups} g on g.id = a.product_group_id
      ) c
      ${conditions.length > 0 ? sql`where ${sql.join(conditions, sql` and `)}` : sql``}
      order by c.changed, c.id
      limit ${limit}`,
  );
}
