import type { Context } from 'hono';
import { Hono } from 'hono';
import { normalizeHostname } from '../../../shared/config/host-config';
import { ErrorCode } from '../../../shared/errors/error-codes';
import type { AppDeps } from '../../app-deps';
import { authenticate } from '../../auth/authenticate';
import { HttpError } from '../../lib/http-error';
import { AddressRefusedError } from '../../lib/public-address';
import { readJson } from '../../lib/request';
import { checkEndpoint } from './notifier';
import { PUBLIC_HOST_MESSAGE, pushSubscriptionInputSchema, unsubscribeInputSchema } from './push.schema';
import { isPushEnabled, listPushSubscriptions, subscribePush, unsubscribePush, vapidPublicKey } from './push.service';

const requestHost = (c: Context) => normalizeHostname(new URL(c.req.url).hostname);

/**
 * Web push of spec 01 §7 / spec 02 §7 (POST /notification/subscriptions), plus what the client needs around it:
 * the VAPID public key, its stored subscriptions (compared at every start) and unsubscribing. Everything answers
 * 404 on a host whose config has WEB_NOTIFICATION off.
 */
export function pushRoutes(deps: AppDeps): Hono {
  const app = new Hono();
  const subscriptionSchema = pushSubscriptionInputSchema({ allowLoopbackHttp: deps.env.PUSH_LOOPBACK_ENDPOINTS });

  const requireEnabled = async (c: Context) => {
    if (!(await isPushEnabled(deps, requestHost(c)))) {
      throw new HttpError(404, 'Web notifications are not enabled for this site', ErrorCode.NOT_FOUND);
    }
  };

  app.get('/notification/vapid-public-key', async (c) => {
    await requireEnabled(c);
    c.header('Cache-Control', 'no-cache');
    return c.json({ publicKey: await vapidPublicKey(deps) });
  });

  app.post('/notification/subscriptions', async (c) => {
    await requireEnabled(c);
    const { viewer } = await authenticate(c, deps);
    const input = await readJson(c, subscriptionSchema);
    try {
      await checkEndpoint(deps, input.endpoint);
    } catch (error) {
      if (!(error instanceof AddressRefusedError)) throw error;
      throw new HttpError(400, `Invalid request: endpoint: ${PUBLIC_HOST_MESSAGE}`, ErrorCode.BAD_USER_INPUT);
    }
    const stored = await subscribePush(deps, viewer.id, requestHost(c), input, c.req.header('user-agent'));
    return c.json({ id: stored.id, endpoint: stored.endpoint }, 201);
  });

  app.get('/notification/subscriptions', async (c) => {
    await requireEnabled(c);
    const { viewer } = await authenticate(c, deps);
    c.header('Cache-Control', 'no-store');
    return c.json({ subscriptions: await listPushSubscriptions(deps, viewer.id) });
  });

  app.delete('/notification/subscriptions', async (c) => {
    await requireEnabled(c);
    const { viewer } = await authenticate(c, deps);
    const { endpoint } = await readJson(c, unsubscribeInputSchema);
    await unsubscribePush(deps, viewer.id, endpoint);
    return c.body(null, 204);
  });

  return app;
}
