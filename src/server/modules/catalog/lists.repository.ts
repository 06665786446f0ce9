// Lists and search: the SQL side of src/shared/catalog/catalog-filter.ts (the parity tests keep the two in step),
// the filter choices with their counts, the category counts and the search box.
import { asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { DEFAULT_CATALOG_SORT, type CatalogFilter, type CatalogSort } from '../../../shared/catalog/catalog-filter';
import { facetCounting, type FacetKind } from '../../../shared/catalog/catalog-filter-options';
import type { Buyer } from './catalog.models';
import { escapeLike, list, rowsOf, timestamp } from '../../db/sql';
import {
  articleSorgs,
  articleTags,
  articles,
  bikeCategories,
  brands,
  merchandiseCategories,
  prices,
  productGroups,
  promotionDetails,
  promotions,
  series,
  stock,
  tags,
} from './catalog.tables';
import type { GroupSummaryRow } from './products.repository';

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

/**
 * The customer's orders of the matching articles (`a`), given by the module that owns the orders: `join` adds a
 * row per order line, `columns` names its order (`order_id`) and when it was placed (`ordered_at`).
 */
export interface PurchaseHistory {
  join: SQL;
  columns: SQL;
}

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

/**
 * One page of product group ids matching a filter, and how many there are (one statement; two past the end).
 * The 'previous' and 'frequent' lists read the customer's `history`.
 */
export async function productGroupPage(
  db: Db,
  buyer: Pick<Buyer, 'sorg' | 'custGroup' | 'now'>,
  query: GroupPageQuery,
  history: PurchaseHistory | null = null,
): Promise<{ groupIds: number[]; count: number }> {
  if (query.kind !== 'all' && !history) throw new Error(`The ${query.kind} list needs the purchase history`);
  const historyColumns = history ? sql`, ${history.columns}` : sql``;
  const matching = sql`select a.id as article_id, a.product_group_id as group_id, price.dealer as dealer,
      asg.recommended_rank as rank ${historyColumns}
    from ${articleSource(buyer)} ${history?.join ?? sql``}
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

/** The translations of the filter's content labels: merchandise categories by id, the sorg's promotions by code. */
export async function filterLabelTexts(db: Db, sorg: string) {
  const [categories, offers] = await Promise.all([
    db.select({ id: merchandiseCategories.id, texts: merchandiseCategories.texts }).from(merchandiseCategories),
    db.select({ code: promotions.code, texts: promotions.texts }).from(promotions).where(eq(promotions.sorg, sorg)),
  ]);
  return {
    categories: new Map(categories.map((c) => [String(c.id), c.texts])),
    promotions: new Map(offers.map((p) => [p.code, p.texts])),
  };
}

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
