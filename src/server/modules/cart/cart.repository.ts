import { and, asc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { articles, productGroups } from '../catalog/catalog.tables';
import { cartLines } from './cart.tables';

/** Key space of the cart's advisory locks (pg_advisory_xact_lock(key, customerId)): "CART" in ASCII. */
const CART_LOCK_SPACE = 0x43415254;

/** A cart line with its article's code. */
export interface CartLineWithCode {
  articleId: number;
  articleCode: string;
  sorg: string;
  qty: number;
  uom: string;
}

export interface CartLineFilter {
  /** Only these article codes. */
  articleCodes?: readonly string[] | undefined;
  /** Only the articles of this article or product-group slug. */
  slug?: string | undefined;
}

/**
 * Serialises the changes to one customer's cart until the transaction ends, so two requests adding to the same
 * line (a rep and the dealer, or two outbox replays) never lose one another's quantity.
 */
export async function lockCart(tx: Db, customerId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${CART_LOCK_SPACE}::int, ${customerId}::int)`);
}

/** The lines of a customer's cart, oldest first, optionally narrowed to some article codes or a slug. */
export async function cartLinesOf(
  db: Db,
  customerId: number,
  filter: CartLineFilter = {},
): Promise<CartLineWithCode[]> {
  const conditions: SQL[] = [eq(cartLines.customerId, customerId)];
  if (filter.articleCodes) {
    if (filter.articleCodes.length === 0) return [];
    conditions.push(inArray(articles.articleCode, [...filter.articleCodes]));
  }
  if (filter.slug !== undefined) {
    const bySlug = or(eq(articles.slug, filter.slug), eq(productGroups.slug, filter.slug));
    if (bySlug) conditions.push(bySlug);
  }
  return db
    .select({
      articleId: cartLines.articleId,
      articleCode: articles.articleCode,
      sorg: cartLines.sorg,
      qty: cartLines.qty,
      uom: cartLines.uom,
    })
    .from(cartLines)
    .innerJoin(articles, eq(articles.id, cartLines.articleId))
    .innerJoin(productGroups, eq(productGroups.id, articles.productGroupId))
    .where(and(...conditions))
    .orderBy(asc(cartLines.createdAt), asc(articles.articleCode), asc(cartLines.sorg));
}

/** Articles by code (any sorg): id and unit of measure; codes not found are simply absent. */
export async function articlesByCodes(
  db: Db,
  codes: readonly string[],
): Promise<{ id: number; articleCode: string; uom: string }[]> {
  if (codes.length === 0) return [];
  return db
    .select({ id: articles.id, articleCode: articles.articleCode, uom: articles.uom })
    .from(articles)
    .where(inArray(articles.articleCode, [...new Set(codes)]));
}

/** Sets a line's quantity, creating the line when it is new. */
export async function upsertLine(
  db: Db,
  customerId: number,
  line: { articleId: number; sorg: string; qty: number; uom: string; updatedBy: number },
): Promise<void> {
  await db
    .insert(cartLines)
    .values({ customerId, ...line })
    .onConflictDoUpdate({
      target: [cartLines.customerId, cartLines.articleId, cartLines.sorg],
      set: { qty: line.qty, uom: line.uom, updatedBy: line.updatedBy, updatedAt: sql`now()` },
    });
}

/** Removes a line (quantity 0, or stock exceeded); nothing happens when there is none. */
export async function deleteLine(db: Db, customerId: number, articleId: number, sorg: string): Promise<void> {
  await db
    .delete(cartLines)
    .where(and(eq(cartLines.customerId, customerId), eq(cartLines.articleId, articleId), eq(cartLines.sorg, sorg)));
}
