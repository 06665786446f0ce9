import type { CatalogSyncResult } from './catalog-sync';

/** The page asks the catalog worker for one download. */
export interface CatalogWorkerRequest {
  /** Everything again, not only what changed. */
  full: boolean;
  apiBase: string;
}

/** What the catalog worker answers: progress, then done or failed. */
export type CatalogWorkerReply =
  | { type: 'progress'; written: number }
  | { type: 'done'; result: CatalogSyncResult }
  | { type: 'failed'; message: string; reason?: 'sign-in' | 'session-changed' };
