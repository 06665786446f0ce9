import { localDb } from '../local-db';

// The pictures of the device's catalog copy (ARCHITECTURE.md "Offline"): the product and model thumbnails the
// offline list and product pages show, kept in a Cache Storage cache of their own that the service worker answers
// image requests from before its bounded runtime cache. Their URLs are immutable (the etag is in the name), so a
// picture once kept never needs a refresh.

/** The Cache Storage cache of the copy's pictures; the service worker reads it (sw/sw.ts). */
export const CATALOG_IMAGES_CACHE = 'portal-catalog-images';

/** Only our own picture routes are kept: the copy never fetches another site's URL. */
const CATALOG_IMAGE_PREFIX = '/api/images/';

/** Pictures fetched at once: each is a few kilobytes, so the number of round trips is what costs. */
const CONCURRENCY = 6;

/** What the copy's pictures take on the device. */
export interface CatalogImagesState {
  count: number;
  bytes: number;
}

function hasCacheStorage(): boolean {
  return typeof caches !== 'undefined';
}

/** What a stored row shows, read loosely: a copy made by an older build may lack a field. */
interface PictureFields {
  image?: string | null;
  colors?: readonly { image?: string | null }[] | null;
}

/** The pictures products and groups (with their colours) show, by path. */
export function imagePathsOf(rows: readonly PictureFields[]): Set<string> {
  const paths = new Set<string>();
  const add = (url: string | null | undefined) => {
    if (url?.startsWith(CATALOG_IMAGE_PREFIX)) paths.add(url);
  };
  for (const row of rows) {
    add(row.image);
    for (const color of row.colors ?? []) add(color.image);
  }
  return paths;
}

/** The pictures of a user's copy of one customer's catalog, and the size of its rows (JSON, as stored). */
export async function scanCopy(userId: string, customerId: string): Promise<{ paths: Set<string>; bytes: number }> {
  const db = localDb();
  const paths = new Set<string>();
  let bytes = 0;
  await db.catalogGroups
    .where('[userId+customerId]')
    .equals([userId, customerId])
    .each((row) => {
      const group = row.data as PictureFields;
      for (const path of imagePathsOf([group])) paths.add(path);
      bytes += JSON.stringify(group).length;
    });
  await db.catalogProducts
    .where('[userId+customerId]')
    .equals([userId, customerId])
    .each((row) => {
      const product = row.data as PictureFields;
      for (const path of imagePathsOf([product])) paths.add(path);
      bytes += JSON.stringify(product).length;
    });
  return { paths, bytes };
}

/**
 * Fetches the pictures not kept yet into {@link CATALOG_IMAGES_CACHE}, a few at a time, and answers what the
 * given pictures take. A picture that fails (a 404, the network) is left out: the page shows its placeholder, and
 * the next download tries again. Without Cache Storage (an old browser, tests) nothing is kept.
 */
export async function keepCatalogImages(
  paths: ReadonlySet<string>,
  options: { signal?: AbortSignal; fetch?: typeof fetch } = {},
): Promise<CatalogImagesState> {
  if (!hasCacheStorage()) return { count: 0, bytes: 0 };
  const load = options.fetch ?? fetch;
  const cache = await caches.open(CATALOG_IMAGES_CACHE);
  const state: CatalogImagesState = { count: 0, bytes: 0 };
  const missing: string[] = [];
  for (const path of paths) {
    const kept = await cache.match(path);
    if (kept) {
      state.count += 1;
      state.bytes += Number(kept.headers.get('Content-Length') ?? 0);
    } else missing.push(path);
  }
  const next = async (): Promise<void> => {
    for (let path = missing.pop(); path !== undefined; path = missing.pop()) {
      options.signal?.throwIfAborted();
      try {
        const response = await load(path, { signal: options.signal ?? null });
        if (!response.ok) continue;
        const blob = await response.blob();
        // Stored with its size, so the size of the copy is read from the headers, never from the bodies.
        await cache.put(
          path,
          new Response(blob, {
            headers: {
              'Content-Type': response.headers.get('Content-Type') ?? blob.type,
              'Content-Length': String(blob.size),
            },
          }),
        );
        state.count += 1;
        state.bytes += blob.size;
      } catch (error) {
        if (options.signal?.aborted) throw error;
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, next));
  return state;
}

/** The kept picture for a request, if the copy holds it (the service worker's first look for an image). */
export async function keptCatalogImage(request: Request): Promise<Response | undefined> {
  if (!hasCacheStorage() || !new URL(request.url).pathname.startsWith(CATALOG_IMAGE_PREFIX)) return undefined;
  const cache = await caches.open(CATALOG_IMAGES_CACHE);
  return cache.match(request.url);
}
