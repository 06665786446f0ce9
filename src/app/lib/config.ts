import { queryOptions } from '@tanstack/react-query';
import { env } from '../env';
import { ApiError, apiRequest } from './api';
import {
  isArray,
  isBoolean,
  isNumber,
  isString,
  nullish,
  type Parser,
  recordOf,
  required,
  safely,
  ShapeError,
  withDefault,
} from './json-shape';
import { offlineFirst } from './offline-cache';
import { queryKeys } from './query-keys';
import { whenIdle } from '../on-first-use';

// The server sends every field with its default (src/shared/config/host-config.ts); the client checks the ones it
// reads, with the same defaults, and lets the rest pass through. Checked by hand, not with the shared zod schema:
// the host config loads before the sign-in page draws (lib/json-shape.ts).
export interface CurrencyFormat {
  display: string;
  symbol: string;
  thousandSeparator: string;
  decimalSeparator: string;
  decimalPrecision: number;
}

export interface ConfigFeatures {
  webManifest: boolean;
  webNotification: boolean;
  newCustomerSelectionList: boolean;
  catalogRedesign: boolean;
  hideCategoryMenu: boolean;
  cartCountTotalQty: boolean;
  hideNewCustomerInquiry: boolean;
  hidePreviewPage: boolean;
  news: boolean;
  [key: string]: unknown;
}

export interface Config {
  sorg: string;
  webTitle?: string | null | undefined;
  webLogo?: string | null | undefined;
  imageLogin?: string | null | undefined;
  imageNavbar?: string | null | undefined;
  imageLoginBackground?: string | null | undefined;
  webDescription: string;
  webKeywords: string;
  emailSupport: string;
  dateFormat: string;
  timeFormat: string;
  currency: CurrencyFormat;
  /** The host's country calling code: phone numbers are shown with it (src/shared/contact/phone-display.ts). */
  telpCode: string;
  languages: { code: string; name: string }[];
  allowPreviewPage: boolean;
  forgotPassword: boolean;
  allowNewCustomerInquiry: boolean;
  custGroupOnCustSelect: boolean;
  // The order pages' display switches (spec 01 §3 "Stock and arrival"; src/shared/config/order-display.ts).
  supplyLocation: string;
  futureConfirmationDisplay: boolean;
  preOrderDisplay: boolean;
  orderTypeDisplay: boolean;
  // The credit widget's switches (spec 01 §6): the detailed table, and the blocked reason colouring the balance.
  creditStatusUsage: boolean;
  creditStatusBlockedReason: boolean;
  features: ConfigFeatures;
  [key: string]: unknown;
}

type Fields = Record<string, unknown>;
const flag = (record: Fields, key: string, fallback = false) => withDefault(record, key, isBoolean, fallback);
const text = (record: Fields, key: string, fallback: string) => withDefault(record, key, isString, fallback);
const optionalText = (record: Fields, key: string) => nullish(record, key, isString);

function parseCurrency(value: unknown): CurrencyFormat {
  const currency = recordOf(value ?? {}, 'currency');
  return {
    display: text(currency, 'display', 'USD'),
    symbol: text(currency, 'symbol', '$'),
    thousandSeparator: text(currency, 'thousandSeparator', ','),
    decimalSeparator: text(currency, 'decimalSeparator', '.'),
    decimalPrecision: withDefault(currency, 'decimalPrecision', isNumber, 2),
  };
}

function parseFeatures(value: unknown): ConfigFeatures {
  const features = recordOf(value ?? {}, 'features');
  return {
    ...features,
    webManifest: flag(features, 'webManifest'),
    webNotification: flag(features, 'webNotification'),
    newCustomerSelectionList: flag(features, 'newCustomerSelectionList', true),
    catalogRedesign: flag(features, 'catalogRedesign'),
    hideCategoryMenu: flag(features, 'hideCategoryMenu'),
    cartCountTotalQty: flag(features, 'cartCountTotalQty'),
    hideNewCustomerInquiry: flag(features, 'hideNewCustomerInquiry'),
    hidePreviewPage: flag(features, 'hidePreviewPage'),
    news: flag(features, 'news', true),
  };
}

function parseLanguages(value: unknown): { code: string; name: string }[] {
  if (value === undefined) return [];
  if (!isArray(value)) throw new ShapeError('languages is not a list');
  return value.map((item) => {
    const language = recordOf(item, 'a language');
    return { code: required(language, 'code', isString), name: required(language, 'name', isString) };
  });
}

/** The host config with the client's defaults; throws a ShapeError when a field it reads has the wrong type. */
export function parseConfig(value: unknown): Config {
  const config = recordOf(value, 'the host config');
  return {
    ...config,
    sorg: required(config, 'sorg', isString),
    webTitle: optionalText(config, 'webTitle'),
    webLogo: optionalText(config, 'webLogo'),
    imageLogin: optionalText(config, 'imageLogin'),
    imageNavbar: optionalText(config, 'imageNavbar'),
    imageLoginBackground: optionalText(config, 'imageLoginBackground'),
    webDescription: text(config, 'webDescription', ''),
    webKeywords: text(config, 'webKeywords', ''),
    emailSupport: text(config, 'emailSupport', ''),
    dateFormat: text(config, 'dateFormat', 'DD MMM YYYY'),
    timeFormat: text(config, 'timeFormat', 'HH:mm:ss'),
    currency: parseCurrency(config.currency),
    telpCode: text(config, 'telpCode', '+62'),
    languages: parseLanguages(config.languages),
    allowPreviewPage: flag(config, 'allowPreviewPage'),
    forgotPassword: flag(config, 'forgotPassword'),
    allowNewCustomerInquiry: flag(config, 'allowNewCustomerInquiry'),
    custGroupOnCustSelect: flag(config, 'custGroupOnCustSelect'),
    supplyLocation: text(config, 'supplyLocation', ''),
    futureConfirmationDisplay: flag(config, 'futureConfirmationDisplay'),
    preOrderDisplay: flag(config, 'preOrderDisplay'),
    orderTypeDisplay: flag(config, 'orderTypeDisplay'),
    creditStatusUsage: flag(config, 'creditStatusUsage'),
    creditStatusBlockedReason: flag(config, 'creditStatusBlockedReason'),
    features: parseFeatures(config.features),
  };
}

export const configSchema: Parser<Config> = { parse: parseConfig };

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
        // Saved in idle time: the local database (Dexie) stays off the first page's critical path.
        whenIdle(() => {
          void import('../../browser/local-db')
            .then(({ localDb }) => localDb().config.put({ host: hostname, config, savedAt: Date.now() }))
            .catch(() => undefined);
        });
        return config;
      },
      async () => {
        const row = await import('../../browser/local-db')
          .then(({ localDb }) => localDb().config.get(hostname))
          .catch(() => undefined);
        return safely(() => parseConfig(row?.config));
      },
    ),
    // Branding and switches change rarely; an admin's edit shows up on the next start or after ten minutes.
    staleTime: 10 * 60_000,
  });
}
