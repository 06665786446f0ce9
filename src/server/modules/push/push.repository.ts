import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pushSubscriptions } from './push.tables';

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

export interface NewPushSubscription {
  endpoint: string;
  p256dh: string;
  auth: string;
  expirationTime: Date | null;
  userAgent: string | null;
  host: string;
}

/**
 * Stores a subscription for the user, by endpoint: an endpoint already known (the same browser subscribing again,
 * or a shared device where another user signed in) moves to this user with the new keys. created_at restarts,
 * so it is the time the browser last registered the subscription (the oldest are dropped first).
 */
export async function upsertSubscription(
  db: Db,
  userId: number,
  input: NewPushSubscription,
  now: Date,
): Promise<PushSubscriptionRow> {
  const values = { ...input, userId, createdAt: now };
  const [row] = await db
    .insert(pushSubscriptions)
    .values(values)
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: { ...values, lastSentAt: null } })
    .returning();
  if (!row) throw new Error('push subscription upsert returned no row');
  return row;
}

/** The user's subscriptions, newest first. */
export async function listByUser(db: Db, userId: number): Promise<PushSubscriptionRow[]> {
  return db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id));
}

/** Deletes the user's subscriptions beyond the `keep` newest; returns how many went. */
export async function trimToNewest(db: Db, userId: number, keep: number): Promise<number> {
  const rows = await db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id));
  const excess = rows.slice(keep).map((r) => r.id);
  if (excess.length === 0) return 0;
  await db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, excess));
  return excess.length;
}

/** Deletes one of the user's own subscriptions by endpoint; another user's is left alone. */
export async function deleteByEndpoint(db: Db, userId: number, endpoint: string): Promise<boolean> {
  const rows = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  return rows.length > 0;
}

/** Deletes subscriptions the push service called gone (404/410). */
export async function deleteByIds(db: Db, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, [...ids]));
}

export async function markSent(db: Db, ids: readonly number[], at: Date): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(pushSubscriptions)
    .set({ lastSentAt: at })
    .where(inArray(pushSubscriptions.id, [...ids]));
}
