import { integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { customers } from '../customers/customers.tables';
import { users } from '../users/users.tables';

/** Consumer voice messages (spec 01 §4). The message is stored decoded, with real line breaks. */
export const consumerFeedback = pgTable('consumer_feedback', {
  id: serial().primaryKey(),
  userId: integer()
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  customerId: integer().references(() => customers.id, { onDelete: 'set null' }),
  host: text().notNull(),
  message: text().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
