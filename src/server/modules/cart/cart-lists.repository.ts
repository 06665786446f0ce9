import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { articles } from '../catalog/catalog.tables';
import { users } from '../users/users.tables';
import { cartLines, cartListLines, cartLists } from './cart.tables';

/** A named list with its line count and who made it. */
export interface CartListRow {
  id: number;
  name: string;
  lineCount: number;
  createdByName: string | null;
  createdAt: Date;
  updatedAt: Date;
}

/** A line of a named list with its article's code. */
export interface CartListLineRow {
  listId: number;
  articleId: number;
  articleCode: string;
  sorg: string;
  qty: number;
  uom: string;
}

const listColumns = {
  id: cartLists.id,
  name: cartLists.name,
  createdByName: users.name,
  createdAt: cartLists.createdAt,
  updatedAt: cartLists.updatedAt,
};

/** The customer's lists, by name (case-insensitive), with their line counts. */
export async function listsOf(db: Db, customerId: number): Promise<CartListRow[]> {
  const lineCounts = db
    .select({ listId: cartListLines.listId, n: count().as('n') })
    .from(cartListLines)
    .groupBy(cartListLines.listId)
    .as('line_counts');
  const rows = await db
    .select({ ...listColumns, lineCount: sql<number>`coalesce(${lineCounts.n}, 0)::int` })
    .from(cartLists)
    .leftJoin(users, eq(users.id, cartLists.createdBy))
    .leftJoin(lineCounts, eq(lineCounts.listId, cartLists.id))
    .where(eq(cartLists.customerId, customerId))
    .orderBy(sql`lower(${cartLists.name})`, asc(cartLists.id));
  return rows;
}

/** One of the customer's lists; undefined for an unknown id or another customer's list. */
export async function listOf(db: Db, customerId: number, listId: number): Promise<CartListRow | undefined> {
  const [row] = await db
    .select({
      ...listColumns,
      lineCount: sql<number>`(select count(*) from ${cartListLines} where ${cartListLines.listId} = ${cartLists.id})::int`,
    })
    .from(cartLists)
    .leftJoin(users, eq(users.id, cartLists.createdBy))
    .where(and(eq(cartLists.customerId, customerId), eq(cartLists.id, listId)));
  return row;
}

/** The lines of some lists (already checked to be the customer's), in article code order. */
export async function linesOf(db: Db, listIds: readonly number[]): Promise<CartListLineRow[]> {
  if (listIds.length === 0) return [];
  return db
    .select({
      listId: cartListLines.listId,
      articleId: cartListLines.articleId,
      articleCode: articles.articleCode,
      sorg: cartListLines.sorg,
      qty: cartListLines.qty,
      uom: cartListLines.uom,
    })
    .from(cartListLines)
    .innerJoin(articles, eq(articles.id, cartListLines.articleId))
    .where(inArray(cartListLines.listId, [...listIds]))
    .orderBy(asc(cartListLines.listId), asc(articles.articleCode), asc(cartListLines.sorg));
}

/** The names of the customer's lists (for the name rule), with their ids. */
export function namesOf(db: Db, customerId: number) {
  return db
    .select({ id: cartLists.id, name: cartLists.name })
    .from(cartLists)
    .where(eq(cartLists.customerId, customerId));
}

/**
 * Copies the customer's cart into a new list. Answers the new id, or `taken` when the unique index on lower(name)
 * refuses the name (a list of that name was saved meanwhile).
 */
export async function insertListFromCart(
  tx: Db,
  customerId: number,
  name: string,
  createdBy: number,
): Promise<{ id: number } | 'taken'> {
  const [list] = await tx
    .insert(cartLists)
    .values({ customerId, name, createdBy })
    .onConflictDoNothing()
    .returning({ id: cartLists.id });
  if (!list) return 'taken';
  await tx.insert(cartListLines).select(
    tx
      .select({
        listId: sql<number>`${list.id}::int`.as('list_id'),
        articleId: cartLines.articleId,
        sorg: cartLines.sorg,
        qty: cartLines.qty,
        uom: cartLines.uom,
      })
      .from(cartLines)
      .where(eq(cartLines.customerId, customerId)),
  );
  return list;
}

/** Renames one of the customer's lists: false when there is none; `taken` when the unique index refuses. */
export async function renameList(db: Db, customerId: number, listId: number, name: string): Promise<boolean | 'taken'> {
  // A name another list holds (whatever the case) is refused by the unique index; checked first so no driver
  // error is raised (the rule also checks, this closes the race between two renames).
  const [clash] = await db
    .select({ id: cartLists.id })
    .from(cartLists)
    .where(
      and(
        eq(cartLists.customerId, customerId),
        sql`lower(${cartLists.name}) = lower(${name})`,
        sql`${cartLists.id} <> ${listId}`,
      ),
    );
  if (clash) return 'taken';
  const rows = await db
    .update(cartLists)
    .set({ name, updatedAt: sql`now()` })
    .where(and(eq(cartLists.customerId, customerId), eq(cartLists.id, listId)))
    .returning({ id: cartLists.id });
  return rows.length > 0;
}

/** Deletes one of the customer's lists (its lines go with it): false when there is none. */
export async function deleteList(db: Db, customerId: number, listId: number): Promise<boolean> {
  const rows = await db
    .delete(cartLists)
    .where(and(eq(cartLists.customerId, customerId), eq(cartLists.id, listId)))
    .returning({ id: cartLists.id });
  return rows.length > 0;
}

/** How many lists the customer has. */
export async function listCount(db: Db, customerId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(cartLists).where(eq(cartLists.customerId, customerId));
  return row?.n ?? 0;
}

/** How many lines the customer's cart holds. */
export async function cartLineCount(db: Db, customerId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(cartLines).where(eq(cartLines.customerId, customerId));
  return row?.n ?? 0;
}

/** Empties the customer's cart (start a cart from a list, replacing it). */
export async function clearCart(tx: Db, customerId: number): Promise<void> {
  await tx.delete(cartLines).where(eq(cartLines.customerId, customerId));
}
