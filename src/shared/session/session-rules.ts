/**
 * The session's rules that need no I/O: which address a request comes from behind proxies, whether a sign-in may be
 * tried, and what a presented refresh token means for its family.
 */

/**
 * The client address of a request: the right-most untrusted hop. Each of `trustedProxies` proxies appends the
 * address it saw to `X-Forwarded-For`, so the real client is the `trustedProxies`-th entry from the right; everything
 * left of it was written by the client and is ignored. Without trusted proxies (or with a header shorter than the
 * chain) the socket's address stands, and so does it when the chosen hop is not an IP address.
 */
export function clientAddress(input: {
  socketAddress: string;
  forwardedFor: string | undefined;
  trustedProxies: number;
  isIp: (value: string) => boolean;
}): string {
  if (input.trustedProxies <= 0 || !input.forwardedFor) return input.socketAddress;
  const hops = input.forwardedFor
    .split(',')
    .map((hop) => hop.trim())
    .filter((hop) => hop !== '');
  // A header with fewer hops than the chain did not pass every proxy: the socket's peer is the proxy to trust.
  if (hops.length < input.trustedProxies) return input.socketAddress;
  const hop = hops[hops.length - input.trustedProxies] ?? '';
  return input.isIp(hop) ? hop : input.socketAddress;
}

export interface SignInLimits {
  /** Failures per account and address within `windowMs`. */
  maxFailures: number;
  windowMs: number;
  /** Failures per account from every address within `accountWindowMs`; reaching it locks the account. */
  accountMaxFailures: number;
  accountWindowMs: number;
  /** How long an account stays locked once its cap is reached; longer than the window (the slower unlock). */
  accountLockMs: number;
}

export type SignInDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number; accountLocked: boolean };

const secondsUntil = (until: number, now: number) => Math.max(1, Math.ceil((until - now) / 1000));

/**
 * May one more sign-in be tried? Refused while the account is locked (until the lock ends, whatever the address),
 * when the account's failures from every address reached their cap, or when this address's failures did (until the
 * oldest of them leaves the window).
 */
export function signInDecision(
  limits: SignInLimits,
  state: {
    now: number;
    lockedUntil: number | null;
    account: { failures: number };
    address: { failures: number; oldest: number | null };
  },
): SignInDecision {
  if (state.lockedUntil !== null && state.lockedUntil > state.now) {
    return { allowed: false, retryAfterSeconds: secondsUntil(state.lockedUntil, state.now), accountLocked: true };
  }
  if (state.account.failures >= limits.accountMaxFailures) {
    // The failure that reached the cap is still being settled; the lock it sets lasts this long.
    return {
      allowed: false,
      retryAfterSeconds: secondsUntil(state.now + limits.accountLockMs, state.now),
      accountLocked: true,
    };
  }
  if (state.address.failures >= limits.maxFailures) {
    const oldest = state.address.oldest ?? state.now;
    return {
      allowed: false,
      retryAfterSeconds: secondsUntil(oldest + limits.windowMs, state.now),
      accountLocked: false,
    };
  }
  return { allowed: true };
}

/** A refresh token's parts: its family, its generation and the MAC that proves the server issued it. */
export interface RefreshTokenParts {
  familyId: string;
  generation: number;
  mac: string;
}

const REFRESH_TOKEN =
  /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.(0|[1-9][0-9]{0,8})\.([A-Za-z0-9_-]{43})$/;

export const formatRefreshToken = (parts: RefreshTokenParts) =>
  `${parts.familyId}.${String(parts.generation)}.${parts.mac}`;

/** Splits a refresh token, or undefined when it is not of the server's exact form. */
export function parseRefreshToken(token: string): RefreshTokenParts | undefined {
  const match = REFRESH_TOKEN.exec(token);
  if (!match?.[1] || match[2] === undefined || !match[3]) return undefined;
  return { familyId: match[1], generation: Number(match[2]), mac: match[3] };
}

export type RefreshOutcome =
  /** The current token: rotate to the next generation. */
  | { kind: 'rotate' }
  /** The token just rotated, presented again within the grace (a concurrent tab): answer the same successor. */
  | { kind: 'successor' }
  /** An earlier token after the grace: it was copied, so the family is revoked. */
  | { kind: 'reuse' }
  /** A revoked or expired family, or a generation the server never issued. */
  | { kind: 'denied' };

/** What a genuine (MAC-checked) refresh token of `generation` means for its family now. */
export function refreshOutcome(
  family: { generation: number; rotatedAt: number; expiresAt: number; revoked: boolean },
  generation: number,
  now: number,
  graceMs: number,
): RefreshOutcome {
  if (family.revoked || generation > family.generation) return { kind: 'denied' };
  if (generation === family.generation) return family.expiresAt > now ? { kind: 'rotate' } : { kind: 'denied' };
  if (generation === family.generation - 1 && now - family.rotatedAt <= graceMs) return { kind: 'successor' };
  return { kind: 'reuse' };
}
