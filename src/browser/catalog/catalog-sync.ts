// Over 400 lines: the download's typed documents (fragments per product, group, stock and money format) and the
// paged store steps that read them.
import {
  localDb,
  type CatalogGroupRow,
  type CatalogLists,
  type CatalogProductRow,
  type SyncStateRow,
} from '../local-db';
import { graphql } from '../gql';
import type {
  CatalogSyncGroupFragment,
  CatalogSyncProductFragment,
  CatalogSyncQuery,
  CatalogSyncQueryVariables,
} from '../gql/graphql';
import { keepCatalogImages, scanCopy } from './catalog-images';
import { API_ACCEPT, isUnauthorized, type OutboxSession, type OutboxTransport } from '../outbox/transport';

// The device's copy of the active customer's catalog (ARCHITECTURE.md "Offline"): downloaded in chunks from catalogSync,
// delta by update time after the first download, kept per user and customer. Used by the page and by a worker.

/** The collection name in syncState (`${userId}:catalog:${customerId}`). */
export const CATALOG_COLLECTION = 'catalog';
/**
 * Articles per request, the server's most: each request has a fixed cost on the server (a full download of 14,000
 * articles took 3.2 s of server time in chunks of 500 and 2.0–3.1 s in chunks of 1,000, 4.0 s in chunks of 250).
 */
const CHUNK = 1000;

export const catalogSyncMoneyFormatFragment = graphql(`
  fragment CatalogSyncMoneyFormat on MoneyFormat {
    currency
    symbol
    thousandSeparator
    decimalSeparator
    decimalPrecision
  }
`);

export const catalogSyncStockEntryFragment = graphql(`
  fragment CatalogSyncStockEntry on StockEntry {
    date
    qty
    mask
    priority
    location
  }
`);

/** An article as the copy keeps it: every field the offline list, search and product pages read. */
export const catalogSyncProductFragment = graphql(`
  fragment CatalogSyncProduct on Product {
    id
    name
    articleCode
    articleCodeDisplay
    oldCode
    slug
    groupSlug
    groupId
    serieId
    recommendedRank
    promotionCodes
    sorg
    brand {
      id
      description
    }
    serie
    modelYear
    category
    merchandiseCategory {
      id
      code
      name
      category
    }
    uom
    frameSize
    wheelSize
    color
    colorHex
    image
    tags {
      type
      name
      count
      fileName
    }
    orderQuota
    maxOrderQty
    restockNotification
    cartQty
    allowToOrder
    sorgBlocked
    orderBlocked
    brandBlocked
    categoryBlocked
    hierarchyBlocked
    price {
      retail
      retailDisplay
      dealer
      promotion
      format {
        ...CatalogSyncMoneyFormat
      }
      discount {
        salesDealNo
        term
        qty
        type
        discount
        uom
        unitPrice
      }
    }
    stock {
      available {
        ...CatalogSyncStockEntry
      }
      custorder {
        ...CatalogSyncStockEntry
      }
      nextArrival {
        ...CatalogSyncStockEntry
      }
      availableForOrderAt
      inStock
    }
    cannotPurchase {
      code
      message
      limit
    }
  }
`);

/** A product group (model) as the copy keeps it, without its articles. */
export const catalogSyncGroupFragment = graphql(`
  fragment CatalogSyncGroup on ProductGroup {
    id
    slug
    parentName
    category
    brand {
      id
      description
    }
    serie
    modelYear
    description
    image
    colors {
      name
      hex
      image
    }
    slugs
    itemCount
    startingAt
    maxRetail
    format {
      ...CatalogSyncMoneyFormat
    }
    promotionBadge
    inStock
  }
`);

// With the first chunk: the small lists the copy's filters and chips need offline (promotion names, bike categories).
export const catalogSyncDocument = graphql(`
  query CatalogSync($updatedAfter: String, $cursor: String, $limit: Int, $first: Boolean!) {
    catalogSync(updatedAfter: $updatedAfter, cursor: $cursor, limit: $limit) {
      products {
        ...CatalogSyncProduct
      }
      groups {
        ...CatalogSyncGroup
      }
      nextCursor
      asOf
    }
    promotions(withDetailOffer: false) @include(if: $first) {
      code
      name
    }
    bikeCategories @include(if: $first) {
      id
      wording
      mcIds
    }
  }
`);

/** An article of the copy: the GraphQL Product as catalogSync answered it. */
export type SyncedProduct = CatalogSyncProductFragment;
/** A product group of the copy: the GraphQL ProductGroup as catalogSync answered it (without items). */
export type SyncedGroup = CatalogSyncGroupFragment;
type SyncPage = CatalogSyncQuery['catalogSync'];
/** One answer of the catalogSync document: a chunk, and with the first one the lists. */
interface SyncAnswer {
  page: SyncPage;
  lists: CatalogLists | null;
}

export interface CatalogSyncResult {
  /** Articles written by this run. */
  written: number;
  /** Articles on the device for this customer after the run. */
  count: number;
  /** The server time the copy is as of (epoch ms). */
  asOf: number;
  /** What the copy takes on the device: its rows and its pictures. */
  bytes: number;
}

function stateId(userId: string, customerId: string): string {
  return `${userId}:${CATALOG_COLLECTION}:${customerId}`;
}

/** The lists the device's catalog copy of a user's customer refers to (empty when there is none). */
export async function catalogLists(userId: string, customerId: string): Promise<CatalogLists> {
  const row = await localDb().syncState.get(stateId(userId, customerId));
  return row?.catalogLists ?? { promotions: [], bikeCategories: [] };
}

/** When the catalog of a user's customer was last synced, and how many articles the device holds. */
export async function catalogSyncedAt(
  userId: string,
  customerId: string,
): Promise<{ savedAt: number; count: number; bytes: number | null } | undefined> {
  const row = await localDb().syncState.get(stateId(userId, customerId));
  return row ? { savedAt: row.savedAt, count: row.count, bytes: copyBytes(row) } : undefined;
}

/** What a copy takes on the device, its pictures included; null for a copy made before downloads counted it. */
export function copyBytes(row: Pick<SyncStateRow, 'bytes' | 'images'>): number | null {
  return row.bytes === undefined ? null : row.bytes + (row.images?.bytes ?? 0);
}

/**
 * Why a download stopped without a network problem: the session is gone (a refresh did not help: sign in
 * again), or it speaks for another user or customer than the download began with.
 */
export class CatalogSyncError extends Error {
  constructor(readonly reason: 'sign-in' | 'session-changed') {
    super(reason === 'sign-in' ? 'The session has ended' : 'The session changed during the download');
    this.name = 'CatalogSyncError';
  }
}

interface SyncBody {
  data?: Partial<CatalogSyncQuery>;
  errors?: { message: string }[];
}

/** The session to send as: the one the download began with, and no other (a switch elsewhere stops it). */
async function sessionFor(transport: OutboxTransport, owner: { userId: string; customerId: string }) {
  const session = await transport.session();
  if (!session) throw new CatalogSyncError('sign-in');
  if (session.userId !== owner.userId || (session.customerId ?? '-') !== owner.customerId) {
    throw new CatalogSyncError('session-changed');
  }
  return session;
}

async function fetchPage(
  transport: OutboxTransport,
  owner: { userId: string; customerId: string },
  variables: { updatedAfter: string | null; cursor: string | null },
  signal: AbortSignal,
): Promise<SyncAnswer> {
  const first = variables.cursor === null;
  const post = async (session: OutboxSession) => {
    const response = await transport.fetch('/graphql', {
      method: 'POST',
      headers: {
        Accept: API_ACCEPT,
        'Content-Type': 'application/json',
        Authorization: `Bearer ${session.accessToken}`,
      },
      body: JSON.stringify({
        query: catalogSyncDocument.toString(),
        variables: { ...variables, limit: CHUNK, first } satisfies CatalogSyncQueryVariables,
      }),
      cache: 'no-store',
      signal,
    });
    const body = (await response.json().catch(() => ({}))) as SyncBody;
    return { response, body };
  };
  let { response, body } = await post(await sessionFor(transport, owner));
  // An expired access token (or the stored copy of an older one) is renewed under the shared refresh lock, once.
  if (isUnauthorized({ status: response.status, body })) {
    if (!(await transport.refresh())) throw new CatalogSyncError('sign-in');
    ({ response, body } = await post(await sessionFor(transport, owner)));
    if (isUnauthorized({ status: response.status, body })) throw new CatalogSyncError('sign-in');
  }
  const page = body.data?.catalogSync;
  if (!response.ok || !page) {
    throw new Error(body.errors?.[0]?.message ?? `The catalog could not be downloaded (${String(response.status)})`);
  }
  const { promotions, bikeCategories } = body.data ?? {};
  return { page, lists: first && promotions && bikeCategories ? { promotions, bikeCategories } : null };
}

/**
 * The lists of a new download over the previous copy's: articles a delta did not send may still name a promotion
 * that has ended since, so its name is kept.
 */
function mergedLists(previous: CatalogLists | undefined, next: CatalogLists | null): CatalogLists {
  if (!next) return previous ?? { promotions: [], bikeCategories: [] };
  const known = new Set(next.promotions.map((promotion) => promotion.code));
  const kept = (previous?.promotions ?? []).filter((promotion) => !known.has(promotion.code));
  return { promotions: [...next.promotions, ...kept], bikeCategories: next.bikeCategories };
}

/** Stores one chunk in one transaction; answers how many articles it held. */
async function storeChunk(
  page: SyncPage,
  userId: string,
  customerId: string,
  stored: { products: Set<string>; groups: Set<string> },
): Promise<number> {
  const db = localDb();
  const products: CatalogProductRow[] = page.products.map((product) => ({
    id: `${userId}:${customerId}:${product.articleCode}`,
    userId,
    customerId,
    articleCode: product.articleCode,
    groupId: product.groupId,
    data: product,
  }));
  const groups: CatalogGroupRow[] = page.groups.map((group) => ({
    id: `${userId}:${customerId}:${group.id}`,
    userId,
    customerId,
    groupId: group.id,
    slug: group.slug,
    data: group,
  }));
  await db.transaction('rw', db.catalogProducts, db.catalogGroups, async () => {
    await db.catalogProducts.bulkPut(products);
    await db.catalogGroups.bulkPut(groups);
  });
  for (const row of products) stored.products.add(row.id);
  for (const row of groups) stored.groups.add(row.id);
  return products.length;
}

/**
 * Downloads the catalog of the session's user and active customer into the device: everything changed since the
 * last run (all of it the first time, or when `full`), chunk by chunk, each chunk in one transaction. The catalogs
 * of this user's other customers are removed first: switching customer replaces the local catalog.
 */
export async function syncCatalog(options: {
  transport: OutboxTransport;
  full?: boolean;
  signal?: AbortSignal;
  onProgress?: (written: number) => void;
}): Promise<CatalogSyncResult> {
  const session = await options.transport.session();
  if (!session) throw new Error('Nobody is signed in');
  const { userId } = session;
  const customerId = session.customerId ?? '-';
  const db = localDb();

  await db.transaction('rw', db.catalogProducts, db.catalogGroups, db.syncState, async () => {
    // By the index, the customer ids below and above this one (every id is a string): keys only, no row is read.
    for (const table of [db.catalogProducts, db.catalogGroups]) {
      await table.where('[userId+customerId]').between([userId, ''], [userId, customerId], true, false).delete();
      await table.where('[userId+customerId]').between([userId, customerId], [userId, '\uffff'], false, true).delete();
    }
    await db.syncState
      .where('userId')
      .equals(userId)
      .filter((row) => row.collection === CATALOG_COLLECTION && row.id !== stateId(userId, customerId))
      .delete();
  });

  const previous = options.full ? undefined : await db.syncState.get(stateId(userId, customerId));
  const updatedAfter = previous ? new Date(previous.savedAt).toISOString() : null;
  // The next chunk is asked for while this one is stored, so the server's time and the device's overlap instead
  // of adding up (each was about half of a full download). A failure stops the request in flight;
  // a transaction in flight then fails or completes on its own (each chunk is whole or absent).
  const inFlight = new AbortController();
  const stop = () => {
    inFlight.abort(options.signal?.reason);
  };
  options.signal?.addEventListener('abort', stop, { once: true });
  if (options.signal?.aborted) stop();
  const request = (cursor: string | null) => {
    const next = fetchPage(options.transport, { userId, customerId }, { updatedAfter, cursor }, inFlight.signal);
    // Awaited in the next round; until then a failure must not count as unhandled.
    next.catch(() => undefined);
    return next;
  };
  let written = 0;
  let asOf: number | null = null;
  let lists: CatalogLists | null = null;
  // The rows this run wrote: after a full download, the others (articles that left the sorg) are removed.
  const stored = { products: new Set<string>(), groups: new Set<string>() };
  // The chunk IndexedDB is committing: the next one is copied into its transaction meanwhile (the copying takes
  // place on this thread, the commit does not; each was about half of the device's time).
  let committing: Promise<number> | null = null;
  const committed = async () => {
    if (!committing) return;
    written += await committing;
    committing = null;
    options.onProgress?.(written);
  };
  try {
    let next: Promise<SyncAnswer> | null = request(null);
    while (next) {
      const answer: SyncAnswer = await next;
      const { page } = answer;
      lists ??= answer.lists;
      next = page.nextCursor === null ? null : request(page.nextCursor);
      // The copy is as of the server's time when the first chunk was read: later changes come with the next delta.
      asOf ??= Date.parse(page.asOf);
      const storing = storeChunk(page, userId, customerId, stored);
      storing.catch(() => undefined);
      await committed();
      committing = storing;
    }
    await committed();
  } catch (error) {
    stop();
    throw error;
  } finally {
    options.signal?.removeEventListener('abort', stop);
  }

  const savedAt = asOf ?? Date.now();
  const count = await db.transaction('rw', db.catalogProducts, db.catalogGroups, db.syncState, async () => {
    if (options.full) {
      for (const [table, kept] of [
        [db.catalogProducts, stored.products],
        [db.catalogGroups, stored.groups],
      ] as const) {
        const keys = await table.where('[userId+customerId]').equals([userId, customerId]).primaryKeys();
        await table.bulkDelete(keys.filter((key) => !kept.has(key)));
      }
    }
    const count = await db.catalogProducts.where('[userId+customerId]').equals([userId, customerId]).count();
    await db.syncState.put({
      id: stateId(userId, customerId),
      userId,
      collection: CATALOG_COLLECTION,
      savedAt,
      count,
      catalogLists: mergedLists(previous?.catalogLists, lists),
    });
    return count;
  });
  // The pictures of the whole copy (a delta's articles show only some of them, and a copy made before pictures
  // were kept has none): the ones already kept cost one cache lookup each.
  const copy = await scanCopy(userId, customerId);
  const images = await keepCatalogImages(copy.paths, options.signal ? { signal: options.signal } : {});
  await db.syncState.update(stateId(userId, customerId), { bytes: copy.bytes, images });
  return { written, count, asOf: savedAt, bytes: copy.bytes + images.bytes };
}
