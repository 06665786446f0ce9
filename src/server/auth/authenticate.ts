import type { Context } from 'hono';
import { ErrorCode } from '../../shared/errors/error-codes';
import type { Db } from '../db/client';
import { HttpError } from '../lib/http-error';
import { isFamilyRevoked } from '../modules/session/session.service';
import { loadViewer, type Viewer } from './viewer';
import type { AccessClaims, AccessTokenIssuer } from './access-token';

export interface Authenticated {
  claims: AccessClaims;
  viewer: Viewer;
}

export const unauthenticated = () =>
  new HttpError(401, 'Your session has expired, please sign in again', ErrorCode.UNAUTHENTICATED);

/**
 * The customer a request acts for instead of its token's: `r3=…&isr=…` (either may be empty; both empty is no
 * customer). The offline outbox sends each queued change with the customer it was recorded for, whichever customer
 * the user has switched to since. It grants nothing the token does not: the customer counts only while the user
 * may act for it (the same check as the token's customer and POST /change-cust), else the request acts for none
 * and customer data answers CUSTOMER_NOT_YOURS.
 */
export const ACTING_CUSTOMER_HEADER = 'Acting-Customer';

const CUSTOMER_CODE = /^[A-Za-z0-9._-]{1,40}$/;
const badActingCustomer = () =>
  new HttpError(
    400,
    `The ${ACTING_CUSTOMER_HEADER} header must be r3=<code>&isr=<code> (letters, digits, '.', '_' or '-')`,
    ErrorCode.BAD_USER_INPUT,
  );

/** The codes of the Acting-Customer header, or undefined without one; a malformed header is a 400. */
export function actingCustomerOf(c: Context): { r3: string | null; isr: string | null } | undefined {
  const raw = c.req.header(ACTING_CUSTOMER_HEADER);
  if (raw === undefined) return undefined;
  if (raw.length > 100) throw badActingCustomer();
  const codes = { r3: null as string | null, isr: null as string | null };
  const seen = new Set<string>();
  for (const [name, value] of new URLSearchParams(raw)) {
    if ((name !== 'r3' && name !== 'isr') || seen.has(name)) throw badActingCustomer();
    seen.add(name);
    if (value === '') continue;
    if (!CUSTOMER_CODE.test(value)) throw badActingCustomer();
    codes[name] = value;
  }
  if (seen.size === 0) throw badActingCustomer();
  return codes;
}

/**
 * Verifies the bearer token of a request and loads its user, acting for the token's customer or the one the
 * Acting-Customer header names. A signed-out (revoked) session, a disabled user and a forged, expired or
 * 'none'-algorithm token all answer 401.
 */
export async function authenticate(c: Context, deps: { db: Db; tokens: AccessTokenIssuer }): Promise<Authenticated> {
  const header = c.req.header('authorization') ?? '';
  const match = /^Bearer ([A-Za-z0-9._~+/=-]+)$/.exec(header);
  if (!match?.[1]) throw unauthenticated();
  const verified = await deps.tokens.verify(match[1]);
  if (!verified) throw unauthenticated();
  const acting = actingCustomerOf(c);
  const claims = acting ? { ...verified, ...acting } : verified;
  const [viewer, revoked] = await Promise.all([
    loadViewer(deps.db, claims.userId, { r3: claims.r3, isr: claims.isr }),
    isFamilyRevoked(deps, claims.familyId),
  ]);
  if (!viewer || revoked) throw unauthenticated();
  return { claims, viewer };
}
