import { randomBytes } from 'node:crypto';
import { ErrorCode } from '../../../shared/errors/error-codes';
import type { UpdateProfileUserInput } from '../../../shared/users/profile.schema';
import { adminOnlyFieldsOf, type UpdateUserInput, type UserAreaInput } from '../../../shared/users/update-user.schema';
import { hashPassword } from '../../auth/passwords';
import { withDeps, type AppDeps } from '../../app-deps';
import type { Viewer } from '../../auth/viewer';
import * as repo from './users.repository';

/** Sets the user's language; returns it, or undefined for an unknown language id. */
export async function changeLanguage(deps: Pick<AppDeps, 'db'>, userId: number, languageId: string) {
  const { db } = deps;
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
  deps: Pick<AppDeps, 'db'>,
  viewer: Viewer,
  input: UpdateProfileUserInput,
  checkCurrentPassword: CurrentPasswordCheck,
): Promise<{ ok: true } | { ok: false; message: string; error: { field: string; message: string; code: ErrorCode } }> {
  const { db } = deps;
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
export async function setPasswordHash(deps: Pick<AppDeps, 'db'>, userId: number, passwordHash: string): Promise<void> {
  await repo.updateUser(deps.db, userId, { passwordHash });
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
  deps: Pick<AppDeps, 'db'>,
  viewerId: number,
  command: UpdateUserCommand,
): Promise<UpdateUserResult> {
  const { db } = deps;
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
export async function userIdByUsername(deps: Pick<AppDeps, 'db'>, username: string): Promise<number | undefined> {
  return (await repo.findUserByUsername(deps.db, username))?.id;
}

// What other modules read of users (they never reach the repository itself).
export const findUserById = withDeps(repo.findUserById);
export const findUserByUsername = withDeps(repo.findUserByUsername);
export const loadUserRelations = withDeps(repo.loadUserRelations);
export const userAreaSorgs = withDeps(repo.userAreaSorgs);
