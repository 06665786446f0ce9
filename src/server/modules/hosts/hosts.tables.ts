import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { LocalizedTexts } from '../../../shared/content/localized-text';

/** Sales organisations: one per country business (spec 01 §3 Per-sorg config). */
export const sorgs = pgTable('sorgs', {
  code: text().primaryKey(),
  name: text().notNull(),
  exactQtyCheck: boolean().notNull().default(false),
  availableStockCheck: boolean().notNull().default(false),
  merchantName: text().notNull().default(''),
  /** Banner links of the sorg (spec 02 §3 Sorg config). */
  bannerUrls: jsonb().$type<string[]>().notNull().default([]),
});

/**
 * Hostname → the spec's Config object. `config` holds every Config field except sorg (validated by the shared
 * hostConfigSchema on read and write); maintenance is switched per host by an admin.
 */
export const hosts = pgTable('hosts', {
  id: serial().primaryKey(),
  hostname: text().notNull().unique(),
  sorg: text()
    .notNull()
    .references(() => sorgs.code),
  config: jsonb().$type<Record<string, unknown>>().notNull(),
  maintenance: boolean().notNull().default(false),
  maintenanceMessage: text(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** Home-page announcements (spec 01 §3, spec 02 §3); valid between validFrom and validTo. */
export const announcements = pgTable(
  'announcements',
  {
    id: serial().primaryKey(),
    sorg: text()
      .notNull()
      .references(() => sorgs.code),
    type: text().notNull().default('home_page'),
    title: text().notNull(),
    url: text(),
    content: text().notNull(),
    /** The title and content in other languages (src/shared/content/localized-text.ts). */
    texts: jsonb().$type<LocalizedTexts>().notNull().default({}),
    validFrom: timestamp({ withTimezone: true }).notNull(),
    validTo: timestamp({ withTimezone: true }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.sorg, t.validFrom, t.validTo)],
);

/** Promotional banners per sorg; the file is served at /api/bnrs/image/{bannerFile}. */
export const banners = pgTable(
  'banners',
  {
    id: serial().primaryKey(),
    sorg: text()
      .notNull()
      .references(() => sorgs.code),
    url: text(),
    link: text(),
    bannerFile: text().notNull(),
    sorting: integer().notNull().default(0),
    validFrom: timestamp({ withTimezone: true }).notNull(),
    validTo: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index().on(t.sorg, t.validFrom, t.validTo)],
);

export type HostRow = typeof hosts.$inferSelect;
export type SorgRow = typeof sorgs.$inferSelect;
export type AnnouncementRow = typeof announcements.$inferSelect;
export type BannerRow = typeof banners.$inferSelect;
