import { and, asc, eq, gte, inArray, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { announcements, banners, hosts, sorgs, type HostRow } from './hosts.tables';

export async function findHost(db: Db, hostname: string): Promise<HostRow | undefined> {
  const [row] = await db.select().from(hosts).where(eq(hosts.hostname, hostname)).limit(1);
  return row;
}

/** The hostnames serving each of `sorgCodes`. */
export async function hostnamesOfSorgs(db: Db, sorgCodes: readonly string[]) {
  if (sorgCodes.length === 0) return [];
  return db
    .select({ hostname: hosts.hostname, sorg: hosts.sorg })
    .from(hosts)
    .where(inArray(hosts.sorg, [...sorgCodes]))
    .orderBy(asc(hosts.hostname));
}

export async function setMaintenance(db: Db, hostname: string, on: boolean, message: string | null): Promise<boolean> {
  const rows = await db
    .update(hosts)
    .set({ maintenance: on, maintenanceMessage: message, updatedAt: new Date() })
    .where(eq(hosts.hostname, hostname))
    .returning({ id: hosts.id });
  return rows.length > 0;
}

export async function activeAnnouncements(db: Db, sorg: string, at: Date) {
  return db
    .select()
    .from(announcements)
    .where(and(eq(announcements.sorg, sorg), lte(announcements.validFrom, at), gte(announcements.validTo, at)))
    .orderBy(asc(announcements.validFrom), asc(announcements.id));
}

export async function activeBanners(db: Db, sorgCodes: readonly string[], at: Date) {
  const rows = await db
    .select()
    .from(banners)
    .where(and(lte(banners.validFrom, at), gte(banners.validTo, at)))
    .orderBy(asc(banners.sorting), asc(banners.id));
  return rows.filter((b) => sorgCodes.includes(b.sorg));
}

export async function listSorgs(db: Db) {
  return db.select().from(sorgs).orderBy(asc(sorgs.code));
}
