import { copyBytes } from '../../../browser/catalog/catalog-sync';
import { localDb } from '../../../browser/local-db';
import { outboxStatus } from '../../domain/offline/outbox-status';

/** When a collection was last downloaded to the device, how many rows it holds, and what it takes (if known). */
export interface CollectionState {
  savedAt: number;
  count: number;
  /** The catalog copy's bytes, its pictures included; null for collections that do not count it. */
  bytes: number | null;
}

/** What the device holds for one user, for the "Ready for offline" page. */
export interface OfflineReadiness {
  customers: CollectionState | null;
  catalog: CollectionState | null;
  drafts: number;
  unsent: number;
  attention: number;
}

async function collection(userId: string, name: string): Promise<CollectionState | null> {
  const row = await localDb().syncState.get(`${userId}:${name}`);
  return row ? { savedAt: row.savedAt, count: row.count, bytes: copyBytes(row) } : null;
}

/**
 * Reads it in one go (observed live by the page). The catalog is the copy of the active customer's (`customerId`,
 * '-' for none): a copy of another customer is not what the user will see.
 */
export async function offlineReadiness(userId: string, customerId = '-'): Promise<OfflineReadiness> {
  const [customers, catalog, drafts, status] = await Promise.all([
    collection(userId, 'customers'),
    collection(userId, `catalog:${customerId}`),
    localDb().drafts.where('userId').equals(userId).count(),
    outboxStatus(userId),
  ]);
  return { customers, catalog, drafts, unsent: status.unsent, attention: status.attention };
}

const REGISTRATION_TIMEOUT_MS = 10_000;

/**
 * Whether the app opens without a connection: a service worker controls this page and has its files. A page
 * loaded before the worker took over is not controlled yet (the next load is).
 */
export async function isAppCached(timeoutMs = REGISTRATION_TIMEOUT_MS): Promise<boolean> {
  if (!('serviceWorker' in navigator)) return false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => {
      resolve(null);
    }, timeoutMs);
  });
  try {
    const registration = await Promise.race([navigator.serviceWorker.ready, timeout]);
    return registration?.active != null && navigator.serviceWorker.controller !== null;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
