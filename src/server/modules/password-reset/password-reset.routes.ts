import { type Context, Hono } from 'hono';
import { z } from 'zod';
import { normalizeHostname } from '../../../shared/config/host-config';
import type { AppDeps } from '../../app-deps';
import { clientIp, readJson, trustedProxies } from '../../lib/request';
import { requestPasswordReset, resetPassword } from './password-reset.service';

const forgotBody = z.strictObject({ username: z.string().trim().min(1, 'username is required').max(100) });
const resetBody = z.strictObject({
  // Any string: a mangled link is answered like an expired one, with the message that tells the user what to do.
  token: z.string().min(1, 'token is required').max(200),
  password: z.string().min(1, 'password is required').max(200),
});

/**
 * The request's origin for links in e-mails: its own host (the one the host config was looked up by, as every
 * route does) and its scheme, or the forwarded scheme behind a trusted proxy that ends TLS.
 */
function requestOrigin(c: Context, trustProxy: boolean): { origin: string; host: string } {
  const url = new URL(c.req.url);
  const forwarded = trustProxy ? c.req.header('x-forwarded-proto')?.split(',')[0]?.trim() : undefined;
  const protocol = forwarded === 'https' || forwarded === 'http' ? `${forwarded}:` : url.protocol;
  return { origin: `${protocol}//${url.host}`, host: normalizeHostname(url.hostname) };
}

/** The forgot-password flow under /api: POST /password/forgot and POST /password/reset. */
export function passwordResetRoutes(deps: AppDeps): Hono {
  const app = new Hono();
  const trustProxy = trustedProxies(deps.env) > 0;

  app.post('/password/forgot', async (c) => {
    const body = await readJson(c, forgotBody);
    const { origin, host } = requestOrigin(c, trustProxy);
    const answer = await requestPasswordReset(deps, {
      username: body.username,
      ip: clientIp(c, trustedProxies(deps.env)),
      host,
      origin,
    });
    return c.json(answer, 202);
  });

  app.post('/password/reset', async (c) => {
    const body = await readJson(c, resetBody);
    const { host } = requestOrigin(c, trustProxy);
    return c.json(await resetPassword(deps, { token: body.token, password: body.password, host }));
  });

  return app;
}
