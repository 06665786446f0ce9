import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
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

/**
 * A cart saved under a name for the customer (a named list: "Spring restock"), to start a cart from later,
 * re-priced at that day's prices. Names are unique per customer, whatever their case.
 */
export const cartLists = pgTable(
  'cart_lists',
  {
    id: serial().primaryKey(),
    customerId: integer()
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    createdBy: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('cart_lists_customer_name_key').on(t.customerId, sql`lower(${t.name})`)],
);

/** The lines of a named list: article, sorg and quantity, as the cart had them (no prices: they are read anew). */
export const cartListLines = pgTable(
  'cart_list_lines',
  {
    listId: integer()
      .notNull()
      .references(() => cartLists.id, { onDelete: 'cascade' }),
    articleId: integer()
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    sorg: text().notNull(),
    qty: integer().notNull(),
    uom: text().notNull().default('PC'),
  },
  (t) => [primaryKey({ columns: [t.listId, t.articleId, t.sorg] })],
);

export type CartLineRow = typeof cartLines.$inferSelect;
