import { ErrorCode } from '../../../shared/errors/error-codes';
import type { Resolvers } from '../../generated/resolvers-types';
import { authorize } from '../../graphql/guard';
import { failed, succeeded } from '../../graphql/payload';
import * as service from './users.service';
import { hostConfig } from '../hosts/hosts.service';

export const usersResolvers: Resolvers = {
  Query: {
    me: (_parent, _args, ctx) => authorize(ctx),
  },
  Mutation: {
    changeLanguage: async (_parent, { id }, ctx) => {
      const viewer = authorize(ctx);
      const config = await hostConfig(ctx.deps, ctx.host);
      const offered = config?.languages.some((l) => l.code === id) ?? false;
      const language = offered ? await service.changeLanguage(ctx.deps, viewer.id, id) : undefined;
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
  },
  User: {
    // Viewer ids are numbers; roles and markets carry their own ids.
    id: (viewer) => String(viewer.id),
    customerData: (viewer) => viewer.customerData,
  },
};
