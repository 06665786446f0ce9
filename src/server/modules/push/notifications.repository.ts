import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../users/users.tables';
import { pushSubscriptions, userNotifications } from './push.tables';

export type UserNotificationRow = typeof userNotifications.$inferSelect;

export interface NewUserNotification {
  userId: number;
  customerId: number | null;
  kind: string;
  params: Record<string, string | number>;
  url: string;
}

/** Stores notifications; answers their ids in the order given. */
export async function insertNotifications(db: Db, rows: readonly NewUserNotification[], now: Date): Promise<number[]> {
  if (rows.length === 0) return [];
  const inserted = await db
    .insert(userNotifications)
    .values(rows.map((r) => ({ ...r, createdAt: now })))
    .returning({ id: userNotifications.id });
  return inserted.map((r) => r.id);
}

/** The user's latest notifications, newest first, with the user's language to render them in. */
export async function listForUser(db: Db, userId: number, limit: number) {
  return db
    .select({
      id: userNotifications.id,
      kind: userNotifications.kind,
      params: userNotifications.params,
      url: userNotifications.url,
      createdAt: userNotifications.createdAt,
      readAt: userNotifications.readAt,
      languageId: users.languageId,
    })
    .from(userNotifications)
    .innerJoin(users, eq(users.id, userNotifications.userId))
    .where(eq(userNotifications.userId, userId))
    .orderBy(desc(userNotifications.createdAt), desc(userNotifications.id))
    .limit(limit);
}

/** Marks the user's own unread notifications read: the given ids, or all of them when `ids` is null. */
export async function markRead(db: Db, userId: number, ids: readonly number[] | null, now: Date): Promise<number> {
  const mine = and(eq(userNotifications.userId, userId), isNull(userNotifications.readAt));
  const rows = await db
    .update(userNotifications)
    .set({ readAt: now })
    .where(ids === null ? mine : and(mine, inArray(userNotifications.id, [...ids])))
    .returning({ id: userNotifications.id });
  return rows.length;
}

/** The hosts the users' push subscriptions were made on. */
export async function subscriptionHosts(db: Db, userIds: readonly number[]): Promise<string[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ host: pushSubscriptions.host })
    .from(pushSubscriptions)
    .where(inArray(pushSubscriptions.userId, [...userIds]));
  return rows.map((r) => r.host);
}
