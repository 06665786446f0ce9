import { hostConfigSchema, normalizeHostname, type HostConfig } from '../../../shared/config/host-config';
import { signInHost } from '../../../shared/config/sign-in-host';
import type { Db } from '../../db/client';
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

export function createHostsService(db: Db, options: { maintenanceOverride: string | undefined }) {
  const cache = new Map<string, { at: number; row: Awaited<ReturnType<typeof repo.findHost>> }>();

  async function host(hostname: string) {
    const key = normalizeHostname(hostname);
    const hit = cache.get(key);
    if (hit && Date.now() - hit.at < HOST_CACHE_MS) return hit.row;
    const row = await repo.findHost(db, key);
    cache.delete(key);
    cache.set(key, { at: Date.now(), row });
    // A Map keeps insertion order: the first key is the one stored longest ago.
    if (cache.size > HOST_CACHE_MAX) cache.delete(cache.keys().next().value ?? key);
    return row;
  }

  return {
    /** The complete Config object of a host (spec defaults filled in), or undefined for an unknown host. */
    async config(hostname: string): Promise<HostConfig | undefined> {
      const row = await host(hostname);
      return row ? hostConfigSchema.parse({ ...row.config, sorg: row.sorg }) : undefined;
    },

    async sorgOf(hostname: string): Promise<string | undefined> {
      return (await host(hostname))?.sorg;
    },

    /** MAINTENANCE_MESSAGE switches every host to maintenance; otherwise each host's own switch counts. */
    async maintenance(hostname: string): Promise<MaintenanceState> {
      if (options.maintenanceOverride) return { on: true, message: options.maintenanceOverride };
      const row = await host(hostname);
      return row?.maintenance
        ? { on: true, message: row.maintenanceMessage ?? DEFAULT_MAINTENANCE_MESSAGE }
        : { on: false, message: '' };
    },

    async setMaintenance(hostname: string, on: boolean, message: string | null): Promise<boolean> {
      const key = normalizeHostname(hostname);
      cache.delete(key);
      return repo.setMaintenance(db, key, on, message);
    },

    async activeAnnouncements(hostname: string, at = new Date()) {
      const row = await host(hostname);
      if (!row) return undefined;
      const list = await repo.activeAnnouncements(db, row.sorg, at);
      return list.map((a) => ({
        id: a.id,
        type: a.type,
        title: a.title,
        url: a.url,
        content: a.content,
        from: a.validFrom.toISOString(),
        to: a.validTo.toISOString(),
      }));
    },

    /**
     * Whether a user may sign in on `hostname` (an unknown host counts as `defaultHost`, as the catalog does):
     * null when one of the user's areas is in the host's sorg (or the user has none), else the host to sign in at
     * (null when no host serves the user's sorgs).
     */
    async signInRefusal(
      hostname: string,
      defaultHost: string,
      userId: number,
    ): Promise<{ rightHost: string | null } | null> {
      const hostSorg = (await host(hostname))?.sorg ?? (await host(defaultHost))?.sorg;
      if (hostSorg === undefined) return null;
      const userSorgs = await repo.userAreaSorgs(db, userId);
      const rows = userSorgs.includes(hostSorg) ? [] : await repo.hostnamesOfSorgs(db, userSorgs);
      const hostsBySorg = new Map<string, string[]>();
      for (const row of rows) hostsBySorg.set(row.sorg, [...(hostsBySorg.get(row.sorg) ?? []), row.hostname]);
      const outcome = signInHost({ hostSorg, userSorgs, hostsBySorg });
      return outcome.allowed ? null : { rightHost: outcome.rightHost };
    },

    activeBanners: (sorgCodes: readonly string[], at = new Date()) => repo.activeBanners(db, sorgCodes, at),
    sorgs: () => repo.listSorgs(db),

    /** The per-sorg config of spec 01 §3 (exactQtyCheck, availableStockCheck, merchantName) of every sorg. */
    async sorgConfigs() {
      const rows = await repo.listSorgs(db);
      return rows.map((s) => ({
        sorg: s.code,
        exactQtyCheck: s.exactQtyCheck,
        availableStockCheck: s.availableStockCheck,
        merchantName: s.merchantName,
      }));
    },

    /**
     * The banners valid now in the sorgs of the user's areas (spec 01 §7 activeUserAreaBanners); a user without
     * areas sees those of the request host's sorg, and nothing on an unknown host.
     */
    async userAreaBanners(areaSorgs: readonly string[], hostname: string, at = new Date()) {
      const hostSorg = areaSorgs.length > 0 ? undefined : (await host(hostname))?.sorg;
      const sorgCodes = areaSorgs.length > 0 ? [...new Set(areaSorgs)] : hostSorg ? [hostSorg] : [];
      if (sorgCodes.length === 0) return [];
      const rows = await repo.activeBanners(db, sorgCodes, at);
      return rows.map((b) => ({ id: b.id, sorg: b.sorg, bannerFile: b.bannerFile, link: b.link }));
    },
  };
}

export type HostsService = ReturnType<typeof createHostsService>;
