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
} from 'drizzle-orm/pg-core';
import { articles } from '../catalog/catalog.tables';
import { customers } from '../customers/customers.tables';
import { users } from '../users/users.tables';

/**
 * A bike frame, keyed by its normalised number (src/shared/frames/frame-number.ts: trimmed, upper case). Made when a
 * delivery ships a bike (the order desk) or by the seed; claims, PDI, recalls and (later) registration and the
 * bike passport reach frames only through the frames service.
 */
export const frames = pgTable(
  'frames',
  {
    frameNumber: text().primaryKey(),
    articleId: integer().references(() => articles.id),
    productionCode: text().notNull().default(''),
    modelYear: smallint(),
    /** The delivery that shipped it (spec 02 §3 Claim frameShippedDelvNo) and the customer it went to. */
    shippedDeliveryNo: text(),
    shippedToCustomerId: integer().references(() => customers.id),
    shippedAt: date({ mode: 'string' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.shippedToCustomerId)],
);

/** A report that a frame was stolen (claimStolenBike): a claim for it is refused while the report is active. */
export const stolenBikeReports = pgTable(
  'stolen_bike_reports',
  {
    id: serial().primaryKey(),
    frameNumber: text()
      .notNull()
      .references(() => frames.frameNumber),
    reportedAt: date({ mode: 'string' }).notNull(),
    policeReportNo: text().notNull().default(''),
    notes: text().notNull().default(''),
    /** False once the bike was found again. */
    active: boolean().notNull().default(true),
    createdBy: integer().references(() => users.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.frameNumber, t.active)],
);

/** A recall campaign (claimRecallFrames): what is wrong, what the dealer does. */
export const recallCampaigns = pgTable('recall_campaigns', {
  id: serial().primaryKey(),
  code: text().notNull().unique(),
  title: text().notNull(),
  description: text().notNull().default(''),
  /** What the dealer does with an affected bike. */
  action: text().notNull().default(''),
  startsOn: date({ mode: 'string' }).notNull(),
  endsOn: date({ mode: 'string' }),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** The frames a recall campaign affects, and whether the work was done on each. */
export const recallFrames = pgTable(
  'recall_frames',
  {
    campaignId: integer()
      .notNull()
      .references(() => recallCampaigns.id, { onDelete: 'cascade' }),
    frameNumber: text()
      .notNull()
      .references(() => frames.frameNumber),
    completedAt: timestamp({ withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.campaignId, t.frameNumber] }), index().on(t.frameNumber)],
);
