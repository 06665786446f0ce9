import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { ApiError, NetworkError } from '../../lib/api';

// The server's login answers are English source texts, so they double as Lingui message ids (spec 01 §8).
const serverMessages: Record<string, MessageDescriptor> = {
  'Your username is incorrect': msg`Your username is incorrect`,
  'Your password is incorrect': msg`Your password is incorrect`,
  'Login failed, please contact support': msg`Login failed, please contact support`,
};

const loginFailed = msg`Login failed, please contact support`;
const connectionFailed = msg`Connection failed, please refresh this page or contact support.`;

/**
 * The translated text for a failed sign-in: a known server message, the rate limit, a host that does not serve
 * the user, or a connection failure.
 */
export function loginErrorText(error: unknown, i18n: I18n): string {
  if (error instanceof NetworkError) return i18n._(connectionFailed);
  if (!(error instanceof ApiError)) return i18n._(loginFailed);
  if (error.status === 429) {
    const minutes = Math.max(1, Math.ceil((error.retryAfterSeconds ?? 60) / 60));
    return i18n._(
      msg`Too many failed sign-ins. ${plural(minutes, { one: 'Try again in # minute.', other: 'Try again in # minutes.' })}`,
    );
  }
  // A host serves one sorg: the server names the host that serves this user (docs/decisions.md).
  if (error.rightHost !== undefined) {
    const host = error.rightHost;
    return host === null
      ? i18n._(msg`Your account does not order through this site. Please contact support.`)
      : i18n._(msg`Your account does not order through this site. Please sign in at ${host}.`);
  }
  const known = error.serverMessage === undefined ? undefined : serverMessages[error.serverMessage];
  return i18n._(known ?? loginFailed);
}
