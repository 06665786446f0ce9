import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { LocalizedTexts } from '../../../shared/content/localized-text';
import { customers } from '../customers/customers.tables';
import { users } from '../users/users.tables';

// The catalog of spec 01 §3 (Product, Price, Product group, Promotion, Stock, Bike category). Money is integer
// minor units (cents, or rupiah for IDR) with the currency's precision beside it: never floats.

/** A brand (Product.brand {id, description}). */
export const brands = pgTable('brands', {
  id: serial().primaryKey(),
  code: text().notNull().unique(),
  description: text().notNull(),
});

/** A series of a brand (Product.serie, the `series` filter). */
export const series = pgTable(
  'series',
  {
    id: serial().primaryKey(),
    brandId: integer()
      .notNull()
      .references(() => brands.id),
    name: text().notNull(),
  },
  (t) => [uniqueIndex().on(t.brandId, t.name)],
);

/**
 * A merchandise category (the `merchandiseCategories` filter), within one product category: 'bike', 'paa' or
 * 'groupset'.
 */
export const merchandiseCategories = pgTable('merchandise_categories', {
  id: serial().primaryKey(),
  code: text().notNull().unique(),
  name: text().notNull(),
  /** The name in other languages (src/shared/content/localized-text.ts). */
  texts: jsonb().$type<LocalizedTexts>().notNull().default({}),
  category: text().notNull(),
});

/** A bike category of the category menu: a label over a sorted list of merchandise category ids (spec 01 §3). */
export const bikeCategories = pgTable('bike_categories', {
  id: serial().primaryKey(),
  wording: text().notNull(),
  /** The wording in other languages (src/shared/content/localized-text.ts). */
  texts: jsonb().$type<LocalizedTexts>().notNull().default({}),
  mcIds: integer().array().notNull(),
  position: smallint().notNull().default(0),
});

/** A tag of articles (Product.tags {type, name, fileName}); `type` is the articleTagCategory filter. */
export const tags = pgTable(
  'tags',
  {
    id: serial().primaryKey(),
    type: text().notNull(),
    name: text().notNull(),
    fileName: text(),
  },
  (t) => [uniqueIndex().on(t.type, t.name)],
);

/** A model (bikes) or a product line (PAA, groupsets): the Product group of spec 01 §3, one page per slug. */
export const productGroups = pgTable(
  'product_groups',
  {
    id: serial().primaryKey(),
    slug: text().notNull().unique(),
    /** The model name shown as the group's title (Product group parent_name). */
    parentName: text().notNull(),
    category: text().notNull(),
    brandId: integer()
      .notNull()
      .references(() => brands.id),
    serieId: integer().references(() => series.id),
    merchandiseCategoryId: integer()
      .notNull()
      .references(() => merchandiseCategories.id),
    modelYear: smallint(),
    description: text().notNull().default(''),
    /** The description in other languages (src/shared/content/localized-text.ts). */
    texts: jsonb().$type<LocalizedTexts>().notNull().default({}),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.category), index().on(t.brandId), index().on(t.updatedAt)],
);

/** One orderable article: a size and colour of a bike model, or one PAA/groupset item (spec 01 §3 Product). */
export const articles = pgTable(
  'articles',
  {
    id: serial().primaryKey(),
    articleCode: text().notNull().unique(),
    oldCode: text(),
    slug: text().notNull().unique(),
    productGroupId: integer()
      .notNull()
      .references(() => productGroups.id),
    name: text().notNull(),
    uom: text().notNull().default('PC'),
    frameSize: text(),
    wheelSize: text(),
    color: text(),
    /** The colour's swatch and the key of its image (product_images.color). */
    colorHex: text(),
    /** Order of the sizes in a model's size × colour grid. */
    sizeRank: smallint().notNull().default(0),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.productGroupId), index().on(t.updatedAt)],
);

/** Product images drawn as SVG at seed time, one per product group and colour (served by /api/images/...). */
export const productImages = pgTable(
  'product_images',
  {
    productGroupId: integer()
      .notNull()
      .references(() => productGroups.id, { onDelete: 'cascade' }),
    /** The colour name, '' for a group without colours. */
    color: text().notNull(),
    svg: text().notNull(),
    /** Content hash: part of the image URL, so the file is cached forever. */
    etag: text().notNull(),
  },
  (t) => [primaryKey({ columns: [t.productGroupId, t.color] })],
);

export const articleTags = pgTable(
  'article_tags',
  {
    articleId: integer()
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    tagId: integer()
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.articleId, t.tagId] }), index().on(t.tagId)],
);

/**
 * An article as sold in one sorg, with the blocked flags of spec 01 §3 Product. An article without a row here is
 * not sold in that sorg.
 */
export const articleSorgs = pgTable(
  'article_sorgs',
  {
    articleId: integer()
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    sorg: text().notNull(),
    allowToOrder: boolean().notNull().default(true),
    sorgBlocked: boolean().notNull().default(false),
    orderBlocked: boolean().notNull().default(false),
    hierarchyBlocked: boolean().notNull().default(false),
    /** The most one cart line may hold ('maximum quantity {limit}'); null: no limit. */
    maxOrderQty: integer(),
    /** Popularity for the 'recommended' sort (higher first). */
    recommendedRank: integer().notNull().default(0),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.articleId, t.sorg] }), index().on(t.sorg)],
);

/** Brand or merchandise category blocked for a customer group of a sorg (brandBlocked, categoryBlocked). */
export const catalogBlocks = pgTable(
  'catalog_blocks',
  {
    id: serial().primaryKey(),
    sorg: text().notNull(),
    /** null: every group of the sorg. */
    custGroup: text(),
    brandId: integer().references(() => brands.id),
    merchandiseCategoryId: integer().references(() => merchandiseCategories.id),
  },
  (t) => [index().on(t.sorg)],
);

/**
 * The price of an article in a sorg (spec 01 §3 Price), for one customer group or, with custGroup '', for every
 * group without a price of its own. Amounts in minor units of `currency`.
 */
export const prices = pgTable(
  'prices',
  {
    id: serial().primaryKey(),
    articleId: integer()
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    sorg: text().notNull(),
    custGroup: text().notNull().default(''),
    retail: bigint({ mode: 'number' }).notNull(),
    dealer: bigint({ mode: 'number' }).notNull(),
    currency: text().notNull(),
    symbol: text().notNull(),
    thousandSeparator: text().notNull(),
    decimalSeparator: text().notNull(),
    decimalPrecision: smallint().notNull(),
    /** Whether the retail price is shown to the dealer (Price.retailDisplay). */
    retailDisplay: boolean().notNull().default(true),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  // '' (not null) stands for "every group", so the unique index also holds for the default price.
  (t) => [uniqueIndex().on(t.articleId, t.sorg, t.custGroup), index().on(t.sorg, t.custGroup), index().on(t.updatedAt)],
);

/**
 * A quantity discount tier (spec 01 §5 Cart discount tiers): applies when the ordered quantity meets `term qty`.
 * `discount` is negative (−5 with type '%' is 5 % off; −1500 with type 'fixed' is 15.00 off per unit in minor
 * units), so the spec's formula "dealer + dealer × discount / 100" lowers the price.
 */
export const discountTiers = pgTable(
  'discount_tiers',
  {
    id: serial().primaryKey(),
    articleId: integer()
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    sorg: text().notNull(),
    /** '' for every group. */
    custGroup: text().notNull().default(''),
    salesDealNo: text().notNull(),
    term: text().notNull(),
    qty: integer().notNull(),
    type: text().notNull(),
    discount: bigint({ mode: 'number' }).notNull(),
    uom: text().notNull().default('PC'),
  },
  (t) => [index().on(t.articleId, t.sorg)],
);

/** A promotion of a sorg (spec 01 §3 Promotion). */
export const promotions = pgTable(
  'promotions',
  {
    id: serial().primaryKey(),
    code: text().notNull().unique(),
    sorg: text().notNull(),
    category: text().notNull(),
    name: text().notNull(),
    description: text().notNull().default(''),
    terms: text().notNull().default(''),
    badge: text().notNull().default(''),
    tagline: text().notNull().default(''),
    /** The name, description, terms, badge and tagline in other languages (src/shared/content/localized-text.ts). */
    texts: jsonb().$type<LocalizedTexts>().notNull().default({}),
    locations: text().array().notNull().default([]),
    validFrom: timestamp({ withTimezone: true }).notNull(),
    validTo: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index().on(t.sorg)],
);

/**
 * What a promotion covers and offers (Promotion.details): an article, a brand or a merchandise category, with
 * the offer's type ('%' or 'fixed') and value and the quantity condition.
 */
export const promotionDetails = pgTable(
  'promotion_details',
  {
    id: serial().primaryKey(),
    promotionId: integer()
      .notNull()
      .references(() => promotions.id, { onDelete: 'cascade' }),
    articleId: integer().references(() => articles.id, { onDelete: 'cascade' }),
    brandId: integer().references(() => brands.id),
    merchandiseCategoryId: integer().references(() => merchandiseCategories.id),
    type: text().notNull(),
    value: bigint({ mode: 'number' }).notNull(),
    minQty: integer(),
    maxQty: integer(),
  },
  (t) => [index().on(t.promotionId), index().on(t.articleId)],
);

/**
 * Stock of an article in a sorg at one location (spec 01 §3 Stock): available now, held by customer orders, the
 * next arrival, and from when it can be ordered.
 */
export const stock = pgTable(
  'stock',
  {
    articleId: integer()
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    sorg: text().notNull(),
    location: text().notNull(),
    priority: smallint().notNull().default(0),
    availableQty: integer().notNull().default(0),
    availableDate: date(),
    custorderQty: integer().notNull().default(0),
    custorderDate: date(),
    nextArrivalQty: integer().notNull().default(0),
    nextArrivalDate: date(),
    availableForOrderAt: date(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.articleId, t.sorg, t.location] }), index().on(t.sorg), index().on(t.updatedAt)],
);

/** How many of an article a customer may still order in the current period ('order limit exceeded'). */
export const orderQuotas = pgTable(
  'order_quotas',
  {
    customerId: integer()
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    articleId: integer()
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    sorg: text().notNull(),
    quota: integer().notNull(),
    used: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.articleId, t.sorg] })],
);

/** A user's wish to hear when an out-of-stock article is back (subscribeRestockedNotification). */
export const restockSubscriptions = pgTable(
  'restock_subscriptions',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    articleId: integer()
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    sorg: text().notNull(),
    /** The host the user subscribed on: its language and links go into the mail. */
    host: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.articleId, t.sorg] }), index().on(t.articleId, t.sorg)],
);

export type BrandRow = typeof brands.$inferSelect;
export type ProductGroupRow = typeof productGroups.$inferSelect;
export type ArticleRow = typeof articles.$inferSelect;
export type PriceRow = typeof prices.$inferSelect;
export type DiscountTierRow = typeof discountTiers.$inferSelect;
export type PromotionRow = typeof promotions.$inferSelect;
export type StockRow = typeof stock.$inferSelect;

/**
 * The catalog's revision: one row, bumped in the same transaction by a statement trigger on every catalog table
 * (migration 0005), so the catalog cache (catalog.cache.ts) of every server instance sees each change.
 */
export const catalogRevision = pgTable('catalog_revision', {
  id: integer().primaryKey().default(1),
  revision: bigint({ mode: 'number' }).notNull().default(1),
  changedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
