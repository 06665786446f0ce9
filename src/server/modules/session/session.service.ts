// Over 400 lines: sign-in, refresh, sign-out and the customer switch share the token and lockout rules; then secrets.
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { errorMessages, ErrorCode } from '../../../shared/errors/error-codes';
import { localeInfo, parseLocale } from '../../../shared/locales';
import {
  formatRefreshToken,
  parseRefreshToken,
  refreshOutcome,
  signInDecision,
  type RefreshTokenParts,
  type SignInLimits,
} from '../../../shared/session/session-rules';
import {
  maskedAddresses,
  SIGN_IN_FAILURES_WINDOW_MS,
  signInFailuresLimit,
} from '../../../shared/session/sign-in-failures';
import { withDeps, type AppDeps } from '../../app-deps';
import { dummyPasswordHash, verifyPassword } from '../../auth/passwords';
import type { Env } from '../../env';
import { HttpError } from '../../lib/http-error';
import * as customers from '../customers/customers.service';
import type { CustomerRow } from '../customers/customers.service';
import { defaultCustomer } from '../../auth/viewer';
import { findUserById, findUserByUsername } from '../users/users.service';
import { accountLockedMail } from './account-locked.mail';
import { passwordSetMail } from './password-set.mail';
import * as repo from './session.repository';
import type { TokenFamilyRow } from './session.tables';

/**
 * Concurrent redemptions of one refresh token (two tabs, or a retry after a lost answer) within this window get the
 * same successor; a later redemption of a replaced token is reuse and revokes the family.
 */
export const REFRESH_REUSE_GRACE_MS = 10_000;

const HOUR_MS = 3_600_000;
/** The pruning deletes in batches of this many rows, at most this many batches per table and run. */
const PRUNE_BATCH = 1000;
const PRUNE_MAX_BATCHES = 20;

/** This process's session settings, created with the deps ({@link sessionConfig}). */
export interface SessionConfig {
  /** Key of the refresh tokens' MAC (derived from the signing secret). */
  refreshKey: Uint8Array;
  refreshTtlMs: number;
  limits: SignInLimits;
}

/** The session settings from the environment; the refresh tokens' MAC key is derived from the signing secret. */
export function sessionConfig(
  env: Pick<
    Env,
    | 'REFRESH_TOKEN_TTL_DAYS'
    | 'LOGIN_MAX_FAILURES'
    | 'LOGIN_WINDOW_MINUTES'
    | 'LOGIN_ACCOUNT_MAX_FAILURES'
    | 'LOGIN_ACCOUNT_WINDOW_MINUTES'
    | 'LOGIN_ACCOUNT_LOCK_MINUTES'
  >,
  secret: string,
): SessionConfig {
  return {
    refreshKey: createHmac('sha256', secret).update('refresh-token-mac').digest(),
    refreshTtlMs: env.REFRESH_TOKEN_TTL_DAYS * 86_400_000,
    limits: {
      maxFailures: env.LOGIN_MAX_FAILURES,
      windowMs: env.LOGIN_WINDOW_MINUTES * 60_000,
      accountMaxFailures: env.LOGIN_ACCOUNT_MAX_FAILURES,
      accountWindowMs: env.LOGIN_ACCOUNT_WINDOW_MINUTES * 60_000,
      accountLockMs: env.LOGIN_ACCOUNT_LOCK_MINUTES * 60_000,
    },
  };
}

/** What the session use cases need of the deps. */
export type SessionDeps = Pick<AppDeps, 'db' | 'tokens' | 'session' | 'mailer' | 'logger' | 'now' | 'housekeeping'>;

/** The answer of every token-issuing route: login, refresh-token and change-cust. */
export interface TokenPair {
  accessToken: string;
  refreshToken: string;
  /** Seconds until the access token expires. */
  expiresIn: number;
}

/** The outcome of a password check under the sign-in limits. */
export type LimitedCheck =
  { status: 'ok' } | { status: 'wrong' } | { status: 'limited'; retryAfterSeconds: number; accountLocked: boolean };

export const tooManySignIns = 'Too many failed sign-ins, please try again later';

/**
 * Deletes dead refresh-token families (revoked, or expired) and sign-in attempts and account locks older than
 * `keepLoginAttemptsMs`, in bounded batches. A pruned family's tokens are unknown, which answers as revoked.
 */
export async function pruneSessions(
  deps: Pick<AppDeps, 'db'>,
  now: Date,
  keepLoginAttemptsMs = HOUR_MS,
): Promise<{ families: number; loginAttempts: number; locks: number }> {
  const { db } = deps;
  const drain = async (step: () => Promise<number>) => {
    let total = 0;
    for (let batch = 0; batch < PRUNE_MAX_BATCHES; batch++) {
      const deleted = await step();
      total += deleted;
      if (deleted < PRUNE_BATCH) break;
    }
    return total;
  };
  const attemptsBefore = new Date(now.getTime() - keepLoginAttemptsMs);
  return {
    families: await drain(() => repo.deleteDeadFamilies(db, now, PRUNE_BATCH)),
    loginAttempts: await drain(() => repo.deleteOldLoginAttempts(db, attemptsBefore, PRUNE_BATCH)),
    locks: await drain(() => repo.deleteEndedLocks(db, now, PRUNE_BATCH)),
  };
}

/**
 * {@link pruneSessions} with this server's windows; sign-in attempts stay at least as long as the administrator's
 * list of failed sign-ins looks back ({@link SIGN_IN_FAILURES_WINDOW_MS}).
 */
export const pruneSessionsNow = (deps: SessionDeps, at: Date = deps.now()) =>
  pruneSessions(
    deps,
    at,
    Math.max(deps.session.limits.windowMs, deps.session.limits.accountWindowMs, SIGN_IN_FAILURES_WINDOW_MS),
  );

/**
 * {@link pruneSessionsNow}, at most once an hour; called from the sign-in and refresh paths, a failure is logged
 * and ignored.
 */
export async function pruneSessionsHourly(deps: SessionDeps): Promise<void> {
  const { housekeeping } = deps;
  const at = deps.now();
  if (at.getTime() - housekeeping.sessionsPrunedAt < HOUR_MS) return;
  housekeeping.sessionsPrunedAt = at.getTime();
  try {
    const deleted = await pruneSessionsNow(deps, at);
    // A run that hit its cap left a backlog (a flood of failed sign-ins): the next run comes in a minute.
    const backlog = Object.values(deleted).some((n) => n >= PRUNE_BATCH * PRUNE_MAX_BATCHES);
    if (backlog) housekeeping.sessionsPrunedAt -= HOUR_MS - 60_000;
  } catch (error) {
    // Pruning is housekeeping: a failure must not fail the sign-in; the next hour tries again.
    deps.logger.error('pruning sessions failed', { error });
  }
}

const mac = (deps: Pick<AppDeps, 'session'>, familyId: string, generation: number) =>
  createHmac('sha256', deps.session.refreshKey)
    .update(`${familyId}.${String(generation)}`)
    .digest('base64url');

/** The parts of a refresh token this server issued, or undefined for anything else. */
function genuine(deps: Pick<AppDeps, 'session'>, refreshToken: string): RefreshTokenParts | undefined {
  const parts = parseRefreshToken(refreshToken);
  if (!parts) return undefined;
  const expected = Buffer.from(mac(deps, parts.familyId, parts.generation));
  const given = Buffer.from(parts.mac);
  return expected.length === given.length && timingSafeEqual(expected, given) ? parts : undefined;
}

/**
 * The pair of a family's current generation. The access token's issue time is the rotation's, so a concurrent
 * redeemer inside the grace gets exactly the same pair.
 */
async function pairOf(
  deps: SessionDeps,
  family: Pick<TokenFamilyRow, 'id' | 'userId' | 'generation' | 'rotatedAt'>,
  customer: { custCodeR3: string | null; custCodeIsr: string | null } | null,
): Promise<TokenPair> {
  const refreshToken = formatRefreshToken({
    familyId: family.id,
    generation: family.generation,
    mac: mac(deps, family.id, family.generation),
  });
  const accessToken = await deps.tokens.sign(
    {
      userId: family.userId,
      familyId: family.id,
      r3: customer?.custCodeR3 ?? null,
      isr: customer?.custCodeIsr ?? null,
    },
    family.rotatedAt,
  );
  const elapsed = Math.floor((deps.now().getTime() - family.rotatedAt.getTime()) / 1000);
  return { accessToken, refreshToken, expiresIn: Math.max(1, deps.tokens.ttlSeconds - Math.max(0, elapsed)) };
}

/** A new family (a sign-in or a customer switch) and its first pair. */
async function startFamily(deps: SessionDeps, userId: number, customer: CustomerRow | null): Promise<TokenPair> {
  const at = deps.now();
  const family = { id: randomUUID(), userId, generation: 0, rotatedAt: at };
  await repo.insertFamily(deps.db, {
    ...family,
    custCodeR3: customer?.custCodeR3 ?? null,
    custCodeIsr: customer?.custCodeIsr ?? null,
    expiresAt: new Date(at.getTime() + deps.session.refreshTtlMs),
  });
  return pairOf(deps, family, customer);
}

async function tellOwnerOfLock(deps: SessionDeps, username: string, until: Date): Promise<void> {
  try {
    const user = await findUserByUsername(deps, username);
    if (!user || user.isFakeEmail || user.email.trim() === '') return;
    const locale = parseLocale(user.languageId);
    const language = locale ? localeInfo[locale].catalogLanguage : 'en';
    const mail = accountLockedMail(language, {
      name: user.name,
      failures: deps.session.limits.accountMaxFailures,
      until,
    });
    await deps.mailer.send({ to: user.email, ...mail });
  } catch (error) {
    // The lock holds either way; a lost mail must not turn the refusal into a 500.
    deps.logger.error('account-locked mail failed', { error });
  }
}

/**
 * Runs `verify` (a password check) under the sign-in limits of the account and address. The check and the
 * reservation of a failure are one step under a per-account lock, so concurrent attempts never pass the limit
 * together; a success then gives its reservation back. A failure that brings the account to its cap locks it for
 * `accountLockMinutes`, whatever the address, and mails the owner once.
 */
async function limitedCheck(
  deps: SessionDeps,
  username: string,
  ip: string,
  verify: () => Promise<boolean>,
): Promise<LimitedCheck> {
  const { db } = deps;
  const { limits } = deps.session;
  const at = deps.now();
  const reserved = await db.transaction(async (tx) => {
    await repo.lockAccountSignIns(tx, username);
    const [lockedUntil, account, address] = [
      await repo.accountLockedUntil(tx, username),
      await repo.countRecentFailures(tx, username, undefined, new Date(at.getTime() - limits.accountWindowMs)),
      await repo.countRecentFailures(tx, username, ip, new Date(at.getTime() - limits.windowMs)),
    ];
    const decision = signInDecision(limits, {
      now: at.getTime(),
      lockedUntil: lockedUntil?.getTime() ?? null,
      account,
      address: { failures: address.failures, oldest: address.oldest?.getTime() ?? null },
    });
    if (!decision.allowed) return decision;
    return repo.recordLoginAttempt(tx, { username, ip, succeeded: false, at });
  });
  if (typeof reserved !== 'number') {
    return {
      status: 'limited',
      retryAfterSeconds: reserved.retryAfterSeconds,
      accountLocked: reserved.accountLocked,
    };
  }
  if (await verify()) {
    await repo.markLoginSucceeded(db, reserved);
    return { status: 'ok' };
  }
  const settled = deps.now();
  const account = await repo.countRecentFailures(
    db,
    username,
    undefined,
    new Date(settled.getTime() - limits.accountWindowMs),
  );
  if (account.failures >= limits.accountMaxFailures) {
    const until = new Date(settled.getTime() + limits.accountLockMs);
    if (await repo.lockAccount(db, username, settled, until)) await tellOwnerOfLock(deps, username, until);
  }
  return { status: 'wrong' };
}

/**
 * Signs in. Failed attempts per account and address, and per account from every address, are counted in the
 * database (so the limits hold across processes); successful ones do not count.
 */
export async function login(
  deps: SessionDeps,
  username: string,
  password: string,
  ip: string,
  admit?: (userId: number) => Promise<void>,
): Promise<TokenPair> {
  await pruneSessionsHourly(deps);
  const user = await findUserByUsername(deps, username);
  const seen = { passwordOk: false };
  const check = await limitedCheck(deps, username, ip, async () => {
    if (!user) {
      await verifyPassword(await dummyPasswordHash(), password); // same work as a real check
      return false;
    }
    seen.passwordOk = await verifyPassword(user.passwordHash, password);
    // A disabled user counts as a failure; checked after the password, so the message reveals nothing.
    return seen.passwordOk && !user.isDisabled;
  });
  if (check.status === 'limited') {
    throw new HttpError(
      429,
      tooManySignIns,
      ErrorCode.RATE_LIMITED,
      { retryAfter: check.retryAfterSeconds },
      { 'Retry-After': String(check.retryAfterSeconds) },
    );
  }
  if (!user) throw new HttpError(401, errorMessages.usernameIncorrect, ErrorCode.UNAUTHENTICATED);
  if (!seen.passwordOk) throw new HttpError(401, errorMessages.passwordIncorrect, ErrorCode.UNAUTHENTICATED);
  if (check.status !== 'ok') throw new HttpError(401, errorMessages.loginFailed, ErrorCode.UNAUTHENTICATED);
  // The caller may still refuse this user here (a host that does not serve them), before any token exists.
  await admit?.(user.id);
  return startFamily(deps, user.id, await defaultCustomer(deps.db, user.id));
}

/**
 * Checks a signed-in user's current password (a profile password change) under the same limits as a sign-in,
 * so the check is no way around them.
 */
export function checkPassword(
  deps: SessionDeps,
  user: { username: string; passwordHash: string },
  password: string,
  ip: string,
) {
  return limitedCheck(deps, user.username, ip, () => verifyPassword(user.passwordHash, password));
}

/**
 * Rotates a refresh token. Concurrent redemptions of the current token within the grace window get the same
 * successor pair (two tabs); a replaced token presented later was copied, so the whole family is revoked.
 */
export async function refreshSession(deps: SessionDeps, refreshToken: string): Promise<TokenPair> {
  const { db } = deps;
  const denied = () => new HttpError(401, 'Your session has expired, please sign in again', ErrorCode.UNAUTHENTICATED);
  const parts = genuine(deps, refreshToken);
  if (!parts) throw denied();
  await pruneSessionsHourly(deps);
  const at = deps.now();
  const rotated = await repo.rotateFamily(db, parts.familyId, parts.generation, {
    now: at,
    expiresAt: new Date(at.getTime() + deps.session.refreshTtlMs),
  });
  const family = rotated ?? (await repo.findFamily(db, parts.familyId));
  if (!family) throw denied();
  if (!rotated) {
    const outcome = refreshOutcome(
      {
        generation: family.generation,
        rotatedAt: family.rotatedAt.getTime(),
        expiresAt: family.expiresAt.getTime(),
        revoked: family.revokedAt !== null,
      },
      parts.generation,
      at.getTime(),
      REFRESH_REUSE_GRACE_MS,
    );
    if (outcome.kind === 'reuse') await repo.revokeFamily(db, family.id, at);
    if (outcome.kind !== 'successor') throw denied();
  }
  const user = await findUserById(deps, family.userId);
  if (!user || user.isDisabled) {
    await repo.revokeFamily(db, family.id, at);
    throw denied();
  }
  const customer =
    family.custCodeR3 || family.custCodeIsr
      ? ((await customers.findAccessibleCustomer(deps, user.id, {
          r3: family.custCodeR3,
          isr: family.custCodeIsr,
        })) ?? null)
      : null;
  return pairOf(deps, family, customer);
}

/**
 * Switches the active customer: a new token family carrying it, the old family revoked. A customer the user
 * may not act for is answered 404, not 403, because 403 logs the user out on the client (spec 01 §4).
 */
export async function changeCustomer(
  deps: SessionDeps,
  userId: number,
  oldFamilyId: string,
  target: { id: string } | { r3: string | null; isr: string | null },
): Promise<TokenPair> {
  const customer =
    'id' in target
      ? await customers.findAccessibleCustomerById(deps, userId, target.id)
      : await customers.findAccessibleCustomer(deps, userId, target);
  if (!customer) throw new HttpError(404, errorMessages.changeCustomerFailed, ErrorCode.NOT_FOUND);
  const pair = await startFamily(deps, userId, customer);
  await repo.revokeFamily(deps.db, oldFamilyId, deps.now());
  return pair;
}

/** Ends a session: revokes the refresh family of the token (not in the spec's client; ours calls it). */
export async function logout(deps: Pick<AppDeps, 'db' | 'now'>, familyId: string): Promise<void> {
  await repo.revokeFamily(deps.db, familyId, deps.now());
}

/**
 * Signs a user out everywhere: every refresh family revoked, so its access tokens stop working at their next
 * request (the revocation is checked on every one). `keepFamilyId` spares one session (the user's own password
 * change keeps the device it was made on). Answers how many sessions ended.
 */
export function revokeAllSessions(
  deps: Pick<AppDeps, 'db' | 'now'>,
  userId: number,
  options: { keepFamilyId?: string } = {},
): Promise<number> {
  return repo.revokeUserFamilies(deps.db, userId, deps.now(), options.keepFamilyId);
}

/**
 * A password someone else set (user administration): every session of the user ends, and the user is told by
 * mail in their language (never with the password). A lost mail is logged; the sessions are ended either way.
 */
export async function passwordSetByAdministrator(deps: SessionDeps, userId: number): Promise<number> {
  const ended = await repo.revokeUserFamilies(deps.db, userId, deps.now());
  try {
    const user = await findUserById(deps, userId);
    if (user && !user.isFakeEmail && user.email.trim() !== '') {
      const locale = parseLocale(user.languageId);
      const mail = passwordSetMail(locale ? localeInfo[locale].catalogLanguage : 'en', { name: user.name });
      await deps.mailer.send({ to: user.email, ...mail });
    }
  } catch (error) {
    deps.logger.error('password-set mail failed', { error });
  }
  return ended;
}

/**
 * Lifts the sign-in lock of a user's account and forgets its failed sign-ins (a password reset through the
 * mailed link proved the owner holds the mailbox). Under the account's sign-in lock, so no check runs halfway.
 */
export async function liftAccountLock(deps: Pick<AppDeps, 'db'>, userId: number): Promise<void> {
  const user = await findUserById(deps, userId);
  if (!user) return;
  await deps.db.transaction(async (tx) => {
    await repo.lockAccountSignIns(tx, user.username);
    await repo.clearAccountFailures(tx, user.username);
  });
}

/** The family of a refresh token this server issued (no database read: the token names it, its MAC proves it). */
export function familyOfRefreshToken(deps: Pick<AppDeps, 'session'>, refreshToken: string): string | undefined {
  return genuine(deps, refreshToken)?.familyId;
}

export const isFamilyRevoked = (deps: Pick<AppDeps, 'db'>, familyId: string) => repo.isFamilyRevoked(deps.db, familyId);

// The server's stored secrets (signing keys of the tokens, the VAPID pair of web push).
export const getOrCreateSecret = withDeps(repo.getOrCreateSecret);

/** One account's failed sign-ins of the last 24 hours, as the administrator sees them. */
export interface SignInFailure {
  username: string;
  /** The user's name when the username is an account's; null for a username no account has. */
  name: string | null;
  failures: number;
  lastAttemptAt: Date;
  lockedUntil: Date | null;
  /** Masked (shared/session/sign-in-failures.ts maskAddress): never a full address. */
  addresses: string[];
}

/**
 * The accounts with failed sign-ins in the last 24 hours, the latest first (spec 01 §6: user administration's; the
 * resolver checks page.user-management). Successful sign-ins are not listed.
 */
export async function recentSignInFailures(
  deps: Pick<AppDeps, 'db' | 'now'>,
  args: { limit?: number | null | undefined },
): Promise<SignInFailure[]> {
  const now = deps.now();
  const since = new Date(now.getTime() - SIGN_IN_FAILURES_WINDOW_MS);
  const accounts = await repo.accountsWithFailures(deps.db, since, now, signInFailuresLimit(args.limit));
  const addresses = await repo.failureAddresses(
    deps.db,
    accounts.map((a) => a.username),
    since,
  );
  return accounts.map((account) => ({
    username: account.username,
    name: account.name,
    failures: account.failures,
    lastAttemptAt: new Date(account.lastAt),
    lockedUntil: account.lockedUntil,
    addresses: maskedAddresses(addresses.filter((a) => a.username === account.username)),
  }));
}
