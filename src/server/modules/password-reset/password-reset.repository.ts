import { and, count, eq, gt, gte, isNull, min, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../users/users.tables';
import { passwordResetRequests, passwordResetTokens, type PasswordResetTokenRow } from './password-reset.tables';

const normalise = (username: string) => username.trim().toLowerCase();

/** The user a forgot-password request names (a read of the users module's table). */
export async function findAccountByUsername(db: Db, username: string) {
  const [row] = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      languageId: users.languageId,
      isDisabled: users.isDisabled,
      isFakeEmail: users.isFakeEmail,
    })
    .from(users)
    .where(sql`lower(${users.username}) = ${normalise(username)}`)
    .limit(1);
  return row;
}

export async function isActiveUser(db: Db, userId: number): Promise<boolean> {
  const [row] = await db.select({ disabled: users.isDisabled }).from(users).where(eq(users.id, userId)).limit(1);
  return row !== undefined && !row.disabled;
}

export async function recordRequest(db: Db, request: { username: string; ip: string; at: Date }): Promise<void> {
  await db
    .insert(passwordResetRequests)
    .values({ username: normalise(request.username), ip: request.ip, createdAt: request.at });
}

/** Requests for this account from this address since `since`, and the oldest of them. */
export async function countRecentRequests(db: Db, username: string, ip: string, since: Date) {
  const [row] = await db
    .select({ requests: count(), oldest: min(passwordResetRequests.createdAt) })
    .from(passwordResetRequests)
    .where(
      and(
        eq(passwordResetRequests.username, normalise(username)),
        eq(passwordResetRequests.ip, ip),
        gte(passwordResetRequests.createdAt, since),
      ),
    );
  return { requests: row?.requests ?? 0, oldest: row?.oldest ?? null };
}

/** Ends every still-usable token of a user (a newer link replaces the older ones). */
export async function invalidateOpenTokens(db: Db, userId: number, at: Date): Promise<void> {
  await db
    .update(passwordResetTokens)
    .set({ invalidatedAt: at })
    .where(
      and(
        eq(passwordResetTokens.userId, userId),
        isNull(passwordResetTokens.usedAt),
        isNull(passwordResetTokens.invalidatedAt),
      ),
    );
}

export async function insertToken(
  db: Db,
  row: Pick<PasswordResetTokenRow, 'tokenHash' | 'userId' | 'expiresAt' | 'createdAt'>,
): Promise<void> {
  await db.insert(passwordResetTokens).values(row);
}

/**
 * Uses a token, atomically: only an unused, valid, unexpired token is claimed, and only by the first of several
 * concurrent requests. Answers the user id, or undefined.
 */
export async function claimToken(db: Db, tokenHash: string, at: Date): Promise<number | undefined> {
  const [row] = await db
    .update(passwordResetTokens)
    .set({ usedAt: at })
    .where(
      and(
        eq(passwordResetTokens.tokenHash, tokenHash),
        isNull(passwordResetTokens.usedAt),
        isNull(passwordResetTokens.invalidatedAt),
        gt(passwordResetTokens.expiresAt, at),
      ),
    )
    .returning({ userId: passwordResetTokens.userId });
  return row?.userId;
}
