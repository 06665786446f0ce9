import { updateProfileUserInputSchema } from '../../../shared/users/profile.schema';
import { ErrorCode } from '../../../shared/errors/error-codes';
import type { Resolvers } from '../../generated/resolvers-types';
import { authorize } from '../../graphql/guard';
import { failed, succeeded, userErrorsOf } from '../../graphql/payload';
import * as service from './users.service';

export const usersResolvers: Resolvers = {
  Query: {
    me: (_parent, _args, ctx) => authorize(ctx),
  },
  Mutation: {
    changeLanguage: async (_parent, { id }, ctx) => {
      const viewer = authorize(ctx);
      const config = await ctx.deps.services.hosts.config(ctx.host);
      const offered = config?.languages.some((l) => l.code === id) ?? false;
      const language = offered ? await service.changeLanguage(ctx.db, viewer.id, id) : undefined;
      if (!language) {
        return {
          language: null,
          ...failed('This language is not available', [
            { field: 'id', message: 'This language is not available', code: ErrorCode.BAD_USER_INPUT },
          ]),
        };
      }
      return { language, ...succeeded('Language changed') };
    },
    updateProfileUser: async (_parent, { user }, ctx) => {
      const viewer = authorize(ctx, { scopes: 'profile.update' });
      const parsed = updateProfileUserInputSchema.safeParse(
        Object.fromEntries(Object.entries(user).filter(([, v]) => v !== null)),
      );
      if (!parsed.success)
        return { user: null, ...failed('Please check the highlighted fields', userErrorsOf(parsed.error)) };
      const result = await service.updateProfile(ctx.db, viewer, parsed.data);
      if (!result.ok) return { user: null, ...failed(result.message, [result.error]) };
      const updated = await service.loadViewer(ctx.db, viewer.id, { r3: ctx.claims.r3, isr: ctx.claims.isr });
      return { user: updated ?? null, ...succeeded('Profile updated') };
    },
  },
  User: {
    // Viewer ids are numbers; roles and markets carry their own ids.
    id: (viewer) => String(viewer.id),
    customerData: (viewer) => viewer.customerData,
  },
};
