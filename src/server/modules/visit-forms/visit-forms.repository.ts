import { and, asc, count, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { VisitBrand, VisitPhotoSlot } from '../../../shared/visit-forms/visit-form';
import type { Db } from '../../db/client';
import { accessibleBy } from '../customers/customers.service';
import { customerAreas, customers } from '../customers/customers.tables';
import { uploads } from '../uploads/uploads.tables';
import { users } from '../users/users.tables';
import {
  formVisitOptions,
  formVisitPhotos,
  formVisits,
  formVisitSeries,
  type FormVisitRow,
  type VisitOptionKind,
} from './visit-forms.tables';

const updater = alias(users, 'updater');

/** A visit with the names the API shows: its customer's codes and name, its author's and last editor's names. */
const visitColumns = {
  visit: formVisits,
  custCodeIsr: customers.custCodeIsr,
  custCodeR3: customers.custCodeR3,
  custName: customers.name,
  createdByName: users.name,
  updatedByName: updater.name,
};

export type VisitListRow = Awaited<ReturnType<typeof selectVisits>>[number];

function selectVisits(db: Db, where: SQL | undefined) {
  return db
    .select(visitColumns)
    .from(formVisits)
    .innerJoin(customers, eq(customers.id, formVisits.customerId))
    .innerJoin(users, eq(users.id, formVisits.createdBy))
    .leftJoin(updater, eq(updater.id, formVisits.updatedBy))
    .where(where);
}

/** A customer a visit names by code (isr, r3 or, to refuse it, its unified code), and whether the user may act for it. */
export async function findCustomerByCode(db: Db, userId: number, code: string) {
  // A join, not a correlated subquery in the select list: Drizzle writes a single table's columns there without
  // their table name, and inside a subquery "id" would bind to the subquery's own table.
  const [row] = await db
    .select({
      id: customers.id,
      byUnifiedCode: sql<boolean>`(${customers.custCodeIsr} is distinct from ${code} and ${customers.custCodeR3} is distinct from ${code})`,
      accessible: sql<boolean>`${accessibleBy(userId)}`,
      sorgs: sql<
        string[] | null
      >`array_agg(${customerAreas.sorg} order by ${customerAreas.id}) filter (where ${customerAreas.id} is not null)`,
    })
    .from(customers)
    .leftJoin(customerAreas, eq(customerAreas.customerId, customers.id))
    .where(or(eq(customers.custCodeIsr, code), eq(customers.custCodeR3, code), eq(customers.custCodeUnified, code)))
    .groupBy(customers.id)
    .orderBy(sql`${customers.custCodeUnified} = ${code}`, asc(customers.id))
    .limit(1);
  return row ? { ...row, sorgs: row.sorgs ?? [] } : undefined;
}

/** The options of one reference list of a brand family, in their order. */
export async function listOptions(db: Db, brand: VisitBrand, kind?: VisitOptionKind) {
  return db
    .select({
      kind: formVisitOptions.kind,
      code: formVisitOptions.code,
      name: formVisitOptions.name,
      texts: formVisitOptions.texts,
    })
    .from(formVisitOptions)
    .where(and(eq(formVisitOptions.brand, brand), kind ? eq(formVisitOptions.kind, kind) : undefined))
    .orderBy(asc(formVisitOptions.kind), asc(formVisitOptions.sorting), asc(formVisitOptions.name));
}

/** The series of a brand family's brands, in their order. */
export async function listSeries(db: Db, brand: VisitBrand) {
  return db
    .select({ brand: formVisitSeries.seriesBrand, series: formVisitSeries.series })
    .from(formVisitSeries)
    .where(eq(formVisitSeries.brand, brand))
    .orderBy(asc(formVisitSeries.sorting), asc(formVisitSeries.seriesBrand), asc(formVisitSeries.series));
}

export type NewVisit = Omit<typeof formVisits.$inferInsert, 'id' | 'version' | 'deletedAt' | 'deletedBy'>;
export type VisitChanges = Omit<NewVisit, 'createdBy' | 'createdAt' | 'clientId'>;

/** Stores a visit; undefined when the author already has a visit with this client id (nothing stored). */
export async function insertVisit(db: Db, visit: NewVisit): Promise<FormVisitRow | undefined> {
  const [row] = await db.insert(formVisits).values(visit).onConflictDoNothing().returning();
  return row;
}

/** Changes a visit if it is still at `baseVersion` (and not deleted), moving it to the next version. */
export async function updateVisitAt(
  db: Db,
  id: number,
  baseVersion: number,
  changes: VisitChanges,
): Promise<FormVisitRow | undefined> {
  const [row] = await db
    .update(formVisits)
    .set({ ...changes, version: sql`${formVisits.version} + 1` })
    .where(and(eq(formVisits.id, id), eq(formVisits.version, baseVersion), isNull(formVisits.deletedAt)))
    .returning();
  return row;
}

/** Marks a visit deleted (kept for the record and for repeated deletes). */
export async function markVisitDeleted(db: Db, id: number, userId: number, at: Date): Promise<void> {
  await db
    .update(formVisits)
    .set({ deletedAt: at, deletedBy: userId })
    .where(and(eq(formVisits.id, id), isNull(formVisits.deletedAt)));
}

/** A visit by id, deleted or not, and whether the user may act for its customer (the service decides the rest). */
export async function findVisit(db: Db, userId: number, id: number) {
  const [row] = await db
    .select({ visit: formVisits, accessible: sql<boolean>`${accessibleBy(userId)}` })
    .from(formVisits)
    .innerJoin(customers, eq(customers.id, formVisits.customerId))
    .where(eq(formVisits.id, id));
  return row;
}

/** The id of the author's visit with this client id. */
export async function findVisitIdByClientId(db: Db, userId: number, clientId: string): Promise<number | undefined> {
  const [row] = await db
    .select({ id: formVisits.id })
    .from(formVisits)
    .where(and(eq(formVisits.createdBy, userId), eq(formVisits.clientId, clientId)));
  return row?.id;
}

/** Visits the user may see: not deleted, of a customer the user may act for. */
const visibleTo = (userId: number) => and(isNull(formVisits.deletedAt), accessibleBy(userId));

export interface VisitListQuery {
  brand: VisitBrand;
  custCodes: readonly string[] | undefined;
  date: string | undefined;
  from: string | undefined;
  to: string | undefined;
  id: number | undefined;
  page: number;
  limit: number;
}

/** One page of the visits of a brand family the user may see, newest first, with the total count. */
export async function listVisibleVisits(db: Db, userId: number, query: VisitListQuery) {
  const codes = query.custCodes ? [...query.custCodes] : undefined;
  const where = and(
    eq(formVisits.brand, query.brand),
    visibleTo(userId),
    codes ? or(inArray(customers.custCodeIsr, codes), inArray(customers.custCodeR3, codes)) : undefined,
    query.date ? eq(formVisits.visitedOn, query.date) : undefined,
    query.from && query.to ? sql`${formVisits.visitedOn} between ${query.from} and ${query.to}` : undefined,
    query.id !== undefined ? eq(formVisits.id, query.id) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    selectVisits(db, where)
      .orderBy(desc(formVisits.createdAt), desc(formVisits.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db
      .select({ n: count() })
      .from(formVisits)
      .innerJoin(customers, eq(customers.id, formVisits.customerId))
      .where(where),
  ]);
  return { rows, count: total?.n ?? 0 };
}

/** One visit with its names, deleted or not (after a write, or for a conflict answer). */
export async function loadVisit(db: Db, id: number): Promise<VisitListRow | undefined> {
  const [row] = await selectVisits(db, eq(formVisits.id, id));
  return row;
}

/** The photos of many visits at once (one statement for a page), with their uploads' type and size. */
export async function photosOfVisits(db: Db, visitIds: readonly number[]) {
  if (visitIds.length === 0) return [];
  return db
    .select({
      visitId: formVisitPhotos.visitId,
      slot: formVisitPhotos.slot,
      uploadId: formVisitPhotos.uploadId,
      width: formVisitPhotos.width,
      height: formVisitPhotos.height,
      contentType: uploads.contentType,
      size: uploads.size,
    })
    .from(formVisitPhotos)
    .innerJoin(uploads, eq(uploads.id, formVisitPhotos.uploadId))
    .where(inArray(formVisitPhotos.visitId, [...visitIds]));
}

/** Replaces the photo rows of a visit by `photos` (in one transaction with the visit's change). */
export async function replaceVisitPhotos(
  db: Db,
  visitId: number,
  photos: readonly { slot: VisitPhotoSlot; uploadId: string; width: number | null; height: number | null }[],
): Promise<void> {
  await db.delete(formVisitPhotos).where(eq(formVisitPhotos.visitId, visitId));
  if (photos.length === 0) return;
  await db.insert(formVisitPhotos).values(photos.map((photo) => ({ visitId, ...photo })));
}

export interface SalesCustomersQuery {
  /** Only customers with an area in one of these sorgs. */
  sorgs: readonly string[];
  /** The brand families whose visits count (the open ones, or the one asked for). */
  brands: readonly VisitBrand[];
  onlyWithVisits: boolean;
}

/**
 * The customers the user may act for with an area in the given sorgs, one row per customer and sorg, sorted by
 * name then code, each with the user's latest visit there (of the given brands); optionally only those with a visit
 * the user may see.
 */
export async function salesCustomers(db: Db, userId: number, query: SalesCustomersQuery) {
  if (query.sorgs.length === 0 || query.brands.length === 0) return [];
  const brands = [...query.brands];
  const visitsOf = (extra: SQL | undefined) =>
    and(sql`v.customer_id = ${customers.id}`, sql`v.deleted_at is null`, inArray(sql`v.brand`, brands), extra);
  const custCode = sql<string>`coalesce(${customers.custCodeIsr}, ${customers.custCodeR3})`;
  return db
    .select({
      custCode,
      custName: customers.name,
      city: customers.city,
      sorg: customerAreas.sorg,
      lastVisitAt: sql<
        string | null
      >`(select max(v.created_at) from ${formVisits} v where ${visitsOf(sql`v.created_by = ${userId}`)})`,
    })
    .from(customers)
    .innerJoin(customerAreas, eq(customerAreas.customerId, customers.id))
    .where(
      and(
        accessibleBy(userId),
        inArray(customerAreas.sorg, [...query.sorgs]),
        sql`${custCode} is not null`,
        query.onlyWithVisits ? sql`exists (select 1 from ${formVisits} v where ${visitsOf(undefined)})` : undefined,
      ),
    )
    .orderBy(asc(customers.name), asc(custCode), asc(customerAreas.sorg));
}

/** The upload behind a visit photo, with what decides who may see it. */
export async function findPhoto(db: Db, userId: number, uploadId: string) {
  const [row] = await db
    .select({
      uploadId: uploads.id,
      contentType: uploads.contentType,
      size: uploads.size,
      brand: formVisits.brand,
      accessible: sql<boolean>`${accessibleBy(userId)}`,
    })
    .from(formVisitPhotos)
    .innerJoin(uploads, eq(uploads.id, formVisitPhotos.uploadId))
    .innerJoin(formVisits, eq(formVisits.id, formVisitPhotos.visitId))
    .innerJoin(customers, eq(customers.id, formVisits.customerId))
    .where(and(eq(formVisitPhotos.uploadId, uploadId), isNull(formVisits.deletedAt)));
  return row;
}

/** A user's latest visits (development route), optionally since a moment or with one client id. */
export async function visitsOfUsername(
  db: Db,
  username: string,
  filter: { since: Date | undefined; clientId: string | undefined; limit: number },
) {
  return db
    .select({
      id: formVisits.id,
      clientId: formVisits.clientId,
      brand: formVisits.brand,
      sorg: formVisits.sorg,
      custCodeIsr: customers.custCodeIsr,
      custCodeR3: customers.custCodeR3,
      version: formVisits.version,
      createdAt: formVisits.createdAt,
      deletedAt: formVisits.deletedAt,
    })
    .from(formVisits)
    .innerJoin(users, eq(users.id, formVisits.createdBy))
    .innerJoin(customers, eq(customers.id, formVisits.customerId))
    .where(
      and(
        sql`lower(${users.username}) = lower(${username})`,
        filter.since ? sql`${formVisits.createdAt} >= ${filter.since.toISOString()}::timestamptz` : undefined,
        filter.clientId ? eq(formVisits.clientId, filter.clientId) : undefined,
      ),
    )
    .orderBy(desc(formVisits.createdAt), desc(formVisits.id))
    .limit(filter.limit);
}
