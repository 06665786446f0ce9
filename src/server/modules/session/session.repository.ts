import { and, count, desc, eq, gt, gte, inArray, isNotNull, isNull, lt, max, min, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../users/users.tables';
import { loginAttempts, loginLocks, serverSecrets, tokenFamilies, type TokenFamilyRow } from './session.tables';

/** Key space of the sign-in advisory locks (pg_advisory_xact_lock(key, hash of the account)): "LOGN" in ASCII. */
const LOGIN_LOCK_SPACE = 0x4c4f474e;

const normalise = (username: string) => username.trim().toLowerCase();

/**
 * Serialises the sign-in checks of one account until the transaction ends, so concurrent attempts each see the
 * failures reserved before them (the check and the reservation are one step).
 */
export async function lockAccountSignIns(tx: Db, username: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${LOGIN_LOCK_SPACE}::int, hashtext(${normalise(username)}))`);
}

/** Records an attempt; a sign-in in progress is recorded as a failure first and settled when its check is done. */
export async function recordLoginAttempt(
  db: Db,
  attempt: { username: string; ip: string; succeeded: boolean; at: Date },
): Promise<number> {
  const [row] = await db
    .insert(loginAttempts)
    .values({
      username: normalise(attempt.username),
      ip: attempt.ip,
      succeeded: attempt.succeeded,
      createdAt: attempt.at,
    })
    .returning({ id: loginAttempts.id });
  if (!row) throw new Error('login attempt not recorded');
  return row.id;
}

/** Turns a reserved attempt into a success: successful sign-ins do not count against the limits. */
export async function markLoginSucceeded(db: Db, id: number): Promise<void> {
  await db.update(loginAttempts).set({ succeeded: true }).where(eq(loginAttempts.id, id));
}

/** Failed sign-ins of this account since `since` (from this address only when `ip` is given), and the oldest. */
export async function countRecentFailures(db: Db, username: string, ip: string | undefined, since: Date) {
  const [row] = await db
    .select({ failures: count(), oldest: min(loginAttempts.createdAt) })
    .from(loginAttempts)
    .where(
      and(
        eq(loginAttempts.username, normalise(username)),
        ip === undefined ? undefined : eq(loginAttempts.ip, ip),
        eq(loginAttempts.succeeded, false),
        gte(loginAttempts.createdAt, since),
      ),
    );
  return { failures: row?.failures ?? 0, oldest: row?.oldest ?? null };
}

/** When the account's lock ends, or null when it has none. */
export async function accountLockedUntil(db: Db, username: string): Promise<Date | null> {
  const [row] = await db
    .select({ until: loginLocks.lockedUntil })
    .from(loginLocks)
    .where(eq(loginLocks.username, normalise(username)));
  return row?.until ?? null;
}

/**
 * The accounts with failed sign-ins since `since`, the latest failure first, at most `limit`: per account the
 * failures, the last one, the lock's end when it is locked at `now`, and the account's name when the username is a
 * user's (failures of unknown usernames are listed too).
 */
export async function accountsWithFailures(db: Db, since: Date, now: Date, limit: number) {
  const failed = and(eq(loginAttempts.succeeded, false), gte(loginAttempts.createdAt, since));
  const grouped = db
    .select({
      username: loginAttempts.username,
      failures: count().as('failures'),
      lastAt: max(loginAttempts.createdAt).as('last_at'),
    })
    .from(loginAttempts)
    .where(failed)
    .groupBy(loginAttempts.username)
    .as('grouped');
  const rows = await db
    .select({
      username: grouped.username,
      failures: grouped.failures,
      lastAt: grouped.lastAt,
      lockedUntil: loginLocks.lockedUntil,
      name: users.name,
    })
    .from(grouped)
    .leftJoin(loginLocks, and(eq(loginLocks.username, grouped.username), gt(loginLocks.lockedUntil, now)))
    .leftJoin(users, sql`lower(${users.username}) = ${grouped.username}`)
    .orderBy(desc(grouped.lastAt), grouped.username)
    .limit(limit);
  return rows.map((row) => ({ ...row, lastAt: row.lastAt ?? since }));
}

/** The failed sign-ins since `since` of these accounts per address. */
export async function failureAddresses(db: Db, usernames: readonly string[], since: Date) {
  if (usernames.length === 0) return [];
  return db
    .select({ username: loginAttempts.username, address: loginAttempts.ip, failures: count() })
    .from(loginAttempts)
    .where(
      and(
        inArray(loginAttempts.username, [...usernames]),
        eq(loginAttempts.succeeded, false),
        gte(loginAttempts.createdAt, since),
      ),
    )
    .groupBy(loginAttempts.username, loginAttempts.ip);
}

/** Ends the account's lock and forgets its failed sign-ins (from every address), so its limits start afresh. */
export async function clearAccountFailures(tx: Db, username: string): Promise<void> {
  const name = normalise(username);
  await tx.delete(loginLocks).where(eq(loginLocks.username, name));
  await tx.delete(loginAttempts).where(and(eq(loginAttempts.username, name), eq(loginAttempts.succeeded, false)));
}

/**
 * Locks the account until `until` unless a lock is already running. True only for the one call that set it, so of
 * several failures reaching the cap at once only one tells the owner.
 */
export async function lockAccount(db: Db, username: string, now: Date, until: Date): Promise<boolean> {
  const rows = await db
    .insert(loginLocks)
    .values({ username: normalise(username), lockedUntil: until, createdAt: now })
    .onConflictDoUpdate({
      target: loginLocks.username,
      set: { lockedUntil: until, createdAt: now },
      setWhere: lt(loginLocks.lockedUntil, now),
    })
    .returning({ username: loginLocks.username });
  return rows.length > 0;
}

export async function insertFamily(
  db: Db,
  row: Pick<TokenFamilyRow, 'id' | 'userId' | 'custCodeR3' | 'custCodeIsr' | 'expiresAt' | 'rotatedAt'>,
): Promise<void> {
  await db.insert(tokenFamilies).values({ ...row, generation: 0, createdAt: row.rotatedAt });
}

export async function findFamily(db: Db, id: string): Promise<TokenFamilyRow | undefined> {
  const [row] = await db.select().from(tokenFamilies).where(eq(tokenFamilies.id, id)).limit(1);
  return row;
}

/**
 * Moves a live family from `generation` to the next, atomically: of several concurrent redemptions of one token
 * only the first gets the row back.
 */
export async function rotateFamily(
  db: Db,
  id: string,
  generation: number,
  at: { now: Date; expiresAt: Date },
): Promise<TokenFamilyRow | undefined> {
  const [row] = await db
    .update(tokenFamilies)
    .set({ generation: generation + 1, rotatedAt: at.now, expiresAt: at.expiresAt })
    .where(
      and(
        eq(tokenFamilies.id, id),
        eq(tokenFamilies.generation, generation),
        isNull(tokenFamilies.revokedAt),
        gt(tokenFamilies.expiresAt, at.now),
      ),
    )
    .returning();
  return row;
}

export async function revokeFamily(db: Db, id: string, now: Date): Promise<void> {
  await db
    .update(tokenFamilies)
    .set({ revokedAt: now })
    .where(and(eq(tokenFamilies.id, id), isNull(tokenFamilies.revokedAt)));
}

/** Revokes every live refresh family of a user but `keepId` (signed out everywhere else); answers how many. */
export async function revokeUserFamilies(db: Db, userId: number, now: Date, keepId?: string): Promise<number> {
  const rows = await db
    .update(tokenFamilies)
    .set({ revokedAt: now })
    .where(
      and(
        eq(tokenFamilies.userId, userId),
        isNull(tokenFamilies.revokedAt),
        keepId === undefined ? undefined : ne(tokenFamilies.id, keepId),
      ),
    )
    .returning({ id: tokenFamilies.id });
  return rows.length;
}

/** One primary-key lookup. A family that no longer exists (pruned after it died) counts as revoked. */
export async function isFamilyRevoked(db: Db, id: string): Promise<boolean> {
  const [row] = await db
    .select({ revokedAt: tokenFamilies.revokedAt })
    .from(tokenFamilies)
    .where(eq(tokenFamilies.id, id))
    .limit(1);
  return row?.revokedAt !== null; // no row: undefined, so revoked
}

/** Deletes up to `limit` dead families (revoked, or expired before `now`); answers how many. */
export async function deleteDeadFamilies(db: Db, now: Date, limit: number): Promise<number> {
  const batch = db
    .select({ id: tokenFamilies.id })
    .from(tokenFamilies)
    .where(or(isNotNull(tokenFamilies.revokedAt), lt(tokenFamilies.expiresAt, now)))
    .limit(limit);
  const rows = await db
    .delete(tokenFamilies)
    .where(inArray(tokenFamilies.id, batch))
    .returning({ id: tokenFamilies.id });
  return rows.length;
}

/** Deletes up to `limit` sign-in attempts older than `before`; answers how many. */
export async function deleteOldLoginAttempts(db: Db, before: Date, limit: number): Promise<number> {
  const batch = db
    .select({ id: loginAttempts.id })
    .from(loginAttempts)
    .where(lt(loginAttempts.createdAt, before))
    .limit(limit);
  const rows = await db
    .delete(loginAttempts)
    .where(inArray(loginAttempts.id, batch))
    .returning({ id: loginAttempts.id });
  return rows.length;
}

/** Deletes up to `limit` account locks that ended before `before`; answers how many. */
export async function deleteEndedLocks(db: Db, before: Date, limit: number): Promise<number> {
  const batch = db
    .select({ username: loginLocks.username })
    .from(loginLocks)
    .where(lt(loginLocks.lockedUntil, before))
    .limit(limit);
  const rows = await db
    .delete(loginLocks)
    .where(inArray(loginLocks.username, batch))
    .returning({ username: loginLocks.username });
  return rows.length;
}

/** Reads a server secret, creating it with `create()` the first time; safe when several processes start at once. */
export async function getOrCreateSecret(db: Db, name: string, create: () => string): Promise<string> {
  await db.insert(serverSecrets).values({ name, value: create() }).onConflictDoNothing();
  const [row] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, name));
  if (!row) throw new Error(`secret ${name} missing`);
  return row.value;
}
