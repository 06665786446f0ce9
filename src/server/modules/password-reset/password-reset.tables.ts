import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../users/users.tables';

/**
 * Single-use links of the forgot-password flow, stored as SHA-256 hashes of 32 random bytes. A token is good until
 * it expires, is used, or a newer request of the same user invalidates it.
 */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    tokenHash: text().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    invalidatedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.userId)],
);

/**
 * Every forgot-password request, known account or not (so the limit itself tells nothing about the account):
 * requests per account and address are limited like sign-ins.
 */
export const passwordResetRequests = pgTable(
  'password_reset_requests',
  {
    id: serial().primaryKey(),
    username: text().notNull(),
    ip: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.username, t.ip, t.createdAt)],
);

export type PasswordResetTokenRow = typeof passwordResetTokens.$inferSelect;
