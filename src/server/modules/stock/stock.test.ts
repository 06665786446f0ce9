// Stock over the fixture catalog: supply confirmations, the analysis, article displays and restock notifications.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mails } from '../../mail/mail.tables';
import { users } from '../users/users.tables';
import { restockSubscriptions } from '../catalog/catalog.tables';
import { HOST, SORG, UNSOLD_GROUP } from '../catalog/catalog.test-fixtures';
import {
  server,
  fx,
  startCatalogServer,
  tokenOf,
  dealer,
  gql,
  ok,
  details,
} from '../catalog/catalog-api.test-fixtures';

startCatalogServer();

describe('stock confirmations and analysis', () => {
  it('confirms from stock now, then next arrivals up to the requested date, the rest unknown', async () => {
    const query = `query CatalogTestConfirm($orders: [StockOrderInput!]!, $reqDeliveryDate: String) {
      stockOrderConfirmations(orders: $orders, reqDeliveryDate: $reqDeliveryDate) {
        articleCode qty confirmations { supplyQty supplyDate supplyLocation }
      }
    }`;
    const code = fx.articlesOf(0)[0]?.articleCode ?? '';
    const today = new Date().toISOString().slice(0, 10);
    const in40 = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10);
    interface Answer {
      stockOrderConfirmations: { confirmations: unknown[] }[];
    }
    const all = await ok<Answer>(query, {
      orders: [
        { articleCode: code, qty: 12 },
        { articleCode: 'NOPE', qty: 2 },
      ],
    });
    expect(all.stockOrderConfirmations[0]?.confirmations).toEqual([
      { supplyQty: 5, supplyDate: today, supplyLocation: 'WH2' },
      { supplyQty: 4, supplyDate: in40, supplyLocation: 'WH2' },
      { supplyQty: 3, supplyDate: null, supplyLocation: null },
    ]);
    expect(all.stockOrderConfirmations[1]?.confirmations).toEqual([
      { supplyQty: 2, supplyDate: null, supplyLocation: null },
    ]);
    const early = await ok<Answer>(query, {
      orders: [{ articleCode: code, qty: 12 }],
      reqDeliveryDate: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
    });
    expect(early.stockOrderConfirmations[0]?.confirmations).toEqual([
      { supplyQty: 5, supplyDate: today, supplyLocation: 'WH2' },
      { supplyQty: 7, supplyDate: null, supplyLocation: null },
    ]);
    const bad = await gql(query, { orders: [], reqDeliveryDate: 'tomorrow' });
    expect(bad.status).toBe(400);
  });

  it('analyzes article codes: flags with status and description, unknown codes invalid', async () => {
    const query = `query CatalogTestAnalyze($codes: [String!]!, $sorg: String) {
      productAnalyzesV3(articleCodes: $codes, sorg: $sorg) {
        articleCode invalidArticle { status description } allowToOrder { status } orderBlocked { status }
        brandBlocked { status description } hasPrice { status } sorgBlocked { status } stock { inStock }
      }
    }`;
    const codes = [0, 1, 2, 5].map((i) => fx.articlesOf(i)[0]?.articleCode ?? '');
    interface Answer {
      productAnalyzesV3: Record<string, { status: boolean; description?: string } | string | null>[];
    }
    const answer = (await ok<Answer>(query, { codes: [...codes, 'NOPE'] })).productAnalyzesV3;
    expect(answer.map((a) => a.articleCode)).toEqual([...codes, 'NOPE']);
    expect(answer[0]).toMatchObject({
      invalidArticle: { status: false },
      allowToOrder: { status: true },
      hasPrice: { status: true },
    });
    expect(answer[1]).toMatchObject({ allowToOrder: { status: false } });
    expect(answer[2]).toMatchObject({ orderBlocked: { status: true } });
    expect(answer[3]).toMatchObject({ hasPrice: { status: false } });
    expect(answer[4]).toMatchObject({ invalidArticle: { status: true }, stock: null });
    const forA = (
      await ok<Answer>(query, { codes: [fx.articlesOf(5)[0]?.articleCode] }, await tokenOf('sales', fx.salesA))
    ).productAnalyzesV3;
    expect(forA[0]).toMatchObject({ brandBlocked: { status: true } });
    const otherSorg = (await ok<Answer>(query, { codes, sorg: '1000' })).productAnalyzesV3;
    expect(otherSorg.every((a) => (a.invalidArticle as { status: boolean }).status)).toBe(true);
  });

  it('lists article displays of a search in the sorgs, paged', async () => {
    const query = `query CatalogTestDisplays($search: String, $sorgs: [String!], $page: Int) {
      articleDisplays(search: $search, sorgs: $sorgs, page: $page) {
        items { articleCode articleCodeDisplay name sorg } info { page count pageTotal }
      }
    }`;
    interface Answer {
      articleDisplays: {
        items: { articleCode: string; articleCodeDisplay: string; sorg: string }[];
        info: { count: number; pageTotal: number };
      };
    }
    const page = (await ok<Answer>(query, { search: 'i00tb0', sorgs: [SORG] })).articleDisplays;
    expect(page.items.length).toBeGreaterThan(0);
    for (const item of page.items) {
      expect(item.articleCode.startsWith('I00TB0')).toBe(true);
      expect(item.articleCodeDisplay).toBe(item.articleCode.slice(-6));
      expect(item.sorg).toBe(SORG);
    }
    const all = (await ok<Answer>(query, { search: 'TB', sorgs: [SORG] })).articleDisplays;
    expect(all.items).toHaveLength(20);
    const second = (await ok<Answer>(query, { search: 'TB', sorgs: [SORG], page: 2 })).articleDisplays;
    expect(second.items[0]?.articleCode).not.toBe(all.items[0]?.articleCode);
    const none = (await ok<Answer>(query, { search: 'TB', sorgs: ['NOPE'] })).articleDisplays;
    expect(none.info).toEqual({ page: 1, count: 0, pageTotal: 1 });
  });
});

describe('restock notifications', () => {
  const SUBSCRIBE = `mutation CatalogTestSubscribe($articleCode: String!, $sorg: String!) {
    subscribeRestockedNotification(articleCode: $articleCode, sorg: $sorg) {
      message { status description } userErrors { field message code } restockNotification
    }
  }`;
  const UNSUBSCRIBE = `mutation CatalogTestUnsubscribe($articleCode: String!, $sorg: String!) {
    unsubscribeRestockedNotification(articleCode: $articleCode, sorg: $sorg) {
      message { status description } userErrors { field message code } restockNotification
    }
  }`;
  const UPDATE = `mutation CatalogTestUpdateStock($input: [StockUpdateInput!]!) {
    updateStock(input: $input) { message { status description } userErrors { field message } updated notified }
  }`;
  interface Payload {
    message: { status: string; description: string };
    userErrors: { field: string | null; message: string; code?: string }[];
    restockNotification: boolean;
  }

  it('subscribes, tells the subscriber once by mail when the stock comes back, and ends the subscription', async () => {
    const article = fx.articlesOf(9)[0];
    const code = article?.articleCode ?? '';
    const on = (await ok<{ subscribeRestockedNotification: Payload }>(SUBSCRIBE, { articleCode: code, sorg: SORG }))
      .subscribeRestockedNotification;
    expect(on).toEqual({
      message: {
        status: 'SUCCESS',
        description:
          'The notification was successfully activated. You will get notifications on your email when the stock is available.',
      },
      userErrors: [],
      restockNotification: true,
    });
    expect((await details(fx.groupSlugs[9] ?? ''))?.products[0]?.restockNotification).toBe(true);

    const admin = await tokenOf('admin');
    const update = async (availableQty: number) =>
      (
        await ok<{ updateStock: { message: { status: string }; updated: number; notified: number } }>(
          UPDATE,
          { input: [{ articleCode: code, sorg: SORG, location: 'WH1', availableQty }] },
          admin,
        )
      ).updateStock;
    expect(await update(3)).toMatchObject({ message: { status: 'SUCCESS' }, updated: 1, notified: 1 });
    const [dealerUser] = await server.db.select().from(users).where(eq(users.username, 'dealer'));
    const sent = await server.db
      .select()
      .from(mails)
      .where(eq(mails.to, dealerUser?.email ?? ''));
    const restock = sent.filter((m) => m.text.includes(code.slice(-6)) || m.text.includes(code));
    expect(restock).toHaveLength(1);
    expect(restock[0]?.subject).toBe(`Back in stock: ${article?.name ?? ''}`);
    expect(restock[0]?.text).toContain(`http://${HOST}/en-us/catalog/${article?.slug ?? ''}`);
    const left = await server.db
      .select()
      .from(restockSubscriptions)
      .where(and(eq(restockSubscriptions.articleId, article?.id ?? 0), eq(restockSubscriptions.sorg, SORG)));
    expect(left).toEqual([]);
    // More stock later tells nobody again.
    expect(await update(5)).toMatchObject({ notified: 0 });
    const stockNow = (await details(fx.groupSlugs[9] ?? ''))?.products[0];
    expect(stockNow).toMatchObject({ restockNotification: false, stock: { inStock: true } });
    // The import kept the next arrival it was not given.
    expect(stockNow?.stock.nextArrival?.qty).toBe(7);
  });

  it('unsubscribes with the spec message', async () => {
    const code = fx.articlesOf(13)[0]?.articleCode ?? '';
    await ok(SUBSCRIBE, { articleCode: code, sorg: SORG });
    const off = (
      await ok<{ unsubscribeRestockedNotification: Payload }>(UNSUBSCRIBE, { articleCode: code, sorg: SORG })
    ).unsubscribeRestockedNotification;
    expect(off).toEqual({
      message: { status: 'SUCCESS', description: 'The notification has been disabled.' },
      userErrors: [],
      restockNotification: false,
    });
  });

  it('answers userErrors for an unknown article or sorg, never an error', async () => {
    const bad = await server.graphql<{ subscribeRestockedNotification: Payload }>(
      SUBSCRIBE,
      { articleCode: 'NOPE', sorg: 'NOPE' },
      await dealer(),
      HOST,
    );
    expect(bad.status).toBe(200);
    expect(bad.data?.subscribeRestockedNotification.message.status).toBe('FAILED');
    expect(bad.data?.subscribeRestockedNotification.userErrors.map((e) => e.field).sort()).toEqual([
      'articleCode',
      'sorg',
    ]);
    const unsold = fx.articlesOf(UNSOLD_GROUP)[0]?.articleCode ?? '';
    const notSold = await ok<{ subscribeRestockedNotification: Payload }>(SUBSCRIBE, {
      articleCode: unsold,
      sorg: SORG,
    });
    expect(notSold.subscribeRestockedNotification.userErrors).toEqual([
      { field: 'articleCode', message: 'Unknown article code', code: 'BAD_USER_INPUT' },
    ]);
  });

  it('refuses a stock import with a bad row as a whole, with each problem', async () => {
    const admin = await tokenOf('admin');
    const code = fx.articlesOf(17)[0]?.articleCode ?? '';
    const res = await ok<{
      updateStock: { message: { status: string }; userErrors: { field: string }[]; updated: number };
    }>(
      UPDATE,
      {
        input: [
          { articleCode: code, sorg: SORG, location: 'WH1', availableQty: 1 },
          { articleCode: 'NOPE', sorg: 'NOPE', location: ' ', availableQty: -1, nextArrivalDate: '2026-02-30' },
        ],
      },
      admin,
    );
    expect(res.updateStock.message.status).toBe('FAILED');
    expect(res.updateStock.updated).toBe(0);
    expect(res.updateStock.userErrors.map((e) => e.field)).toEqual([
      'input.1.articleCode',
      'input.1.sorg',
      'input.1.location',
      'input.1.availableQty',
      'input.1.nextArrivalDate',
    ]);
  });
});
