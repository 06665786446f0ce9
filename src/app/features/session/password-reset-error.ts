import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { ApiError, NetworkError } from '../../lib/api';
import { translateFormMessage } from '../../lib/form-messages';

// The server's answers of the flow (password-reset.service.ts), English source texts that double as Lingui ids.
const linkExpired = msg`This link has expired or was already used. Please ask for a new one.`;
const unavailable = msg`Password reset is not available on this site. Please contact support.`;
const connectionFailed = msg`Connection failed, please refresh this page or contact support.`;
const failed = msg`Something went wrong, please try again or contact support.`;

const serverMessages: Record<string, MessageDescriptor> = {
  'This link has expired or was already used. Please ask for a new one.': linkExpired,
};

/** What a failed reset means for the page: the link is spent, the password is too weak, or something else. */
export type ResetFailure =
  { kind: 'link'; text: string } | { kind: 'password'; text: string } | { kind: 'other'; text: string };

/** The translated failure of a forgot-password request. */
export function forgotPasswordErrorText(error: unknown, i18n: I18n): string {
  if (error instanceof NetworkError) return i18n._(connectionFailed);
  if (error instanceof ApiError && error.status === 404) return i18n._(unavailable);
  if (error instanceof ApiError && error.status === 429) {
    const minutes = Math.max(1, Math.ceil((error.retryAfterSeconds ?? 60) / 60));
    return i18n._(
      msg`Too many requests. ${plural(minutes, { one: 'Try again in # minute.', other: 'Try again in # minutes.' })}`,
    );
  }
  return i18n._(failed);
}

/** The translated failure of a reset, and where it belongs. */
export function resetPasswordFailure(error: unknown, i18n: I18n): ResetFailure {
  if (error instanceof NetworkError) return { kind: 'other', text: i18n._(connectionFailed) };
  if (error instanceof ApiError) {
    if (error.status === 404) return { kind: 'other', text: i18n._(unavailable) };
    const known = error.serverMessage === undefined ? undefined : serverMessages[error.serverMessage];
    if (known) return { kind: 'link', text: i18n._(known) };
    if (
      error.status === 400 &&
      error.serverMessage !== undefined &&
      !error.serverMessage.startsWith('Invalid request')
    ) {
      return { kind: 'password', text: translateFormMessage(error.serverMessage, i18n) };
    }
  }
  return { kind: 'other', text: i18n._(failed) };
}
