import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { articles } from '../catalog/catalog.tables';
import { customers } from '../customers/customers.tables';
import { users } from '../users/users.tables';

/**
 * The cart belongs to the customer (updateProductsInCart keys lines by cust_code), so a rep acting for a dealer
 * sees and fills the dealer's own cart. One line per article and sorg; quantity 0 deletes the line.
 */
export const cartLines = pgTable(
  'cart_lines',
  {
    customerId: integer()
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    articleId: integer()
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    sorg: text().notNull(),
    qty: integer().notNull(),
    uom: text().notNull().default('PC'),
    /** Who last changed the line (a rep or the dealer). */
    updatedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.articleId, t.sorg] }), index().on(t.articleId)],
);

export type CartLineRow = typeof cartLines.$inferSelect;
