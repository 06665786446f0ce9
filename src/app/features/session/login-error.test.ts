import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { ApiError, errorFromAnswer, NetworkError } from '../../lib/api';
import { loginErrorText } from './login-error';

// Without catalogs the source (English) texts come back: what is tested here is which message is chosen.
const i18n = setupI18n({ locale: 'en', messages: { en: {} } });

describe('loginErrorText', () => {
  it("shows the server's known messages", () => {
    expect(loginErrorText(new ApiError(401, 'Your username is incorrect', undefined), i18n)).toBe(
      'Your username is incorrect',
    );
    expect(loginErrorText(new ApiError(401, 'Your password is incorrect', undefined), i18n)).toBe(
      'Your password is incorrect',
    );
    expect(loginErrorText(new ApiError(403, 'Login failed, please contact support', undefined), i18n)).toBe(
      'Login failed, please contact support',
    );
  });

  it('falls back to the support message for anything else', () => {
    expect(loginErrorText(new ApiError(500, 'maintenance', undefined), i18n)).toBe(
      'Login failed, please contact support',
    );
    expect(loginErrorText(new Error('boom'), i18n)).toBe('Login failed, please contact support');
  });

  it('names the host that serves the user when this one does not (403 with host)', () => {
    const answer = (host: string | null) =>
      new Response(
        JSON.stringify({ message: 'Your account does not order through this site.', code: 'FORBIDDEN', host }),
        {
          status: 403,
        },
      );
    const body = (host: string | null) => ({ message: 'refused', code: 'FORBIDDEN', host });
    const refused = errorFromAnswer(answer('localhost'), body('localhost'));
    expect(loginErrorText(refused, i18n)).toBe(
      'Your account does not order through this site. Please sign in at localhost.',
    );
    const nowhere = errorFromAnswer(answer(null), body(null));
    expect(loginErrorText(nowhere, i18n)).toBe(
      'Your account does not order through this site. Please contact support.',
    );
  });

  it('says when to try again after too many failures', () => {
    expect(loginErrorText(new ApiError(429, 'Too many', 600), i18n)).toBe(
      'Too many failed sign-ins. Try again in 10 minutes.',
    );
    expect(loginErrorText(new ApiError(429, 'Too many', 30), i18n)).toBe(
      'Too many failed sign-ins. Try again in 1 minute.',
    );
  });

  it('tells a connection failure apart', () => {
    expect(loginErrorText(new NetworkError(new TypeError('Failed to fetch')), i18n)).toBe(
      'Connection failed, please refresh this page or contact support.',
    );
  });
});
