import { useMutation } from '@tanstack/react-query';
import { signOut } from './session';

/**
 * POST /logout, then forget the session. The router's session-end listener (router.tsx) clears the user's
 * cached data and sends the page back to the login page.
 */
export function useSignOut() {
  return useMutation({ mutationFn: signOut });
}
