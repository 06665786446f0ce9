import { Dexie, type EntityTable } from 'dexie';
import type { OutboxEntry, OutboxFile } from './outbox/types';

/**
 * The device's offline store (ARCHITECTURE.md "Offline"): one Dexie database `portal`, one versioned schema, shared
 * by the page and the service worker. Everything a user owns is keyed by their user id (and the active customer
 * where it holds customer data), so on a shared tablet nobody sees or sends another user's work.
 *
 * A new table or index is a new `version(n)` below, never an edit of an old one.
 */

/** The host config as GET /server/config/{host} answered, for an offline start. */
export interface ConfigRow {
  host: string;
  config: unknown;
  savedAt: number;
}

/**
 * The session tokens: the page signs in and refreshes, the service worker reads them to replay the outbox in the
 * background. One row, id 'current'.
 */
export interface SessionRow {
  id: 'current';
  accessToken: string;
  refreshToken: string;
  /** Epoch milliseconds when the access token expires. */
  expiresAt: number;
  userId: string;
  customerId: string | null;
}

/** One customer of a sales user's list (the customer dialog searches these offline). */
export interface CustomerRow {
  /** `${userId}:${customerId}` */
  id: string;
  userId: string;
  customerId: string;
  /** Lower-cased code, name and city for the offline search. */
  search: string;
  data: unknown;
}

/** When a per-user collection was last downloaded (customers, catalog, …), for the "Ready for offline" view. */
export interface SyncStateRow {
  /** `${userId}:${collection}` */
  id: string;
  userId: string;
  collection: string;
  savedAt: number;
  count: number;
  /** The catalog's: the small lists its copy refers to, as of its download (the offline filters and chips). */
  catalogLists?: CatalogLists;
  /** The catalog's: what its rows take (JSON, as stored), without its pictures. */
  bytes?: number;
  /** The catalog's: its pictures kept in Cache Storage (catalog/catalog-images.ts), how many and their bytes. */
  images?: { count: number; bytes: number };
}

/** The names behind the catalog copy's promotion codes, and the bike categories of the category menu. */
export interface CatalogLists {
  promotions: { code: string; name: string }[];
  bikeCategories: { id: string; wording: string; mcIds: string[] }[];
}

/** A form's unsaved input, written on every change (strict durability: it survives a crash or a lost battery). */
export interface DraftRow {
  /** `${userId}:${customerId ?? '-'}:${form}` */
  id: string;
  userId: string;
  customerId: string | null;
  form: string;
  data: unknown;
  updatedAt: number;
}

/**
 * A file of a form's draft (a photo in its slot), kept apart from the draft's values so that typing, which saves
 * the values at every change, never writes the photos again. Deleted with its draft.
 */
export interface DraftFileRow {
  /** `${draftId}#${slot}` */
  id: string;
  /** The DraftRow id it belongs to. */
  draftId: string;
  userId: string;
  slot: string;
  blob: Blob;
  fileName: string;
  /**
   * false: the file as picked (a camera original), kept until it is prepared so a crash during compression loses
   * nothing; true: prepared (compressed) and ready to send.
   */
  prepared: boolean;
  updatedAt: number;
}

/**
 * One article of the active customer's catalog, as catalogSync answered it (its price and stock are that
 * customer's): the device's copy for the offline list, search and product pages. Keyed by user and customer, so
 * one dealer's prices never show for another.
 */
export interface CatalogProductRow {
  /** `${userId}:${customerId}:${articleCode}` */
  id: string;
  userId: string;
  customerId: string;
  articleCode: string;
  groupId: string;
  /** The GraphQL Product as the server answered it. */
  data: unknown;
}

/** One product group (model) of the active customer's catalog, as catalogSync answered it. */
export interface CatalogGroupRow {
  /** `${userId}:${customerId}:${groupId}` */
  id: string;
  userId: string;
  customerId: string;
  groupId: string;
  slug: string;
  /** The GraphQL ProductGroup as the server answered it (without items). */
  data: unknown;
}

/**
 * What the active customer's checkout needs offline (spec 01 §5): ship-to addresses, shipment rates, freight
 * allowances and payment methods, as the server answered them when the catalog was prepared for offline. One row
 * per user and customer, so one customer's addresses and rates never show for another.
 */
export interface CheckoutDataRow {
  /** `${userId}:${customerId}` */
  id: string;
  userId: string;
  customerId: string;
  savedAt: number;
  /** The answers (src/browser/checkout-data.ts DeviceCheckoutData). */
  data: unknown;
}

/**
 * An order drafted on the device (src/browser/order-drafts.ts): what the user saw and chose, for the customer it
 * was drafted for. Its outbox entries (record id = the draft's id) carry the checkout; its state is read from them.
 */
export interface OrderDraftRow {
  id: string;
  userId: string;
  /** The customer's r3 (else isr) code, as outbox entries name it. */
  customerId: string;
  data: unknown;
  createdAt: number;
  updatedAt: number;
  /** Set when the user discarded the draft or put it away after it was placed. */
  closedAt: number | null;
}

/** Small values of the device shared by the page and the worker (e.g. the translated texts of its notices). */
export interface SettingRow {
  id: string;
  value: unknown;
}

export class PortalDatabase extends Dexie {
  config!: EntityTable<ConfigRow, 'host'>;
  session!: EntityTable<SessionRow, 'id'>;
  customers!: EntityTable<CustomerRow, 'id'>;
  syncState!: EntityTable<SyncStateRow, 'id'>;
  drafts!: EntityTable<DraftRow, 'id'>;
  draftFiles!: EntityTable<DraftFileRow, 'id'>;
  outbox!: EntityTable<OutboxEntry, 'key'>;
  outboxFiles!: EntityTable<OutboxFile, 'id'>;
  settings!: EntityTable<SettingRow, 'id'>;
  catalogProducts!: EntityTable<CatalogProductRow, 'id'>;
  catalogGroups!: EntityTable<CatalogGroupRow, 'id'>;
  checkoutData!: EntityTable<CheckoutDataRow, 'id'>;
  orderDrafts!: EntityTable<OrderDraftRow, 'id'>;

  constructor(name = 'portal') {
    // Chromium's IndexedDB commits with relaxed durability by default: a crash can lose the last writes. Drafts
    // and the outbox must survive one, so every transaction is strict.
    super(name, { chromeTransactionDurability: 'strict' });
    this.version(1).stores({
      config: 'host',
      session: 'id',
      customers: 'id, userId',
      syncState: 'id, userId',
      drafts: 'id, userId, [userId+form]',
      outbox: 'key, seq, userId, [userId+state], [userId+recordId]',
      outboxFiles: 'id, entryKey',
      settings: 'id',
    });
    // The active customer's catalog for offline browsing.
    this.version(2).stores({
      catalogProducts: 'id, [userId+customerId], [userId+customerId+groupId]',
      catalogGroups: 'id, [userId+customerId], [userId+customerId+slug]',
    });
    // The photos of a draft (visit forms), one row per slot.
    this.version(3).stores({
      draftFiles: 'id, draftId, userId',
    });
    // The active customer's checkout data for offline ordering, and the orders drafted offline.
    this.version(4).stores({
      checkoutData: 'id, userId',
      orderDrafts: 'id, userId, [userId+customerId]',
    });
  }
}

let instance: PortalDatabase | undefined;

/** The one database of this page or worker, opened on first use. */
export function localDb(): PortalDatabase {
  instance ??= new PortalDatabase();
  return instance;
}
