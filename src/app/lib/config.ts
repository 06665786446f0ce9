import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { env } from '../env';
import { ApiError, apiRequest } from './api';
import { queryKeys } from './query-keys';

// Only the fields the client reads so far are checked; the rest of the host's Config passes through.
export const configSchema = z.looseObject({
  sorg: z.string(),
  webTitle: z.nullish(z.string()),
  webLogo: z.nullish(z.string()),
  imageLogin: z.nullish(z.string()),
  imageLoginBackground: z.nullish(z.string()),
  languages: z._default(z.array(z.object({ code: z.string(), name: z.string() })), []),
});
export type Config = z.infer<typeof configSchema>;

function basicAuth(): Record<string, string> {
  return { Authorization: `Basic ${btoa(`${env.configBasicUser}:${env.configBasicPassword}`)}` };
}

function fetchHostConfig(hostname: string): Promise<Config> {
  return apiRequest(`/server/config/${encodeURIComponent(hostname)}`, { headers: basicAuth(), schema: configSchema });
}

/** The Config of this host; a host without one (404, e.g. 127.0.0.1) gets the default host's. */
export async function fetchConfig(hostname: string = location.hostname): Promise<Config> {
  try {
    return await fetchHostConfig(hostname);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404 && hostname !== env.defaultHost) {
      return fetchHostConfig(env.defaultHost);
    }
    throw error;
  }
}

export function configQuery(hostname: string = location.hostname) {
  return queryOptions({
    queryKey: queryKeys.config.host(hostname),
    queryFn: () => fetchConfig(hostname),
    // Branding and switches change rarely; an admin's edit shows up on the next start or after ten minutes.
    staleTime: 10 * 60_000,
  });
}
