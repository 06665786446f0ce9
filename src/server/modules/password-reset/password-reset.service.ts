import { createHash, randomBytes } from 'node:crypto';
import { DEFAULT_LOCALE, localeInfo, parseLocale, type Locale } from '../../../shared/locales';
import { ErrorCode } from '../../../shared/errors/error-codes';
import { formMessages, isValidPassword } from '../../../shared/validation/form-rules';
import { hashPassword } from '../../auth/passwords';
import type { Db } from '../../db/client';
import type { Env } from '../../env';
import { HttpError } from '../../lib/http-error';
import type { Logger } from '../../lib/logger';
import { createMailer, type Mailer } from '../../mail/mailer';
import type { HostsService } from '../hosts/hosts.service';
import type { SessionService } from '../session/session.service';
import { setPasswordHash } from '../users/users.service';
import * as repo from './password-reset.repository';
import { resetMail } from './password-reset.mail';

/** The answers of the flow, in English; the client shows its own translations of them. */
export const passwordResetMessages = {
  requested: 'If the account exists, we have sent an e-mail with a link to reset the password.',
  linkExpired: 'This link has expired or was already used. Please ask for a new one.',
  changed: 'Your password has been changed. You can sign in now.',
  tooManyRequests: 'Too many requests, please try again later',
  unavailable: 'Password reset is not available on this site',
} as const;

export interface PasswordResetSettings {
  env: Pick<
    Env,
    | 'MAIL_TRANSPORT'
    | 'MAIL_FROM'
    | 'PASSWORD_RESET_TOKEN_TTL_MINUTES'
    | 'PASSWORD_RESET_MAX_REQUESTS'
    | 'PASSWORD_RESET_WINDOW_MINUTES'
  >;
  hosts: HostsService;
  session: SessionService;
  logger: Logger;
  /** Defaults to the mailer MAIL_TRANSPORT names. */
  mailer?: Mailer;
  now?: (() => Date) | undefined;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

/** The locale of the link: the user's language when the host offers it, else the host's first language. */
function linkLocale(userLanguage: string | null, hostLanguages: readonly { code: string }[]): Locale {
  const offered = hostLanguages.map((l) => parseLocale(l.code)).filter((l): l is Locale => l !== undefined);
  const preferred = parseLocale(userLanguage);
  if (preferred !== undefined && offered.includes(preferred)) return preferred;
  return offered[0] ?? DEFAULT_LOCALE;
}

export function createPasswordResetService(db: Db, settings: PasswordResetSettings) {
  const now = settings.now ?? (() => new Date());
  const mailer = settings.mailer ?? createMailer(db, settings.env);
  const ttlMinutes = settings.env.PASSWORD_RESET_TOKEN_TTL_MINUTES;
  const windowMs = settings.env.PASSWORD_RESET_WINDOW_MINUTES * 60_000;
  /** Mails still being prepared or sent after their request was answered. */
  const pending = new Set<Promise<void>>();

  async function requireEnabled(host: string) {
    const config = await settings.hosts.config(host);
    if (!config?.forgotPassword) throw new HttpError(404, passwordResetMessages.unavailable, ErrorCode.NOT_FOUND);
    return config;
  }

  async function sendLink(
    username: string,
    origin: string,
    hostLanguages: readonly { code: string }[],
    at: Date,
  ): Promise<void> {
    const account = await repo.findAccountByUsername(db, username);
    // Nobody to write to: the caller got the same answer as for a real account.
    if (!account || account.isDisabled || account.isFakeEmail || account.email.trim() === '') return;
    const token = randomBytes(32).toString('base64url');
    await repo.invalidateOpenTokens(db, account.id, at);
    await repo.insertToken(db, {
      tokenHash: hashToken(token),
      userId: account.id,
      expiresAt: new Date(at.getTime() + ttlMinutes * 60_000),
      createdAt: at,
    });
    const locale = linkLocale(account.languageId, hostLanguages);
    const link = `${origin}/${locale}/reset-password?token=${token}`;
    const mail = resetMail(localeInfo[locale].catalogLanguage, { name: account.name, link, ttlMinutes });
    await mailer.send({ to: account.email, ...mail });
  }

  return {
    /**
     * Forgot password: answers the same for known and unknown accounts, and sends the link after answering, so
     * neither the text nor the time tells whether the account exists. Requests per account and address are
     * limited (PASSWORD_RESET_MAX_REQUESTS per PASSWORD_RESET_WINDOW_MINUTES), counted for unknown names too.
     * `origin` is the request's scheme and host; the host is a configured one (else 404), so a forged Host
     * header cannot point the link elsewhere.
     */
    async requestReset(input: { username: string; ip: string; host: string; origin: string }) {
      const config = await requireEnabled(input.host);
      const at = now();
      const recent = await repo.countRecentRequests(db, input.username, input.ip, new Date(at.getTime() - windowMs));
      if (recent.requests >= settings.env.PASSWORD_RESET_MAX_REQUESTS) {
        const oldest = recent.oldest ?? at;
        const retryAfter = Math.max(1, Math.ceil((oldest.getTime() + windowMs - at.getTime()) / 1000));
        throw new HttpError(
          429,
          passwordResetMessages.tooManyRequests,
          ErrorCode.RATE_LIMITED,
          { retryAfter },
          { 'Retry-After': String(retryAfter) },
        );
      }
      await repo.recordRequest(db, { username: input.username, ip: input.ip, at });
      const job = sendLink(input.username, input.origin, config.languages, at)
        .catch((error: unknown) => {
          settings.logger.error('password reset mail failed', { error });
        })
        .finally(() => pending.delete(job));
      pending.add(job);
      return { message: passwordResetMessages.requested };
    },

    /**
     * Sets a new password with a link's token: the shared password rule, then the token is used up (once), the
     * other open links of the user end, every session of the user is signed out and the account's sign-in lock ends.
     */
    async resetPassword(input: { token: string; password: string; host: string }) {
      await requireEnabled(input.host);
      if (!isValidPassword(input.password)) {
        throw new HttpError(400, formMessages.password, ErrorCode.BAD_USER_INPUT, { field: 'password' });
      }
      // Hashed before the token is spent, so a failure here leaves the link usable.
      const passwordHash = await hashPassword(input.password);
      const at = now();
      const userId = await repo.claimToken(db, hashToken(input.token), at);
      if (userId === undefined || !(await repo.isActiveUser(db, userId))) {
        throw new HttpError(400, passwordResetMessages.linkExpired, ErrorCode.BAD_USER_INPUT, { field: 'token' });
      }
      await setPasswordHash(db, userId, passwordHash);
      await repo.invalidateOpenTokens(db, userId, at);
      await settings.session.revokeAllSessions(userId);
      // The link proved the mailbox is the owner's: the sign-in lock (and the failures behind it) no longer holds.
      await settings.session.liftAccountLock(userId);
      return { message: passwordResetMessages.changed };
    },

    /** Resolves when every mail of already answered requests is sent (tests; graceful shutdown). */
    async settled(): Promise<void> {
      await Promise.all([...pending]);
    },
  };
}

export type PasswordResetService = ReturnType<typeof createPasswordResetService>;
