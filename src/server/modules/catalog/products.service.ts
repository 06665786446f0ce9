// Products and pricing: articles and product groups as one buyer sees them (the shared part from the catalog
// cache), the promotions and the product pages. The rules over a loaded product are in pricing.ts.
import { isReservedSlug } from '../../../shared/catalog/catalog-rules';
import type { AppDeps } from '../../app-deps';
import type { Db } from '../../db/client';
import { catalogCache } from './catalog.cache';
import type { Buyer, ProductGroupModel, ProductModel, PromotionModel } from './catalog.models';
import type { PriceRow, PromotionRow } from './catalog.tables';
import { productStockView } from './pricing';
import * as repo from './products.repository';

// The catalog revision a request reads (catalog.cache.ts): read once per request, on first use.
const revisions = new WeakMap<object, Promise<string>>();

/** The cache key parts of what buyers of `buyer`'s sorg and customer group share, at the request's revision. */
export async function sharedKeyOf(deps: Pick<AppDeps, 'db'>, buyer: Buyer): Promise<SharedKey> {
  let revision = revisions.get(buyer.request);
  if (!revision) {
    revision = repo.catalogRevisionOf(deps.db);
    revisions.set(buyer.request, revision);
    // A failed read is not kept: the next resolver tries again.
    revision.catch(() => revisions.delete(buyer.request));
  }
  return { revision: await revision, sorg: buyer.sorg, custGroup: buyer.custGroup };
}

function groupBy<T, K>(rows: readonly T[], key: (row: T) => K): Map<K, T[]> {
  const map = new Map<K, T[]>();
  for (const row of rows) {
    const list = map.get(key(row));
    if (list) list.push(row);
    else map.set(key(row), [row]);
  }
  return map;
}

/**
 * What every buyer of one sorg and customer group sees alike of an article (cached per catalog revision). Stock is
 * not part of it: every checkout writes stock, so it is read fresh with each load (migration 0013).
 */
type SharedProduct = Omit<ProductModel, 'quotaRemaining' | 'buyer' | 'stockRows'>;

/** The buyer's price among an article's rows: its group's, else the sorg's ''. */
export function pickPrice(rows: readonly PriceRow[] | undefined, custGroup: string): PriceRow | null {
  if (!rows) return null;
  return rows.find((r) => r.custGroup === custGroup) ?? rows.find((r) => r.custGroup === '') ?? null;
}

/** What the shared cache keys of one sorg and customer group are made of. */
export interface SharedKey {
  revision: string;
  sorg: string;
  custGroup: string;
}

/** The cache key prefix of what buyers of one sorg and customer group share. */
export const sharedCacheKey = (kind: string, key: SharedKey) => `${kind}|${key.revision}|${key.sorg}|${key.custGroup}`;

/**
 * Loads products as `buyer` sees them, in the order of `articleIds` (unknown ids left out; articles not sold in
 * the buyer's sorg come with `flags` null and are BLOCKED). One SQL statement per table for the whole list; what
 * the buyer's sorg and group share comes from the catalog cache when it holds it.
 */
export async function loadProducts(
  deps: Pick<AppDeps, 'db'>,
  buyer: Buyer,
  articleIds: readonly number[],
): Promise<ProductModel[]> {
  const { db } = deps;
  const ids = [...new Set(articleIds)];
  if (ids.length === 0) return [];
  const key = await sharedKeyOf({ db }, buyer);
  const [shared, quotas, stockRows] = await Promise.all([
    catalogCache(db).many(sharedCacheKey('product', key), ids, (missing) => loadSharedProducts(db, buyer, missing)),
    repo.quotasOf(db, buyer, ids),
    // Fresh each time, one statement for the whole list: stock is outside the catalog revision (migration 0013).
    repo.stockOf(db, buyer, ids),
  ]);
  const quotaBy = new Map(quotas.map((q) => [q.articleId, q.remaining]));
  const stockBy = groupBy(stockRows, (r) => r.articleId);
  return ids.flatMap((id) => {
    const product = shared.get(id);
    return product
      ? [{ ...product, stockRows: stockBy.get(id) ?? [], quotaRemaining: quotaBy.get(id) ?? null, buyer }]
      : [];
  });
}

async function loadSharedProducts(db: Db, buyer: Buyer, ids: readonly number[]): Promise<Map<number, SharedProduct>> {
  const [base, priceRows, tierRows, promoRows, blocks, tagRows] = await Promise.all([
    repo.articlesWithGroups(db, buyer, ids),
    repo.pricesOf(db, buyer, ids),
    repo.tiersOf(db, buyer, ids),
    repo.promotionsCovering(db, buyer, ids),
    repo.blocksOf(db, buyer),
    repo.tagsOf(db, ids),
  ]);
  const images = groupBy(await repo.imagesOf(db, [...new Set(base.map((b) => b.group.id))]), (r) => r.productGroupId);
  const pricesBy = groupBy(priceRows, (r) => r.articleId);
  const tiersBy = groupBy(tierRows, (r) => r.articleId);
  const promosBy = groupBy(promoRows, (r) => r.articleId);
  const tagsBy = groupBy(tagRows, (r) => r.articleId);
  const blockedBrands = new Set(blocks.flatMap((b) => (b.brandId !== null ? [b.brandId] : [])));
  const blockedCategories = new Set(
    blocks.flatMap((b) => (b.merchandiseCategoryId !== null ? [b.merchandiseCategoryId] : [])),
  );

  const products = new Map<number, SharedProduct>();
  for (const row of base) {
    const id = row.article.id;
    const price = pickPrice(pricesBy.get(id), buyer.custGroup);
    const tiers = tiersBy.get(id) ?? [];
    // The group's own tiers replace the sorg's '' tiers, as its price replaces the '' price.
    const ownTiers = tiers.filter((t) => t.custGroup === buyer.custGroup);
    const promos = promosBy.get(id) ?? [];
    const groupImages = images.get(row.group.id) ?? [];
    const image =
      groupImages.find((i) => i.color === (row.article.color ?? '')) ??
      groupImages.find((i) => i.color === '') ??
      groupImages[0] ??
      null;
    products.set(id, {
      article: row.article,
      group: row.group,
      brand: row.brand,
      serieName: row.serieName,
      merchandiseCategory: row.mc,
      flags: row.flags?.allowToOrder == null ? null : row.flags,
      brandBlocked: blockedBrands.has(row.brand.id),
      categoryBlocked: blockedCategories.has(row.mc.id),
      price,
      tiers: ownTiers.length > 0 ? ownTiers : tiers.filter((t) => t.custGroup === ''),
      promotion: promos[0] ? { id: promos[0].id, code: promos[0].code, badge: promos[0].badge } : null,
      promotionCodes: [...new Set(promos.map((p) => p.code))],
      tags: (tagsBy.get(id) ?? []).map(({ type, name, fileName }) => ({ type, name, fileName })),
      image: image ? { color: image.color, etag: image.etag } : null,
    });
  }
  return products;
}

// ---------------------------------------------------------------------------------------------------------------
// Product groups, promotions and product pages.

/**
 * Loads product groups as `buyer` sees them (item count, lowest dealer and highest retail price, stock, promotion
 * badge over the articles sold in its sorg), in the order of `groupIds`. Three statements for any number, none for
 * groups the catalog cache holds.
 */
export async function loadGroups(
  deps: Pick<AppDeps, 'db'>,
  buyer: Buyer,
  groupIds: readonly number[],
): Promise<ProductGroupModel[]> {
  const { db } = deps;
  const ids = [...new Set(groupIds)];
  if (ids.length === 0) return [];
  const key = await sharedKeyOf({ db }, buyer);
  const shared = await catalogCache(db).many(sharedCacheKey('group', key), ids, (missing) =>
    loadSharedGroups(db, buyer, missing),
  );
  return ids.flatMap((id) => {
    const group = shared.get(id);
    return group ? [{ ...group, buyer }] : [];
  });
}

async function loadSharedGroups(
  db: Db,
  buyer: Buyer,
  ids: readonly number[],
): Promise<Map<number, Omit<ProductGroupModel, 'buyer'>>> {
  const [rows, summaries, badges] = await Promise.all([
    repo.groupsWithBrands(db, ids),
    repo.groupSummaries(db, buyer, ids),
    repo.groupPromotionBadges(db, buyer, ids),
  ]);
  const summaryBy = new Map(summaries.map((s) => [s.id, s]));
  const badgeBy = new Map(badges.map((b) => [b.group_id, b.badge]));
  return new Map(
    rows.map((row) => {
      const summary = summaryBy.get(row.group.id);
      return [
        row.group.id,
        {
          group: row.group,
          brand: row.brand,
          serieName: row.serieName,
          itemCount: summary?.item_count ?? 0,
          startingAt: summary?.starting_at ?? null,
          maxRetail: summary?.max_retail ?? null,
          format: summary?.format ?? null,
          promotionBadge: badgeBy.get(row.group.id) || null,
          inStock: summary?.in_stock ?? false,
        },
      ];
    }),
  );
}

/** Spec 01 §9: 12 per page by default; at most 100. */

/** Running promotions of the sorg (of one category when given); their details with `withDetails`. */
export async function runningPromotions(
  deps: Pick<AppDeps, 'db'>,
  buyer: Pick<Buyer, 'sorg' | 'now'>,
  category: string | null,
  withDetails: boolean,
): Promise<PromotionModel[]> {
  const { db } = deps;
  const rows = await repo.runningPromotions(db, buyer, category);
  return withPromotionDetails(db, rows, withDetails);
}

async function withPromotionDetails(db: Db, rows: PromotionRow[], withDetails: boolean): Promise<PromotionModel[]> {
  const details =
    withDetails && rows.length > 0
      ? await repo.promotionDetailsOf(
          db,
          rows.map((r) => r.id),
        )
      : [];
  const byPromotion = groupBy(details, (d) => d.promotionId);
  return rows.map((row) => ({
    row,
    details: (byPromotion.get(row.id) ?? []).map(({ promotionId: _id, ...detail }) => detail),
  }));
}

/**
 * What a product slug names for the buyer: its group, the group's articles sold in the buyer's sorg (grid order)
 * and the article the slug named. null for an unknown or reserved slug, a group with nothing sold in the sorg, or
 * an article not sold there.
 */
async function resolveSlug(db: Db, buyer: Buyer, slug: string) {
  const clean = slug.trim();
  if (clean === '' || clean.length > 300 || isReservedSlug(clean)) return null;
  const found = await repo.findSlug(db, clean);
  if (!found) return null;
  const articleIds = (await repo.articlesOfGroups(db, buyer, [found.groupId])).map((a) => a.id);
  if (articleIds.length === 0 || (found.articleId !== null && !articleIds.includes(found.articleId))) return null;
  return { groupId: found.groupId, articleIds, selectedId: found.articleId };
}

/**
 * The product page of a slug (a group's or one of its articles'): the group, its articles sold in the buyer's
 * sorg, the article named and the running promotions covering them; null when the slug names nothing the buyer
 * may see (the client shows its 404 page).
 */
export async function productDetails(deps: Pick<AppDeps, 'db'>, buyer: Buyer, slug: string) {
  const { db } = deps;
  const found = await resolveSlug(db, buyer, slug);
  if (!found) return null;
  const [groups, products, promotionIds] = await Promise.all([
    loadGroups({ db }, buyer, [found.groupId]),
    loadProducts({ db }, buyer, found.articleIds),
    repo.promotionIdsCovering(db, buyer, found.articleIds),
  ]);
  const group = groups[0];
  if (!group) return null;
  const promotionRows =
    promotionIds.length > 0
      ? await repo.promotionsByIds(
          db,
          promotionIds.map((p) => p.id),
        )
      : [];
  return {
    group,
    products,
    selected: found.selectedId === null ? null : (products.find((p) => p.article.id === found.selectedId) ?? null),
    promotions: await withPromotionDetails(db, promotionRows, true),
  };
}

/** The stock of every article of a group sold in the sorg, or of the one article a slug names. */
export async function productStock(deps: Pick<AppDeps, 'db'>, buyer: Buyer, slug: string) {
  const { db } = deps;
  const found = await resolveSlug(db, buyer, slug);
  if (!found) return [];
  const products = await loadProducts({ db }, buyer, found.selectedId === null ? found.articleIds : [found.selectedId]);
  return products.map((p) => ({
    articleCode: p.article.articleCode,
    frameSize: p.article.frameSize,
    color: p.article.color,
    stock: productStockView(p),
  }));
}

/** The stock rows of articles in the buyer's sorg, per article, in priority order. */
export async function articleStock(deps: Pick<AppDeps, 'db'>, buyer: Buyer, articleIds: readonly number[]) {
  const rows = articleIds.length > 0 ? await repo.stockOf(deps.db, buyer, articleIds) : [];
  return groupBy(rows, (r) => r.articleId);
}
