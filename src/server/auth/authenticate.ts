import type { Context } from 'hono';
import { ErrorCode } from '../../shared/errors/error-codes';
import type { Db } from '../db/client';
import { HttpError } from '../lib/http-error';
import type { SessionService } from '../modules/session/session.service';
import { loadViewer, type Viewer } from '../modules/users/users.service';
import type { AccessClaims, AccessTokenIssuer } from './access-token';

export interface Authenticated {
  claims: AccessClaims;
  viewer: Viewer;
}

export const unauthenticated = () =>
  new HttpError(401, 'Your session has expired, please sign in again', ErrorCode.UNAUTHENTICATED);

/**
 * Verifies the bearer token of a request and loads its user. A signed-out (revoked) session, a disabled user and
 * a forged, expired or 'none'-algorithm token all answer 401.
 */
export async function authenticate(
  c: Context,
  deps: { db: Db; tokens: AccessTokenIssuer; session: SessionService },
): Promise<Authenticated> {
  const header = c.req.header('authorization') ?? '';
  const match = /^Bearer ([A-Za-z0-9._~+/=-]+)$/.exec(header);
  if (!match?.[1]) throw unauthenticated();
  const claims = await deps.tokens.verify(match[1]);
  if (!claims) throw unauthenticated();
  const [viewer, revoked] = await Promise.all([
    loadViewer(deps.db, claims.userId, { r3: claims.r3, isr: claims.isr }),
    deps.session.isFamilyRevoked(claims.familyId),
  ]);
  if (!viewer || revoked) throw unauthenticated();
  return { claims, viewer };
}
