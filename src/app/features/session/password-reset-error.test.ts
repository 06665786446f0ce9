import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '../../lib/api';
import { forgotPasswordErrorText, resetPasswordFailure } from './password-reset-error';
import { validateLoginSearch, validateResetPasswordSearch } from './session.search';

// Without catalogs the source (English) texts come back: what is tested here is which message is chosen.
const i18n = setupI18n({ locale: 'en', messages: { en: {} } });

describe('resetPasswordFailure', () => {
  it('tells a spent link from a weak password', () => {
    expect(
      resetPasswordFailure(
        new ApiError(400, 'This link has expired or was already used. Please ask for a new one.', undefined),
        i18n,
      ),
    ).toEqual({ kind: 'link', text: 'This link has expired or was already used. Please ask for a new one.' });
    expect(
      resetPasswordFailure(
        new ApiError(
          400,
          'Password must be at least 8 characters and contain a digit, an upper-case and a lower-case letter',
          undefined,
        ),
        i18n,
      ),
    ).toMatchObject({ kind: 'password' });
  });

  it('answers anything else with a general or connection message', () => {
    expect(resetPasswordFailure(new ApiError(400, 'Invalid request: token: required', undefined), i18n).kind).toBe(
      'other',
    );
    expect(resetPasswordFailure(new NetworkError(new TypeError('x')), i18n).text).toBe(
      'Connection failed, please refresh this page or contact support.',
    );
    expect(resetPasswordFailure(new ApiError(404, 'x', undefined), i18n).text).toBe(
      'Password reset is not available on this site. Please contact support.',
    );
  });
});

describe('forgotPasswordErrorText', () => {
  it('says when to try again after too many requests', () => {
    expect(forgotPasswordErrorText(new ApiError(429, 'Too many', 1800), i18n)).toBe(
      'Too many requests. Try again in 30 minutes.',
    );
  });
});

describe('search params', () => {
  it('keep only a same-origin redirect and a plausible token', () => {
    expect(validateLoginSearch({ redirect: '/de/orders?x=1' })).toEqual({ redirect: '/de/orders?x=1' });
    expect(validateLoginSearch({ redirect: 'https://evil.example/' })).toEqual({});
    expect(validateLoginSearch({ redirect: '//evil.example/' })).toEqual({});
    expect(validateResetPasswordSearch({ token: 'abc' })).toEqual({ token: 'abc' });
    expect(validateResetPasswordSearch({ token: 42 })).toEqual({});
    expect(validateResetPasswordSearch({})).toEqual({});
  });
});
