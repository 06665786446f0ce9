import type { Resolvers } from '../../generated/resolvers-types';
import { authorize } from '../../graphql/guard';
import { badInputError } from '../../graphql/errors';
import { listNotifications, markNotificationsRead } from './notifications.service';

/** ids as the API sends them: whole positive numbers; anything else is refused, not ignored. */
function parseIds(ids: readonly string[]): number[] {
  return ids.map((id) => {
    if (!/^\d{1,10}$/.test(id)) throw badInputError('Unknown notification id');
    return Number(id);
  });
}

/** The signed-in user's own notifications (spec 01 §1): no scope beyond being signed in, only the user's rows. */
export const notificationsResolvers: Resolvers = {
  Query: {
    notifications: (_parent, args, ctx) => listNotifications(ctx.deps, authorize(ctx).id, args.limit),
  },
  Mutation: {
    markNotificationsRead: async (_parent, args, ctx) => {
      const viewer = authorize(ctx);
      await markNotificationsRead(ctx.deps, viewer.id, args.ids ? parseIds(args.ids) : null);
      return true;
    },
  },
};
