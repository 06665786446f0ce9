import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../../../tests/support/test-server';
import { articles, prices } from './catalog.tables';

// POST /api/dev/prices (DEV_ROUTES only): the end-to-end tests move a dealer price on the server while an order
// is drafted offline.

let server: TestServer;

beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server.close();
});

const post = (body: unknown) =>
  server.request('/api/dev/prices', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('POST /api/dev/prices', () => {
  it("moves an article's dealer prices in a sorg and answers them", async () => {
    const [row] = await server.db
      .select({ articleCode: articles.articleCode, sorg: prices.sorg, dealer: prices.dealer })
      .from(prices)
      .innerJoin(articles, eq(articles.id, prices.articleId))
      .limit(1);
    if (!row) throw new Error('no price in the seed');
    const res = await post({ articleCode: row.articleCode, sorg: row.sorg, addDealer: 100 });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { prices: { dealer: number }[] };
    expect(body.prices.map((p) => p.dealer)).toContain(row.dealer + 100);
  });

  it('refuses a bad body (400) and an unknown article (404)', async () => {
    expect((await post({ articleCode: 'X' })).status).toBe(400);
    expect((await post({ articleCode: 'NO-SUCH-ARTICLE', sorg: '1000', addDealer: 1 })).status).toBe(404);
  });

  it('answers 404 in production', async () => {
    const production = await createTestServer({ env: { NODE_ENV: 'production' } });
    try {
      const res = await production.request('/api/dev/prices', { method: 'POST', body: '{}' });
      expect(res.status).toBe(404);
    } finally {
      await production.close();
    }
  });
});
