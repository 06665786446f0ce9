import { index, integer, pgTable, text, timestamp, uuid, boolean, serial } from 'drizzle-orm/pg-core';
import { users } from '../users/users.tables';

/**
 * One row per refresh-token family (every token descended from one sign-in or customer switch). The tokens
 * themselves are not stored: a refresh token is `family.generation.mac`, the MAC keyed from the signing secret, so
 * the server recognises every token of a family it ever issued, and a token of an earlier generation presented after
 * the grace window is reuse, which revokes the family. So the table grows by sign-ins, not by refreshes, and the
 * revocation check of every request is one primary-key lookup.
 */
export const tokenFamilies = pgTable(
  'token_families',
  {
    id: uuid().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    custCodeR3: text(),
    custCodeIsr: text(),
    /** The generation of the family's current refresh token; each rotation adds one. */
    generation: integer().notNull().default(0),
    /** When the current generation was issued: concurrent redeemers of the one before get it within the grace. */
    rotatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** The current token's expiry (sliding: each rotation sets it anew). */
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    revokedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.userId), index().on(t.expiresAt), index().on(t.revokedAt)],
);

export type TokenFamilyRow = typeof tokenFamilies.$inferSelect;

/** Failed and successful sign-ins; failures per account and address, and per account, limit further attempts. */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: serial().primaryKey(),
    username: text().notNull(),
    ip: text().notNull(),
    succeeded: boolean().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.username, t.ip, t.createdAt), index().on(t.username, t.createdAt), index().on(t.createdAt)],
);

/** Accounts locked after too many failures from any address; the lock ends at `lockedUntil`, not with the window. */
export const loginLocks = pgTable('login_locks', {
  username: text().primaryKey(),
  lockedUntil: timestamp({ withTimezone: true }).notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** Keys the server generates once and shares between processes (the JWT signing key; VAPID keys later). */
export const serverSecrets = pgTable('server_secrets', {
  name: text().primaryKey(),
  value: text().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
