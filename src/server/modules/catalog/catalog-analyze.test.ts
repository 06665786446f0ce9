import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../../../tests/support/test-server';
import type { CustomerRow } from '../customers/customers.tables';
import { productListMessages } from './lists.service';
import { HOST, seedCatalogFixture, type CatalogFixture } from './catalog.test-fixtures';

let server: TestServer;
let fx: CatalogFixture;

beforeAll(async () => {
  server = await createTestServer();
  fx = await seedCatalogFixture(server.db);
});
afterAll(async () => {
  await server.close();
});

const tokenOf = (username: string, customer?: CustomerRow) => server.tokenFor(username, customer);
const codeOf = (customer: CustomerRow) => customer.custCodeIsr ?? customer.custCodeR3 ?? '';

const ANALYZE = (
  field: string,
) => `query CatalogAnalyzeTest($codes: [String!]!, $custCode: String, $salesUsername: String) {
  ${field}(articleCodes: $codes, custCode: $custCode, salesUsername: $salesUsername) {
    articleCode invalidArticle { status } allowToOrder { status } brandBlocked { status description }
    hasPrice { status description } sorgBlocked { status description }
  }
}`;

interface Flag {
  status: boolean;
  description?: string;
}
type Analyze = Record<string, Flag | string>;

async function analyze(
  token: string,
  variables: { codes: string[]; custCode?: string; salesUsername?: string },
  field = 'productAnalyzesV3',
) {
  const res = await server.graphql<Record<string, Analyze[]>>(ANALYZE(field), variables, token, HOST);
  return { status: res.status, errors: res.errors, answer: res.data?.[field] };
}

describe('productAnalyzesV2/V3 with custCode and salesUsername', () => {
  // Group 5's brand is blocked for customer group G2 (salesA's), not for the demo dealer's group.
  const blockedForA = () => [fx.articlesOf(5)[0]?.articleCode ?? ''];

  it('analyzes a named customer for an administrator, without an active customer', async () => {
    const admin = await tokenOf('admin');
    const forA = await analyze(admin, { codes: blockedForA(), custCode: codeOf(fx.salesA) });
    expect(forA.errors).toBeUndefined();
    expect(forA.answer?.[0]).toMatchObject({ brandBlocked: { status: true } });
    // r3 works as well as the derived id.
    const byR3 = await analyze(admin, { codes: blockedForA(), custCode: fx.salesA.custCodeR3 ?? '' });
    expect(byR3.answer).toEqual(forA.answer);
    // The dealer's customer is in another customer group: the same article is not brand blocked there.
    const forDealer = await analyze(admin, { codes: blockedForA(), custCode: codeOf(fx.dealerCustomer) });
    expect(forDealer.answer?.[0]).toMatchObject({ brandBlocked: { status: false } });
    // Without a custCode the administrator must choose a customer first.
    const none = await analyze(admin, { codes: blockedForA() });
    expect(none.status).toBe(400);
    expect(none.errors?.[0]?.message).toBe('Please select a customer first');
  });

  it("analyzes as a sales user: only that user's customers", async () => {
    const admin = await tokenOf('admin');
    const asSales = await analyze(admin, {
      codes: blockedForA(),
      custCode: codeOf(fx.salesA),
      salesUsername: 'sales',
    });
    expect(asSales.answer?.[0]).toMatchObject({ brandBlocked: { status: true } });
    // sales2 does not serve salesA: refused like an unknown customer.
    const asSales2 = await analyze(admin, {
      codes: blockedForA(),
      custCode: codeOf(fx.salesA),
      salesUsername: 'sales2',
    });
    expect(asSales2.status).toBe(400);
    expect(asSales2.errors?.[0]?.message).toBe('Unknown customer');
    expect(asSales2.answer).toBeUndefined();
    const unknownUser = await analyze(admin, { codes: blockedForA(), custCode: codeOf(fx.salesA), salesUsername: 'x' });
    expect(unknownUser.errors?.[0]?.message).toBe('Unknown sales user');
  });

  it('lets a catalog user name only their own customers and themselves', async () => {
    const dealer = await tokenOf('dealer');
    const foreign = await analyze(dealer, { codes: blockedForA(), custCode: codeOf(fx.salesA) });
    expect(foreign.status).toBe(400);
    expect(foreign.errors?.[0]?.message).toBe('Unknown customer');
    const unknown = await analyze(dealer, { codes: blockedForA(), custCode: 'NO-SUCH-CUSTOMER' });
    expect(unknown.errors?.[0]?.message).toBe('Unknown customer');
    const otherUser = await analyze(dealer, { codes: blockedForA(), salesUsername: 'sales' });
    expect(otherUser.errors?.[0]?.message).toBe('Unknown sales user');

    const plain = await analyze(dealer, { codes: blockedForA() });
    const own = await analyze(dealer, { codes: blockedForA(), custCode: codeOf(fx.dealerCustomer) });
    const self = await analyze(dealer, { codes: blockedForA(), salesUsername: 'dealer' });
    expect(own.answer).toEqual(plain.answer);
    expect(self.answer).toEqual(plain.answer);

    // A rep acting for salesB may analyze salesA, its own customer, by code.
    const sales = await tokenOf('sales', fx.salesB);
    const repForA = await analyze(sales, { codes: blockedForA(), custCode: codeOf(fx.salesA) });
    expect(repForA.answer?.[0]).toMatchObject({ brandBlocked: { status: true } });
  });

  it('answers productAnalyzesV2 as productAnalyzesV3', async () => {
    const admin = await tokenOf('admin');
    const codes = [...blockedForA(), fx.articlesOf(0)[0]?.articleCode ?? '', 'NOPE'];
    const v3 = await analyze(admin, { codes, custCode: codeOf(fx.salesA) });
    const v2 = await analyze(admin, { codes, custCode: codeOf(fx.salesA) }, 'productAnalyzesV2');
    expect(v2.answer).toEqual(v3.answer);
    expect(v2.answer).toHaveLength(3);
  });
});

describe('productsWithMessages', () => {
  const QUERY = `query CatalogProductsWithMessages($filter: ProductFilterInput!, $page: Int, $limit: Int) {
    productsWithMessages(filter: $filter, page: $page, limit: $limit) {
      items { id slug } info { page count pageTotal } messages { code message }
    }
  }`;
  const GROUPS = `query CatalogRecommended($filter: ProductFilterInput!) {
    productGroups(filter: $filter, limit: 3, sort: { field: RECOMMENDED }) { items { id } info { count } }
  }`;
  interface Page {
    items: { id: string }[];
    info: { page: number; count: number; pageTotal: number };
    messages: { code: string; message: string }[];
  }

  const run = async (token: string, variables: Record<string, unknown>) => {
    const res = await server.graphql<{ productsWithMessages: Page }>(QUERY, variables, token, HOST);
    if (!res.data) throw new Error(JSON.stringify(res.errors));
    return res.data.productsWithMessages;
  };

  it('answers page 1 with one product group, the most recommended, and no message', async () => {
    const dealer = await tokenOf('dealer');
    const page = await run(dealer, { filter: { category: 'BIKE' } });
    const groups = await server.graphql<{ productGroups: { items: { id: string }[]; info: { count: number } } }>(
      GROUPS,
      { filter: { category: 'BIKE' } },
      dealer,
      HOST,
    );
    expect(page.items.map((g) => g.id)).toEqual([groups.data?.productGroups.items[0]?.id]);
    expect(page.info).toEqual({
      page: 1,
      count: groups.data?.productGroups.info.count,
      pageTotal: groups.data?.productGroups.info.count,
    });
    expect(page.messages).toEqual([]);
    const third = await run(dealer, { filter: { category: 'BIKE' }, page: 3 });
    expect(third.items.map((g) => g.id)).toEqual(groups.data?.productGroups.items.slice(2, 3).map((g) => g.id));
  });

  it('says why the list is empty or cannot be ordered', async () => {
    const dealer = await tokenOf('dealer');
    const empty = await run(dealer, { filter: { category: 'BIKE', search: 'no-such-product-anywhere' } });
    expect(empty.items).toEqual([]);
    expect(empty.messages).toEqual([{ code: 'NO_PRODUCTS', message: productListMessages.noProducts }]);
    // salesC has no area in the fixture's sorg: every product is blocked.
    const outside = await run(await tokenOf('sales', fx.salesC), { filter: { category: 'BIKE' } });
    expect(outside.messages).toContainEqual({ code: 'NOT_IN_SORG', message: productListMessages.notInSorg });
  });

  it('needs page.catalog and a customer', async () => {
    const auditor = await server.graphql(QUERY, { filter: { category: 'BIKE' } }, await tokenOf('auditor'), HOST);
    expect(auditor.status).toBe(403);
    const admin = await server.graphql(QUERY, { filter: { category: 'BIKE' } }, await tokenOf('admin'), HOST);
    expect(admin.status).toBe(400);
    expect(admin.errors?.[0]?.message).toBe('Please select a customer first');
  });
});
