import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../users/users.tables';

/**
 * Client-generated idempotency keys of the offline outbox: (user, key) → the stored answer, so a replayed request
 * never acts twice. `requestHash` refuses a key reused for a different request (422); a row still `pending` is a
 * duplicate in flight (409).
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text().notNull(),
    operation: text().notNull(),
    requestHash: text().notNull(),
    status: text({ enum: ['pending', 'done'] }).notNull(),
    /** HTTP status of the first answer, replayed with it. */
    responseStatus: integer(),
    response: jsonb(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index().on(t.createdAt)],
);
