import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** Languages a user can choose; the id is a locale prefix ('en-us', 'de', ...). */
export const languages = pgTable('languages', {
  id: text().primaryKey(),
  description: text().notNull(),
});

/** Scopes (spec 01 §6, spec 02 §6), e.g. 'page.catalog', 'menu.change-cust'. */
export const permissions = pgTable('permissions', {
  id: serial().primaryKey(),
  name: text().notNull().unique(),
  description: text().notNull().default(''),
});

export const roles = pgTable('roles', {
  id: serial().primaryKey(),
  name: text().notNull().unique(),
  description: text().notNull().default(''),
});

export const rolePermissions = pgTable(
  'role_permissions',
  {
    roleId: integer()
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    permissionId: integer()
      .notNull()
      .references(() => permissions.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.permissionId] })],
);

export const groupRoles = pgTable('group_roles', {
  id: serial().primaryKey(),
  description: text().notNull().unique(),
});

export const groupRoleRoles = pgTable(
  'group_role_roles',
  {
    groupRoleId: integer()
      .notNull()
      .references(() => groupRoles.id, { onDelete: 'cascade' }),
    roleId: integer()
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.groupRoleId, t.roleId] })],
);

/** Content target markets (spec 02 §3): which market's news and material a user sees. */
export const contentTargetMarkets = pgTable('content_target_markets', {
  id: serial().primaryKey(),
  marketName: text().notNull(),
  source: text().notNull().default(''),
  brand: text().notNull().default(''),
});

/** Users (spec 02 §3 User). Usernames are unique case-insensitively. */
export const users = pgTable(
  'users',
  {
    id: serial().primaryKey(),
    username: text().notNull(),
    name: text().notNull(),
    email: text().notNull(),
    emailConfirmations: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    passwordHash: text().notNull(),
    sendEmail: boolean().notNull().default(true),
    sendEmailWarranty: boolean().notNull().default(false),
    isFakeEmail: boolean().notNull().default(false),
    languageId: text().references(() => languages.id),
    groupRoleId: integer().references(() => groupRoles.id),
    isDisabled: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_username_lower_idx').on(sql`lower(${t.username})`)],
);

export const userRoles = pgTable(
  'user_roles',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleId: integer()
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] })],
);

/**
 * User areas (spec 02 §3): per sorg a limitation (salesman, sales_group, sales_office, customer, cust_vendor,
 * audit, all) with an option and value. They decide sales status and which customers a user may act for.
 */
export const userAreas = pgTable(
  'user_areas',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sorg: text().notNull(),
    limitation: text().notNull(),
    option: text().notNull().default(''),
    value: text().notNull().default(''),
  },
  (t) => [index().on(t.userId)],
);

export const userContentTargetMarkets = pgTable(
  'user_content_target_markets',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    marketId: integer()
      .notNull()
      .references(() => contentTargetMarkets.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.marketId] })],
);

export type UserRow = typeof users.$inferSelect;
export type UserAreaRow = typeof userAreas.$inferSelect;
