import { and, asc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { articleCodeLookup } from '../../../shared/catalog/article-code';
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

const textArray = (values: readonly string[]) =>
  sql`array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;

/** An article a typed code may mean: id, codes and unit of measure. */
export interface ArticleCandidate {
  id: number;
  articleCode: string;
  oldCode: string | null;
  uom: string;
}

/**
 * The articles (any sorg) that typed codes may mean, a superset for the shared rule (matchArticleCode) to decide:
 * by the code itself (unique index) and, only for codes not found that way, by old code, by the code without its
 * leading zeros and by the last 6 characters the portal shows.
 */
export async function articleCandidates(db: Db, typed: readonly string[]): Promise<ArticleCandidate[]> {
  const lookup = articleCodeLookup(typed);
  if (lookup.codes.length === 0) return [];
  const columns = { id: articles.id, articleCode: articles.articleCode, oldCode: articles.oldCode, uom: articles.uom };
  const exact = await db.select(columns).from(articles).where(inArray(articles.articleCode, lookup.codes));
  const found = new Set(exact.map((a) => a.articleCode));
  const rest = articleCodeLookup(lookup.codes.filter((code) => !found.has(code)));
  if (rest.codes.length === 0) return exact;
  const byShown =
    rest.shown.length > 0
      ? sql`or (left(${articles.articleCode}, 1) in ('I', '0') and right(${articles.articleCode}, 6) = any(${textArray(rest.shown)}))`
      : sql``;
  const others = await db
    .select(columns)
    .from(articles)
    .where(
      sql`upper(${articles.oldCode}) = any(${textArray(rest.codes)})
        or ltrim(upper(${articles.oldCode}), '0') = any(${textArray(rest.keys)})
        or (${articles.articleCode} ~ '^[0-9]+$' and ltrim(${articles.articleCode}, '0') = any(${textArray(rest.keys)}))
        ${byShown}`,
    );
  const byId = new Map([...exact, ...others].map((a) => [a.id, a]));
  return [...byId.values()];
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

/** The quantity of each of the articles in the customer's cart for the sorg (articles not in it left out). */
export function cartQtysOf(db: Db, customerId: number, sorg: string, articleIds: readonly number[]) {
  return db
    .select({ articleId: cartLines.articleId, qty: cartLines.qty })
    .from(cartLines)
    .where(
      and(
        eq(cartLines.customerId, customerId),
        eq(cartLines.sorg, sorg),
        inArray(cartLines.articleId, [...articleIds]),
      ),
    );
}
