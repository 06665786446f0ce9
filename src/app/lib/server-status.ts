import { queryOptions } from '@tanstack/react-query';
import type { ServerStatus } from '../../shared/access/guard';
import { apiUrl } from './api';
import { basicAuth } from './config';
import { queryKeys } from './query-keys';

/** What GET /server/status answered: the status, and the maintenance message when it is not online. */
export interface ServerStatusAnswer {
  status: ServerStatus;
  message: string | null;
}

// A status request must not hold the page: after this long the answer counts as unknown.
const STATUS_TIMEOUT_MS = 5000;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * GET /server/status?host= with the startup routes' basic auth (spec 01 §7). A `status` other than 'online' is
 * maintenance (the server answers 500 `{status: 'maintenance', message}`); no answer or one without a status
 * (offline, a proxy's error page) is `unknown`, never maintenance.
 */
export async function fetchServerStatus(hostname: string): Promise<ServerStatusAnswer> {
  let response: Response;
  try {
    response = await fetch(apiUrl(`/server/status?host=${encodeURIComponent(hostname)}`), {
      headers: { Accept: 'application/json', ...basicAuth() },
      cache: 'no-store',
      signal: AbortSignal.timeout(STATUS_TIMEOUT_MS),
    });
  } catch {
    return { status: 'unknown', message: null };
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (!isRecord(body) || typeof body.status !== 'string') return { status: 'unknown', message: null };
  if (body.status === 'online') return { status: 'online', message: null };
  return { status: 'maintenance', message: typeof body.message === 'string' ? body.message : null };
}

/**
 * The server status of this host. Cached for 30 seconds between page changes; the maintenance and login pages
 * ask afresh (see routes/$locale/route.tsx).
 */
export function serverStatusQuery(hostname: string = location.hostname) {
  return queryOptions({
    queryKey: queryKeys.server.status(hostname),
    queryFn: () => fetchServerStatus(hostname),
    staleTime: 30_000,
    retry: false,
  });
}
