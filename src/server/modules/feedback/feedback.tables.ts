import { integer, pgTable, primaryKey, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { customers } from '../customers/customers.tables';
import { uploads } from '../uploads/uploads.tables';
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

/** Photos attached to a consumer voice message (up to 3, sent first through POST /api/uploads). */
export const consumerFeedbackPhotos = pgTable(
  'consumer_feedback_photos',
  {
    feedbackId: integer()
      .notNull()
      .references(() => consumerFeedback.id, { onDelete: 'cascade' }),
    position: integer().notNull(),
    uploadId: uuid()
      .notNull()
      .references(() => uploads.id),
  },
  (t) => [primaryKey({ columns: [t.feedbackId, t.position] })],
);
