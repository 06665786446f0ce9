// The catalog API tests' client: a test server with the fixture catalog, operations that must succeed, and the
// product fields and product page every suite reads (products, lists, sync, stock, purchase lists).
import { afterAll, beforeAll, expect } from 'vitest';
import { createTestServer, type TestServer } from '../../../../tests/support/test-server';
import type { CustomerRow } from '../customers/customers.tables';
import { HOST, seedCatalogFixture, type CatalogFixture } from './catalog.test-fixtures';

export let server: TestServer;
export let fx: CatalogFixture;

export const tokenOf = (username: string, customer?: CustomerRow) => server.tokenFor(username, customer);

export const dealer = () => tokenOf('dealer');

export async function gql(query: string, variables: Record<string, unknown> = {}, token?: string, host = HOST) {
  return server.graphql(query, variables, token ?? (await dealer()), host);
}

/** Runs an operation that must succeed and answers its data. */
export async function ok<T>(query: string, variables: Record<string, unknown> = {}, token?: string, host = HOST) {
  const res = await server.graphql<T>(query, variables, token ?? (await dealer()), host);
  if (res.errors || !res.data) throw new Error(`${String(res.status)} ${JSON.stringify(res.errors)}`);
  expect(res.status).toBe(200);
  return res.data;
}

export interface GroupCard {
  id: string;
  slug: string;
  parentName: string;
  startingAt: number | null;
  modelYear: number | null;
}
export interface GroupPage {
  items: GroupCard[];
  info: { page: number; count: number; pageTotal: number };
}

export const GROUPS = `query CatalogTestGroups($page: Int, $limit: Int, $sort: ProductSortInput, $filter: ProductFilterInput!) {
  productGroups(page: $page, limit: $limit, sort: $sort, filter: $filter) {
    items { id slug parentName startingAt modelYear }
    info { page count pageTotal }
  }
}`;

export const groups = async (variables: Record<string, unknown>, token?: string) =>
  (await ok<{ productGroups: GroupPage }>(GROUPS, variables, token)).productGroups;

export const bike = (filter: Record<string, unknown> = {}) => ({ category: 'BIKE', ...filter });
export const idOf = (i: number) => String(fx.groupIds[i]);
export const indexOf = (id: string) => fx.groupIds.indexOf(Number(id));

/** Starts the file's test server with the fixture catalog (beforeAll) and closes it (afterAll). */
export function startCatalogServer() {
  beforeAll(async () => {
    server = await createTestServer();
    fx = await seedCatalogFixture(server.db);
  });
  afterAll(async () => {
    await server.close();
  });
}

/** The base ('' group) dealer price of an article of fixture bike group i with size rank s. */
export const basePrice = (i: number, s = 0) => 100_000 + ((i * 7919) % 50) * 1_000 + s * 500;

export const PRODUCT_FIELDS = `id name articleCode articleCodeDisplay slug groupSlug groupId sorg frameSize color image cartQty
  orderQuota maxOrderQty restockNotification allowToOrder sorgBlocked orderBlocked brandBlocked categoryBlocked
  promotionCodes brand { id description } merchandiseCategory { id code category } tags { type name fileName }
  price { dealer retail retailDisplay promotion format { currency symbol decimalPrecision }
    discount { salesDealNo term qty type discount unitPrice } }
  stock { inStock available { qty mask location } nextArrival { date qty } }
  cannotPurchase { code message limit }`;

export interface Product {
  id: string;
  name: string;
  articleCode: string;
  articleCodeDisplay: string;
  slug: string;
  groupSlug: string;
  frameSize: string | null;
  color: string | null;
  image: string;
  cartQty: number;
  orderQuota: number | null;
  maxOrderQty: number | null;
  restockNotification: boolean;
  allowToOrder: boolean;
  sorgBlocked: boolean;
  orderBlocked: boolean;
  brandBlocked: boolean;
  promotionCodes: string[];
  tags: { type: string; name: string; fileName: string | null }[];
  price: {
    dealer: number;
    retail: number;
    promotion: string | null;
    format: { currency: string };
    discount: { salesDealNo: string; qty: number; unitPrice: number }[];
  } | null;
  stock: {
    inStock: boolean;
    available: { qty: number | null; location: string | null }[];
    nextArrival: { date: string; qty: number } | null;
  };
  cannotPurchase: { code: string; message: string; limit: number | null }[];
}

export const DETAILS = `query CatalogTestDetails($slug: String!) {
  productDetailsV2(slug: $slug) {
    group { id slug parentName category itemCount startingAt maxRetail promotionBadge inStock image slugs
      colors { name hex image } format { currency } brand { description } serie modelYear }
    products { ${PRODUCT_FIELDS} }
    selected { id slug }
    promotions { code badge details { articleCode brand type value minQty } }
  }
}`;

export interface Details {
  productDetailsV2: {
    group: {
      id: string;
      slug: string;
      itemCount: number;
      startingAt: number | null;
      maxRetail: number | null;
      promotionBadge: string | null;
      inStock: boolean;
      image: string;
      slugs: string[];
      colors: { name: string; image: string }[];
    };
    products: Product[];
    selected: { id: string; slug: string } | null;
    promotions: { code: string; badge: string; details: { brand: string | null; articleCode: string | null }[] }[];
  } | null;
}

export const details = async (slug: string, token?: string) =>
  (await ok<Details>(DETAILS, { slug }, token)).productDetailsV2;
