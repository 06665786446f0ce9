import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { errorMessages, ErrorCode } from '../../../shared/errors/error-codes';
import type { AccessTokenIssuer } from '../../auth/access-token';
import { dummyPasswordHash, verifyPassword } from '../../auth/passwords';
import type { Db } from '../../db/client';
import { HttpError } from '../../lib/http-error';
import type { CustomerRow } from '../customers/customers.tables';
import * as customersRepo from '../customers/customers.repository';
import * as usersRepo from '../users/users.repository';
import { defaultCustomer } from '../users/users.service';
import * as repo from './session.repository';

/** Two tabs refreshing at once both succeed when the second comes within this window (issue #2). */
export const REFRESH_REUSE_GRACE_MS = 10_000;

export interface SessionSettings {
  tokens: AccessTokenIssuer;
  refreshTtlDays: number;
  loginMaxFailures: number;
  loginWindowMinutes: number;
  now?: () => Date;
}

/** The answer of every token-issuing route: login, refresh-token and change-cust. */
export interface TokenPair {
  accessToken: string;
  refreshToken: string;
  /** Seconds until the access token expires. */
  expiresIn: number;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

export function createSessionService(db: Db, settings: SessionSettings) {
  const now = settings.now ?? (() => new Date());

  async function issue(userId: number, familyId: string, customer: CustomerRow | null): Promise<TokenPair> {
    const refreshToken = randomBytes(32).toString('base64url');
    const r3 = customer?.custCodeR3 ?? null;
    const isr = customer?.custCodeIsr ?? null;
    await repo.insertRefreshToken(db, {
      tokenHash: hashToken(refreshToken),
      familyId,
      userId,
      custCodeR3: r3,
      custCodeIsr: isr,
      expiresAt: new Date(now().getTime() + settings.refreshTtlDays * 86_400_000),
    });
    const accessToken = await settings.tokens.sign({ userId, familyId, r3, isr });
    return { accessToken, refreshToken, expiresIn: settings.tokens.ttlSeconds };
  }

  return {
    /**
     * Signs in. Failed attempts per account and address are counted in the database (so the limit holds across
     * processes); successful ones do not count against the limit.
     */
    async login(
      username: string,
      password: string,
      ip: string,
      admit?: (userId: number) => Promise<void>,
    ): Promise<TokenPair> {
      const since = new Date(now().getTime() - settings.loginWindowMinutes * 60_000);
      const recent = await repo.countRecentFailures(db, username, ip, since);
      if (recent.failures >= settings.loginMaxFailures) {
        const oldest = recent.oldest ?? now();
        const retryAfter = Math.max(
          1,
          Math.ceil((oldest.getTime() + settings.loginWindowMinutes * 60_000 - now().getTime()) / 1000),
        );
        throw new HttpError(
          429,
          'Too many failed sign-ins, please try again later',
          ErrorCode.RATE_LIMITED,
          { retryAfter },
          { 'Retry-After': String(retryAfter) },
        );
      }
      const user = await usersRepo.findUserByUsername(db, username);
      if (!user) {
        await verifyPassword(await dummyPasswordHash(), password); // same work as a real check
        await repo.recordLoginAttempt(db, { username, ip, succeeded: false, at: now() });
        throw new HttpError(401, errorMessages.usernameIncorrect, ErrorCode.UNAUTHENTICATED);
      }
      const passwordOk = await verifyPassword(user.passwordHash, password);
      if (!passwordOk) {
        await repo.recordLoginAttempt(db, { username, ip, succeeded: false, at: now() });
        throw new HttpError(401, errorMessages.passwordIncorrect, ErrorCode.UNAUTHENTICATED);
      }
      if (user.isDisabled) {
        await repo.recordLoginAttempt(db, { username, ip, succeeded: false, at: now() });
        throw new HttpError(401, errorMessages.loginFailed, ErrorCode.UNAUTHENTICATED);
      }
      await repo.recordLoginAttempt(db, { username, ip, succeeded: true, at: now() });
      // The caller may still refuse this user here (a host that does not serve them), before any token exists.
      await admit?.(user.id);
      return issue(user.id, randomUUID(), await defaultCustomer(db, user.id));
    },

    /**
     * Rotates a refresh token. A token used again within the grace window gets a fresh pair of the same family
     * (two tabs); later reuse means it was stolen, so the whole family is revoked.
     */
    async refresh(refreshToken: string): Promise<TokenPair> {
      const denied = () =>
        new HttpError(401, 'Your session has expired, please sign in again', ErrorCode.UNAUTHENTICATED);
      const tokenHash = hashToken(refreshToken);
      const at = now();
      const claimed = await repo.claimRefreshToken(db, tokenHash, at);
      const row = claimed ?? (await repo.findRefreshToken(db, tokenHash));
      if (!row || row.revokedAt || row.expiresAt <= at) throw denied();
      if (!claimed) {
        const usedAt = row.usedAt ?? at;
        if (at.getTime() - usedAt.getTime() > REFRESH_REUSE_GRACE_MS) {
          await repo.revokeFamily(db, row.familyId, at);
          throw denied();
        }
      }
      const user = await usersRepo.findUserById(db, row.userId);
      if (!user || user.isDisabled) {
        await repo.revokeFamily(db, row.familyId, at);
        throw denied();
      }
      const customer =
        row.custCodeR3 || row.custCodeIsr
          ? ((await customersRepo.findAccessibleCustomer(db, user.id, { r3: row.custCodeR3, isr: row.custCodeIsr })) ??
            null)
          : null;
      const pair = await issue(user.id, row.familyId, customer);
      if (claimed) await repo.setReplacedBy(db, tokenHash, hashToken(pair.refreshToken));
      return pair;
    },

    /**
     * Switches the active customer: a new token family carrying it, the old family revoked. A customer the user
     * may not act for is answered 404, not 403, because 403 logs the user out on the client (spec 01 §4).
     */
    async changeCustomer(
      userId: number,
      oldFamilyId: string,
      target: { id: string } | { r3: string | null; isr: string | null },
    ): Promise<TokenPair> {
      const customer =
        'id' in target
          ? await customersRepo.findAccessibleCustomerById(db, userId, target.id)
          : await customersRepo.findAccessibleCustomer(db, userId, target);
      if (!customer) throw new HttpError(404, errorMessages.changeCustomerFailed, ErrorCode.NOT_FOUND);
      const pair = await issue(userId, randomUUID(), customer);
      await repo.revokeFamily(db, oldFamilyId, now());
      return pair;
    },

    /** Ends a session: revokes the refresh family of the token (not in the spec's client; ours calls it). */
    async logout(familyId: string): Promise<void> {
      await repo.revokeFamily(db, familyId, now());
    },

    /** Signs a user out everywhere: every refresh family revoked, so its access tokens stop working at once. */
    async revokeAllSessions(userId: number): Promise<void> {
      await repo.revokeUserFamilies(db, userId, now());
    },

    async familyOfRefreshToken(refreshToken: string): Promise<string | undefined> {
      return (await repo.findRefreshToken(db, hashToken(refreshToken)))?.familyId;
    },

    isFamilyRevoked: (familyId: string) => repo.isFamilyRevoked(db, familyId),
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
