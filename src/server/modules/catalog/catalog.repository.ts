import { and, asc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cartLines } from '../cart/cart.tables';
import { sorgs } from '../hosts/hosts.tables';
import { DEFAULT_CATALOG_SORT, type CatalogFilter, type CatalogSort } from '../../../shared/catalog/catalog-filter';
import { facetCounting, type FacetKind } from '../../../shared/catalog/catalog-filter-options';
import { orderLines, orders } from '../orders/orders.tables';
import { users } from '../users/users.tables';
import type { Buyer } from './catalog.models';
import {
  articleSorgs,
  catalogRevision,
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
  restockSubscriptions,
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

/** SQL: the promotion `p` is running at `at`. */
export const running = (at: Date) => sql`${promotions.validFrom} <= ${at} and ${promotions.validTo} >= ${at}`;

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

/**
 * What is the customer's own about articles, in ONE statement: the quota left (null: no quota), whether the user
 * asked to hear of a restock, and the quantity in the cart, in the buyer's sorg.
 */
export function buyerArticleStates(
  db: Db,
  buyer: Pick<Buyer, 'customer' | 'userId' | 'sorg'>,
  articleIds: readonly number[],
) {
  // One JSON parameter for the three lookups instead of three lists of parameters.
  const ids = sql`(select value::int from json_array_elements_text(${JSON.stringify(articleIds)}::json))`;
  return rowsOf<{ kind: 'quota' | 'restock' | 'cart'; article_id: number; n: number }>(
    db,
    sql`select 'quota' as kind, q.article_id, greatest(q.quota - q.used, 0)::int as n from ${orderQuotas} q
        where q.customer_id = ${buyer.customer.id} and q.sorg = ${buyer.sorg} and q.article_id in ${ids}
      union all
      select 'restock', r.article_id, 1 from ${restockSubscriptions} r
        where r.user_id = ${buyer.userId} and r.sorg = ${buyer.sorg} and r.article_id in ${ids}
      union all
      select 'cart', c.article_id, c.qty from ${cartLines} c
        where c.customer_id = ${buyer.customer.id} and c.sorg = ${buyer.sorg} and c.article_id in ${ids}`,
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

/** SQL: the article `articles` is sold in the buyer's sorg. */
export const soldIn = (sorg: string): SQL =>
  sql`exists (select 1 from ${articleSorgs} where ${articleSorgs.articleId} = ${articles.id} and ${articleSorgs.sorg} = ${sorg})`;

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

// ---------------------------------------------------------------------------------------------------------------
// Lists: the SQL side of src/shared/catalog/catalog-filter.ts (the parity test keeps the two in step).

/** Rows of a raw statement: PGlite and node-postgres both answer { rows }. */
export async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as { rows: T[] };
  return result.rows;
}

/** `values` as a parenthesised SQL list of parameters (never empty: callers drop empty lists). */
const list = (values: readonly (string | number)[]) =>
  sql`(${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )})`;

const escapeLike = (word: string) => word.replace(/[\\%_]/g, (c) => `\\${c}`);

const timestamp = (at: Date) => sql`${at.toISOString()}::timestamptz`;

/** The predicates of a normalized filter over `a` (articles), `g` (its group), `b` (brand), `s` (series), `price`. */
function filterPredicates(buyer: Pick<Buyer, 'sorg' | 'now'>, f: CatalogFilter): SQL[] {
  const parts: SQL[] = [sql`g.category = ${f.category}`];
  for (const word of f.searchWords) {
    const p = `%${escapeLike(word)}%`;
    parts.push(
      sql`(a.name ilike ${p} or a.article_code ilike ${p} or coalesce(a.old_code, '') ilike ${p} or b.description ilike ${p} or coalesce(s.name, '') ilike ${p})`,
    );
  }
  if (f.promotions) {
    parts.push(sql`exists (select 1 from ${promotionDetails} pd join ${promotions} p on p.id = pd.promotion_id
      where p.sorg = ${buyer.sorg} and p.valid_from <= ${timestamp(buyer.now)} and p.valid_to >= ${timestamp(buyer.now)}
        and p.code in ${list(f.promotions)}
        and (pd.article_id = a.id or pd.brand_id = g.brand_id or pd.merchandise_category_id = g.merchandise_category_id))`);
  }
  if (f.brands) parts.push(sql`g.brand_id in ${list(f.brands)}`);
  if (f.models) parts.push(sql`g.id in ${list(f.models)}`);
  if (f.series) parts.push(sql`g.serie_id in ${list(f.series)}`);
  if (f.frameSizes) parts.push(sql`a.frame_size in ${list(f.frameSizes)}`);
  if (f.wheelSizes) parts.push(sql`a.wheel_size in ${list(f.wheelSizes)}`);
  if (f.merchandiseCategories) parts.push(sql`g.merchandise_category_id in ${list(f.merchandiseCategories)}`);
  if (f.bikeCategories) {
    parts.push(sql`g.merchandise_category_id in (select unnest(bc.mc_ids) from ${bikeCategories} bc
      where bc.id in ${list(f.bikeCategories)})`);
  }
  if (f.articleTags) {
    parts.push(sql`exists (select 1 from ${articleTags} at join ${tags} t on t.id = at.tag_id
      where at.article_id = a.id and t.name in ${list(f.articleTags)})`);
  }
  if (f.articleTagCategory !== null) {
    parts.push(sql`exists (select 1 from ${articleTags} at join ${tags} t on t.id = at.tag_id
      where at.article_id = a.id and t.type = ${f.articleTagCategory})`);
  }
  // float8: a GraphQL Float may have a fraction, which a bigint parameter would refuse.
  if (f.priceFrom !== null) parts.push(sql`price.dealer >= ${f.priceFrom}::float8`);
  if (f.priceTo !== null) parts.push(sql`price.dealer <= ${f.priceTo}::float8`);
  if (f.hasStock) {
    parts.push(sql`(select coalesce(sum(greatest(st.available_qty, 0)), 0) from ${stock} st
      where st.article_id = a.id and st.sorg = ${buyer.sorg}) > 0`);
  }
  return parts;
}

/**
 * The articles sold in the buyer's sorg as rows a (articles), asg (article_sorgs), g, b, s and `price` (the buyer's
 * effective price: its group's row, else the '' row).
 */
function articleSource(buyer: Pick<Buyer, 'sorg' | 'custGroup'>, withPrice = true): SQL {
  const source = sql`${articles} a
    join ${articleSorgs} asg on asg.article_id = a.id and asg.sorg = ${buyer.sorg}
    join ${productGroups} g on g.id = a.product_group_id
    join ${brands} b on b.id = g.brand_id
    left join ${series} s on s.id = g.serie_id`;
  if (!withPrice) return source;
  return sql`${source}
    left join lateral (
      select pr.dealer, pr.retail from ${prices} pr
      where pr.article_id = a.id and pr.sorg = ${buyer.sorg} and pr.cust_group in ${list([...new Set([buyer.custGroup, ''])])}
      order by (pr.cust_group = '') limit 1
    ) price on true`;
}

export type ListKind = 'all' | 'previous' | 'frequent';

export interface GroupPageQuery {
  filter: CatalogFilter;
  /** null: the list's own order (price for 'all', latest for 'previous', most often for 'frequent'). */
  sort: CatalogSort | null;
  limit: number;
  offset: number;
  kind: ListKind;
}

function orderBy(sort: CatalogSort): SQL {
  const dir = sort.order === 'DESC' ? sql`desc` : sql`asc`;
  switch (sort.field) {
    case 'PRICE':
      return sql`min(m.dealer) ${dir} nulls last`;
    case 'NAME':
      return sql`lower(g.parent_name) collate "C" ${dir}`;
    case 'RECOMMENDED':
      return sort.order === 'DESC' ? sql`max(m.rank) asc` : sql`max(m.rank) desc`;
    case 'MODEL_YEAR':
      return sql`g.model_year ${dir} nulls last`;
  }
}

/** One page of product group ids matching a filter, and how many there are (one statement; two past the end). */
export async function productGroupPage(
  db: Db,
  buyer: Pick<Buyer, 'customer' | 'sorg' | 'custGroup' | 'now'>,
  query: GroupPageQuery,
): Promise<{ groupIds: number[]; count: number }> {
  const history =
    query.kind === 'all'
      ? sql``
      : sql`join ${orderLines} ol on ol.article_id = a.id
          join ${orders} o on o.id = ol.order_id and o.customer_id = ${buyer.customer.id} and o.sorg = ${buyer.sorg}`;
  const historyColumns = query.kind === 'all' ? sql`` : sql`, o.id as order_id, o.created_at as ordered_at`;
  const matching = sql`select a.id as article_id, a.product_group_id as group_id, price.dealer as dealer,
      asg.recommended_rank as rank ${historyColumns}
    from ${articleSource(buyer)} ${history}
    where ${sql.join(filterPredicates(buyer, query.filter), sql` and `)}`;
  const having = query.kind === 'frequent' ? sql`having count(distinct m.order_id) >= 2` : sql``;
  const order = query.sort
    ? orderBy(query.sort)
    : query.kind === 'previous'
      ? sql`max(m.ordered_at) desc`
      : query.kind === 'frequent'
        ? sql`count(distinct m.order_id) desc, max(m.ordered_at) desc`
        : orderBy(DEFAULT_CATALOG_SORT);
  const rows = await rowsOf<{ group_id: number; total: number }>(
    db,
    sql`select m.group_id, (count(*) over ())::int as total
      from (${matching}) m join ${productGroups} g on g.id = m.group_id
      group by m.group_id, g.parent_name, g.model_year ${having}
      order by ${order}, m.group_id asc
      limit ${query.limit} offset ${query.offset}`,
  );
  if (rows.length > 0 || query.offset === 0) {
    return { groupIds: rows.map((r) => r.group_id), count: rows[0]?.total ?? 0 };
  }
  const [counted] = await rowsOf<{ total: number }>(
    db,
    sql`select count(*)::int as total from (select m.group_id from (${matching}) m group by m.group_id ${having}) x`,
  );
  return { groupIds: [], count: counted?.total ?? 0 };
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

// ---------------------------------------------------------------------------------------------------------------
// Filter choices, counts, promotions, best sellers, search.

export function listBikeCategories(db: Db) {
  return db.select().from(bikeCategories).orderBy(asc(bikeCategories.position), asc(bikeCategories.id));
}

/** The sold articles of a category in the buyer's sorg, as `a`, `g` (for the filter choices). */
const soldInCategory = (sorg: string, category: string) => sql`${articles} a
  join ${articleSorgs} asg on asg.article_id = a.id and asg.sorg = ${sorg}
  join ${productGroups} g on g.id = a.product_group_id and g.category = ${category}`;

export interface OptionRow {
  value: string;
  label: string;
  count: number;
}

interface OptionValues {
  join: SQL;
  value: SQL;
  label: SQL;
  order: SQL;
}

/** Per kind of choice: what joins to the filtered articles, its value, label and tie order (an id, else null). */
const optionValues = (buyer: Pick<Buyer, 'sorg' | 'now'>): Record<FacetKind, OptionValues> => ({
  brands: { join: sql``, value: sql`b.id::text`, label: sql`b.description`, order: sql`b.id` },
  promotions: {
    join: sql`join ${promotionDetails} pd on pd.article_id = a.id or pd.brand_id = g.brand_id
        or pd.merchandise_category_id = g.merchandise_category_id
      join ${promotions} p on p.id = pd.promotion_id and p.sorg = ${buyer.sorg}
        and p.valid_from <= ${timestamp(buyer.now)} and p.valid_to >= ${timestamp(buyer.now)}`,
    value: sql`p.code`,
    label: sql`p.name`,
    order: sql`null::int`,
  },
  tags: {
    join: sql`join ${articleTags} at on at.article_id = a.id join ${tags} t on t.id = at.tag_id`,
    value: sql`t.name`,
    label: sql`t.name`,
    order: sql`null::int`,
  },
  tagCategories: {
    join: sql`join ${articleTags} at on at.article_id = a.id join ${tags} t on t.id = at.tag_id`,
    value: sql`t.type`,
    label: sql`t.type`,
    order: sql`null::int`,
  },
  categories: {
    join: sql`join ${merchandiseCategories} mc on mc.id = g.merchandise_category_id`,
    value: sql`mc.id::text`,
    label: sql`mc.name`,
    order: sql`mc.id`,
  },
  series: { join: sql``, value: sql`s.id::text`, label: sql`s.name`, order: sql`s.id` },
  frameSizes: { join: sql``, value: sql`a.frame_size`, label: sql`a.frame_size`, order: sql`null::int` },
  wheelSizes: { join: sql``, value: sql`a.wheel_size`, label: sql`a.wheel_size`, order: sql`null::int` },
  models: { join: sql``, value: sql`g.id::text`, label: sql`g.parent_name`, order: sql`g.id` },
});

/** Whether a filter reads the buyer's price (the lateral price join is left out otherwise). */
const readsPrice = (f: CatalogFilter) => f.priceFrom !== null || f.priceTo !== null;

/**
 * Filter choices of one kind with their counts under the active filter (`filter`, of the category): each choice
 * counts the product groups the list would show if it were also ticked (src/shared/catalog/catalog-filter-options
 * facetCounting): the groups having an article that matches every other key with this choice, together with the
 * groups matching the whole filter when this kind has ticked values. One statement.
 */
export function filterOptions(
  db: Db,
  buyer: Pick<Buyer, 'sorg' | 'custGroup' | 'now'>,
  filter: CatalogFilter,
  kind: FacetKind,
): Promise<OptionRow[]> {
  const { others, addsToSelection, ticked } = facetCounting(filter, kind);
  const option = optionValues(buyer)[kind];
  const selected = addsToSelection
    ? sql`select distinct a.product_group_id as group_id from ${articleSource(buyer, readsPrice(filter))}
        where ${sql.join(filterPredicates(buyer, filter), sql` and `)}`
    : sql`select null::int as group_id where false`;
  const hit = sql`(${sql.join(filterPredicates(buyer, others), sql` and `)})`;
  // A ticked value is listed even when no article counts for it (its chip needs the label).
  const scope =
    ticked.length > 0 ? sql`(${hit} or (g.category = ${filter.category} and ${option.value} in ${list(ticked)}))` : hit;
  return rowsOf<OptionRow>(
    db,
    sql`with sel as (${selected}),
      v as (
        select a.product_group_id as group_id, ${option.value} as value, ${option.label} as label,
          ${option.order} as ord, ${hit} as hit
        from ${articleSource(buyer, readsPrice(others))} ${option.join}
        where ${scope} and ${option.value} is not null
      )
      select value, label, (count(distinct group_id) filter (where hit and group_id not in (select group_id from sel))
          + (select count(*) from sel))::int as count
      from v group by value, label, ord order by label, ord, value`,
  );
}

/** The lowest and highest dealer price of the buyer over a category, and the format of one of them. */
export async function priceRange(db: Db, buyer: Pick<Buyer, 'sorg' | 'custGroup'>, category: string) {
  const [row] = await rowsOf<{ min: number | null; max: number | null; format: GroupSummaryRow['format'] }>(
    db,
    sql`select min(price.dealer)::float8 as min, max(price.dealer)::float8 as max,
        (array_agg(jsonb_build_object('currency', price.currency, 'symbol', price.symbol,
          'thousandSeparator', price.thousand_separator, 'decimalSeparator', price.decimal_separator,
          'decimalPrecision', price.decimal_precision)) filter (where price.dealer is not null))[1] as format
      from ${articles} a
      join ${articleSorgs} asg on asg.article_id = a.id and asg.sorg = ${buyer.sorg}
      join ${productGroups} g on g.id = a.product_group_id and g.category = ${category}
      join lateral (
        select pr.* from ${prices} pr
        where pr.article_id = a.id and pr.sorg = ${buyer.sorg} and pr.cust_group in ${list([...new Set([buyer.custGroup, ''])])}
        order by (pr.cust_group = '') limit 1
      ) price on true`,
  );
  return row;
}

/** Product groups per category having an article sold in the sorg. */
export function categoryCounts(db: Db, buyer: Pick<Buyer, 'sorg'>) {
  return rowsOf<{ category: string; count: number }>(
    db,
    sql`select g.category, count(distinct g.id)::int as count from ${articles} a
      join ${articleSorgs} asg on asg.article_id = a.id and asg.sorg = ${buyer.sorg}
      join ${productGroups} g on g.id = a.product_group_id
      group by g.category`,
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

/** The product groups of a category most ordered in the sorg since `since` (by quantity), sold in the sorg. */
export function bestSellerGroupIds(
  db: Db,
  buyer: Pick<Buyer, 'sorg'>,
  category: string,
  since: Date,
  limit: number,
): Promise<{ group_id: number }[]> {
  return rowsOf(
    db,
    sql`select a.product_group_id as group_id from ${orderLines} ol
      join ${orders} o on o.id = ol.order_id and o.sorg = ${buyer.sorg} and o.created_at >= ${timestamp(since)}
      join ${articles} a on a.id = ol.article_id
      join ${productGroups} g on g.id = a.product_group_id and g.category = ${category}
      where exists (select 1 from ${articleSorgs} asg where asg.article_id = a.id and asg.sorg = ${buyer.sorg})
      group by a.product_group_id
      order by sum(ol.order_qty) desc, count(distinct o.id) desc, a.product_group_id
      limit ${limit}`,
  );
}

/** Articles of a category sold in the sorg whose fields hold every search word, the most recommended first. */
export function searchArticleIds(
  db: Db,
  buyer: Pick<Buyer, 'sorg' | 'custGroup' | 'now'>,
  filter: CatalogFilter,
  limit: number,
): Promise<{ article_id: number }[]> {
  return rowsOf(
    db,
    sql`select a.id as article_id from ${articleSource(buyer)}
      where ${sql.join(filterPredicates(buyer, filter), sql` and `)}
      order by asg.recommended_rank desc, lower(a.name) collate "C", a.id
      limit ${limit}`,
  );
}

/** Completions of a term: model names, brands and series of the category whose words start with it. */
export function completions(db: Db, buyer: Pick<Buyer, 'sorg'>, category: string, term: string, limit: number) {
  const prefix = `${escapeLike(term)}%`;
  const inWord = `% ${escapeLike(term)}%`;
  return rowsOf<{ value: string }>(
    db,
    sql`select value from (
        select distinct v.value from ${soldInCategory(buyer.sorg, category)}
        join ${brands} b on b.id = g.brand_id
        left join ${series} s on s.id = g.serie_id
        cross join lateral (values (g.parent_name), (b.description), (s.name)) as v(value)
        where v.value is not null and (v.value ilike ${prefix} or v.value ilike ${inWord})
      ) x order by length(value), lower(value) collate "C" limit ${limit}`,
  );
}

// ---------------------------------------------------------------------------------------------------------------
// Product pages, stock, analysis.

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

/** Articles by code with whether each is sold in the sorg. */
export function articlesByCodes(db: Db, sorg: string, codes: readonly string[]) {
  return db
    .select({
      id: articles.id,
      articleCode: articles.articleCode,
      frameSize: articles.frameSize,
      color: articles.color,
      sold: sql<boolean>`${articleSorgs.articleId} is not null`,
    })
    .from(articles)
    .leftJoin(articleSorgs, and(eq(articleSorgs.articleId, articles.id), eq(articleSorgs.sorg, sorg)))
    .where(inArray(articles.articleCode, [...codes]));
}

/** Article codes and names matching a search, one row per sorg they are sold in; a page and the total. */
export async function articleDisplayPage(
  db: Db,
  search: string[],
  sorgCodes: readonly string[],
  limit: number,
  offset: number,
) {
  const words = search.map((w) => {
    const p = `%${escapeLike(w)}%`;
    return sql`(a.article_code ilike ${p} or a.name ilike ${p} or coalesce(a.old_code, '') ilike ${p})`;
  });
  const where = sql.join([sql`asg.sorg in ${list(sorgCodes)}`, ...words], sql` and `);
  return rowsOf<{ article_code: string; name: string; sorg: string; total: number }>(
    db,
    sql`select a.article_code, a.name, asg.sorg, (count(*) over ())::int as total
      from ${articles} a join ${articleSorgs} asg on asg.article_id = a.id
      where ${where}
      order by a.article_code collate "C", asg.sorg collate "C"
      limit ${limit} offset ${offset}`,
  );
}

export async function countArticleDisplays(db: Db, search: string[], sorgCodes: readonly string[]) {
  const words = search.map((w) => {
    const p = `%${escapeLike(w)}%`;
    return sql`(a.article_code ilike ${p} or a.name ilike ${p} or coalesce(a.old_code, '') ilike ${p})`;
  });
  const where = sql.join([sql`asg.sorg in ${list(sorgCodes)}`, ...words], sql` and `);
  const [row] = await rowsOf<{ total: number }>(
    db,
    sql`select count(*)::int as total from ${articles} a join ${articleSorgs} asg on asg.article_id = a.id where ${where}`,
  );
  return row?.total ?? 0;
}

// ---------------------------------------------------------------------------------------------------------------
// The offline catalog (catalogSync).

/**
 * A chunk of the articles sold in the buyer's sorg changed at or after `since` (µs since the epoch), by the latest
 * change of the article, its group, its sorg flags, its prices for the buyer and its stock in the sorg; ordered by
 * (change, id), after the cursor. With `since` null (everything), ordered by id.
 */
export function changedArticles(
  db: Db,
  buyer: Pick<Buyer, 'sorg' | 'custGroup'>,
  since: bigint | null,
  after: { changed: bigint; id: number } | null,
  limit: number,
) {
  // A full download needs no change key: it pages by id, an index scan, instead of computing the latest change
  // of every article of the sorg and sorting them all again for each chunk (seconds per chunk on PGlite).
  if (since === null) {
    return rowsOf<{ id: number; changed: string }>(
      db,
      sql`select a.id, '0' as changed from ${articles} a
        join ${articleSorgs} asg on asg.article_id = a.id and asg.sorg = ${buyer.sorg}
        ${after === null ? sql`` : sql`where a.id > ${after.id}::int`}
        order by a.id
        limit ${limit}`,
    );
  }
  const groups = list([...new Set([buyer.custGroup, ''])]);
  const changed = sql`(floor(extract(epoch from greatest(a.updated_at, g.updated_at, asg.updated_at,
      (select max(pr.updated_at) from ${prices} pr where pr.article_id = a.id and pr.sorg = ${buyer.sorg} and pr.cust_group in ${groups}),
      (select max(st.updated_at) from ${stock} st where st.article_id = a.id and st.sorg = ${buyer.sorg})
    )) * 1000000))::bigint`;
  const conditions = [
    sql`c.changed >= ${since.toString()}::bigint`,
    after === null ? undefined : sql`(c.changed, c.id) > (${after.changed.toString()}::bigint, ${after.id}::int)`,
  ].filter((c): c is SQL => c !== undefined);
  return rowsOf<{ id: number; changed: string }>(
    db,
    sql`select c.id, c.changed::text as changed from (
        select a.id, ${changed} as changed from ${articles} a
        join ${articleSorgs} asg on asg.article_id = a.id and asg.sorg = ${buyer.sorg}
        join ${productGroups} g on g.id = a.product_group_id
      ) c
      ${conditions.length > 0 ? sql`where ${sql.join(conditions, sql` and `)}` : sql``}
      order by c.changed, c.id
      limit ${limit}`,
  );
}

// ---------------------------------------------------------------------------------------------------------------
// Images.

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

// ---------------------------------------------------------------------------------------------------------------
// Restock notifications and the stock import.

export async function subscribeRestock(db: Db, userId: number, articleId: number, sorg: string, host: string) {
  await db
    .insert(restockSubscriptions)
    .values({ userId, articleId, sorg, host })
    .onConflictDoUpdate({
      target: [restockSubscriptions.userId, restockSubscriptions.articleId, restockSubscriptions.sorg],
      set: { host },
    });
}

export async function unsubscribeRestock(db: Db, userId: number, articleId: number, sorg: string) {
  await db
    .delete(restockSubscriptions)
    .where(
      and(
        eq(restockSubscriptions.userId, userId),
        eq(restockSubscriptions.articleId, articleId),
        eq(restockSubscriptions.sorg, sorg),
      ),
    );
}

export function sorgExists(db: Db, codes: readonly string[]) {
  return db
    .select({ code: sorgs.code })
    .from(sorgs)
    .where(inArray(sorgs.code, [...codes]));
}

/** Stock available now per (article, sorg) over every location. */
export function availableBy(db: Db, pairs: readonly { articleId: number; sorg: string }[]) {
  if (pairs.length === 0) return Promise.resolve([]);
  return rowsOf<{ article_id: number; sorg: string; available: number }>(
    db,
    sql`select st.article_id, st.sorg, coalesce(sum(greatest(st.available_qty, 0)), 0)::int as available
      from ${stock} st
      where (st.article_id, st.sorg) in (${sql.join(
        pairs.map((p) => sql`(${p.articleId}::int, ${p.sorg}::text)`),
        sql`, `,
      )})
      group by st.article_id, st.sorg`,
  );
}

export interface StockUpsert {
  articleId: number;
  sorg: string;
  location: string;
  availableQty: number;
  nextArrivalQty: number | null;
  nextArrivalDate: string | null;
}

/**
 * Writes stock rows (insert or update by article, sorg and location), touching updatedAt. With `keepArrival` the
 * stored next arrival of an existing row stays (the import row gave none).
 */
export async function upsertStock(db: Db, rows: readonly StockUpsert[], at: Date, keepArrival: boolean) {
  if (rows.length === 0) return;
  await db
    .insert(stock)
    .values(
      rows.map((r) => ({
        articleId: r.articleId,
        sorg: r.sorg,
        location: r.location,
        availableQty: r.availableQty,
        nextArrivalQty: r.nextArrivalQty ?? 0,
        nextArrivalDate: r.nextArrivalDate,
        updatedAt: at,
      })),
    )
    .onConflictDoUpdate({
      target: [stock.articleId, stock.sorg, stock.location],
      set: {
        availableQty: sql`excluded.available_qty`,
        ...(keepArrival
          ? {}
          : { nextArrivalQty: sql`excluded.next_arrival_qty`, nextArrivalDate: sql`excluded.next_arrival_date` }),
        updatedAt: sql`excluded.updated_at`,
      },
    });
}

/**
 * Takes (deletes and returns) the subscriptions to articles back in stock, with the user's address and name and
 * the article's code and name: each subscriber is told once.
 */
export function takeSubscriptions(db: Db, pairs: readonly { articleId: number; sorg: string }[]) {
  if (pairs.length === 0) return Promise.resolve([]);
  return rowsOf<{
    user_id: number;
    article_id: number;
    sorg: string;
    host: string;
    email: string;
    user_name: string;
    article_code: string;
    article_name: string;
    slug: string;
  }>(
    db,
    sql`with taken as (
        delete from ${restockSubscriptions} rs
        where (rs.article_id, rs.sorg) in (${sql.join(
          pairs.map((p) => sql`(${p.articleId}::int, ${p.sorg}::text)`),
          sql`, `,
        )})
        returning rs.user_id, rs.article_id, rs.sorg, rs.host
      )
      select t.user_id, t.article_id, t.sorg, t.host, u.email, u.name as user_name,
        a.article_code, a.name as article_name, a.slug
      from taken t join ${users} u on u.id = t.user_id join ${articles} a on a.id = t.article_id
      order by t.user_id, t.article_id`,
  );
}
