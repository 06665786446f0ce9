import { randomBytes } from 'node:crypto';
import { deriveUserFlags } from '../../../shared/access/scopes';
import { ErrorCode } from '../../../shared/errors/error-codes';
import type { UpdateProfileUserInput } from '../../../shared/users/profile.schema';
import { adminOnlyFieldsOf, type UpdateUserInput, type UserAreaInput } from '../../../shared/users/update-user.schema';
import { hashPassword } from '../../auth/passwords';
import { customerId } from '../../../shared/customers/customer-code';
import type { Db } from '../../db/client';
import * as customers from '../customers/customers.service';
import type { CustomerRow } from '../customers/customers.service';
import * as repo from './users.repository';
import type { UserRow } from './users.tables';

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
  const [user, relations] = await Promise.all([repo.findUserById(db, userId), repo.loadUserRelations(db, userId)]);
  if (!user || user.isDisabled) return undefined;
  return buildViewer(db, user, relations, active);
}

async function buildViewer(
  db: Db,
  user: UserRow,
  relations: Awaited<ReturnType<typeof repo.loadUserRelations>>,
  active: ActiveCustomerRef,
): Promise<Viewer> {
  const flags = deriveUserFlags({
    limitations: relations.areas.map((a) => a.limitation),
    roleNames: relations.roles.map((r) => r.name),
  });
  const canSwitch = relations.scopes.includes('menu.change-cust');
  // The token's customer counts only while the user may still act for it.
  const activeCustomer =
    active.r3 || active.isr ? ((await customers.findAccessibleCustomer(db, user.id, active)) ?? null) : null;
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
  const rows = await customers.listAccessibleCustomers(db, userId, 2);
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

/** Sets the user's language; returns it, or undefined for an unknown language id. */
export async function changeLanguage(db: Db, userId: number, languageId: string) {
  if (!(await repo.languageExists(db, languageId))) return undefined;
  await repo.updateUser(db, userId, { languageId });
  const user = await repo.findUserById(db, userId);
  return user ? (await repo.loadUserRelations(db, user.id)).language : undefined;
}

/**
 * Checks the current password of a password change. The caller counts it against the sign-in limits (the session
 * module), so a profile change is no way around them.
 */
export type CurrentPasswordCheck = (
  user: { username: string; passwordHash: string },
  password: string,
) => Promise<{ status: 'ok' } | { status: 'wrong' } | { status: 'limited'; retryAfterSeconds: number }>;

/** Applies a validated profile change; a password change needs the right current password. */
export async function updateProfile(
  db: Db,
  viewer: Viewer,
  input: UpdateProfileUserInput,
  checkCurrentPassword: CurrentPasswordCheck,
): Promise<{ ok: true } | { ok: false; message: string; error: { field: string; message: string; code: ErrorCode } }> {
  const patch: Parameters<typeof repo.updateUser>[2] = {};
  if (input.name !== undefined) patch.name = input.name;
  if (input.email !== undefined) patch.email = input.email;
  if (input.sendEmail !== undefined) patch.sendEmail = input.sendEmail;
  if (input.sendEmailWarranty !== undefined) patch.sendEmailWarranty = input.sendEmailWarranty;
  if (input.newPassword !== undefined) {
    const user = await repo.findUserById(db, viewer.id);
    const check = user ? await checkCurrentPassword(user, input.currentPassword ?? '') : { status: 'wrong' as const };
    if (check.status === 'limited') {
      const message = 'Too many failed sign-ins, please try again later';
      return { ok: false, message, error: { field: 'currentPassword', message, code: ErrorCode.RATE_LIMITED } };
    }
    if (check.status !== 'ok') {
      const message = 'Your password is incorrect';
      return { ok: false, message, error: { field: 'currentPassword', message, code: ErrorCode.BAD_USER_INPUT } };
    }
    patch.passwordHash = await hashPassword(input.newPassword);
  }
  await repo.updateUser(db, viewer.id, patch);
  return { ok: true };
}

/** Replaces a user's password with an already computed argon2id hash (the forgot-password flow). */
export async function setPasswordHash(db: Db, userId: number, passwordHash: string): Promise<void> {
  await repo.updateUser(db, userId, { passwordHash });
}

/** What updateUser answers: the changed user's id (and the generated password), or the refusals per field. */
export type UpdateUserResult =
  | { ok: true; userId: number; password: string | null }
  | { ok: false; message: string; errors: { field: string | null; message: string; code: ErrorCode }[] };

export interface UpdateUserCommand {
  /** The user to change. */
  id: number;
  input: UpdateUserInput;
  /** Replaces the user's areas when given (administration only). */
  userAreas?: UserAreaInput[];
  generatePassword: boolean;
  /** Whether the caller has user administration (page.user-management). */
  isAdmin: boolean;
  /** The language ids the request host offers. */
  offeredLanguages: readonly string[];
  /** The sorg codes that exist. */
  knownSorgs: readonly string[];
}

const forbiddenField = (field: string) => ({
  field,
  message: 'Only user administration may change this',
  code: ErrorCode.FORBIDDEN,
});

/** A random password under the shared password rule (upper, lower, digit, ≥ 8), for generatePassword. */
export function generatedPassword(): string {
  return `${randomBytes(9).toString('base64url')}Aa1`;
}

/**
 * updateUser (spec 02 §7): a user changes their own self-service fields; user administration may change any user,
 * its username and fake-email flag, replace its areas and generate a new password. Refusals are data: another
 * user's id or an administration field without page.user-management, an unknown user, a language the host does not
 * offer, a username in use, an unknown sorg.
 */
export async function updateUserAccount(
  db: Db,
  viewerId: number,
  command: UpdateUserCommand,
): Promise<UpdateUserResult> {
  const { id, input, isAdmin } = command;
  const refuse = (errors: { field: string | null; message: string; code: ErrorCode }[], message?: string) => ({
    ok: false as const,
    message: message ?? errors[0]?.message ?? 'The user was not changed',
    errors,
  });
  if (!isAdmin) {
    if (id !== viewerId) {
      return refuse([{ field: 'id', message: 'You may only change your own account', code: ErrorCode.FORBIDDEN }]);
    }
    const adminFields = [
      ...adminOnlyFieldsOf(input).map((f) => `user.${f}`),
      ...(command.userAreas ? ['userAreas'] : []),
      ...(command.generatePassword ? ['generatePassword'] : []),
    ];
    if (adminFields.length > 0) return refuse(adminFields.map(forbiddenField));
  }
  const user = await repo.findUserById(db, id);
  if (!user) return refuse([{ field: 'id', message: 'This user does not exist', code: ErrorCode.NOT_FOUND }]);

  const errors: { field: string | null; message: string; code: ErrorCode }[] = [];
  if (input.languageId !== undefined && !command.offeredLanguages.includes(input.languageId)) {
    errors.push({
      field: 'user.languageId',
      message: 'This language is not available',
      code: ErrorCode.BAD_USER_INPUT,
    });
  }
  if (input.username !== undefined && (await repo.usernameTaken(db, input.username, id))) {
    errors.push({ field: 'user.username', message: 'This username is already in use', code: ErrorCode.BAD_USER_INPUT });
  }
  (command.userAreas ?? []).forEach((area, index) => {
    if (!command.knownSorgs.includes(area.sorg)) {
      errors.push({
        field: `userAreas.${String(index)}.sorg`,
        message: 'Unknown sales organisation',
        code: ErrorCode.BAD_USER_INPUT,
      });
    }
  });
  if (errors.length > 0) return refuse(errors, 'Please check the highlighted fields');

  const patch: Parameters<typeof repo.updateUser>[2] = {};
  for (const field of [
    'name',
    'email',
    'sendEmail',
    'sendEmailWarranty',
    'languageId',
    'username',
    'isFakeEmail',
  ] as const) {
    if (input[field] !== undefined) Object.assign(patch, { [field]: input[field] });
  }
  const password = command.generatePassword ? generatedPassword() : null;
  if (password !== null) patch.passwordHash = await hashPassword(password);
  await repo.updateUser(db, id, patch);
  if (command.userAreas) {
    await repo.replaceUserAreas(
      db,
      id,
      command.userAreas.map((a) => ({
        sorg: a.sorg,
        limitation: a.limitation,
        option: a.option ?? '',
        value: a.value ?? '',
      })),
    );
  }
  return { ok: true, userId: id, password };
}

/** The id of the user with this username (case-insensitively), if any. */
export async function userIdByUsername(db: Db, username: string): Promise<number | undefined> {
  return (await repo.findUserByUsername(db, username))?.id;
}

/** The customer with this code (its derived id, or its r3 code) if the user may act for it. */
export async function customerForUser(db: Db, userId: number, code: string): Promise<CustomerRow | undefined> {
  return (
    (await customers.findAccessibleCustomerById(db, userId, code)) ??
    (await customers.findAccessibleCustomer(db, userId, { r3: code, isr: null }))
  );
}

// What other modules read of users (they never reach the repository itself).
export { findUserById, findUserByUsername, userAreaSorgs } from './users.repository';
