import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { reports, type ReportRow } from './reports.tables';

export async function insertReport(
  db: Db,
  row: Pick<ReportRow, 'kind' | 'ownerUserId' | 'customerId' | 'parameters' | 'fileName' | 'createdAt' | 'expiresAt'>,
): Promise<ReportRow> {
  const [inserted] = await db.insert(reports).values(row).returning();
  if (!inserted) throw new Error('report insert returned no row');
  return inserted;
}

/** The report with this id if `ownerUserId` owns it; another user's report is as unknown as a missing one. */
export async function findOwnedReport(db: Db, id: string, ownerUserId: number): Promise<ReportRow | undefined> {
  const [row] = await db
    .select()
    .from(reports)
    .where(and(eq(reports.id, id), eq(reports.ownerUserId, ownerUserId)));
  return row;
}

export async function markFailed(db: Db, id: string, error: string): Promise<void> {
  await db.update(reports).set({ status: 'failed', error }).where(eq(reports.id, id));
}
