import { expect, type Page } from '@playwright/test';

// Cart set-up of the checkout specs: GraphQL with the signed-in page's own token, and a cart holding one orderable
// part of sorg 1000 (the demo sorg with card, ACH and bank-transfer methods).

/** A GraphQL call from the page with the signed-in user's token; throws with the errors when there is no data. */
export async function pageGraphql<T>(page: Page, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  return page.evaluate(
    async ({ query: q, variables: v }) => {
      const session = JSON.parse(localStorage.getItem('portal.session') ?? '{}') as { accessToken?: string };
      const response = await fetch('/api/graphql', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${session.accessToken ?? ''}` },
        body: JSON.stringify({ query: q, variables: v }),
      });
      const body = (await response.json()) as { data?: unknown; errors?: unknown };
      if (!body.data) throw new Error(JSON.stringify(body.errors));
      return body.data as T;
    },
    { query, variables },
  );
}

/** The signed-in dealer's customer code, as the cart takes it. */
export async function custCodeOf(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const session = JSON.parse(localStorage.getItem('portal.session') ?? '{}') as { accessToken?: string };
    const response = await fetch('/api/user', { headers: { Authorization: `Bearer ${session.accessToken ?? ''}` } });
    const user = (await response.json()) as { customerData: { custCode: { isr: string | null; r3: string | null } } };
    return user.customerData.custCode.isr ?? user.customerData.custCode.r3 ?? '';
  });
}

interface ArticlesAnswer {
  productGroups: {
    items: {
      items: {
        articleCode: string;
        sorg: string;
        cannotPurchase: { code: string }[];
        stock: { inStock: boolean; available: { qty: number | null }[] };
      }[];
    }[];
  };
}

/** Replaces the signed-in dealer's cart with `qty` of one part of sorg 1000 in stock (at least 10 available). */
export async function fillCartWithOnePart(page: Page, qty: number): Promise<void> {
  const custCode = await custCodeOf(page);
  const { cart } = await pageGraphql<{ cart: { lines: { sorg: string; product: { articleCode: string } }[] } }>(
    page,
    'query CartE2eLines { cart { lines { sorg product { articleCode } } } }',
  );
  const answer = await pageGraphql<ArticlesAnswer>(
    page,
    `query CartE2eArticles($filter: ProductFilterInput!) {
      productGroups(page: 1, limit: 24, filter: $filter) {
        items { items(limit: 4) { articleCode sorg cannotPurchase { code } stock { inStock available { qty } } } }
      }
    }`,
    { filter: { category: 'PAA', hasStock: true } },
  );
  const article = answer.productGroups.items
    .flatMap((group) => group.items)
    .find(
      (item) =>
        item.sorg === '1000' &&
        item.cannotPurchase.length === 0 &&
        item.stock.inStock &&
        (item.stock.available[0]?.qty ?? 0) >= 10,
    );
  expect(article, 'an orderable part in stock').toBeDefined();
  await pageGraphql(
    page,
    'mutation CartE2eFill($p: [CartProductInput!]!) { updateProductsInCart(products: $p) { cart { totalQty } } }',
    {
      p: [
        ...cart.lines.map((line) => ({ custCode, articleCode: line.product.articleCode, sorg: line.sorg, qty: 0 })),
        { custCode, articleCode: article?.articleCode ?? '', sorg: '1000', qty },
      ],
    },
  );
}
