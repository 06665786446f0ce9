import { ErrorCode } from '../../../shared/errors/error-codes';
import type { Resolvers } from '../../generated/resolvers-types';
import { authorize } from '../../graphql/guard';
import { failed, succeeded } from '../../graphql/payload';
import { isPushEnabled, sendTestNotification } from './push.service';

const none = { sent: 0, removed: 0, failed: 0 };
const devicesText = (n: number) => `${n} ${n === 1 ? 'device' : 'devices'}`;

export const pushResolvers: Resolvers = {
  Mutation: {
    sendTestNotification: async (_parent, _args, ctx) => {
      // The scope of user administration: whoever manages users may check their own devices' notifications.
      const viewer = authorize(ctx, { scopes: 'page.user-management' });
      if (!(await isPushEnabled(ctx.deps, ctx.host))) {
        const text = 'Web notifications are not enabled for this site';
        return { ...none, ...failed(text, [{ field: null, message: text, code: ErrorCode.NOT_FOUND }]) };
      }
      const result = await sendTestNotification(ctx.deps, viewer.id);
      const devices = result.sent + result.removed + result.failed;
      if (devices === 0) {
        const text = 'No device of yours is subscribed: allow notifications in the portal on a device first';
        return { ...none, ...failed(text, [{ field: null, message: text, code: ErrorCode.NOT_FOUND }]) };
      }
      if (result.sent === 0) {
        const text = `No device accepted the test notification (${devicesText(result.removed)} expired and removed, ${devicesText(result.failed)} not reached)`;
        // Only expired subscriptions: like having none. Otherwise a push service failed: worth a retry later.
        const code = result.failed === 0 ? ErrorCode.NOT_FOUND : ErrorCode.INTERNAL;
        return { ...result, ...failed(text, [{ field: null, message: text, code }]) };
      }
      return { ...result, ...succeeded(`Test notification sent to ${result.sent} of ${devicesText(devices)}`) };
    },
  },
};
