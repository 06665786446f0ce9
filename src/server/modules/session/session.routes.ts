import { Hono } from 'hono';
import { z } from 'zod';
import { authenticate } from '../../auth/authenticate';
import type { AppDeps } from '../../app-deps';
import { wrongHostMessage } from '../../../shared/config/sign-in-host';
import { ErrorCode } from '../../../shared/errors/error-codes';
import { HttpError } from '../../lib/http-error';
import { clientIp, readJson, trustedProxies } from '../../lib/request';
import { viewerToJson } from '../../auth/viewer';
import { userAreaSorgs } from '../users/users.service';
import { signInRefusal } from '../hosts/hosts.service';
import {
  changeCustomer,
  familyOfRefreshToken,
  login,
  logout,
  refreshSession,
  revokeAllSessions,
} from './session.service';

const loginBody = z.strictObject({
  username: z.string().trim().min(1, 'username is required').max(100),
  password: z.string().min(1, 'password is required').max(200),
});
const refreshBody = z.strictObject({ refreshToken: z.string().min(20).max(200) });
const logoutBody = z.strictObject({ refreshToken: z.string().min(20).max(200).optional() });
const customerCode = z
  .string()
  .trim()
  .min(1)
  .max(40)
  .regex(/^[A-Za-z0-9._-]+$/, 'must be a customer code');
const changeCustQuery = z
  .strictObject({ r3: customerCode.optional(), isr: customerCode.optional() })
  .refine((q) => q.r3 !== undefined || q.isr !== undefined, 'give r3 or isr');

/** The session REST routes of spec 01 §7 under /api. */
export function sessionRoutes(deps: AppDeps): Hono {
  const app = new Hono();

  app.post('/login', async (c) => {
    const body = await readJson(c, loginBody);
    // A host serves one sorg: a user with no area in it is sent to the host that serves them (docs/decisions.md).
    const admit = async (userId: number) => {
      const userSorgs = await userAreaSorgs(deps, userId);
      const refusal = await signInRefusal(deps, new URL(c.req.url).hostname, deps.env.DEFAULT_HOST, userSorgs);
      if (refusal) {
        throw new HttpError(403, wrongHostMessage(refusal.rightHost), ErrorCode.FORBIDDEN, { host: refusal.rightHost });
      }
    };
    return c.json(await login(deps, body.username, body.password, clientIp(c, trustedProxies(deps.env)), admit));
  });

  app.post('/refresh-token', async (c) => {
    const body = await readJson(c, refreshBody);
    return c.json(await refreshSession(deps, body.refreshToken));
  });

  app.post('/logout', async (c) => {
    // The bearer token names the family; a refresh token in the body works too (an expired access token).
    const hasBody = c.req.header('content-type')?.includes('application/json') ?? false;
    const body = hasBody ? await readJson(c, logoutBody) : {};
    const fromBody = body.refreshToken ? familyOfRefreshToken(deps, body.refreshToken) : undefined;
    const family = fromBody ?? (await deps.tokens.verify(c.req.header('authorization')?.slice(7) ?? ''))?.familyId;
    if (family) await logout(deps, family);
    return c.body(null, 204);
  });

  // Sign out everywhere: every session of the user ends, this one included; their access tokens stop working at
  // their next request, and their refresh tokens are refused.
  app.post('/logout-all', async (c) => {
    const { claims } = await authenticate(c, deps);
    await revokeAllSessions(deps, claims.userId);
    return c.body(null, 204);
  });

  app.get('/user', async (c) => {
    const { viewer } = await authenticate(c, deps);
    return c.json(viewerToJson(viewer));
  });

  app.post('/change-cust/:id', async (c) => {
    const { claims } = await authenticate(c, deps);
    const id = customerCode.safeParse(c.req.param('id'));
    if (!id.success) return c.json({ message: 'Failed change customer, please try again' }, 404);
    return c.json(await changeCustomer(deps, claims.userId, claims.familyId, { id: id.data }));
  });

  app.post('/change-cust', async (c) => {
    const { claims } = await authenticate(c, deps);
    const query = changeCustQuery.safeParse(c.req.query());
    if (!query.success) return c.json({ message: 'Failed change customer, please try again' }, 404);
    return c.json(
      await changeCustomer(deps, claims.userId, claims.familyId, {
        r3: query.data.r3 ?? null,
        isr: query.data.isr ?? null,
      }),
    );
  });

  return app;
}
