// The stock module's SQL over the catalog's tables: articles by code, article displays, the stock import and the
// restock subscriptions.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { escapeLike, list, rowsOf } from '../../db/sql';
import { articleSorgs, articles, restockSubscriptions, stock } from '../catalog/catalog.tables';
import { sorgs } from '../hosts/hosts.tables';
import { users } from '../users/users.tables';

/** Articles by code with whether each is sold in the sorg. */
export function articlesByCodes(db: Db, sorg: string, codes: readonly string[]) {
  return db
    .select({
      id: articles.id,
      articleCode: articles.articleCode,
      frameSize: articles.frameSize,
      color: articles.color,
      sold: sql<boolean>`${articleSorgs.articleId} is not null`,
    })
    .from(articles)
    .leftJoin(articleSorgs, and(eq(articleSorgs.articleId, articles.id), eq(articleSorgs.sorg, sorg)))
    .where(inArray(articles.articleCode, [...codes]));
}

/** Article codes and names matching a search, one row per sorg they are sold in; a page and the total. */
export async function articleDisplayPage(
  db: Db,
  search: string[],
  sorgCodes: readonly string[],
  limit: number,
  offset: number,
) {
  const words = search.map((w) => {
    const p = `%${escapeLike(w)}%`;
    return sql`(a.article_code ilike ${p} or a.name ilike ${p} or coalesce(a.old_code, '') ilike ${p})`;
  });
  const where = sql.join([sql`asg.sorg in ${list(sorgCodes)}`, ...words], sql` and `);
  return rowsOf<{ article_code: string; name: string; sorg: string; total: number }>(
    db,
    sql`select a.article_code, a.name, asg.sorg, (count(*) over ())::int as total
      from ${articles} a join ${articleSorgs} asg on asg.article_id = a.id
      where ${where}
      order by a.article_code collate "C", asg.sorg collate "C"
      limit ${limit} offset ${offset}`,
  );
}

export async function countArticleDisplays(db: Db, search: string[], sorgCodes: readonly string[]) {
  const words = search.map((w) => {
    const p = `%${escapeLike(w)}%`;
    return sql`(a.article_code ilike ${p} or a.name ilike ${p} or coalesce(a.old_code, '') ilike ${p})`;
  });
  const where = sql.join([sql`asg.sorg in ${list(sorgCodes)}`, ...words], sql` and `);
  const [row] = await rowsOf<{ total: number }>(
    db,
    sql`select count(*)::int as total from ${articles} a join ${articleSorgs} asg on asg.article_id = a.id where ${where}`,
  );
  return row?.total ?? 0;
}

export async function subscribeRestock(db: Db, userId: number, articleId: number, sorg: string, host: string) {
  await db
    .insert(restockSubscriptions)
    .values({ userId, articleId, sorg, host })
    .onConflictDoUpdate({
      target: [restockSubscriptions.userId, restockSubscriptions.articleId, restockSubscriptions.sorg],
      set: { host },
    });
}

export async function unsubscribeRestock(db: Db, userId: number, articleId: number, sorg: string) {
  await db
    .delete(restockSubscriptions)
    .where(
      and(
        eq(restockSubscriptions.userId, userId),
        eq(restockSubscriptions.articleId, articleId),
        eq(restockSubscriptions.sorg, sorg),
      ),
    );
}

export function sorgExists(db: Db, codes: readonly string[]) {
  return db
    .select({ code: sorgs.code })
    .from(sorgs)
    .where(inArray(sorgs.code, [...codes]));
}

/** Stock available now per (article, sorg) over every location. */
export function availableBy(db: Db, pairs: readonly { articleId: number; sorg: string }[]) {
  if (pairs.length === 0) return Promise.resolve([]);
  return rowsOf<{ article_id: number; sorg: string; available: number }>(
    db,
    sql`select st.article_id, st.sorg, coalesce(sum(greatest(st.available_qty, 0)), 0)::int as available
      from ${stock} st
      where (st.article_id, st.sorg) in (${sql.join(
        pairs.map((p) => sql`(${p.articleId}::int, ${p.sorg}::text)`),
        sql`, `,
      )})
      group by st.article_id, st.sorg`,
  );
}

export interface StockUpsert {
  articleId: number;
  sorg: string;
  location: string;
  availableQty: number;
  nextArrivalQty: number | null;
  nextArrivalDate: string | null;
}

/**
 * Writes stock rows (insert or update by article, sorg and location), touching updatedAt. With `keepArrival` the
 * stored next arrival of an existing row stays (the import row gave none).
 */
export async function upsertStock(db: Db, rows: readonly StockUpsert[], at: Date, keepArrival: boolean) {
  if (rows.length === 0) return;
  await db
    .insert(stock)
    .values(
      rows.map((r) => ({
        articleId: r.articleId,
        sorg: r.sorg,
        location: r.location,
        availableQty: r.availableQty,
        nextArrivalQty: r.nextArrivalQty ?? 0,
        nextArrivalDate: r.nextArrivalDate,
        updatedAt: at,
      })),
    )
    .onConflictDoUpdate({
      target: [stock.articleId, stock.sorg, stock.location],
      set: {
        availableQty: sql`excluded.available_qty`,
        ...(keepArrival
          ? {}
          : { nextArrivalQty: sql`excluded.next_arrival_qty`, nextArrivalDate: sql`excluded.next_arrival_date` }),
        updatedAt: sql`excluded.updated_at`,
      },
    });
}

/**
 * Takes (deletes and returns) the subscriptions to articles back in stock, with the user's address and name and
 * the article's code and name: each subscriber is told once.
 */
export function takeSubscriptions(db: Db, pairs: readonly { articleId: number; sorg: string }[]) {
  if (pairs.length === 0) return Promise.resolve([]);
  return rowsOf<{
    user_id: number;
    article_id: number;
    sorg: string;
    host: string;
    email: string;
    user_name: string;
    article_code: string;
    article_name: string;
    slug: string;
  }>(
    db,
    sql`with taken as (
        delete from ${restockSubscriptions} rs
        where (rs.article_id, rs.sorg) in (${sql.join(
          pairs.map((p) => sql`(${p.articleId}::int, ${p.sorg}::text)`),
          sql`, `,
        )})
        returning rs.user_id, rs.article_id, rs.sorg, rs.host
      )
      select t.user_id, t.article_id, t.sorg, t.host, u.email, u.name as user_name,
        a.article_code, a.name as article_name, a.slug
      from taken t join ${users} u on u.id = t.user_id join ${articles} a on a.id = t.article_id
      order by t.user_id, t.article_id`,
  );
}

/** Of the articles, those the user asked to hear of a restock in the sorg. */
export function restockSubscribed(db: Db, userId: number, sorg: string, articleIds: readonly number[]) {
  return db
    .select({ articleId: restockSubscriptions.articleId })
    .from(restockSubscriptions)
    .where(
      and(
        eq(restockSubscriptions.userId, userId),
        eq(restockSubscriptions.sorg, sorg),
        inArray(restockSubscriptions.articleId, [...articleIds]),
      ),
    );
}
