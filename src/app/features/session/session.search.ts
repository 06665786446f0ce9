import { safeReturnPath } from '../../lib/return-to';

/** The login page's search: `redirect`, the same-origin page to return to after sign-in. */
export interface LoginSearch {
  redirect?: string;
}

/** Keeps `redirect` only when it is a same-origin path (no open redirect through the login page). */
export function validateLoginSearch(search: Record<string, unknown>): LoginSearch {
  const redirect = safeReturnPath(search.redirect);
  return redirect === null ? {} : { redirect };
}

/** The reset-password page's search: the mailed link's `token`. */
export interface ResetPasswordSearch {
  token?: string;
}

export function validateResetPasswordSearch(search: Record<string, unknown>): ResetPasswordSearch {
  const token = search.token;
  return typeof token === 'string' && token !== '' && token.length <= 200 ? { token } : {};
}
