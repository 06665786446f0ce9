import { useMutation } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { localeOfPath } from './locale';
import { signOut, signOutEverywhere } from './session';

/**
 * The user signs out (spec 01 §4): the cart's before-sign-out listeners, POST /logout, the session forgotten —
 * the router's session-end listener (router.tsx) then clears the user's cached data — and the page lands on
 * the home route `/` of the current locale ("Redirects: logout /"), whose guard shows the login page.
 */
export function useSignOut() {
  const router = useRouter();
  return useMutation({
    mutationFn: signOut,
    onSettled: () => {
      const locale = localeOfPath(router.state.location.pathname);
      void router.navigate({ to: '/$locale', params: { locale }, replace: true });
    },
  });
}

/**
 * Sign out on all devices: like {@link useSignOut}, after the server ended every session of the user. A failure
 * leaves the user signed in here, for the caller to say so.
 */
export function useSignOutEverywhere() {
  const router = useRouter();
  return useMutation({
    mutationFn: signOutEverywhere,
    onSuccess: () => {
      const locale = localeOfPath(router.state.location.pathname);
      void router.navigate({ to: '/$locale', params: { locale }, replace: true });
    },
  });
}
