import { index, integer, pgTable, text, timestamp, uuid, boolean, serial } from 'drizzle-orm/pg-core';
import { users } from '../users/users.tables';

/**
 * Refresh tokens, stored as SHA-256 hashes. Each use rotates the token; a token used again after its grace period
 * revokes its whole family (every token descended from one sign-in).
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    tokenHash: text().primaryKey(),
    familyId: uuid().notNull(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    custCodeR3: text(),
    custCodeIsr: text(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    /** The token this one was rotated into, answered again to a concurrent refresh inside the grace period. */
    replacedBy: text(),
    revokedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.familyId), index().on(t.userId)],
);

/** Failed and successful sign-ins; failures per account and address limit further attempts. */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: serial().primaryKey(),
    username: text().notNull(),
    ip: text().notNull(),
    succeeded: boolean().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.username, t.ip, t.createdAt)],
);

export type RefreshTokenRow = typeof refreshTokens.$inferSelect;

/** Keys the server generates once and shares between processes (the JWT signing key; VAPID keys later). */
export const serverSecrets = pgTable('server_secrets', {
  name: text().primaryKey(),
  value: text().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
