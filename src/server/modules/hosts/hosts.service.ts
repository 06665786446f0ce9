import { hostConfigSchema, normalizeHostname, type HostConfig } from '../../../shared/config/host-config';
import { signInHost } from '../../../shared/config/sign-in-host';
import { contentLanguageOf, type LocalizedTexts, localizedText } from '../../../shared/content/localized-text';
import { localeInfo, parseLocale } from '../../../shared/locales';
import type { AppDeps } from '../../app-deps';
import * as repo from './hosts.repository';

/** How long a host row is cached in one process; an admin's maintenance switch reaches other processes this late. */
const HOST_CACHE_MS = 5_000;
/** The Host header is the client's to choose: the cache holds at most this many names (oldest dropped first). */
const HOST_CACHE_MAX = 200;

export interface MaintenanceState {
  on: boolean;
  message: string;
}

/** The default maintenance text when neither the host nor MAINTENANCE_MESSAGE gives one. */
export const DEFAULT_MAINTENANCE_MESSAGE = 'We are improving the portal. Please come back in a little while.';

/** One process's cache of host rows by normalised host name (created with the deps). */
export type HostsCache = Map<string, { at: number; row: Awaited<ReturnType<typeof repo.findHost>> }>;

/** What the host lookups need of the deps. */
export type HostsDeps = Pick<AppDeps, 'db' | 'env' | 'hostsCache'>;

async function host(deps: HostsDeps, hostname: string) {
  const cache = deps.hostsCache;
  const key = normalizeHostname(hostname);
  const hit = cache.get(key);
  if (hit && Date.now() - hit.at < HOST_CACHE_MS) return hit.row;
  const row = await repo.findHost(deps.db, key);
  cache.delete(key);
  cache.set(key, { at: Date.now(), row });
  // A Map keeps insertion order: the first key is the one stored longest ago.
  if (cache.size > HOST_CACHE_MAX) cache.delete(cache.keys().next().value ?? key);
  return row;
}

/** The complete Config object of a host (spec defaults filled in), or undefined for an unknown host. */
export async function hostConfig(deps: HostsDeps, hostname: string): Promise<HostConfig | undefined> {
  const row = await host(deps, hostname);
  return row ? hostConfigSchema.parse({ ...row.config, sorg: row.sorg }) : undefined;
}

/** A content row's field in the request's language: `read(row.name, row.texts, 'name')`. */
export type TextReader = (base: string, texts: LocalizedTexts | null | undefined, field: string) => string;

/**
 * How content reads for a request to `hostname` that asked for `acceptLanguage` (the app sends its active locale):
 * that language, else the host's first, else the English base text (src/shared/content/localized-text.ts).
 */
export async function textReaderFor(
  deps: HostsDeps,
  hostname: string,
  acceptLanguage: string | undefined,
): Promise<TextReader> {
  const languages = (await hostConfig(deps, hostname))?.languages ?? [];
  const language = contentLanguageOf(acceptLanguage, languages);
  const first = parseLocale(languages[0]?.code);
  const fallback = first ? localeInfo[first].catalogLanguage : undefined;
  return (base, texts, field) => localizedText(base, texts, field, language, fallback);
}

export async function hostSorgOf(deps: HostsDeps, hostname: string): Promise<string | undefined> {
  return (await host(deps, hostname))?.sorg;
}

/** MAINTENANCE_MESSAGE switches every host to maintenance; otherwise each host's own switch counts. */
export async function maintenanceOf(deps: HostsDeps, hostname: string): Promise<MaintenanceState> {
  const override = deps.env.MAINTENANCE_MESSAGE;
  if (override) return { on: true, message: override };
  const row = await host(deps, hostname);
  return row?.maintenance
    ? { on: true, message: row.maintenanceMessage ?? DEFAULT_MAINTENANCE_MESSAGE }
    : { on: false, message: '' };
}

export async function setMaintenance(
  deps: HostsDeps,
  hostname: string,
  on: boolean,
  message: string | null,
): Promise<boolean> {
  const key = normalizeHostname(hostname);
  deps.hostsCache.delete(key);
  return repo.setMaintenance(deps.db, key, on, message);
}

export async function activeAnnouncements(deps: HostsDeps, hostname: string, acceptLanguage?: string, at = new Date()) {
  const row = await host(deps, hostname);
  if (!row) return undefined;
  const [list, read] = await Promise.all([
    repo.activeAnnouncements(deps.db, row.sorg, at),
    textReaderFor(deps, hostname, acceptLanguage),
  ]);
  return list.map((a) => ({
    id: a.id,
    type: a.type,
    title: read(a.title, a.texts, 'title'),
    url: a.url,
    content: read(a.content, a.texts, 'content'),
    from: a.validFrom.toISOString(),
    to: a.validTo.toISOString(),
  }));
}

/**
 * Whether a user whose areas are in `userSorgs` may sign in on `hostname` (an unknown host counts as
 * `defaultHost`, as the catalog does): null when one of the user's areas is in the host's sorg (or the user has
 * none), else the host to sign in at (null when no host serves the user's sorgs).
 */
export async function signInRefusal(
  deps: HostsDeps,
  hostname: string,
  defaultHost: string,
  userSorgs: readonly string[],
): Promise<{ rightHost: string | null } | null> {
  const hostSorg = (await host(deps, hostname))?.sorg ?? (await host(deps, defaultHost))?.sorg;
  if (hostSorg === undefined) return null;
  const rows = userSorgs.includes(hostSorg) ? [] : await repo.hostnamesOfSorgs(deps.db, userSorgs);
  const hostsBySorg = new Map<string, string[]>();
  for (const row of rows) hostsBySorg.set(row.sorg, [...(hostsBySorg.get(row.sorg) ?? []), row.hostname]);
  const outcome = signInHost({ hostSorg, userSorgs, hostsBySorg });
  return outcome.allowed ? null : { rightHost: outcome.rightHost };
}

export const listSorgs = (deps: Pick<AppDeps, 'db'>) => repo.listSorgs(deps.db);

/** The per-sorg config of spec 01 §3 (exactQtyCheck, availableStockCheck, merchantName) of every sorg. */
export async function sorgConfigs(deps: Pick<AppDeps, 'db'>) {
  const rows = await repo.listSorgs(deps.db);
  return rows.map((s) => ({
    sorg: s.code,
    exactQtyCheck: s.exactQtyCheck,
    availableStockCheck: s.availableStockCheck,
    merchantName: s.merchantName,
  }));
}

/**
 * The banners valid now in the sorgs of the user's areas (spec 01 §7 activeUserAreaBanners); a user without
 * areas sees those of the request host's sorg, and nothing on an unknown host.
 */
export async function userAreaBanners(
  deps: HostsDeps,
  areaSorgs: readonly string[],
  hostname: string,
  at = new Date(),
) {
  const hostSorg = areaSorgs.length > 0 ? undefined : (await host(deps, hostname))?.sorg;
  const sorgCodes = areaSorgs.length > 0 ? [...new Set(areaSorgs)] : hostSorg ? [hostSorg] : [];
  if (sorgCodes.length === 0) return [];
  const rows = await repo.activeBanners(deps.db, sorgCodes, at);
  return rows.map((b) => ({ id: b.id, sorg: b.sorg, bannerFile: b.bannerFile, link: b.link }));
}
