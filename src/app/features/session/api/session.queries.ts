import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { configQuery } from '../../../lib/config';
import { isString, type Parser, recordOf, required } from '../../../lib/json-shape';
import { landingLocale, type Locale } from '../../../lib/locale';
import { takeReturnTo } from '../../../lib/return-to';
import { pageUserId, signIn } from '../../../lib/session';
import { userQuery } from '../../../lib/user';

interface SignInInput {
  username: string;
  password: string;
  locale: Locale;
  /** The login URL's `redirect`, already checked to be a same-origin path. */
  redirect: string | undefined;
}

/** Where to go after sign-in: a page to return to, else the home page of a locale. */
export type SignInLanding = { kind: 'page'; href: string } | { kind: 'home'; locale: Locale };

/**
 * Signs in, loads the user and answers where to land: the page the user was on (the login URL's `redirect`, or
 * the page kept when the session ended — also by force), else the home page in the user's language.
 */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ username, password, locale, redirect }: SignInInput): Promise<SignInLanding> => {
      await signIn({ username, password });
      const [user, config] = await Promise.all([
        // Always fresh: a cached user may belong to an earlier session.
        queryClient.query({ ...userQuery(), staleTime: 0 }),
        // Without a host config the user simply stays in the current locale.
        queryClient.query(configQuery()).catch(() => undefined),
      ]);
      const kept = takeReturnTo(pageUserId());
      const href = redirect ?? kept;
      if (href) return { kind: 'page', href };
      return { kind: 'home', locale: landingLocale(user.language?.id, config?.languages ?? [], locale) };
    },
  });
}

// The neutral `{message}` answer of the password routes (checked by hand: the sign-in pages' first load).
const messageSchema: Parser<{ message: string }> = {
  parse: (value) => ({ message: required(recordOf(value, 'the answer'), 'message', isString) }),
};

/** POST /password/forgot: always the same neutral answer for an existing or unknown account (202). */
export function useForgotPassword() {
  return useMutation({
    mutationFn: (input: { username: string }) =>
      apiRequest('/password/forgot', { method: 'POST', body: input, schema: messageSchema }),
  });
}

/** POST /password/reset with the mailed link's token and the new password. */
export function useResetPassword() {
  return useMutation({
    mutationFn: (input: { token: string; password: string }) =>
      apiRequest('/password/reset', { method: 'POST', body: input, schema: messageSchema }),
  });
}
