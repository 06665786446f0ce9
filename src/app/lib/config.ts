import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { env } from '../env';
import { ApiError, apiRequest } from './api';
import { offlineFirst } from './offline-cache';
import { queryKeys } from './query-keys';

const flag = z._default(z.boolean(), false);

// The server sends every field with its default (src/shared/config/host-config.ts); the client checks the ones it
// reads, with the same defaults, and lets the rest pass through. zod/mini, not the shared zod schema: the full
// zod API would weigh on the entry chunk.
const currencySchema = z.object({
  display: z._default(z.string(), 'USD'),
  symbol: z._default(z.string(), '$'),
  thousandSeparator: z._default(z.string(), ','),
  decimalSeparator: z._default(z.string(), '.'),
  decimalPrecision: z._default(z.number(), 2),
});

const featuresSchema = z.looseObject({
  webManifest: flag,
  webNotification: flag,
  newCustomerSelectionList: z._default(z.boolean(), true),
  catalogRedesign: flag,
  hideCategoryMenu: flag,
  cartCountTotalQty: flag,
  hideNewCustomerInquiry: flag,
  hidePreviewPage: flag,
  news: z._default(z.boolean(), true),
});

export const configSchema = z.looseObject({
  sorg: z.string(),
  webTitle: z.nullish(z.string()),
  webLogo: z.nullish(z.string()),
  imageLogin: z.nullish(z.string()),
  imageNavbar: z.nullish(z.string()),
  imageLoginBackground: z.nullish(z.string()),
  webDescription: z._default(z.string(), ''),
  webKeywords: z._default(z.string(), ''),
  emailSupport: z._default(z.string(), ''),
  dateFormat: z._default(z.string(), 'DD MMM YYYY'),
  timeFormat: z._default(z.string(), 'HH:mm:ss'),
  currency: z._default(currencySchema, {
    display: 'USD',
    symbol: '$',
    thousandSeparator: ',',
    decimalSeparator: '.',
    decimalPrecision: 2,
  }),
  languages: z._default(z.array(z.object({ code: z.string(), name: z.string() })), []),
  allowPreviewPage: flag,
  forgotPassword: flag,
  allowNewCustomerInquiry: flag,
  custGroupOnCustSelect: flag,
  // The order pages' display switches (spec 01 §3 "Stock and arrival"; src/shared/config/order-display.ts).
  supplyLocation: z._default(z.string(), ''),
  futureConfirmationDisplay: flag,
  preOrderDisplay: flag,
  orderTypeDisplay: flag,
  // The credit widget's switches (spec 01 §6): the detailed table, and the blocked reason colouring the balance.
  creditStatusUsage: flag,
  creditStatusBlockedReason: flag,
  features: z._default(featuresSchema, {
    webManifest: false,
    webNotification: false,
    newCustomerSelectionList: true,
    catalogRedesign: false,
    hideCategoryMenu: false,
    cartCountTotalQty: false,
    hideNewCustomerInquiry: false,
    hidePreviewPage: false,
    news: true,
  }),
});
export type CurrencyFormat = z.infer<typeof currencySchema>;
export type Config = z.infer<typeof configSchema>;

/** The public basic-auth pair of the startup routes (config, status, announcements). */
export function basicAuth(): Record<string, string> {
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
    // Kept per host in the local database: an offline start, for any user, has the host's branding and switches.
    queryFn: offlineFirst(
      async () => {
        const config = await fetchConfig(hostname);
        void import('../../browser/local-db')
          .then(({ localDb }) => localDb().config.put({ host: hostname, config, savedAt: Date.now() }))
          .catch(() => undefined);
        return config;
      },
      async () => {
        const row = await import('../../browser/local-db')
          .then(({ localDb }) => localDb().config.get(hostname))
          .catch(() => undefined);
        const parsed = configSchema.safeParse(row?.config);
        return parsed.success ? parsed.data : undefined;
      },
    ),
    // Branding and switches change rarely; an admin's edit shows up on the next start or after ten minutes.
    staleTime: 10 * 60_000,
  });
}
