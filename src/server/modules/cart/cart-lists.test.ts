// Named cart lists through GraphQL: save, read, rename, delete, start a cart from a list (re-priced, with the change
// list), the customer's lists only, and the limits.
import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../../../tests/support/test-server';
import { userIdOf } from '../../../../tests/support/builders';
import { CART_LIST_MAX_LINES, CART_LISTS_PER_CUSTOMER, cartListMessages } from '../../../shared/orders/cart-lists';
import {
  articleSorgs,
  articles,
  brands,
  merchandiseCategories,
  prices,
  productGroups,
  stock,
} from '../catalog/catalog.tables';
import { customers, userCustomers, type CustomerRow } from '../customers/customers.tables';
import { cartLines, cartLists } from './cart.tables';

const P = `L${randomBytes(3).toString('hex').toUpperCase()}`;
const code = { a: `${P}-A`, b: `${P}-B`, c: `${P}-C`, d: `${P}-D` };

interface ListAnswer {
  id: string;
  name: string;
  lineCount: number;
  groups: { sorg: string; total: number; totalQty: number }[];
  createdBy: string | null;
}
interface Payload {
  message: { status: string; description: string };
  userErrors: { field: string | null; message: string; code: string }[];
}
interface StartAnswer extends Payload {
  results: { articleCode: string; status: string; qty: number; unitPrice: number | null }[];
  changes: {
    kind: string;
    articleCode: string | null;
    reason: string | null;
    before: string | null;
    after: string | null;
  }[];
  cart: { lines: { id: string; qty: number; unitPrice: number }[] };
}

const LIST = 'id name lineCount groups { sorg total totalQty } createdBy';
const Q = {
  lists: `query CartListsTest { cartLists { ${LIST} } }`,
  list: `query CartListTest($id: ID!) { cartList(id: $id) { list { ${LIST} } content { lines { id qty unitPrice product { articleCode } } } } }`,
  save: `mutation SaveListTest($name: String!) { saveCartAsList(name: $name) { message { status description } userErrors { field message code } list { ${LIST} } } }`,
  rename: `mutation RenameListTest($id: ID!, $name: String!) { renameCartList(id: $id, name: $name) { message { status description } userErrors { field message code } list { ${LIST} } } }`,
  remove: `mutation DeleteListTest($id: ID!) { deleteCartList(id: $id) { message { status description } userErrors { field message code } id } }`,
  start: `mutation StartListTest($id: ID!, $mode: CartListStartMode!, $seen: [CartListSeenPriceInput!]) {
    startCartFromList(id: $id, mode: $mode, seen: $seen) {
      message { status description } userErrors { field message code }
      results { articleCode status qty unitPrice }
      changes { kind articleCode reason before after }
      cart { lines { id qty unitPrice } }
    } }`,
};

let server: TestServer;
let customerA: CustomerRow;
let customerB: CustomerRow;
const ids = new Map<string, number>();
const idOf = (c: string) => ids.get(c) ?? 0;

async function insertFixtures() {
  const db = server.db;
  const [brand] = await db
    .insert(brands)
    .values({ code: `${P}-BR`, description: `List brand ${P}` })
    .returning();
  const [mc] = await db
    .insert(merchandiseCategories)
    .values({ code: `${P}-MC`, name: 'List parts', category: 'paa' })
    .returning();
  if (!brand || !mc) throw new Error('fixtures');
  const [group] = await db
    .insert(productGroups)
    .values({
      slug: `${P.toLowerCase()}-parts`,
      parentName: 'List parts',
      category: 'paa',
      brandId: brand.id,
      merchandiseCategoryId: mc.id,
    })
    .returning();
  if (!group) throw new Error('fixtures');
  const all = Object.values(code);
  const rows = await db
    .insert(articles)
    .values(all.map((c) => ({ articleCode: c, slug: c.toLowerCase(), productGroupId: group.id, name: `Part ${c}` })))
    .returning();
  for (const row of rows) ids.set(row.articleCode, row.id);
  await db.insert(articleSorgs).values(all.map((c) => ({ articleId: idOf(c), sorg: '1000' })));
  const usd = { currency: 'USD', symbol: '$', thousandSeparator: ',', decimalSeparator: '.', decimalPrecision: 2 };
  await db
    .insert(prices)
    .values(all.map((c, i) => ({ articleId: idOf(c), sorg: '1000', retail: 9_000, dealer: 1_000 * (i + 1), ...usd })));
  await db
    .insert(stock)
    .values(all.map((c) => ({ articleId: idOf(c), sorg: '1000', location: 'WH1', availableQty: 100 })));
}

const custCodeOf = (customer: CustomerRow) => customer.custCodeIsr ?? customer.custCodeR3 ?? '';

async function fillCart(token: string, rows: { articleCode: string; qty: number }[], customer = customerA) {
  const res = await server.graphql<{ updateProductsInCart: { results: { status: string }[] } }>(
    `mutation FillTest($products: [CartProductInput!]!) { updateProductsInCart(products: $products) { results { status } } }`,
    { products: rows.map((r) => ({ custCode: custCodeOf(customer), sorg: '1000', ...r })) },
    token,
  );
  expect(res.data?.updateProductsInCart.results.map((r) => r.status)).toEqual(rows.map(() => 'ADDED'));
}

const cartOf = (customer: CustomerRow) =>
  server.db
    .select({ code: articles.articleCode, qty: cartLines.qty })
    .from(cartLines)
    .innerJoin(articles, eq(articles.id, cartLines.articleId))
    .where(eq(cartLines.customerId, customer.id))
    .orderBy(articles.articleCode);

async function save(token: string, name: string) {
  const res = await server.graphql<{ saveCartAsList: Payload & { list: ListAnswer | null } }>(Q.save, { name }, token);
  if (!res.data) throw new Error(JSON.stringify(res.errors));
  return res.data.saveCartAsList;
}

async function start(token: string, id: string, mode: 'REPLACE' | 'ADD', seen?: unknown[]) {
  const res = await server.graphql<{ startCartFromList: StartAnswer }>(Q.start, { id, mode, seen }, token);
  if (!res.data) throw new Error(JSON.stringify(res.errors));
  return res.data.startCartFromList;
}

beforeAll(async () => {
  server = await createTestServer();
  const links = async (username: string) =>
    server.db
      .select({ customer: customers })
      .from(userCustomers)
      .innerJoin(customers, eq(customers.id, userCustomers.customerId))
      .where(eq(userCustomers.userId, await userIdOf(server.db, username)));
  const [dealer] = await links('dealer');
  if (!dealer) throw new Error('the dealer has no customer');
  customerA = dealer.customer;
  const other = (await links('sales')).find(
    (r) => r.customer.id !== customerA.id && r.customer.custCodeR3?.startsWith('001'),
  );
  if (!other) throw new Error('the sales rep has no second US customer');
  customerB = other.customer;
  await insertFixtures();
});

afterAll(async () => {
  await server.close();
});

beforeEach(async () => {
  await server.db.delete(cartLines).where(inArray(cartLines.customerId, [customerA.id, customerB.id]));
  await server.db.delete(cartLists).where(inArray(cartLists.customerId, [customerA.id, customerB.id]));
  await server.db
    .update(prices)
    .set({ dealer: 1_000 })
    .where(and(eq(prices.articleId, idOf(code.a)), eq(prices.sorg, '1000')));
  await server.db
    .update(articleSorgs)
    .set({ orderBlocked: false })
    .where(inArray(articleSorgs.articleId, [...ids.values()]));
});

describe('saving, renaming and deleting lists', () => {
  it('saves the cart under a name, for every user acting for the customer', async () => {
    const dealer = await server.tokenFor('dealer');
    await fillCart(dealer, [
      { articleCode: code.a, qty: 2 },
      { articleCode: code.b, qty: 3 },
    ]);
    const saved = await save(dealer, '  Spring   restock ');
    expect(saved.userErrors).toEqual([]);
    expect(saved.list).toMatchObject({ name: 'Spring restock', lineCount: 2 });
    // 2 × 10.00 + 3 × 20.00 at today's prices.
    expect(saved.list?.groups).toEqual([{ sorg: '1000', total: 8_000, totalQty: 5 }]);
    expect(saved.list?.createdBy).toBeTruthy();

    // The rep acting for the same customer sees it; the cart itself is left as it was.
    const rep = await server.tokenFor('sales', customerA);
    const lists = await server.graphql<{ cartLists: ListAnswer[] }>(Q.lists, {}, rep);
    expect(lists.data?.cartLists.map((l) => l.name)).toEqual(['Spring restock']);
    expect(await cartOf(customerA)).toHaveLength(2);
  });

  it('refuses a name taken whatever its case, an empty name and an empty cart', async () => {
    const dealer = await server.tokenFor('dealer');
    const empty = await save(dealer, 'Nothing');
    expect(empty.userErrors).toEqual([{ field: null, message: cartListMessages.emptyCart, code: 'BAD_USER_INPUT' }]);
    await fillCart(dealer, [{ articleCode: code.a, qty: 1 }]);
    expect((await save(dealer, 'Spring restock')).userErrors).toEqual([]);
    const taken = await save(dealer, 'SPRING  restock');
    expect(taken.message.status).toBe('FAILED');
    expect(taken.userErrors).toEqual([{ field: 'name', message: cartListMessages.nameTaken, code: 'BAD_USER_INPUT' }]);
    expect((await save(dealer, '   ')).userErrors[0]?.field).toBe('name');
    expect((await save(dealer, 'x'.repeat(61))).userErrors[0]?.field).toBe('name');
  });

  it('renames (its own name in another case is no clash) and deletes', async () => {
    const dealer = await server.tokenFor('dealer');
    await fillCart(dealer, [{ articleCode: code.a, qty: 1 }]);
    const first = (await save(dealer, 'Spring')).list;
    const second = (await save(dealer, 'Winter')).list;
    if (!first || !second) throw new Error('not saved');
    const rename = (id: string, name: string) =>
      server.graphql<{ renameCartList: Payload & { list: ListAnswer | null } }>(Q.rename, { id, name }, dealer);
    expect((await rename(first.id, 'SPRING')).data?.renameCartList.list?.name).toBe('SPRING');
    expect((await rename(second.id, 'spring')).data?.renameCartList.userErrors[0]?.message).toBe(
      cartListMessages.nameTaken,
    );
    const removed = await server.graphql<{ deleteCartList: Payload & { id: string | null } }>(
      Q.remove,
      { id: first.id },
      dealer,
    );
    expect(removed.data?.deleteCartList).toMatchObject({ id: first.id, userErrors: [] });
    const again = await server.graphql<{ deleteCartList: Payload & { id: string | null } }>(
      Q.remove,
      { id: first.id },
      dealer,
    );
    expect(again.data?.deleteCartList.userErrors[0]?.code).toBe('NOT_FOUND');
    const lists = await server.graphql<{ cartLists: ListAnswer[] }>(Q.lists, {}, dealer);
    expect(lists.data?.cartLists.map((l) => l.name)).toEqual(['Winter']);
  });
});

describe('another customer', () => {
  it("cannot read, rename, delete or start from the customer's list", async () => {
    const dealer = await server.tokenFor('dealer');
    await fillCart(dealer, [{ articleCode: code.a, qty: 1 }]);
    const list = (await save(dealer, 'Mine')).list;
    if (!list) throw new Error('not saved');
    const other = await server.tokenFor('sales', customerB);
    const read = await server.graphql<{ cartList: unknown }>(Q.list, { id: list.id }, other);
    expect(read.data?.cartList).toBeNull();
    expect((await server.graphql<{ cartLists: ListAnswer[] }>(Q.lists, {}, other)).data?.cartLists).toEqual([]);
    const renamed = await server.graphql<{ renameCartList: Payload }>(
      Q.rename,
      { id: list.id, name: 'Taken over' },
      other,
    );
    expect(renamed.data?.renameCartList.userErrors[0]?.code).toBe('NOT_FOUND');
    const removed = await server.graphql<{ deleteCartList: Payload }>(Q.remove, { id: list.id }, other);
    expect(removed.data?.deleteCartList.userErrors[0]?.code).toBe('NOT_FOUND');
    const started = await start(other, list.id, 'ADD');
    expect(started.userErrors[0]?.code).toBe('NOT_FOUND');
    expect(await cartOf(customerB)).toEqual([]);
    const [kept] = await server.db
      .select()
      .from(cartLists)
      .where(eq(cartLists.id, Number(list.id)));
    expect(kept?.name).toBe('Mine');
    // Not a number, or out of range: unknown as well, never a server error.
    for (const id of ['abc', '0', '99999999999']) {
      expect((await server.graphql<{ cartList: unknown }>(Q.list, { id }, dealer)).data?.cartList).toBeNull();
    }
  });
});

describe('starting a cart from a list', () => {
  async function savedList(token: string) {
    await fillCart(token, [
      { articleCode: code.a, qty: 2 },
      { articleCode: code.b, qty: 3 },
      { articleCode: code.c, qty: 1 },
    ]);
    const list = (await save(token, 'Restock')).list;
    if (!list) throw new Error('not saved');
    const detail = await server.graphql<{
      cartList: { content: { lines: { qty: number; unitPrice: number; product: { articleCode: string } }[] } };
    }>(Q.list, { id: list.id }, token);
    const seen = (detail.data?.cartList.content.lines ?? []).map((l) => ({
      articleCode: l.product.articleCode,
      sorg: '1000',
      unitPrice: l.unitPrice,
    }));
    expect(seen).toHaveLength(3);
    return { list, seen };
  }

  it("replaces the cart at today's prices and answers the change list (price changed, blocked)", async () => {
    const dealer = await server.tokenFor('dealer');
    const { list, seen } = await savedList(dealer);
    // The cart now holds something else; then A's price rises and C runs out.
    await server.db.delete(cartLines).where(eq(cartLines.customerId, customerA.id));
    await fillCart(dealer, [{ articleCode: code.d, qty: 4 }]);
    await server.db
      .update(prices)
      .set({ dealer: 1_250 })
      .where(and(eq(prices.articleId, idOf(code.a)), eq(prices.sorg, '1000')));
    // The host does not check stock (availableStockCheck off): an article blocked for ordering is unavailable.
    await server.db
      .update(articleSorgs)
      .set({ orderBlocked: true })
      .where(eq(articleSorgs.articleId, idOf(code.c)));

    const answer = await start(dealer, list.id, 'REPLACE', seen);
    expect(answer.userErrors).toEqual([]);
    expect(answer.results.map((r) => [r.articleCode, r.status, r.qty])).toEqual([
      [code.a, 'ADDED', 2],
      [code.b, 'ADDED', 3],
      [code.c, 'BLOCKED', 0],
    ]);
    expect(answer.changes).toEqual([
      { kind: 'PRICE', articleCode: code.a, reason: null, before: '1000', after: '1250' },
      { kind: 'REMOVED', articleCode: code.c, reason: 'BLOCKED', before: null, after: null },
    ]);
    expect(await cartOf(customerA)).toEqual([
      { code: code.a, qty: 2 },
      { code: code.b, qty: 3 },
    ]);
    expect(answer.cart.lines.map((l) => l.qty)).toEqual([2, 3]);
  });

  it('adds to what the cart holds; without seen prices only refusals are changes', async () => {
    const dealer = await server.tokenFor('dealer');
    const { list } = await savedList(dealer);
    const answer = await start(dealer, list.id, 'ADD');
    expect(answer.changes).toEqual([]);
    expect(await cartOf(customerA)).toEqual([
      { code: code.a, qty: 4 },
      { code: code.b, qty: 6 },
      { code: code.c, qty: 2 },
    ]);
  });

  it('an Idempotency-Key replay answers the first outcome and does not add twice', async () => {
    const dealer = await server.tokenFor('dealer');
    const { list } = await savedList(dealer);
    const key = randomUUID();
    const send = () =>
      server.app.request('http://localhost/api/graphql', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          authorization: `Bearer ${dealer}`,
          'idempotency-key': key,
        },
        body: JSON.stringify({
          query: Q.start,
          variables: { id: list.id, mode: 'ADD' },
          operationName: 'StartListTest',
        }),
      });
    const first = await send();
    const replay = await send();
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(await replay.json()).toEqual(await first.json());
    expect((await cartOf(customerA)).map((l) => l.qty)).toEqual([4, 6, 2]);
  });
});

describe('limits', () => {
  it(`keeps at most ${String(CART_LISTS_PER_CUSTOMER)} lists per customer`, async () => {
    const dealer = await server.tokenFor('dealer');
    await fillCart(dealer, [{ articleCode: code.a, qty: 1 }]);
    await server.db.insert(cartLists).values(
      Array.from({ length: CART_LISTS_PER_CUSTOMER }, (_, i) => ({
        customerId: customerA.id,
        name: `List ${String(i)}`,
      })),
    );
    const refused = await save(dealer, 'One more');
    expect(refused.userErrors[0]?.message).toBe(cartListMessages.tooManyLists);
  });

  it(`refuses a cart of more than ${String(CART_LIST_MAX_LINES)} lines as a list`, async () => {
    const dealer = await server.tokenFor('dealer');
    const many = await server.db
      .select({ id: articles.id })
      .from(articles)
      .limit(CART_LIST_MAX_LINES + 1);
    expect(many).toHaveLength(CART_LIST_MAX_LINES + 1);
    await server.db
      .insert(cartLines)
      .values(many.map((a) => ({ customerId: customerA.id, articleId: a.id, sorg: '1000', qty: 1 })));
    expect((await save(dealer, 'Too long')).userErrors[0]?.message).toBe(cartListMessages.tooManyLines);
    await server.db.delete(cartLines).where(
      and(
        eq(cartLines.customerId, customerA.id),
        inArray(
          cartLines.articleId,
          many.slice(CART_LIST_MAX_LINES).map((a) => a.id),
        ),
      ),
    );
    const saved = await save(dealer, 'Just fits');
    expect(saved.list?.lineCount).toBe(CART_LIST_MAX_LINES);
  });

  it('the list reads are selected once per operation (each prices every line)', async () => {
    const dealer = await server.tokenFor('dealer');
    const twice = await server.graphql(
      'query TwiceTest { a: cartList(id: "1") { list { id } } b: cartList(id: "2") { list { id } } }',
      {},
      dealer,
    );
    expect(twice.status).toBe(400);
    expect(twice.data ?? null).toBeNull();
  });
});
