import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { customers } from '../customers/customers.tables';
import { users } from '../users/users.tables';

/**
 * A report a user asked for (spec 01 §7 GET /api/reports/{id}/download; spec 02's download area reuses it): its kind
 * ('open-orders', …), the user who may fetch it, the customer it was made for, the parameters it was asked with, and
 * its state. The file is written when it is downloaded (streamed), from the parameters, so nothing is stored but the
 * request; `expiresAt` ends the link.
 */
export const reports = pgTable(
  'reports',
  {
    id: uuid().primaryKey().defaultRandom(),
    kind: text().notNull(),
    ownerUserId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    customerId: integer().references(() => customers.id, { onDelete: 'cascade' }),
    parameters: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    /** 'ready' (can be downloaded) or 'failed' (with `error`). */
    status: text().$type<'ready' | 'failed'>().notNull().default('ready'),
    fileName: text().notNull(),
    error: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index().on(t.ownerUserId, t.createdAt)],
);

export type ReportRow = typeof reports.$inferSelect;
