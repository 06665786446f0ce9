import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../../../tests/support/test-server';
import { sorgs } from '../hosts/hosts.tables';

let server: TestServer;

beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server.close();
});

const LINES = 'lines { id qty sorg product { articleCode } } totalQty';
const CART_MERCHANT = `query CartMerchantTest($ids: [ID!]) {
  cartMerchant(ids: $ids) { cart { ${LINES} } configs { sorg merchantName exactQtyCheck availableStockCheck } }
}`;
const CART = `query CartPlainTest($ids: [ID!]) { cart(ids: $ids) { ${LINES} } }`;

interface Cart {
  lines: { id: string; qty: number; sorg: string; product: { articleCode: string } }[];
  totalQty: number;
}

describe('cartMerchant', () => {
  it("answers the cart with the per-sorg configs of the host's sorg and the cart's sorgs", async () => {
    const token = await server.tokenFor('dealer');
    const [customer] = (
      (await server.db.execute(sql`select coalesce(c.cust_code_isr, c.cust_code_r_3) as code from customers c
        join user_customers uc on uc.customer_id = c.id join users u on u.id = uc.user_id where u.username = 'dealer'`)) as {
        rows: { code: string }[];
      }
    ).rows;
    const { data: sync } = await server.graphql<{ catalogSync: { products: { articleCode: string }[] } }>(
      'query { catalogSync(limit: 200) { products { articleCode allowToOrder } } }',
      {},
      token,
    );
    let added = '';
    for (const product of sync?.catalogSync.products ?? []) {
      const res = await server.graphql<{ updateProductsInCart: { results: { status: string }[] } }>(
        `mutation($p: [CartProductInput!]!) { updateProductsInCart(products: $p) { results { status } } }`,
        { p: [{ custCode: customer?.code, articleCode: product.articleCode, sorg: '1000', qty: 2 }] },
        token,
      );
      if (res.data?.updateProductsInCart.results[0]?.status === 'ADDED') {
        added = product.articleCode;
        break;
      }
    }
    expect(added).not.toBe('');

    const merchant = await server.graphql<{ cartMerchant: { cart: Cart; configs: Record<string, unknown>[] } }>(
      CART_MERCHANT,
      {},
      token,
    );
    const plain = await server.graphql<{ cart: Cart }>(CART, {}, token);
    expect(merchant.data?.cartMerchant.cart).toEqual(plain.data?.cart);
    expect(merchant.data?.cartMerchant.cart.lines.map((l) => l.product.articleCode)).toContain(added);
    const [sorg] = await server.db.select().from(sorgs).where(eq(sorgs.code, '1000'));
    expect(merchant.data?.cartMerchant.configs).toEqual([
      {
        sorg: '1000',
        merchantName: sorg?.merchantName,
        exactQtyCheck: sorg?.exactQtyCheck,
        availableStockCheck: sorg?.availableStockCheck,
      },
    ]);

    // ids narrow the cart as in cart; an article not in the cart leaves no line but the host's config.
    const narrowed = await server.graphql<{ cartMerchant: { cart: Cart; configs: { sorg: string }[] } }>(
      CART_MERCHANT,
      { ids: ['NOT-IN-THE-CART'] },
      token,
    );
    expect(narrowed.data?.cartMerchant.cart.lines).toEqual([]);
    expect(narrowed.data?.cartMerchant.configs.map((c) => c.sorg)).toEqual(['1000']);
  });

  it('needs cart.display-order-qty and a customer', async () => {
    const auditor = await server.graphql(CART_MERCHANT, {}, await server.tokenFor('auditor'));
    expect(auditor.status).toBe(403);
    const sales = await server.graphql(CART_MERCHANT, {}, await server.tokenFor('sales'));
    expect(sales.status).toBe(400);
    expect(sales.errors?.[0]?.message).toBe('Please select a customer first');
  });
});
