import DataLoader from 'dataloader';
import type { Db } from '../../db/client';
import type { GraphQLContext } from '../../graphql/context';
import type { Buyer, ProductModel } from './catalog.models';
import * as repo from './products.repository';
import { catalogCache } from './catalog.cache';
import { loadProducts, sharedCacheKey, sharedKeyOf } from './products.service';

type GroupArticle = Awaited<ReturnType<typeof repo.articlesOfGroups>>[number];
type GroupImage = Awaited<ReturnType<typeof repo.imagesOf>>[number];

function byKey<T>(rows: readonly T[], key: (row: T) => number, keys: readonly number[]): T[][] {
  const map = new Map<number, T[]>();
  for (const row of rows) {
    const list = map.get(key(row));
    if (list) list.push(row);
    else map.set(key(row), [row]);
  }
  return keys.map((k) => map.get(k) ?? []);
}

/** The catalog's per-request loaders for one buyer: one statement per list level, never one per group. */
function createCatalogLoaders(db: Db, buyer: Buyer) {
  const cache = catalogCache(db);
  const key = () => sharedKeyOf({ db }, buyer);
  // Both are the same for every buyer of the sorg and group: kept in the catalog cache.
  const groupArticles = new DataLoader<number, GroupArticle[]>(async (groupIds) => {
    const found = await cache.many(sharedCacheKey('groupArticles', await key()), groupIds, async (missing) => {
      const lists = byKey(await repo.articlesOfGroups(db, buyer, missing), (r) => r.productGroupId, missing);
      return new Map(missing.map((id, i) => [id, lists[i] ?? []]));
    });
    return groupIds.map((id) => found.get(id) ?? []);
  });
  const groupImages = new DataLoader<number, GroupImage[]>(async (groupIds) => {
    const found = await cache.many(sharedCacheKey('groupImages', await key()), groupIds, async (missing) => {
      const lists = byKey(await repo.imagesOf(db, missing), (r) => r.productGroupId, missing);
      return new Map(missing.map((id, i) => [id, lists[i] ?? []]));
    });
    return groupIds.map((id) => found.get(id) ?? []);
  });
  const groupItems = new DataLoader<number, ProductModel[]>(async (groupIds) => {
    const lists = await groupArticles.loadMany(groupIds);
    const ids = lists.flatMap((list) => (list instanceof Error ? [] : list.map((a) => a.id)));
    const products = await loadProducts({ db }, buyer, ids);
    return byKey(products, (p) => p.group.id, groupIds);
  });
  return { groupArticles, groupImages, groupItems };
}

export type CatalogLoaders = ReturnType<typeof createCatalogLoaders>;

// Keyed by the buyer: authorizeBuyer gives one per request, and a buyer of another sorg (buyerInSorg) gets its own.
const perBuyer = new WeakMap<Buyer, CatalogLoaders>();

/** The catalog loaders of a request's buyer (created on first use). */
export function catalogLoaders(ctx: GraphQLContext, buyer: Buyer): CatalogLoaders {
  let loaders = perBuyer.get(buyer);
  if (!loaders) {
    loaders = createCatalogLoaders(ctx.db, buyer);
    perBuyer.set(buyer, loaders);
  }
  return loaders;
}
