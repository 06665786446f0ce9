// Over 400 lines: the fixture catalog is data; every figure follows from the group's index.
// A small catalog of its own for the catalog tests: a sorg (T900) and host (cat.localhost) nobody else uses, so the
// tests hold whatever the demo seed's catalog holds. Deterministic: every figure follows from the group's index.
import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cartLines } from '../cart/cart.tables';
import { customerAreas, type CustomerRow } from '../customers/customers.tables';
import { hosts, sorgs } from '../hosts/hosts.tables';
import { orderLines, orders } from '../orders/orders.tables';
import {
  articleSorgs,
  articleTags,
  articles,
  bikeCategories,
  brands,
  catalogBlocks,
  discountTiers,
  merchandiseCategories,
  orderQuotas,
  prices,
  productGroups,
  productImages,
  promotionDetails,
  promotions,
  series,
  stock,
  tags,
  type ArticleRow,
} from './catalog.tables';
import { customersOf } from '../../../../tests/support/builders';

export const SORG = 'T900';
export const HOST = 'cat.localhost';
/** Bike groups: more than 100, so a page of 100 is full. */
export const BIKE_GROUPS = 110;
/** The bike group none of whose articles is sold in T900. */
export const UNSOLD_GROUP = 7;
/** The group whose L article is not sold in T900. */
export const PARTLY_SOLD_GROUP = 8;
/** Groups with no price at all. */
export const unpriced = (i: number) => i % 19 === 5;

const DAY = 24 * 60 * 60 * 1000;
const isoDay = (at: Date) => at.toISOString().slice(0, 10);

export interface CatalogFixture {
  dealerCustomer: CustomerRow;
  /** Sales customers: A in group G2, B without a group, C without an area in T900. */
  salesA: CustomerRow;
  salesB: CustomerRow;
  salesC: CustomerRow;
  brandIds: number[];
  seriesIds: number[];
  mcIds: { road: number; mtb: number; city: number; helmets: number; groupset: number };
  bikeCategoryIds: { roadCity: number; mountain: number };
  groupIds: number[];
  groupSlugs: string[];
  paaGroupIds: number[];
  groupsetGroupIds: number[];
  articles: ArticleRow[];
  /** The articles of bike group i. */
  articlesOf: (i: number) => ArticleRow[];
}

const svg = (label: string, color: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 30"><rect width="40" height="30" fill="${color}"/><text x="2" y="20">${label}</text></svg>`;
const etagOf = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 16);

const usd = { currency: 'USD', symbol: '$', thousandSeparator: ',', decimalSeparator: '.', decimalPrecision: 2 };

/** Inserts the fixture catalog. */
export async function seedCatalogFixture(db: Db, now = new Date()): Promise<CatalogFixture> {
  const [dealerCustomer] = await customersOf(db, 'dealer');
  if (!dealerCustomer) throw new Error('the dealer has no customer');
  const others = (await customersOf(db, 'sales')).filter(
    (c) => c.id !== dealerCustomer.id && c.custCodeR3 !== null && c.custCodeR3 !== '',
  );
  const [salesA, salesB, salesC] = others;
  if (!salesA || !salesB || !salesC) throw new Error('the sales rep has fewer than three other customers');

  await db.insert(sorgs).values({ code: SORG, name: 'Test bikes', availableStockCheck: true });
  await db.insert(hosts).values({
    hostname: HOST,
    sorg: SORG,
    config: {
      webTitle: 'Catalog test',
      languages: [{ code: 'en-us', name: 'English' }],
      stockDisplay: 'cumulative',
      maskStock: 0,
      nextArrivalDisplay: true,
      nextArrivalMonth: 3,
    },
  });
  await db.insert(customerAreas).values([
    { customerId: dealerCustomer.id, sorg: SORG, custGroup: 'G1' },
    { customerId: salesA.id, sorg: SORG, custGroup: 'G2' },
    { customerId: salesB.id, sorg: SORG, custGroup: null },
  ]);

  const brandRows = await db
    .insert(brands)
    .values([
      { code: 'T-ALPHA', description: 'Alpha' },
      { code: 'T-BETA', description: 'Beta' },
      { code: 'T-GAMMA', description: 'Gamma' },
    ])
    .returning();
  const brandIds = brandRows.map((b) => b.id);
  const seriesRows = await db
    .insert(series)
    .values([
      { brandId: brandIds[0] ?? 0, name: 'Alpha Road' },
      { brandId: brandIds[1] ?? 0, name: 'Beta City' },
      { brandId: brandIds[2] ?? 0, name: 'Gamma Trail' },
    ])
    .returning();
  const seriesIds = seriesRows.map((s) => s.id);
  const mcRows = await db
    .insert(merchandiseCategories)
    .values([
      { code: 'T-ROAD', name: 'Road bikes', category: 'bike' },
      { code: 'T-MTB', name: 'Mountain bikes', category: 'bike' },
      { code: 'T-CITY', name: 'City bikes', category: 'bike' },
      { code: 'T-HELMET', name: 'Helmets', category: 'paa' },
      { code: 'T-GROUPSET', name: 'Groupsets', category: 'groupset' },
    ])
    .returning();
  const mc = (i: number) => mcRows[i]?.id ?? 0;
  const mcIds = { road: mc(0), mtb: mc(1), city: mc(2), helmets: mc(3), groupset: mc(4) };
  const bikeCategoryRows = await db
    .insert(bikeCategories)
    .values([
      { wording: 'T Road and city', mcIds: [mcIds.city, mcIds.road], position: 90 },
      { wording: 'T Mountain', mcIds: [mcIds.mtb], position: 91 },
    ])
    .returning();
  const bikeCategoryIds = { roadCity: bikeCategoryRows[0]?.id ?? 0, mountain: bikeCategoryRows[1]?.id ?? 0 };
  const tagRows = await db
    .insert(tags)
    .values([
      { type: 'T-feature', name: 'T-Carbon' },
      { type: 'T-feature', name: 'T-Electric' },
      { type: 'T-award', name: 'T-Best buy', fileName: 'best-buy.svg' },
    ])
    .returning();
  const tagId = (i: number) => tagRows[i]?.id ?? 0;

  // Bike groups.
  const groupValues = Array.from({ length: BIKE_GROUPS }, (_, i) => {
    const brand = i % 3;
    const name = i % 5 === 0 ? `eRide ${String(i).padStart(3, '0')}` : `Model ${String(i).padStart(3, '0')}`;
    return {
      slug: `t-bike-${String(i)}`,
      parentName: name,
      category: 'bike',
      brandId: brandIds[brand] ?? 0,
      serieId: i % 4 === 3 ? null : (seriesIds[brand] ?? null),
      merchandiseCategoryId: [mcIds.road, mcIds.mtb, mcIds.city][Math.floor(i / 3) % 3] ?? 0,
      modelYear: i % 10 === 9 ? null : 2024 + (i % 3),
      description: `Bike ${String(i)}`,
    };
  });
  const groupRows = await db.insert(productGroups).values(groupValues).returning();
  const groupIds = groupRows.map((g) => g.id);
  const paaRows = await db
    .insert(productGroups)
    .values(
      Array.from({ length: 6 }, (_, i) => ({
        slug: `t-helmet-${String(i)}`,
        parentName: `Helmet ${String(i)}`,
        category: 'paa',
        brandId: brandIds[i % 3] ?? 0,
        merchandiseCategoryId: mcIds.helmets,
      })),
    )
    .returning();
  const groupsetRows = await db
    .insert(productGroups)
    .values(
      Array.from({ length: 2 }, (_, i) => ({
        slug: `t-groupset-${String(i)}`,
        parentName: `Groupset ${String(i)}`,
        category: 'groupset',
        brandId: brandIds[0] ?? 0,
        merchandiseCategoryId: mcIds.groupset,
      })),
    )
    .returning();

  const articleValues: (typeof articles.$inferInsert)[] = [];
  groupRows.forEach((g, i) => {
    const sizes = i % 2 === 0 ? ['S', 'M', 'L'] : ['M'];
    const colors = i % 4 === 0 ? ['Red', 'Blue'] : ['Black'];
    sizes.forEach((size, s) =>
      colors.forEach((color) => {
        const base = `TB${String(i).padStart(3, '0')}-${size}-${color.toUpperCase()}`;
        articleValues.push({
          articleCode: i % 11 === 0 ? `I00${base}` : base,
          oldCode: i % 6 === 1 ? `OLD-${String(i)}-${size}` : null,
          slug: `t-bike-${String(i)}-${size.toLowerCase()}-${color.toLowerCase()}`,
          productGroupId: g.id,
          name: `${g.parentName} ${size} ${color}`,
          frameSize: size,
          wheelSize: i % 3 === 0 ? '29"' : '28"',
          color,
          colorHex: color === 'Red' ? '#d00' : color === 'Blue' ? '#00d' : '#111',
          sizeRank: s,
        });
      }),
    );
  });
  [...paaRows, ...groupsetRows].forEach((g, i) => {
    articleValues.push({
      articleCode: `TP${String(i).padStart(3, '0')}`,
      slug: `${g.slug}-one`,
      productGroupId: g.id,
      name: `${g.parentName} one size`,
    });
  });
  const articleRows = await db.insert(articles).values(articleValues).returning();
  const groupIndex = new Map(groupIds.map((id, i) => [id, i]));
  const articlesOf = (i: number) => articleRows.filter((a) => a.productGroupId === groupIds[i]);

  const sold = articleRows.filter((a) => {
    const i = groupIndex.get(a.productGroupId);
    if (i === UNSOLD_GROUP) return false;
    return !(i === PARTLY_SOLD_GROUP && a.frameSize === 'L');
  });
  await db.insert(articleSorgs).values(
    sold.map((a) => {
      const i = groupIndex.get(a.productGroupId) ?? 200 + a.id;
      return {
        articleId: a.id,
        sorg: SORG,
        allowToOrder: i % 13 !== 1,
        orderBlocked: i % 17 === 2,
        hierarchyBlocked: false,
        sorgBlocked: false,
        maxOrderQty: i === 2 ? 3 : null,
        recommendedRank: (i * 37) % 100,
      };
    }),
  );

  const priceValues: (typeof prices.$inferInsert)[] = [];
  const tierValues: (typeof discountTiers.$inferInsert)[] = [];
  const stockValues: (typeof stock.$inferInsert)[] = [];
  const tagValues: (typeof articleTags.$inferInsert)[] = [];
  for (const a of sold) {
    const i = groupIndex.get(a.productGroupId) ?? 200 + a.id;
    const sizeIdx = a.sizeRank;
    if (!unpriced(i)) {
      const dealer = 100_000 + ((i * 7919) % 50) * 1_000 + sizeIdx * 500;
      const row = { articleId: a.id, sorg: SORG, ...usd };
      priceValues.push({ ...row, custGroup: '', dealer, retail: Math.round(dealer * 1.6) });
      if (i % 2 === 0) priceValues.push({ ...row, custGroup: 'G1', dealer: dealer - 5_000, retail: dealer * 2 });
      if (i % 3 === 0) priceValues.push({ ...row, custGroup: 'G2', dealer: dealer + 3_000, retail: dealer * 2 });
    }
    if (i % 5 === 1) {
      tierValues.push(
        { articleId: a.id, sorg: SORG, custGroup: '', salesDealNo: 'D1', term: '>=', qty: 5, type: '%', discount: -5 },
        {
          articleId: a.id,
          sorg: SORG,
          custGroup: '',
          salesDealNo: 'D2',
          term: '>=',
          qty: 10,
          type: '%',
          discount: -10,
        },
      );
    }
    const today = new Date(now);
    if (i % 4 === 1) {
      stockValues.push({
        articleId: a.id,
        sorg: SORG,
        location: 'WH1',
        priority: 1,
        availableQty: 0,
        nextArrivalQty: 7,
        nextArrivalDate: isoDay(new Date(today.getTime() + 20 * DAY)),
      });
    } else {
      stockValues.push({ articleId: a.id, sorg: SORG, location: 'WH1', priority: 1, availableQty: (i * 13) % 30 });
      if (i % 2 === 0) {
        stockValues.push({
          articleId: a.id,
          sorg: SORG,
          location: 'WH2',
          priority: 2,
          availableQty: 5,
          nextArrivalQty: 4,
          nextArrivalDate: isoDay(new Date(today.getTime() + 40 * DAY)),
        });
      }
    }
    if (i % 5 === 0) tagValues.push({ articleId: a.id, tagId: tagId(0) });
    if (i % 6 === 0) tagValues.push({ articleId: a.id, tagId: tagId(1) });
    if (i % 7 === 0) tagValues.push({ articleId: a.id, tagId: tagId(2) });
  }
  await db.insert(prices).values(priceValues);
  await db.insert(discountTiers).values(tierValues);
  await db.insert(stock).values(stockValues);
  await db.insert(articleTags).values(tagValues);

  // Gamma is blocked for group G2 (sales customer A).
  await db.insert(catalogBlocks).values({ sorg: SORG, custGroup: 'G2', brandId: brandIds[2] ?? 0 });

  // Promotions: Alpha brand (running), one article of group 10 (running), Beta (ended).
  const [alphaPromo, articlePromo, oldPromo] = await db
    .insert(promotions)
    .values([
      {
        code: 'T-ALPHA-SALE',
        sorg: SORG,
        category: 'bike',
        name: 'Alpha sale',
        badge: 'Sale',
        tagline: 'Alpha for less',
        locations: ['WH1'],
        validFrom: new Date(now.getTime() - 10 * DAY),
        validTo: new Date(now.getTime() + 10 * DAY),
      },
      {
        code: 'T-ONE-ARTICLE',
        sorg: SORG,
        category: 'bike',
        name: 'One article',
        badge: 'Deal',
        validFrom: new Date(now.getTime() - 5 * DAY),
        validTo: new Date(now.getTime() + 5 * DAY),
      },
      {
        code: 'T-BETA-OLD',
        sorg: SORG,
        category: 'bike',
        name: 'Beta ended',
        badge: 'Old',
        validFrom: new Date(now.getTime() - 60 * DAY),
        validTo: new Date(now.getTime() - 30 * DAY),
      },
    ])
    .returning();
  if (!alphaPromo || !articlePromo || !oldPromo) throw new Error('fixtures');
  await db.insert(promotionDetails).values([
    { promotionId: alphaPromo.id, brandId: brandIds[0] ?? 0, type: '%', value: 10 },
    { promotionId: articlePromo.id, articleId: articlesOf(10)[0]?.id ?? 0, type: 'fixed', value: 2_000, minQty: 2 },
    { promotionId: oldPromo.id, brandId: brandIds[1] ?? 0, type: '%', value: 20 },
  ]);

  // One image per group and colour ('' for the one-size groups).
  await db.insert(productImages).values([
    ...groupRows.flatMap((g, i) =>
      (i % 4 === 0 ? ['Red', 'Blue'] : ['Black']).map((color) => {
        const text = svg(g.parentName, color);
        return { productGroupId: g.id, color, svg: text, etag: etagOf(text) };
      }),
    ),
    ...paaRows.map((g) => {
      const text = svg(g.parentName, '#888');
      return { productGroupId: g.id, color: '', svg: text, etag: etagOf(text) };
    }),
  ]);

  // Order history in T900: the dealer's three orders, one of sales customer A, one older than a year.
  const ago = (days: number) => new Date(now.getTime() - days * DAY);
  const orderRows = await db
    .insert(orders)
    .values(
      [
        { orderNo: 'T-O1', customerId: dealerCustomer.id, createdAt: ago(30) },
        { orderNo: 'T-O2', customerId: dealerCustomer.id, createdAt: ago(10) },
        { orderNo: 'T-O3', customerId: dealerCustomer.id, createdAt: ago(5) },
        { orderNo: 'T-OA', customerId: salesA.id, createdAt: ago(3) },
        { orderNo: 'T-OLD', customerId: salesA.id, createdAt: ago(400) },
      ].map((o) => ({
        ...o,
        sorg: SORG,
        status: 'SHIPPED' as const,
        totalOrder: 0,
        currency: 'USD',
        decimalPrecision: 2,
      })),
    )
    .returning();
  const orderId = (no: string) => orderRows.find((o) => o.orderNo === no)?.id ?? 0;
  const line = (no: string, group: number, qty: number) => {
    const article = articlesOf(group)[0];
    if (!article) throw new Error(`no article in group ${String(group)}`);
    return {
      orderId: orderId(no),
      articleId: article.id,
      articleCode: article.articleCode,
      description: article.name,
      orderQty: qty,
      price: 100_000,
      subtotal: 100_000 * qty,
    };
  };
  await db
    .insert(orderLines)
    .values([
      line('T-O1', 0, 2),
      line('T-O1', 2, 1),
      line('T-O2', 0, 3),
      line('T-O2', 4, 1),
      line('T-O3', 2, 1),
      line('T-OA', 6, 10),
      line('T-OLD', 8, 50),
    ]);

  // The dealer's quota of group 0's first article is used up; 2 of it are in the dealer's cart.
  const first = articlesOf(0)[0];
  if (!first) throw new Error('fixtures');
  await db
    .insert(orderQuotas)
    .values({ customerId: dealerCustomer.id, articleId: first.id, sorg: SORG, quota: 5, used: 5 });
  await db.insert(cartLines).values({ customerId: dealerCustomer.id, articleId: first.id, sorg: SORG, qty: 2 });

  return {
    dealerCustomer,
    salesA,
    salesB,
    salesC,
    brandIds,
    seriesIds,
    mcIds,
    bikeCategoryIds,
    groupIds,
    groupSlugs: groupRows.map((g) => g.slug),
    paaGroupIds: paaRows.map((g) => g.id),
    groupsetGroupIds: groupsetRows.map((g) => g.id),
    articles: articleRows,
    articlesOf,
  };
}

/** The area of a customer in the fixture sorg (for tests that change it). */
export const areaOf = (customerId: number) =>
  and(eq(customerAreas.customerId, customerId), eq(customerAreas.sorg, SORG));
