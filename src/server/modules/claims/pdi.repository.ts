// The SQL of pre-delivery inspections (spec 02 §3 PDI): lists, one PDI, writes, the checklist template.
import { and, asc, count, desc, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accessibleBy } from '../customers/customers.service';
import { customers } from '../customers/customers.tables';
import { users } from '../users/users.tables';
import { pdiChecklistItems, pdiChecks, pdis } from './claims.tables';

export type PdiRowDb = typeof pdis.$inferSelect;

/** The PDIs a user may see: those of the customers the user may act for, or all (the warranty team). */
const visibleTo = (reader: { userId: number; all: boolean }): SQL | undefined =>
  reader.all ? undefined : accessibleBy(reader.userId);

const pdiColumns = {
  pdi: pdis,
  custCodeIsr: customers.custCodeIsr,
  custCodeR3: customers.custCodeR3,
  custName: customers.name,
  createdByName: users.name,
};

export type PdiListRow = Awaited<ReturnType<typeof selectPdis>>[number];

function selectPdis(db: Db, where: SQL | undefined) {
  return db
    .select(pdiColumns)
    .from(pdis)
    .innerJoin(customers, eq(customers.id, pdis.customerId))
    .innerJoin(users, eq(users.id, pdis.createdBy))
    .where(where);
}

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function listPdis(
  db: Db,
  reader: { userId: number; all: boolean },
  query: { search: string | undefined; showDeleted: boolean; page: number; limit: number },
) {
  const term = query.search?.trim();
  const where = and(
    visibleTo(reader),
    query.showDeleted ? undefined : eq(pdis.isDeleted, false),
    term
      ? or(ilike(pdis.frameNumber, `%${escapeLike(term)}%`), ilike(pdis.mechanic, `%${escapeLike(term)}%`))
      : undefined,
  );
  const [rows, [total]] = await Promise.all([
    selectPdis(db, where)
      .orderBy(desc(pdis.createdAt), desc(pdis.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ n: count() }).from(pdis).innerJoin(customers, eq(customers.id, pdis.customerId)).where(where),
  ]);
  return { rows, count: total?.n ?? 0 };
}

export async function findVisiblePdi(db: Db, reader: { userId: number; all: boolean }, id: number) {
  const [row] = await selectPdis(db, and(eq(pdis.id, id), visibleTo(reader)));
  return row;
}

/** PDIs by id whoever may see them (a claim's embed: the claim's visibility already decided). */
export async function pdisByIds(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return selectPdis(db, inArray(pdis.id, [...ids]));
}

export async function findPdiIdByClientId(db: Db, userId: number, clientId: string) {
  const [row] = await db
    .select({ id: pdis.id })
    .from(pdis)
    .where(and(eq(pdis.createdBy, userId), eq(pdis.clientId, clientId)));
  return row?.id;
}

export async function findVisiblePdiIdByClientId(db: Db, reader: { userId: number; all: boolean }, clientId: string) {
  const [row] = await db
    .select({ id: pdis.id })
    .from(pdis)
    .innerJoin(customers, eq(customers.id, pdis.customerId))
    .where(and(eq(pdis.clientId, clientId), visibleTo(reader)))
    .orderBy(asc(pdis.id))
    .limit(1);
  return row?.id;
}

/** The active PDI of a frame other than `exceptId`. */
export async function activePdiOfFrame(db: Db, frameNumber: string, exceptId?: number) {
  const [row] = await db
    .select({ id: pdis.id })
    .from(pdis)
    .where(
      and(
        eq(pdis.frameNumber, frameNumber),
        eq(pdis.isDeleted, false),
        exceptId === undefined ? undefined : ne(pdis.id, exceptId),
      ),
    );
  return row?.id;
}

/**
 * Inserts a PDI; undefined when the frame has an active PDI or the user's client id is taken (the unique
 * indexes decide, also between concurrent requests).
 */
export async function insertPdi(db: Db, row: Omit<typeof pdis.$inferInsert, 'id' | 'version'>) {
  const [inserted] = await db.insert(pdis).values(row).onConflictDoNothing().returning();
  return inserted;
}

export async function updatePdiAt(
  db: Db,
  id: number,
  version: number,
  changes: Partial<typeof pdis.$inferInsert>,
): Promise<PdiRowDb | undefined> {
  const [row] = await db
    .update(pdis)
    .set({ ...changes, version: sql`${pdis.version} + 1` })
    .where(and(eq(pdis.id, id), eq(pdis.version, version)))
    .returning();
  return row;
}

export async function checksOf(db: Db, pdiIds: readonly number[]) {
  if (pdiIds.length === 0) return [];
  return db
    .select({
      pdiId: pdiChecks.pdiId,
      id: pdiChecklistItems.id,
      checklist: pdiChecklistItems.checklist,
      description: pdiChecklistItems.description,
      sorting: pdiChecklistItems.sorting,
      checked: pdiChecks.checked,
    })
    .from(pdiChecks)
    .innerJoin(pdiChecklistItems, eq(pdiChecklistItems.id, pdiChecks.itemId))
    .where(inArray(pdiChecks.pdiId, [...pdiIds]))
    .orderBy(asc(pdiChecklistItems.sorting), asc(pdiChecklistItems.id));
}

export async function replaceChecks(
  db: Db,
  pdiId: number,
  checks: readonly { itemId: number; checked: boolean }[],
): Promise<void> {
  await db.delete(pdiChecks).where(eq(pdiChecks.pdiId, pdiId));
  if (checks.length > 0) await db.insert(pdiChecks).values(checks.map((c) => ({ ...c, pdiId })));
}

export async function checklist(db: Db) {
  return db
    .select({
      id: pdiChecklistItems.id,
      checklist: pdiChecklistItems.checklist,
      description: pdiChecklistItems.description,
      sorting: pdiChecklistItems.sorting,
    })
    .from(pdiChecklistItems)
    .where(eq(pdiChecklistItems.active, true))
    .orderBy(asc(pdiChecklistItems.sorting), asc(pdiChecklistItems.id));
}
