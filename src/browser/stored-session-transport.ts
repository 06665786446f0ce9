import { fetchTransport, type OutboxTransport } from './outbox/transport';
import { readStoredTokens, refreshStoredTokens } from './session-store';

/**
 * A transport for code that runs without the page (the service worker, the catalog's sync worker): it sends as
 * the session stored in the local database and refreshes it there, under the lock the page shares.
 */
export function storedSessionTransport(apiBase = '/api'): OutboxTransport {
  return fetchTransport({
    apiBase,
    session: async () => {
      const row = await readStoredTokens();
      return row ? { userId: row.userId, customerId: row.customerId, accessToken: row.accessToken } : null;
    },
    refresh: async () => {
      const row = await readStoredTokens();
      return row ? refreshStoredTokens(row.accessToken, apiBase).catch(() => false) : false;
    },
  });
}
