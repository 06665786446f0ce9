import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../users/users.tables';

/**
 * Client-generated idempotency keys (the offline outbox of a later step): key → the stored answer, so a replayed
 * request never acts twice. `requestHash` refuses a key reused for a different request.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    key: text().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    operation: text().notNull(),
    requestHash: text().notNull(),
    status: text({ enum: ['pending', 'done'] }).notNull(),
    response: jsonb(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.userId, t.createdAt)],
);
