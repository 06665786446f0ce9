import { and, eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { ErrorCode } from '../../../shared/errors/error-codes';
import type { AppDeps } from '../../app-deps';
import type { Db } from '../../db/client';
import { HttpError } from '../../lib/http-error';
import { describeIssues } from '../../lib/request';
import { articles, prices } from './catalog.tables';

const body = z.strictObject({
  articleCode: z.string().trim().min(1).max(100),
  sorg: z.string().trim().min(1).max(10),
  /** Minor units added to the dealer price of every customer group (negative lowers it, never below 1). */
  addDealer: z.number().int().min(-1_000_000_000).max(1_000_000_000),
});

/** Moves an article's dealer prices in a sorg; answers the new prices (SQL of the dev route only). */
async function moveDealerPrice(db: Db, input: z.infer<typeof body>) {
  const [article] = await db
    .select({ id: articles.id })
    .from(articles)
    .where(eq(articles.articleCode, input.articleCode));
  if (!article) return [];
  return db
    .update(prices)
    .set({ dealer: sql`greatest(1, ${prices.dealer} + ${input.addDealer})`, updatedAt: sql`now()` })
    .where(and(eq(prices.articleId, article.id), eq(prices.sorg, input.sorg)))
    .returning({ custGroup: prices.custGroup, dealer: prices.dealer });
}

/**
 * Development route of the catalog, for the end-to-end tests (an offline order draft whose price moved on the
 * server meanwhile): POST /dev/prices {articleCode, sorg, addDealer} moves the article's dealer prices. The app
 * registers it only when DEV_ROUTES is on (never in production); otherwise it is an unknown API route (404).
 */
export function devPricesRoutes(deps: Pick<AppDeps, 'db'>): Hono {
  const app = new Hono();
  app.post('/dev/prices', async (c) => {
    c.header('Cache-Control', 'no-store');
    const parsed = body.safeParse(await c.req.json().catch(() => null));
    if (!parsed.success) {
      throw new HttpError(400, `Invalid request: ${describeIssues(parsed.error)}`, ErrorCode.BAD_USER_INPUT);
    }
    const updated = await moveDealerPrice(deps.db, parsed.data);
    if (updated.length === 0) throw new HttpError(404, 'No such price', ErrorCode.NOT_FOUND);
    return c.json({ prices: updated });
  });
  return app;
}
