import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { LocalizedTexts } from '../../../shared/content/localized-text';
import { VISIT_BRANDS, VISIT_PHOTO_SLOTS, type SeriesBrand } from '../../../shared/visit-forms/visit-form';
import { customers } from '../customers/customers.tables';
import { uploads } from '../uploads/uploads.tables';
import { users } from '../users/users.tables';

/**
 * Store visits of sales reps (spec 02 §3 "Form visit"), one brand family each (polygon or wim). Fields are stored as
 * sent (spec 02 §5): `brandDomination` null when unanswered, `equipment` null when nothing was picked. A delete
 * keeps the row (`deletedAt`) so a repeated delete still succeeds; its photos are released.
 */
export const formVisits = pgTable(
  'form_visits',
  {
    id: serial().primaryKey(),
    brand: text({ enum: VISIT_BRANDS }).notNull(),
    customerId: integer()
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** The sorg the visit is filed under (the WIM sorg for WIM), chosen at create. */
    sorg: text().notNull(),
    /** The device's id of the visit (its outbox record id): one visit per author and client id. */
    clientId: text(),
    brandDisplay: text().array().notNull(),
    brandDisplayDescription: text(),
    otherMidrange: text().array().notNull(),
    otherMidrangeDescription: text(),
    brandDomination: boolean(),
    qtyPlgGrp: integer(),
    qtyNonPlgGrp: integer(),
    seriesList: text().array().notNull(),
    seriesBrand: jsonb().$type<SeriesBrand[]>().notNull(),
    otherSeriesList: text().array().notNull(),
    equipment: text().array(),
    equipmentText: text(),
    notes: text(),
    /** The day of the visit in its sorg's time zone (what the list's date filters compare). */
    visitedOn: date({ mode: 'string' }).notNull(),
    /** 1 at create, +1 per update: an update names the version it was based on. */
    version: integer().notNull().default(1),
    createdBy: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp({ withTimezone: true }),
    deletedBy: integer().references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index().on(t.brand, t.createdAt),
    index().on(t.customerId, t.brand),
    index().on(t.brand, t.visitedOn),
    // NULLs are distinct: visits created without a client id never collide.
    uniqueIndex().on(t.createdBy, t.clientId),
  ],
);

/** The photos of a visit, one per slot, by upload (sent through POST /api/uploads or in a multipart request). */
export const formVisitPhotos = pgTable(
  'form_visit_photos',
  {
    visitId: integer()
      .notNull()
      .references(() => formVisits.id, { onDelete: 'cascade' }),
    slot: text({ enum: VISIT_PHOTO_SLOTS }).notNull(),
    uploadId: uuid()
      .notNull()
      .references(() => uploads.id, { onDelete: 'cascade' }),
    /** Pixel size read from the image header when the photo was attached; null when unreadable (HEIC). */
    width: integer(),
    height: integer(),
  },
  (t) => [primaryKey({ columns: [t.visitId, t.slot] }), uniqueIndex().on(t.uploadId)],
);

/** The kinds of reference list a visit form picks from. */
export const VISIT_OPTION_KINDS = ['brand-display', 'other-midrange', 'equipment'] as const;
export type VisitOptionKind = (typeof VISIT_OPTION_KINDS)[number];

/** The reference lists of each brand family: brand displays, other midrange brands, shop equipment. */
export const formVisitOptions = pgTable(
  'form_visit_options',
  {
    id: serial().primaryKey(),
    /** The brand family (polygon or wim). */
    brand: text({ enum: VISIT_BRANDS }).notNull(),
    kind: text({ enum: VISIT_OPTION_KINDS }).notNull(),
    code: text().notNull(),
    name: text().notNull(),
    /** The name in other languages (src/shared/content/localized-text.ts). */
    texts: jsonb().$type<LocalizedTexts>().notNull().default({}),
    sorting: integer().notNull().default(0),
  },
  (t) => [uniqueIndex().on(t.brand, t.kind, t.code)],
);

/** The series of a brand family's brands (series list and series per brand). */
export const formVisitSeries = pgTable(
  'form_visit_series',
  {
    id: serial().primaryKey(),
    /** The brand family (polygon or wim). */
    brand: text({ enum: VISIT_BRANDS }).notNull(),
    seriesBrand: text().notNull(),
    series: text().notNull(),
    sorting: integer().notNull().default(0),
  },
  (t) => [uniqueIndex().on(t.brand, t.seriesBrand, t.series)],
);

export type FormVisitRow = typeof formVisits.$inferSelect;
export type FormVisitPhotoRow = typeof formVisitPhotos.$inferSelect;
