import DataLoader from 'dataloader';
import type { Db } from '../../db/client';
import type { GraphQLContext } from '../../graphql/context';
import type { Buyer, ProductModel } from './catalog.models';
import * as repo from './catalog.repository';
import { loadProducts } from './catalog.service';

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
  const groupArticles = new DataLoader<number, GroupArticle[]>(async (groupIds) =>
    byKey(await repo.articlesOfGroups(db, buyer, groupIds), (r) => r.productGroupId, groupIds),
  );
  const groupImages = new DataLoader<number, GroupImage[]>(async (groupIds) =>
    byKey(await repo.imagesOf(db, groupIds), (r) => r.productGroupId, groupIds),
  );
  const groupItems = new DataLoader<number, ProductModel[]>(async (groupIds) => {
    const lists = await groupArticles.loadMany(groupIds);
    const ids = lists.flatMap((list) => (list instanceof Error ? [] : list.map((a) => a.id)));
    const products = await loadProducts(db, buyer, ids);
    return byKey(products, (p) => p.group.id, groupIds);
  });
  return { groupArticles, groupImages, groupItems };
}

export type CatalogLoaders = ReturnType<typeof createCatalogLoaders>;

// Keyed by the buyer: resolveBuyer gives one per request, and a buyer of another sorg (buyerInSorg) gets its own.
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
