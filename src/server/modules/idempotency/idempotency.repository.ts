import { and, eq, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { idempotencyKeys } from './idempotency.tables';

export type IdempotencyRow = typeof idempotencyKeys.$inferSelect;

export interface KeyRef {
  userId: number;
  key: string;
}

/**
 * Claims (user, key) for a request in one statement: true when this call inserted the pending row and so owns the
 * key; false when a row was already there (a replay or a duplicate in flight).
 */
export async function insertPendingKey(
  db: Db,
  ref: KeyRef,
  request: { operation: string; requestHash: string },
): Promise<boolean> {
  const rows = await db
    .insert(idempotencyKeys)
    .values({ ...ref, ...request, status: 'pending' })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  return rows.length > 0;
}

export async function findKey(db: Db, ref: KeyRef): Promise<IdempotencyRow | undefined> {
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, ref.userId), eq(idempotencyKeys.key, ref.key)));
  return row;
}

/**
 * Takes over a pending row of the same request whose owner started before `startedBefore` and never finished
 * (its process died). Conditional, so of several retries only one takes it over.
 */
export async function takeOverStaleKey(
  db: Db,
  ref: KeyRef,
  request: { requestHash: string; startedBefore: Date; now: Date },
): Promise<boolean> {
  const rows = await db
    .update(idempotencyKeys)
    .set({ createdAt: request.now })
    .where(
      and(
        eq(idempotencyKeys.userId, ref.userId),
        eq(idempotencyKeys.key, ref.key),
        eq(idempotencyKeys.status, 'pending'),
        eq(idempotencyKeys.requestHash, request.requestHash),
        lt(idempotencyKeys.createdAt, request.startedBefore),
      ),
    )
    .returning({ key: idempotencyKeys.key });
  return rows.length > 0;
}

/** Stores the final answer of the request that owns the key. */
export async function completeKey(
  db: Db,
  ref: KeyRef,
  answer: { responseStatus: number; response: unknown },
): Promise<void> {
  await db
    .update(idempotencyKeys)
    .set({ status: 'done', responseStatus: answer.responseStatus, response: answer.response })
    .where(
      and(
        eq(idempotencyKeys.userId, ref.userId),
        eq(idempotencyKeys.key, ref.key),
        eq(idempotencyKeys.status, 'pending'),
      ),
    );
}

/** Frees a key whose request failed without a final answer, so a retry with the same key runs again. */
export async function deletePendingKey(db: Db, ref: KeyRef): Promise<void> {
  await db
    .delete(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.userId, ref.userId),
        eq(idempotencyKeys.key, ref.key),
        eq(idempotencyKeys.status, 'pending'),
      ),
    );
}

/** Deletes finished keys created before `doneBefore` and abandoned pending keys created before `pendingBefore`. */
export async function deleteOldKeys(db: Db, cutoff: { doneBefore: Date; pendingBefore: Date }): Promise<number> {
  const rows = await db
    .delete(idempotencyKeys)
    .where(
      or(
        and(eq(idempotencyKeys.status, 'done'), lt(idempotencyKeys.createdAt, cutoff.doneBefore)),
        and(eq(idempotencyKeys.status, 'pending'), lt(idempotencyKeys.createdAt, cutoff.pendingBefore)),
      ),
    )
    .returning({ key: idempotencyKeys.key });
  return rows.length;
}
