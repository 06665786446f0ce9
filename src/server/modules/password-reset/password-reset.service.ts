import { createHash, randomBytes } from 'node:crypto';
import { DEFAULT_LOCALE, localeInfo, parseLocale, type Locale } from '../../../shared/locales';
import { ErrorCode } from '../../../shared/errors/error-codes';
import { formMessages, isValidPassword } from '../../../shared/validation/form-rules';
import { hashPassword } from '../../auth/passwords';
import type { AppDeps } from '../../app-deps';
import { HttpError } from '../../lib/http-error';
import { setPasswordHash } from '../users/users.service';
import * as repo from './password-reset.repository';
import { resetMail } from './password-reset.mail';
import { hostConfig } from '../hosts/hosts.service';
import { liftAccountLock, revokeAllSessions } from '../session/session.service';

/** The answers of the flow, in English; the client shows its own translations of them. */
export const passwordResetMessages = {
  requested: 'If the account exists, we have sent an e-mail with a link to reset the password.',
  linkExpired: 'This link has expired or was already used. Please ask for a new one.',
  changed: 'Your password has been changed. You can sign in now.',
  tooManyRequests: 'Too many requests, please try again later',
  unavailable: 'Password reset is not available on this site',
} as const;

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

/** The locale of the link: the user's language when the host offers it, else the host's first language. */
function linkLocale(userLanguage: string | null, hostLanguages: readonly { code: string }[]): Locale {
  const offered = hostLanguages.map((l) => parseLocale(l.code)).filter((l): l is Locale => l !== undefined);
  const preferred = parseLocale(userLanguage);
  if (preferred !== undefined && offered.includes(preferred)) return preferred;
  return offered[0] ?? DEFAULT_LOCALE;
}

/** The host's config when it offers the forgot-password flow, else 404. */
async function requireEnabled(deps: AppDeps, host: string) {
  const config = await hostConfig(deps, host);
  if (!config?.forgotPassword) throw new HttpError(404, passwordResetMessages.unavailable, ErrorCode.NOT_FOUND);
  return config;
}

async function sendLink(
  deps: AppDeps,
  username: string,
  origin: string,
  hostLanguages: readonly { code: string }[],
  at: Date,
): Promise<void> {
  const { db } = deps;
  const ttlMinutes = deps.env.PASSWORD_RESET_TOKEN_TTL_MINUTES;
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
  await deps.mailer.send({ to: account.email, ...mail });
}

/**
 * Forgot password: answers the same for known and unknown accounts, and sends the link after answering, so
 * neither the text nor the time tells whether the account exists. Requests per account and address are
 * limited (PASSWORD_RESET_MAX_REQUESTS per PASSWORD_RESET_WINDOW_MINUTES), counted for unknown names too.
 * `origin` is the request's scheme and host; the host is a configured one (else 404), so a forged Host
 * header cannot point the link elsewhere.
 */
export async function requestPasswordReset(
  deps: AppDeps,
  input: { username: string; ip: string; host: string; origin: string },
) {
  const { db, env } = deps;
  const windowMs = env.PASSWORD_RESET_WINDOW_MINUTES * 60_000;
  const config = await requireEnabled(deps, input.host);
  const at = deps.now();
  const recent = await repo.countRecentRequests(db, input.username, input.ip, new Date(at.getTime() - windowMs));
  if (recent.requests >= env.PASSWORD_RESET_MAX_REQUESTS) {
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
  const pending = deps.pendingMails;
  const job = sendLink(deps, input.username, input.origin, config.languages, at)
    .catch((error: unknown) => {
      deps.logger.error('password reset mail failed', { error });
    })
    .finally(() => pending.delete(job));
  pending.add(job);
  return { message: passwordResetMessages.requested };
}

/**
 * Sets a new password with a link's token: the shared password rule, then the token is used up (once), the
 * other open links of the user end, every session of the user is signed out and the account's sign-in lock ends.
 */
export async function resetPassword(deps: AppDeps, input: { token: string; password: string; host: string }) {
  const { db } = deps;
  await requireEnabled(deps, input.host);
  if (!isValidPassword(input.password)) {
    throw new HttpError(400, formMessages.password, ErrorCode.BAD_USER_INPUT, { field: 'password' });
  }
  // Hashed before the token is spent, so a failure here leaves the link usable.
  const passwordHash = await hashPassword(input.password);
  const at = deps.now();
  const userId = await repo.claimToken(db, hashToken(input.token), at);
  if (userId === undefined || !(await repo.isActiveUser(db, userId))) {
    throw new HttpError(400, passwordResetMessages.linkExpired, ErrorCode.BAD_USER_INPUT, { field: 'token' });
  }
  await setPasswordHash(deps, userId, passwordHash);
  await repo.invalidateOpenTokens(db, userId, at);
  await revokeAllSessions(deps, userId);
  // The link proved the mailbox is the owner's: the sign-in lock (and the failures behind it) no longer holds.
  await liftAccountLock(deps, userId);
  return { message: passwordResetMessages.changed };
}

/** Resolves when every mail of already answered requests is sent (tests; graceful shutdown). */
export async function mailsSettled(deps: Pick<AppDeps, 'pendingMails'>): Promise<void> {
  await Promise.all([...deps.pendingMails]);
}
