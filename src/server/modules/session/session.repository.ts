import { and, count, eq, gte, isNull, min, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loginAttempts, refreshTokens, serverSecrets, type RefreshTokenRow } from './session.tables';

export async function recordLoginAttempt(
  db: Db,
  attempt: { username: string; ip: string; succeeded: boolean; at: Date },
): Promise<void> {
  await db.insert(loginAttempts).values({
    username: attempt.username.trim().toLowerCase(),
    ip: attempt.ip,
    succeeded: attempt.succeeded,
    createdAt: attempt.at,
  });
}

/** Failed sign-ins of this account from this address since `since`, and the oldest of them. */
export async function countRecentFailures(db: Db, username: string, ip: string, since: Date) {
  const [row] = await db
    .select({ failures: count(), oldest: min(loginAttempts.createdAt) })
    .from(loginAttempts)
    .where(
      and(
        eq(loginAttempts.username, username.trim().toLowerCase()),
        eq(loginAttempts.ip, ip),
        eq(loginAttempts.succeeded, false),
        gte(loginAttempts.createdAt, since),
      ),
    );
  return { failures: row?.failures ?? 0, oldest: row?.oldest ?? null };
}

export async function insertRefreshToken(
  db: Db,
  row: Pick<RefreshTokenRow, 'tokenHash' | 'familyId' | 'userId' | 'custCodeR3' | 'custCodeIsr' | 'expiresAt'>,
): Promise<void> {
  await db.insert(refreshTokens).values(row);
}

/**
 * Marks a refresh token used, atomically: only the first of several concurrent uses gets the row back.
 */
export async function claimRefreshToken(db: Db, tokenHash: string, now: Date): Promise<RefreshTokenRow | undefined> {
  const [row] = await db
    .update(refreshTokens)
    .set({ usedAt: now })
    .where(and(eq(refreshTokens.tokenHash, tokenHash), isNull(refreshTokens.usedAt)))
    .returning();
  return row;
}

export async function findRefreshToken(db: Db, tokenHash: string): Promise<RefreshTokenRow | undefined> {
  const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash)).limit(1);
  return row;
}

export async function setReplacedBy(db: Db, tokenHash: string, successorHash: string): Promise<void> {
  await db.update(refreshTokens).set({ replacedBy: successorHash }).where(eq(refreshTokens.tokenHash, tokenHash));
}

export async function revokeFamily(db: Db, familyId: string, now: Date): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/** Revokes every refresh family of a user: signed out everywhere. */
export async function revokeUserFamilies(db: Db, userId: number, now: Date): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}

export async function isFamilyRevoked(db: Db, familyId: string): Promise<boolean> {
  const [row] = await db
    .select({ revoked: sql<boolean>`bool_or(${refreshTokens.revokedAt} is not null)` })
    .from(refreshTokens)
    .where(eq(refreshTokens.familyId, familyId));
  return row?.revoked ?? false;
}

/** Reads a server secret, creating it with `create()` the first time; safe when several processes start at once. */
export async function getOrCreateSecret(db: Db, name: string, create: () => string): Promise<string> {
  await db.insert(serverSecrets).values({ name, value: create() }).onConflictDoNothing();
  const [row] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, name));
  if (!row) throw new Error(`secret ${name} missing`);
  return row.value;
}
