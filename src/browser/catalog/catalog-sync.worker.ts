// The catalog download off the page's thread (ARCHITECTURE.md "Offline"): parsing and storing thousands of articles
// would otherwise hold up taps and scrolling. It sends as the session the page stored in the local database.
import { storedSessionTransport } from '../stored-session-transport';
import { CatalogSyncError, syncCatalog } from './catalog-sync';
import type { CatalogWorkerReply, CatalogWorkerRequest } from './catalog-worker-protocol';

/** The part of a dedicated worker's scope used here (the app's TypeScript project has the DOM library). */
interface WorkerScope {
  addEventListener(type: 'message', listener: (event: MessageEvent<CatalogWorkerRequest>) => void): void;
  postMessage(message: CatalogWorkerReply): void;
}
const scope = globalThis as unknown as WorkerScope;

scope.addEventListener('message', (event) => {
  const { full, apiBase } = event.data;
  syncCatalog({
    transport: storedSessionTransport(apiBase),
    full,
    onProgress: (written) => {
      scope.postMessage({ type: 'progress', written });
    },
  }).then(
    (result) => {
      scope.postMessage({ type: 'done', result });
    },
    (error: unknown) => {
      scope.postMessage({
        type: 'failed',
        message: error instanceof Error ? error.message : String(error),
        ...(error instanceof CatalogSyncError ? { reason: error.reason } : {}),
      });
    },
  );
});
