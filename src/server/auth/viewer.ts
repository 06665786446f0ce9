// The viewer: the signed-in user with the customer they act for, composed of the users and customers modules
// (above both, so neither reads the other for it).
import { deriveUserFlags } from '../../shared/access/scopes';
import { customerId } from '../../shared/customers/customer-code';
import type { Db } from '../db/client';
import * as customers from '../modules/customers/customers.service';
import type { CustomerRow } from '../modules/customers/customers.service';
import * as users from '../modules/users/users.service';

/** The active customer an access token names. */
export interface ActiveCustomerRef {
  r3: string | null;
  isr: string | null;
}

/**
 * The logged-in user of spec 01 §3 plus the User fields of spec 02 §3. `GET /api/user` and GraphQL `me` both
 * answer this one object.
 */
export interface Viewer {
  id: number;
  username: string;
  name: string;
  email: string;
  emailConfirmations: string[];
  sendEmail: boolean;
  sendEmailWarranty: boolean;
  isFakeEmail: boolean;
  language: { id: string; description: string } | null;
  roles: { id: number; description: string }[];
  groupRole: { id: number; description: string } | null;
  userAreas: { sorg: string; limitation: string; option: string; value: string }[];
  contentTargetMarkets: { id: number; marketName: string; source: string; brand: string }[];
  scopes: string[];
  limitation: string | null;
  salesActiveCustCode: { r3: string | null; isr: string | null } | null;
  hasCustCode: boolean;
  isSales: boolean;
  isCustomer: boolean;
  isCustVendor: boolean;
  /** The active customer's row, when one is active and still the user's. Not part of the JSON answer. */
  activeCustomer: CustomerRow | null;
  customerData: CustomerRow | null;
}

/** Loads the viewer of a verified access token; undefined when the user is gone or disabled. */
export async function loadViewer(db: Db, userId: number, active: ActiveCustomerRef): Promise<Viewer | undefined> {
  const [user, relations] = await Promise.all([
    users.findUserById({ db }, userId),
    users.loadUserRelations({ db }, userId),
  ]);
  if (!user || user.isDisabled) return undefined;
  return buildViewer(db, user, relations, active);
}

async function buildViewer(
  db: Db,
  user: NonNullable<Awaited<ReturnType<typeof users.findUserById>>>,
  relations: Awaited<ReturnType<typeof users.loadUserRelations>>,
  active: ActiveCustomerRef,
): Promise<Viewer> {
  const flags = deriveUserFlags({
    limitations: relations.areas.map((a) => a.limitation),
    roleNames: relations.roles.map((r) => r.name),
  });
  const canSwitch = relations.scopes.includes('menu.change-cust');
  // The token's customer counts only while the user may still act for it.
  const activeCustomer =
    active.r3 || active.isr ? ((await customers.findAccessibleCustomer({ db }, user.id, active)) ?? null) : null;
  const customerData = canSwitch ? activeCustomer : (activeCustomer ?? (await defaultCustomer(db, user.id)));
  return {
    id: user.id,
    username: user.username,
    name: user.name,
    email: user.email,
    emailConfirmations: user.emailConfirmations,
    sendEmail: user.sendEmail,
    sendEmailWarranty: user.sendEmailWarranty,
    isFakeEmail: user.isFakeEmail,
    language: relations.language,
    roles: relations.roles.map((r) => ({ id: r.id, description: r.description || r.name })),
    groupRole: relations.groupRole,
    userAreas: relations.areas.map(({ sorg, limitation, option, value }) => ({ sorg, limitation, option, value })),
    contentTargetMarkets: relations.markets,
    scopes: relations.scopes,
    limitation: relations.areas[0]?.limitation ?? null,
    salesActiveCustCode:
      canSwitch && activeCustomer ? { r3: activeCustomer.custCodeR3, isr: activeCustomer.custCodeIsr } : null,
    hasCustCode: customerData !== null,
    ...flags,
    activeCustomer,
    customerData,
  };
}

/**
 * The customer a user starts with: the only one they may act for, or none (a sales user chooses).
 */
export async function defaultCustomer(db: Db, userId: number): Promise<CustomerRow | null> {
  const rows = await customers.listAccessibleCustomers({ db }, userId, 2);
  return rows.length === 1 ? (rows[0] ?? null) : null;
}

/** The JSON of `GET /api/user`: the viewer without internal rows, customerData in the spec's customer shape. */
export function viewerToJson(viewer: Viewer) {
  const { activeCustomer: _active, customerData, ...rest } = viewer;
  return { ...rest, customerData: customerData ? customerToJson(customerData) : null };
}

/** A customer in the spec's shape (spec 01 §3 Customer), without its areas. */
export function customerToJson(row: CustomerRow) {
  const custCode = { unified: row.custCodeUnified, isr: row.custCodeIsr, r3: row.custCodeR3 };
  return {
    id: customerId(custCode),
    custName: row.name,
    custCode,
    custAddress: row.address,
    custCity: row.city,
    custEmail: row.email,
    custPhone: row.phone,
  };
}
