// The products and pricing side of the catalog's SQL: articles as one buyer sees them, their groups, prices,
// tiers, stock, promotions, tags and images, and the slugs of the product pages.
import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Buyer } from './catalog.models';
import { list, rowsOf, timestamp } from '../../db/sql';
import { running, soldIn } from './catalog.sql';
import {
  articleSorgs,
  catalogRevision,
  articleTags,
  articles,
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
} from './catalog.tables';

/** The catalog revision (a decimal string), '0' before the first (a database the migration has not reached). */
export async function catalogRevisionOf(db: Db): Promise<string> {
  const [row] = await rowsOf<{ revision: string }>(db, sql`select revision::text as revision from ${catalogRevision}`);
  return row?.revision ?? '0';
}

// Every function takes the buyer (customer, sorg, group) first and answers for a whole list in ONE statement.

/** Articles with their group, brand, series, merchandise category and the flags of the buyer's sorg. */
export function articlesWithGroups(db: Db, buyer: Pick<Buyer, 'sorg'>, articleIds: readonly number[]) {
  return db
    .select({
      article: articles,
      group: productGroups,
      brand: brands,
      serieName: series.name,
      mc: {
        id: merchandiseCategories.id,
        code: merchandiseCategories.code,
        name: merchandiseCategories.name,
        category: merchandiseCategories.category,
        texts: merchandiseCategories.texts,
      },
      flags: {
        allowToOrder: articleSorgs.allowToOrder,
        sorgBlocked: articleSorgs.sorgBlocked,
        orderBlocked: articleSorgs.orderBlocked,
        hierarchyBlocked: articleSorgs.hierarchyBlocked,
        maxOrderQty: articleSorgs.maxOrderQty,
        recommendedRank: articleSorgs.recommendedRank,
      },
    })
    .from(articles)
    .innerJoin(productGroups, eq(productGroups.id, articles.productGroupId))
    .innerJoin(brands, eq(brands.id, productGroups.brandId))
    .leftJoin(series, eq(series.id, productGroups.serieId))
    .innerJoin(merchandiseCategories, eq(merchandiseCategories.id, productGroups.merchandiseCategoryId))
    .leftJoin(articleSorgs, and(eq(articleSorgs.articleId, articles.id), eq(articleSorgs.sorg, buyer.sorg)))
    .where(inArray(articles.id, [...articleIds]));
}

/** The buyer's price rows: its group's and the sorg's '' rows (the service picks). */
export function pricesOf(db: Db, buyer: Pick<Buyer, 'sorg' | 'custGroup'>, articleIds: readonly number[]) {
  return db
    .select()
    .from(prices)
    .where(
      and(
        inArray(prices.articleId, [...articleIds]),
        eq(prices.sorg, buyer.sorg),
        inArray(prices.custGroup, [...new Set([buyer.custGroup, ''])]),
      ),
    );
}

export function tiersOf(db: Db, buyer: Pick<Buyer, 'sorg' | 'custGroup'>, articleIds: readonly number[]) {
  return db
    .select()
    .from(discountTiers)
    .where(
      and(
        inArray(discountTiers.articleId, [...articleIds]),
        eq(discountTiers.sorg, buyer.sorg),
        inArray(discountTiers.custGroup, [...new Set([buyer.custGroup, ''])]),
      ),
    )
    .orderBy(asc(discountTiers.articleId), asc(discountTiers.qty), asc(discountTiers.id));
}

export function stockOf(db: Db, buyer: Pick<Buyer, 'sorg'>, articleIds: readonly number[]) {
  return db
    .select()
    .from(stock)
    .where(and(inArray(stock.articleId, [...articleIds]), eq(stock.sorg, buyer.sorg)))
    .orderBy(asc(stock.articleId), asc(stock.priority), asc(stock.location));
}

/**
 * Running promotions of the sorg covering each article (by article, brand or merchandise category), first the
 * most specific (article, then brand, then category), then the latest started.
 */
export function promotionsCovering(db: Db, buyer: Pick<Buyer, 'sorg' | 'now'>, articleIds: readonly number[]) {
  return db
    .select({
      articleId: articles.id,
      id: promotions.id,
      code: promotions.code,
      badge: promotions.badge,
    })
    .from(articles)
    .innerJoin(productGroups, eq(productGroups.id, articles.productGroupId))
    .innerJoin(
      promotionDetails,
      or(
        eq(promotionDetails.articleId, articles.id),
        eq(promotionDetails.brandId, productGroups.brandId),
        eq(promotionDetails.merchandiseCategoryId, productGroups.merchandiseCategoryId),
      ),
    )
    .innerJoin(promotions, eq(promotions.id, promotionDetails.promotionId))
    .where(and(inArray(articles.id, [...articleIds]), eq(promotions.sorg, buyer.sorg), running(buyer.now)))
    .orderBy(
      asc(articles.id),
      sql`case when ${promotionDetails.articleId} is not null then 0 when ${promotionDetails.brandId} is not null then 1 else 2 end`,
      sql`${promotions.validFrom} desc`,
      asc(promotions.id),
    );
}

/** Brand and category blocks of the buyer's sorg that apply to its group (null custGroup: every group). */
export function blocksOf(db: Db, buyer: Pick<Buyer, 'sorg' | 'custGroup'>) {
  return db
    .select({ brandId: catalogBlocks.brandId, merchandiseCategoryId: catalogBlocks.merchandiseCategoryId })
    .from(catalogBlocks)
    .where(
      and(
        eq(catalogBlocks.sorg, buyer.sorg),
        or(isNull(catalogBlocks.custGroup), eq(catalogBlocks.custGroup, buyer.custGroup)),
      ),
    );
}

export function tagsOf(db: Db, articleIds: readonly number[]) {
  return db
    .select({ articleId: articleTags.articleId, type: tags.type, name: tags.name, fileName: tags.fileName })
    .from(articleTags)
    .innerJoin(tags, eq(tags.id, articleTags.tagId))
    .where(inArray(articleTags.articleId, [...articleIds]))
    .orderBy(asc(articleTags.articleId), asc(tags.type), asc(tags.name));
}
/** The quota the customer has left per article in the buyer's sorg (articles without a quota are left out). */
export function quotasOf(db: Db, buyer: Pick<Buyer, 'customer' | 'sorg'>, articleIds: readonly number[]) {
  return db
    .select({
      articleId: orderQuotas.articleId,
      remaining: sql<number>`greatest(${orderQuotas.quota} - ${orderQuotas.used}, 0)::int`,
    })
    .from(orderQuotas)
    .where(
      and(
        eq(orderQuotas.customerId, buyer.customer.id),
        eq(orderQuotas.sorg, buyer.sorg),
        inArray(orderQuotas.articleId, [...articleIds]),
      ),
    );
}

/** The images (colour and etag, never the SVG) of product groups. */
export function imagesOf(db: Db, groupIds: readonly number[]) {
  return db
    .select({ productGroupId: productImages.productGroupId, color: productImages.color, etag: productImages.etag })
    .from(productImages)
    .where(inArray(productImages.productGroupId, [...groupIds]))
    .orderBy(asc(productImages.productGroupId), asc(productImages.color));
}
/** The articles of product groups sold in the buyer's sorg, in grid order (size, colour). */
export function articlesOfGroups(db: Db, buyer: Pick<Buyer, 'sorg'>, groupIds: readonly number[]) {
  return db
    .select({
      id: articles.id,
      productGroupId: articles.productGroupId,
      slug: articles.slug,
      color: articles.color,
      colorHex: articles.colorHex,
    })
    .from(articles)
    .where(and(inArray(articles.productGroupId, [...groupIds]), soldIn(buyer.sorg)))
    .orderBy(asc(articles.productGroupId), asc(articles.sizeRank), asc(articles.color), asc(articles.id));
}

export interface GroupSummaryRow {
  id: number;
  item_count: number;
  starting_at: number | null;
  max_retail: number | null;
  in_stock: boolean;
  format: {
    currency: string;
    symbol: string;
    thousandSeparator: string;
    decimalSeparator: string;
    decimalPrecision: number;
  } | null;
}

/** Per product group, over its articles sold in the sorg: count, lowest dealer and highest retail price, stock. */
export function groupSummaries(db: Db, buyer: Pick<Buyer, 'sorg' | 'custGroup'>, groupIds: readonly number[]) {
  if (groupIds.length === 0) return Promise.resolve([]);
  return rowsOf<GroupSummaryRow>(
    db,
    sql`select g.id, count(a.id)::int as item_count, min(price.dealer)::float8 as starting_at,
        max(price.retail)::float8 as max_retail,
        coalesce(bool_or(exists (select 1 from ${stock} st
          where st.article_id = a.id and st.sorg = ${buyer.sorg} and st.available_qty > 0)), false) as in_stock,
        (array_agg(price.format order by price.dealer) filter (where price.format is not null))[1] as format
      from ${productGroups} g
      left join (${articles} a join ${articleSorgs} asg on asg.article_id = a.id and asg.sorg = ${buyer.sorg})
        on a.product_group_id = g.id
      left join lateral (
        select pr.dealer, pr.retail, jsonb_build_object('currency', pr.currency, 'symbol', pr.symbol,
          'thousandSeparator', pr.thousand_separator, 'decimalSeparator', pr.decimal_separator,
          'decimalPrecision', pr.decimal_precision) as format
        from ${prices} pr
        where pr.article_id = a.id and pr.sorg = ${buyer.sorg} and pr.cust_group in ${list([...new Set([buyer.custGroup, ''])])}
        order by (pr.cust_group = '') limit 1
      ) price on true
      where g.id in ${list(groupIds)}
      group by g.id`,
  );
}

/** Product groups with brand and series name. */
export function groupsWithBrands(db: Db, groupIds: readonly number[]) {
  return db
    .select({ group: productGroups, brand: brands, serieName: series.name })
    .from(productGroups)
    .innerJoin(brands, eq(brands.id, productGroups.brandId))
    .leftJoin(series, eq(series.id, productGroups.serieId))
    .where(inArray(productGroups.id, [...groupIds]));
}

/** The badge of the running promotion covering each group (its brand, category or one of its articles). */
export function groupPromotionBadges(db: Db, buyer: Pick<Buyer, 'sorg' | 'now'>, groupIds: readonly number[]) {
  if (groupIds.length === 0) return Promise.resolve([]);
  return rowsOf<{ group_id: number; badge: string; code: string }>(
    db,
    sql`select distinct on (g.id) g.id as group_id, p.badge, p.code
      from ${productGroups} g
      join ${promotionDetails} pd on pd.brand_id = g.brand_id or pd.merchandise_category_id = g.merchandise_category_id
        or pd.article_id in (select a.id from ${articles} a where a.product_group_id = g.id)
      join ${promotions} p on p.id = pd.promotion_id
      where g.id in ${list(groupIds)} and p.sorg = ${buyer.sorg}
        and p.valid_from <= ${timestamp(buyer.now)} and p.valid_to >= ${timestamp(buyer.now)}
      order by g.id, case when pd.article_id is not null then 0 when pd.brand_id is not null then 1 else 2 end,
        p.valid_from desc, p.id`,
  );
}

/** Running promotions of the sorg, of one category when given, the latest started first. */
export function runningPromotions(db: Db, buyer: Pick<Buyer, 'sorg' | 'now'>, category: string | null) {
  return db
    .select()
    .from(promotions)
    .where(
      and(
        eq(promotions.sorg, buyer.sorg),
        running(buyer.now),
        category === null ? undefined : eq(promotions.category, category),
      ),
    )
    .orderBy(sql`${promotions.validFrom} desc`, asc(promotions.id));
}

/** The details of promotions, with the article code, brand and merchandise category they name. */
export function promotionDetailsOf(db: Db, promotionIds: readonly number[]) {
  return db
    .select({
      promotionId: promotionDetails.promotionId,
      articleCode: articles.articleCode,
      brand: brands.description,
      mc: merchandiseCategories.code,
      type: promotionDetails.type,
      value: promotionDetails.value,
      minQty: promotionDetails.minQty,
      maxQty: promotionDetails.maxQty,
    })
    .from(promotionDetails)
    .leftJoin(articles, eq(articles.id, promotionDetails.articleId))
    .leftJoin(brands, eq(brands.id, promotionDetails.brandId))
    .leftJoin(merchandiseCategories, eq(merchandiseCategories.id, promotionDetails.merchandiseCategoryId))
    .where(inArray(promotionDetails.promotionId, [...promotionIds]))
    .orderBy(asc(promotionDetails.promotionId), asc(promotionDetails.id));
}

/** The running promotions covering any of the articles (productDetailsV2). */
export function promotionIdsCovering(db: Db, buyer: Pick<Buyer, 'sorg' | 'now'>, articleIds: readonly number[]) {
  if (articleIds.length === 0) return Promise.resolve([]);
  return rowsOf<{ id: number }>(
    db,
    sql`select distinct p.id from ${articles} a
      join ${productGroups} g on g.id = a.product_group_id
      join ${promotionDetails} pd on pd.article_id = a.id or pd.brand_id = g.brand_id
        or pd.merchandise_category_id = g.merchandise_category_id
      join ${promotions} p on p.id = pd.promotion_id
      where a.id in ${list(articleIds)} and p.sorg = ${buyer.sorg}
        and p.valid_from <= ${timestamp(buyer.now)} and p.valid_to >= ${timestamp(buyer.now)}`,
  );
}

export function promotionsByIds(db: Db, ids: readonly number[]) {
  return db
    .select()
    .from(promotions)
    .where(inArray(promotions.id, [...ids]))
    .orderBy(sql`${promotions.validFrom} desc`, asc(promotions.id));
}

/** The product group a slug names (its own or one of its articles'), and the article when it named one. */
export async function findSlug(db: Db, slug: string): Promise<{ groupId: number; articleId: number | null } | null> {
  const rows = await rowsOf<{ group_id: number; article_id: number | null }>(
    db,
    sql`select g.id as group_id, null::int as article_id from ${productGroups} g where g.slug = ${slug}
      union all
      select a.product_group_id, a.id from ${articles} a where a.slug = ${slug}
      limit 1`,
  );
  const row = rows[0];
  return row ? { groupId: row.group_id, articleId: row.article_id } : null;
}

/** The SVG of a product group's image with this colour and etag. */
export async function findImage(db: Db, groupSlug: string, colors: readonly string[], etag: string) {
  const [row] = await db
    .select({ svg: productImages.svg, etag: productImages.etag })
    .from(productImages)
    .innerJoin(productGroups, eq(productGroups.id, productImages.productGroupId))
    .where(
      and(eq(productGroups.slug, groupSlug), inArray(productImages.color, [...colors]), eq(productImages.etag, etag)),
    )
    .limit(1);
  return row;
}
