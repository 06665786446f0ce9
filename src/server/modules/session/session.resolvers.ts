import { z } from 'zod';
import { hasScope } from '../../../shared/access/scopes';
import { ErrorCode } from '../../../shared/errors/error-codes';
import { updateProfileUserInputSchema } from '../../../shared/users/profile.schema';
import { updateUserInputSchema, userAreaInputSchema } from '../../../shared/users/update-user.schema';
import type { Resolvers } from '../../generated/resolvers-types';
import { authorize } from '../../graphql/guard';
import { failed, succeeded, userErrorsOf } from '../../graphql/payload';
import { hostConfig, listSorgs } from '../hosts/hosts.service';
import { loadViewer } from '../../auth/viewer';
import * as users from '../users/users.service';
import { checkPassword, passwordSetByAdministrator, recentSignInFailures, revokeAllSessions } from './session.service';

// The account changes that end sessions: a new password (the profile's, checked under the sign-in limits, or one an
// administrator sets). Their SDL is the users module's (users.graphql); the resolvers are here, above users.

/** GraphQL inputs send null for an absent optional field; the shared schemas take absent as undefined. */
const withoutNulls = (input: object) => Object.fromEntries(Object.entries(input).filter(([, v]) => v !== null));

/** The requests (GraphQL contexts) that already checked a current password. */
const passwordChecked = new WeakSet<object>();

export const sessionResolvers: Resolvers = {
  Query: {
    // User administration's (spec 01 §6 page.user-management): usernames and addresses of other people.
    signInFailures: async (_parent, { limit }, ctx) => {
      authorize(ctx, { scopes: 'page.user-management' });
      const accounts = await recentSignInFailures(ctx.deps, { limit });
      return accounts.map((account) => ({
        username: account.username,
        name: account.name,
        failures: account.failures,
        lastAttemptAt: account.lastAttemptAt.toISOString(),
        locked: account.lockedUntil !== null,
        lockedUntil: account.lockedUntil?.toISOString() ?? null,
        maskedAddresses: account.addresses,
      }));
    },
  },
  Mutation: {
    updateProfileUser: async (_parent, { user }, ctx) => {
      const viewer = authorize(ctx, { scopes: 'profile.update' });
      const parsed = updateProfileUserInputSchema.safeParse(
        Object.fromEntries(Object.entries(user).filter(([, v]) => v !== null)),
      );
      if (!parsed.success)
        return { user: null, ...failed('Please check the highlighted fields', userErrorsOf(parsed.error)) };
      if (parsed.data.newPassword !== undefined) {
        // One current-password check per request: aliased changes in one operation would each be a free guess.
        if (passwordChecked.has(ctx)) {
          const message = 'Only one password change per request';
          return {
            user: null,
            ...failed(message, [{ field: 'currentPassword', message, code: ErrorCode.BAD_USER_INPUT }]),
          };
        }
        passwordChecked.add(ctx);
      }
      const result = await users.updateProfile(ctx.deps, viewer, parsed.data, (user, password) =>
        checkPassword(ctx.deps, user, password, ctx.ip),
      );
      if (!result.ok) return { user: null, ...failed(result.message, [result.error]) };
      // A new password ends the user's other sessions; the device that changed it stays signed in.
      if (parsed.data.newPassword !== undefined) {
        await revokeAllSessions(ctx.deps, viewer.id, { keepFamilyId: ctx.claims.familyId });
      }
      const updated = await loadViewer(ctx.db, viewer.id, { r3: ctx.claims.r3, isr: ctx.claims.isr });
      return { user: updated ?? null, ...succeeded('Profile updated') };
    },
    updateUser: async (_parent, args, ctx) => {
      const viewer = authorize(ctx, { scopes: ['profile.update', 'page.user-management'] });
      const isAdmin = hasScope(viewer.scopes, 'page.user-management');
      const id = Number(args.id);
      const user = updateUserInputSchema.safeParse(withoutNulls(args.user));
      const areas = z
        .array(userAreaInputSchema)
        .max(50)
        .safeParse(args.userAreas ?? []);
      const problems = [
        ...(Number.isSafeInteger(id) && id > 0
          ? []
          : [{ field: 'id', message: 'This user does not exist', code: ErrorCode.BAD_USER_INPUT }]),
        ...(user.success ? [] : userErrorsOf(user.error).map((e) => ({ ...e, field: `user.${e.field ?? ''}` }))),
        ...(areas.success ? [] : userErrorsOf(areas.error).map((e) => ({ ...e, field: `userAreas.${e.field ?? ''}` }))),
      ];
      if (problems.length > 0 || !user.success || !areas.success) {
        return { user: null, password: null, ...failed('Please check the highlighted fields', problems) };
      }
      const [config, sorgs] = await Promise.all([hostConfig(ctx.deps, ctx.host), listSorgs(ctx.deps)]);
      const result = await users.updateUserAccount(ctx.deps, viewer.id, {
        id,
        input: user.data,
        ...(args.userAreas ? { userAreas: areas.data } : {}),
        generatePassword: args.generatePassword,
        isAdmin,
        offeredLanguages: config?.languages.map((l) => l.code) ?? [],
        knownSorgs: sorgs.map((s) => s.code),
      });
      if (!result.ok) return { user: null, password: null, ...failed(result.message, result.errors) };
      // A password someone else set ends every session of the user and tells them by mail; administrators who
      // generate their own keep the session they did it from.
      if (result.password !== null) {
        if (result.userId === viewer.id) {
          await revokeAllSessions(ctx.deps, viewer.id, { keepFamilyId: ctx.claims.familyId });
        } else {
          await passwordSetByAdministrator(ctx.deps, result.userId);
        }
      }
      // The changed user as the caller's own viewer when it is the caller (with the active customer), else plain.
      const active = result.userId === viewer.id ? { r3: ctx.claims.r3, isr: ctx.claims.isr } : { r3: null, isr: null };
      const updated = await loadViewer(ctx.db, result.userId, active);
      return { user: updated ?? null, password: result.password, ...succeeded('User updated') };
    },
  },
};
