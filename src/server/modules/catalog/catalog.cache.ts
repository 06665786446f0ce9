import type { Db } from '../../db/client';

/**
 * The catalog's in-process read cache. What every buyer of one sorg and customer group sees alike (articles,
 * prices, tiers, promotions, tags, images, list pages) is kept per catalog revision: a trigger on every catalog
 * table but stock bumps `catalog_revision` in the same transaction as the change (migrations 0004 and 0013), and each
 * request reads the revision once, so a change is seen by the next request on every server instance. Stock is
 * written by every checkout, so it is outside the revision: an article's stock is read fresh with each load, and
 * what is derived from stock in cached entries (a group's "in stock", list pages filtered by it) and what depends on
 * the clock (running promotions) is kept at most {@link CATALOG_CACHE_TTL_MS}. Per-customer data (quotas, cart,
 * restock subscriptions, order history) is never cached here.
 */
export const CATALOG_CACHE_TTL_MS = 60_000;
/** Bounds the memory: about 50,000 articles of one buyer group, or fewer of many. */
export const CATALOG_CACHE_MAX_ENTRIES = 50_000;

interface Entry {
  value: unknown;
  expires: number;
}

export class CatalogCache {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly options: { maxEntries: number; ttlMs: number; now: () => number } = {
      maxEntries: CATALOG_CACHE_MAX_ENTRIES,
      ttlMs: CATALOG_CACHE_TTL_MS,
      now: Date.now,
    },
  ) {}

  get size(): number {
    return this.entries.size;
  }

  /** The value under `key` (the caller knows its type: each key prefix holds one kind of value). */
  get(key: string): unknown {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (entry.expires <= this.options.now()) return undefined;
    // Re-inserted: a Map iterates in insertion order, so the first key is the least recently used.
    this.entries.set(key, entry);
    return entry.value;
  }

  set(key: string, value: unknown): void {
    this.entries.delete(key);
    this.entries.set(key, { value, expires: this.options.now() + this.options.ttlMs });
    while (this.entries.size > this.options.maxEntries) {
      const oldest = this.entries.keys().next();
      if (oldest.done) break;
      this.entries.delete(oldest.value);
    }
  }

  /**
   * The values of `ids` under `prefix`: cached ones as they are, the others from ONE call of `load` with all the
   * missing ids (ids it does not answer stay missing and are not cached).
   */
  async many<T>(
    prefix: string,
    ids: readonly number[],
    load: (missing: number[]) => Promise<Map<number, T>>,
  ): Promise<Map<number, T>> {
    const found = new Map<number, T>();
    const missing: number[] = [];
    for (const id of ids) {
      const value = this.get(`${prefix}|${String(id)}`) as T | undefined;
      if (value === undefined) missing.push(id);
      else found.set(id, value);
    }
    if (missing.length > 0) {
      for (const [id, value] of await load(missing)) {
        this.set(`${prefix}|${String(id)}`, value);
        found.set(id, value);
      }
    }
    return found;
  }

  /** The cached value of `key`, else `load`'s (then cached). */
  async one<T>(key: string, load: () => Promise<T>): Promise<T> {
    const cached = this.get(key) as T | undefined;
    if (cached !== undefined) return cached;
    const value = await load();
    this.set(key, value);
    return value;
  }

  clear(): void {
    this.entries.clear();
  }
}

// One cache per database: tests open many, and a cache must never answer for another database.
const caches = new WeakMap<Db, CatalogCache>();

export function catalogCache(db: Db): CatalogCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = new CatalogCache();
    caches.set(db, cache);
  }
  return cache;
}
