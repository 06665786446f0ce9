import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The development mail sink: every message the server sends lands here instead of an SMTP server (docs/decisions.md,
 * "Mail"). Tests read it from the database; the end-to-end tests through GET /api/dev/mails.
 */
export const mails = pgTable(
  'mails',
  {
    id: serial().primaryKey(),
    to: text().notNull(),
    from: text().notNull(),
    subject: text().notNull(),
    text: text().notNull(),
    html: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  // GET /dev/mails looks addresses up case-insensitively.
  (t) => [index('mails_to_lower_idx').on(sql`lower(${t.to})`, t.createdAt)],
);

export type MailRow = typeof mails.$inferSelect;

/**
 * Sends a user asked for, by key (e.g. one invoice of one customer), for the limits of mails on request (send
 * invoice email: 5 per invoice and hour). In the database so every server process counts the same sends.
 */
export const sendLog = pgTable(
  'send_log',
  {
    id: serial().primaryKey(),
    key: text().notNull(),
    userId: integer(),
    sentAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.key, t.sentAt)],
);
