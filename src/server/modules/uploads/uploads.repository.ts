import { and, eq, gte, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { uploads } from './uploads.tables';

export type UploadRow = typeof uploads.$inferSelect;

export interface NewUpload {
  recordKey: string;
  slot: string;
  fileName: string;
  contentType: string;
  size: number;
}

/** Key space of the uploads' advisory locks (pg_advisory_xact_lock(key, userId)): "UPLD" in ASCII. */
const UPLOADS_LOCK_SPACE = 0x55504c44;

/** Serialises the starts of one user's uploads until the transaction ends, so concurrent starts cannot pass the cap. */
export async function lockUserUploads(tx: Db, userId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${UPLOADS_LOCK_SPACE}::int, ${userId}::int)`);
}

/** How many of the user's uploads started since `since` are unfinished, and their declared bytes. */
export async function openUploadsOf(db: Db, userId: number, since: Date): Promise<{ count: number; bytes: number }> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int`, bytes: sql<number>`coalesce(sum(${uploads.size}), 0)::float8` })
    .from(uploads)
    .where(and(eq(uploads.userId, userId), eq(uploads.status, 'receiving'), gte(uploads.createdAt, since)));
  return { count: row?.count ?? 0, bytes: row?.bytes ?? 0 };
}

/** Marks an upload whose bytes were not accepted: it stays refused (no longer unfinished) until pruned. */
export async function markRefused(db: Db, userId: number, id: string): Promise<void> {
  await db
    .update(uploads)
    .set({ status: 'refused' })
    .where(and(eq(uploads.userId, userId), eq(uploads.id, id), eq(uploads.status, 'receiving')));
}

/** Starts the upload of (user, record key, slot); undefined when that upload already exists. */
export async function insertUpload(db: Db, userId: number, upload: NewUpload): Promise<UploadRow | undefined> {
  const [row] = await db
    .insert(uploads)
    .values({ userId, ...upload })
    .onConflictDoNothing()
    .returning();
  return row;
}

export async function findUploadBySlot(
  db: Db,
  userId: number,
  ref: { recordKey: string; slot: string },
): Promise<UploadRow | undefined> {
  const [row] = await db
    .select()
    .from(uploads)
    .where(and(eq(uploads.userId, userId), eq(uploads.recordKey, ref.recordKey), eq(uploads.slot, ref.slot)));
  return row;
}

/** The user's upload with this id (pass a valid UUID); undefined when unknown or another user's. */
export async function findUpload(db: Db, userId: number, id: string): Promise<UploadRow | undefined> {
  const [row] = await db
    .select()
    .from(uploads)
    .where(and(eq(uploads.userId, userId), eq(uploads.id, id)));
  return row;
}

/**
 * Moves `received` from `from` to `to` (marking the upload complete when `to` reaches its size), only if it still
 * is `from`: of two copies of the same chunk, only one advances it. Undefined when another request was first.
 */
export async function advanceReceived(
  db: Db,
  userId: number,
  id: string,
  move: { from: number; to: number; now: Date },
): Promise<UploadRow | undefined> {
  const [row] = await db
    .update(uploads)
    .set({
      received: move.to,
      status: sql`case when ${move.to} >= ${uploads.size} then 'complete' else 'receiving' end`,
      completedAt: sql`case when ${move.to} >= ${uploads.size} then ${move.now.toISOString()}::timestamptz else null end`,
    })
    .where(
      and(
        eq(uploads.userId, userId),
        eq(uploads.id, id),
        eq(uploads.received, move.from),
        eq(uploads.status, 'receiving'),
      ),
    )
    .returning();
  return row;
}

/** The user's uploads among these ids (pass valid UUIDs). */
export async function findUploads(db: Db, userId: number, ids: readonly string[]): Promise<UploadRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(uploads)
    .where(and(eq(uploads.userId, userId), inArray(uploads.id, [...ids])));
}

/**
 * Marks complete uploads of the user as used by `attachTo`, unless something else already uses them. Answers the
 * ids it marked (fewer than asked when another record claimed one meanwhile).
 */
export async function attachUploads(
  db: Db,
  userId: number,
  ids: readonly string[],
  attachTo: string,
): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .update(uploads)
    .set({ attachedTo: attachTo })
    .where(
      and(
        eq(uploads.userId, userId),
        inArray(uploads.id, [...ids]),
        eq(uploads.status, 'complete'),
        or(isNull(uploads.attachedTo), eq(uploads.attachedTo, attachTo)),
      ),
    )
    .returning({ id: uploads.id });
  return rows.map((r) => r.id);
}

/**
 * Marks the user's uploads used by `attachedTo` as used by nothing again (a replaced or removed photo); the hourly
 * prune then deletes them like any unattached upload. Answers the ids it released.
 */
export async function releaseUploads(
  db: Db,
  userId: number,
  ids: readonly string[],
  attachedTo: string,
): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .update(uploads)
    .set({ attachedTo: null })
    .where(and(eq(uploads.userId, userId), inArray(uploads.id, [...ids]), eq(uploads.attachedTo, attachedTo)))
    .returning({ id: uploads.id });
  return rows.map((r) => r.id);
}

/** Deletes uploads started before `before` that are still incomplete or that no record uses; answers their ids. */
export async function deleteAbandonedUploads(db: Db, before: Date): Promise<string[]> {
  const rows = await db
    .delete(uploads)
    .where(and(lt(uploads.createdAt, before), or(eq(uploads.status, 'receiving'), isNull(uploads.attachedTo))))
    .returning({ id: uploads.id });
  return rows.map((r) => r.id);
}
