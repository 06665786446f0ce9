import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { ClaimProductCategory, ClaimStatusCategory } from '../../../shared/claims/claim-rules';
import { articles } from '../catalog/catalog.tables';
import { customers } from '../customers/customers.tables';
import { uploads } from '../uploads/uploads.tables';
import { users } from '../users/users.tables';

/** Claim statuses with id, description and category (spec 02 §4; the values are designed: CLAIM_STATUSES). */
export const claimStatuses = pgTable('claim_statuses', {
  id: text().primaryKey(),
  description: text().notNull(),
  category: text().$type<ClaimStatusCategory>().notNull(),
  sorting: smallint().notNull().default(0),
});

/**
 * The permitted status changes (spec 02 §4: fromStatusId → toStatusId by product category and customer category;
 * the table is designed, docs/decisions.md "Claims"). `customerCategory` is the customer's custGroup, 'N/A' for the
 * rows every customer gets. `capability` names who may apply it (a key of ClaimCapabilities); `needsReason` asks for
 * the reason (rejection → reasonRejection); `sideEffect` what the change writes (a credit note or delivery order
 * number, isNotAWarranty).
 */
export const claimStatusTransitions = pgTable(
  'claim_status_transitions',
  {
    id: serial().primaryKey(),
    fromStatusId: text()
      .notNull()
      .references(() => claimStatuses.id),
    toStatusId: text()
      .notNull()
      .references(() => claimStatuses.id),
    productCategory: text().$type<ClaimProductCategory>().notNull(),
    customerCategory: text().notNull().default('N/A'),
    capability: text().notNull(),
    needsReason: boolean().notNull().default(false),
    sideEffect: text().$type<'credit-note' | 'delivery-order' | 'not-a-warranty'>(),
  },
  (t) => [
    uniqueIndex('claim_status_transitions_key').on(t.fromStatusId, t.toStatusId, t.productCategory, t.customerCategory),
  ],
);

/**
 * The problem catalogue (claimProblems(custCode, articleCode)): problems per product category, optionally for one
 * article only.
 */
export const claimProblemCatalogue = pgTable(
  'claim_problem_catalogue',
  {
    id: serial().primaryKey(),
    productCategory: text().$type<ClaimProductCategory>().notNull(),
    /** Null: the problem applies to every article of the category. */
    articleId: integer().references(() => articles.id),
    part: text().notNull(),
    description: text().notNull(),
    sorting: smallint().notNull().default(0),
  },
  (t) => [index().on(t.productCategory, t.articleId)],
);

/** A warranty claim (spec 02 §3 Claim). */
export const claims = pgTable(
  'claims',
  {
    id: serial().primaryKey(),
    /** Shown to dealers and staff, e.g. 'CLB-2026-000123' (bike) / 'CLP-…' (PAA). */
    referenceNo: text().notNull().unique(),
    customerId: integer()
      .notNull()
      .references(() => customers.id),
    sorg: text().notNull(),
    productCategory: text().$type<ClaimProductCategory>().notNull(),
    statusId: text()
      .notNull()
      .references(() => claimStatuses.id),
    /** Normalised; null for a PAA claim, or a bike claim without a readable frame (claimNonCode). */
    frameNumber: text(),
    articleId: integer().references(() => articles.id),
    /** A PAA article without a code, described in words (claimAllowNonCode; the claim article description rule). */
    nonCodeDescription: text().notNull().default(''),
    qty: integer().notNull().default(1),
    description: text().notNull().default(''),
    brandName: text().notNull().default(''),
    mcName: text().notNull().default(''),
    productionCode: text().notNull().default(''),
    /** Frame size, wheel size, colour, model year as filed, JSON text. */
    bikeAttributes: text().notNull().default('{}'),
    customerNotes: text().notNull().default(''),
    contactPersonName: text().notNull().default(''),
    contactPersonPhone: text().notNull().default(''),
    purchaseDate: date({ mode: 'string' }),
    consumerName: text().notNull().default(''),
    consumerPhone: text().notNull().default(''),
    consumerCity: text().notNull().default(''),
    consumerAddress: text().notNull().default(''),
    consumerEmail: text().notNull().default(''),
    /** Written by the warranty team when deciding. */
    resolution: text().notNull().default(''),
    isNotAWarranty: boolean().notNull().default(false),
    reasonRejection: text().notNull().default(''),
    creditNoteNo: text(),
    deliveryOrderNo: text(),
    /** The frame's active PDI when the claim was filed (a bike claim without one warns the staff). */
    pdiId: integer(),
    /** The outbox record id of the device that filed it: a second key for the same claim returns the first. */
    clientId: text(),
    /** Starts at 1 and grows with each update; an update names the version it edits. */
    version: integer().notNull().default(1),
    createdBy: integer()
      .notNull()
      .references(() => users.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedBy: integer().references(() => users.id),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index().on(t.customerId, t.createdAt),
    index().on(t.statusId, t.createdAt),
    index().on(t.frameNumber),
    uniqueIndex('claims_client_id_key').on(t.createdBy, t.clientId),
  ],
);

/** The problems of a claim (Claim.problems[id, part, description, notes]). */
export const claimProblems = pgTable(
  'claim_problems',
  {
    id: serial().primaryKey(),
    claimId: integer()
      .notNull()
      .references(() => claims.id, { onDelete: 'cascade' }),
    catalogueId: integer().references(() => claimProblemCatalogue.id),
    part: text().notNull(),
    description: text().notNull(),
    notes: text().notNull().default(''),
    sorting: smallint().notNull().default(0),
  },
  (t) => [index().on(t.claimId)],
);

/**
 * The files of a claim, one per slot (CLAIM_FILE_SLOTS: invoice, idCard, photo1–6, video, additionalDoc1–5). The
 * additional documents (createClaimAdditionalDocument) are the additionalDocN rows, with their title.
 */
export const claimFiles = pgTable(
  'claim_files',
  {
    id: serial().primaryKey(),
    claimId: integer()
      .notNull()
      .references(() => claims.id, { onDelete: 'cascade' }),
    slot: text().notNull(),
    uploadId: uuid()
      .notNull()
      .references(() => uploads.id),
    title: text().notNull().default(''),
    createdBy: integer().references(() => users.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('claim_files_slot_key').on(t.claimId, t.slot)],
);

/** Comments on a claim; internal ones only for internal users (filtered in the repository). */
export const claimComments = pgTable(
  'claim_comments',
  {
    id: serial().primaryKey(),
    claimId: integer()
      .notNull()
      .references(() => claims.id, { onDelete: 'cascade' }),
    comment: text().notNull(),
    internal: boolean().notNull().default(false),
    /** The outbox record id of a comment written offline. */
    clientId: text(),
    createdBy: integer()
      .notNull()
      .references(() => users.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.claimId, t.createdAt), uniqueIndex('claim_comments_client_id_key').on(t.createdBy, t.clientId)],
);

/** Every status change of a claim (Claim.histories). */
export const claimHistories = pgTable(
  'claim_histories',
  {
    id: serial().primaryKey(),
    claimId: integer()
      .notNull()
      .references(() => claims.id, { onDelete: 'cascade' }),
    /** Null for the first entry (filed). */
    fromStatusId: text(),
    toStatusId: text().notNull(),
    reason: text().notNull().default(''),
    createdBy: integer().references(() => users.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.claimId, t.createdAt)],
);

/** The PDI checklist template (claimPDIChecklist): integer ids, shown in `sorting` order. */
export const pdiChecklistItems = pgTable('pdi_checklist_items', {
  id: serial().primaryKey(),
  checklist: text().notNull(),
  description: text().notNull().default(''),
  sorting: smallint().notNull().default(0),
  active: boolean().notNull().default(true),
});

/** A pre-delivery inspection (spec 02 §3 PDI): soft-deleted and restored; one active PDI per frame. */
export const pdis = pgTable(
  'pdis',
  {
    id: serial().primaryKey(),
    frameNumber: text().notNull(),
    customerId: integer()
      .notNull()
      .references(() => customers.id),
    articleId: integer().references(() => articles.id),
    mechanic: text().notNull().default(''),
    isDeleted: boolean().notNull().default(false),
    deletedAt: timestamp({ withTimezone: true }),
    clientId: text(),
    version: integer().notNull().default(1),
    createdBy: integer()
      .notNull()
      .references(() => users.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('pdis_active_frame_key')
      .on(t.frameNumber)
      .where(sql`not ${t.isDeleted}`),
    index().on(t.customerId, t.createdAt),
    uniqueIndex('pdis_client_id_key').on(t.createdBy, t.clientId),
  ],
);

/** The checklist answers of a PDI. */
export const pdiChecks = pgTable(
  'pdi_checks',
  {
    pdiId: integer()
      .notNull()
      .references(() => pdis.id, { onDelete: 'cascade' }),
    itemId: integer()
      .notNull()
      .references(() => pdiChecklistItems.id),
    checked: boolean().notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.pdiId, t.itemId] })],
);
