// The device's copy of the fixture catalog (catalogSync).
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { articleSorgs, stock } from './catalog.tables';
import { catalogRevisionOf } from './products.repository';
import { SORG } from './catalog.test-fixtures';
import { server, fx, startCatalogServer, gql, ok } from './catalog-api.test-fixtures';

startCatalogServer();

describe('catalogSync', () => {
  const SYNC = `query CatalogTestSync($updatedAfter: String, $cursor: String, $limit: Int) {
    catalogSync(updatedAfter: $updatedAfter, cursor: $cursor, limit: $limit) {
      products { id articleCode price { dealer } } groups { id } nextCursor asOf
    }
  }`;
  interface Answer {
    catalogSync: {
      products: { id: string; articleCode: string; price: { dealer: number } | null }[];
      groups: { id: string }[];
      nextCursor: string | null;
      asOf: string;
    };
  }

  it('sends the customer catalog in chunks, then only what changed since', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    let asOf = '';
    do {
      const page: Answer = await ok<Answer>(SYNC, { cursor, limit: 100 });
      seen.push(...page.catalogSync.products.map((p) => p.id));
      for (const p of page.catalogSync.products) {
        expect(page.catalogSync.groups.map((g) => g.id)).toContain(
          String(fx.articles.find((a) => String(a.id) === p.id)?.productGroupId),
        );
      }
      asOf ||= page.catalogSync.asOf;
      cursor = page.catalogSync.nextCursor;
    } while (cursor);
    const [soldCount] = await server.db
      .select({ n: sql<number>`count(*)::int` })
      .from(articleSorgs)
      .where(eq(articleSorgs.sorg, SORG));
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toHaveLength(soldCount?.n ?? -1);

    const later = await ok<Answer>(SYNC, { updatedAfter: new Date(Date.now() + 1000).toISOString() });
    expect(later.catalogSync.products).toEqual([]);
    const article = fx.articlesOf(3)[0];
    await server.db
      .update(stock)
      .set({ availableQty: 9, updatedAt: new Date(Date.now() + 5_000) })
      .where(and(eq(stock.articleId, article?.id ?? 0), eq(stock.sorg, SORG)));
    const delta = await ok<Answer>(SYNC, { updatedAfter: new Date(Date.now() + 1000).toISOString() });
    expect(delta.catalogSync.products.map((p) => p.articleCode)).toEqual([article?.articleCode]);
  });

  it('sends stock written since its asOf although stock no longer moves the catalog revision', async () => {
    const STOCK = `query CatalogTestSyncStock($updatedAfter: String) {
      catalogSync(updatedAfter: $updatedAfter, limit: 1000) { products { articleCode stock { inStock } } asOf }
    }`;
    interface StockAnswer {
      catalogSync: { products: { articleCode: string; stock: { inStock: boolean } }[]; asOf: string };
    }
    const { asOf } = (await ok<StockAnswer>(STOCK, { updatedAfter: new Date(Date.now() + 60_000).toISOString() }))
      .catalogSync;
    const revision = await catalogRevisionOf(server.db);
    const article = fx.articlesOf(5)[0];
    const where = and(eq(stock.articleId, article?.id ?? 0), eq(stock.sorg, SORG));
    const before = await server.db.select().from(stock).where(where);
    // As a checkout writes it (place-order.repository reserveStock): the quantity and updated_at = now().
    await server.db
      .update(stock)
      .set({ availableQty: 0, updatedAt: sql`now()` })
      .where(where);
    expect(await catalogRevisionOf(server.db)).toBe(revision);
    const delta = await ok<StockAnswer>(STOCK, { updatedAfter: asOf });
    expect(delta.catalogSync.products.filter((p) => p.articleCode === article?.articleCode)).toEqual([
      { articleCode: article?.articleCode, stock: { inStock: false } },
    ]);
    for (const row of before) {
      await server.db
        .update(stock)
        .set({ availableQty: row.availableQty })
        .where(and(where, eq(stock.location, row.location)));
    }
  });

  it('refuses a cursor it did not give and a limit out of range', async () => {
    expect((await gql(SYNC, { cursor: 'garbage!' })).status).toBe(400);
    expect((await gql(SYNC, { limit: 1001 })).status).toBe(400);
    expect((await gql(SYNC, { updatedAfter: 'yesterday' })).status).toBe(400);
  });
});
