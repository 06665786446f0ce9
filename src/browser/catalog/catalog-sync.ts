import { localDb, type CatalogGroupRow, type CatalogProductRow } from '../local-db';
import { API_ACCEPT, type OutboxTransport } from '../outbox/transport';

// The device's copy of the active customer's catalog (issue #5 item 5): downloaded in chunks from catalogSync,
// delta by update time after the first download, kept per user and customer. Used by the page and by a worker.

/** The collection name in syncState (`${userId}:catalog:${customerId}`). */
export const CATALOG_COLLECTION = 'catalog';
const CHUNK = 500;

const MONEY_FORMAT = 'currency symbol thousandSeparator decimalSeparator decimalPrecision';
const STOCK_ENTRY = 'date qty mask priority location';
const PRODUCT_FIELDS = `id name articleCode articleCodeDisplay oldCode slug groupSlug groupId serieId recommendedRank promotionCodes sorg
  brand { id description } serie modelYear category merchandiseCategory { id code name category }
  uom frameSize wheelSize color colorHex image tags { type name fileName }
  orderQuota maxOrderQty restockNotification cartQty
  allowToOrder sorgBlocked orderBlocked brandBlocked categoryBlocked hierarchyBlocked
  price { retail retailDisplay dealer promotion format { ${MONEY_FORMAT} }
    discount { salesDealNo term qty type discount uom unitPrice } }
  stock { available { ${STOCK_ENTRY} } custorder { ${STOCK_ENTRY} } nextArrival { ${STOCK_ENTRY} }
    availableForOrderAt inStock }
  cannotPurchase { code message limit }`;
const GROUP_FIELDS = `id slug parentName category brand { id description } serie modelYear description image
  colors { name hex image } slugs itemCount startingAt maxRetail format { ${MONEY_FORMAT} } promotionBadge inStock`;

export const CATALOG_SYNC_QUERY = `query CatalogSync($updatedAfter: String, $cursor: String, $limit: Int) {
  catalogSync(updatedAfter: $updatedAfter, cursor: $cursor, limit: $limit) {
    products { ${PRODUCT_FIELDS} }
    groups { ${GROUP_FIELDS} }
    nextCursor
    asOf
  }
}`;

interface SyncedProduct {
  articleCode: string;
  groupId: string;
}
interface SyncedGroup {
  id: string;
  slug: string;
}
interface SyncPage {
  products: SyncedProduct[];
  groups: SyncedGroup[];
  nextCursor: string | null;
  asOf: string;
}

export interface CatalogSyncResult {
  /** Articles written by this run. */
  written: number;
  /** Articles on the device for this customer after the run. */
  count: number;
  /** The server time the copy is as of (epoch ms). */
  asOf: number;
}

function stateId(userId: string, customerId: string): string {
  return `${userId}:${CATALOG_COLLECTION}:${customerId}`;
}

/** When the catalog of a user's customer was last synced, and how many articles the device holds. */
export async function catalogSyncedAt(
  userId: string,
  customerId: string,
): Promise<{ savedAt: number; count: number } | undefined> {
  const row = await localDb().syncState.get(stateId(userId, customerId));
  return row ? { savedAt: row.savedAt, count: row.count } : undefined;
}

async function fetchPage(
  transport: OutboxTransport,
  variables: { updatedAfter: string | null; cursor: string | null },
  signal: AbortSignal | undefined,
): Promise<SyncPage> {
  const session = await transport.session();
  if (!session) throw new Error('Nobody is signed in');
  const response = await transport.fetch('/graphql', {
    method: 'POST',
    headers: {
      Accept: API_ACCEPT,
      'Content-Type': 'application/json',
      Authorization: `Bearer ${session.accessToken}`,
    },
    body: JSON.stringify({ query: CATALOG_SYNC_QUERY, variables: { ...variables, limit: CHUNK } }),
    cache: 'no-store',
    ...(signal ? { signal } : {}),
  });
  const body = (await response.json()) as { data?: { catalogSync?: SyncPage }; errors?: { message: string }[] };
  const page = body.data?.catalogSync;
  if (!response.ok || !page) {
    throw new Error(body.errors?.[0]?.message ?? `The catalog could not be downloaded (${String(response.status)})`);
  }
  return page;
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
    const others = (row: { userId: string; customerId: string }) =>
      row.userId === userId && row.customerId !== customerId;
    await db.catalogProducts.filter(others).delete();
    await db.catalogGroups.filter(others).delete();
    await db.syncState
      .where('userId')
      .equals(userId)
      .filter((row) => row.collection === CATALOG_COLLECTION && row.id !== stateId(userId, customerId))
      .delete();
  });

  const previous = options.full ? undefined : await db.syncState.get(stateId(userId, customerId));
  const updatedAfter = previous ? new Date(previous.savedAt).toISOString() : null;
  let cursor: string | null = null;
  let written = 0;
  let asOf: number | null = null;
  do {
    const page: SyncPage = await fetchPage(options.transport, { updatedAfter, cursor }, options.signal);
    // The copy is as of the server's time when the first chunk was read: later changes come with the next delta.
    asOf ??= Date.parse(page.asOf);
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
    written += products.length;
    options.onProgress?.(written);
    cursor = page.nextCursor;
  } while (cursor !== null);

  asOf ??= Date.now();
  const count = await db.catalogProducts.where('[userId+customerId]').equals([userId, customerId]).count();
  await db.syncState.put({
    id: stateId(userId, customerId),
    userId,
    collection: CATALOG_COLLECTION,
    savedAt: asOf,
    count,
  });
  return { written, count, asOf };
}
