import { bigint, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../users/users.tables';

/**
 * Files sent by the outbox before the record that uses them (POST /api/uploads). One row per (user, record key,
 * slot), so a retry finds the upload it started; the bytes live under DATA_DIR/uploads/{id} while `receiving`
 * and once `complete`. A record's mutation refers to the upload by id; `attachedTo` marks it used.
 */
export const uploads = pgTable(
  'uploads',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    recordKey: text().notNull(),
    slot: text().notNull(),
    fileName: text().notNull(),
    contentType: text().notNull(),
    size: bigint({ mode: 'number' }).notNull(),
    received: bigint({ mode: 'number' }).notNull().default(0),
    /** `refused`: its first bytes (type, pixel size) were not accepted; every later chunk is refused too. */
    status: text({ enum: ['receiving', 'complete', 'refused'] })
      .notNull()
      .default('receiving'),
    /** What uses the file once its record arrived, e.g. 'consumer-feedback:12'; null while unattached. */
    attachedTo: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp({ withTimezone: true }),
  },
  (t) => [uniqueIndex().on(t.userId, t.recordKey, t.slot), index().on(t.status, t.createdAt)],
);
