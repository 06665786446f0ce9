// After sign-in — also after a forced logout — the user returns to the page they were on (spec 01 §2). The
// page is kept per tab in sessionStorage, with the user it belongs to, and used once.

const STORAGE_KEY = 'portal.returnTo';

/** Pages a user is never sent back to: the session's own pages. */
const SESSION_PAGE = /^\/[^/]+\/(?:login|forgot-password|reset-password|maintenance)(?:[/?#]|$)/;

/**
 * `value` as a same-origin path ('/de/orders?page=2#top'), or null when it is anything else: an absolute URL to
 * another site, a protocol-relative '//host' or a backslash trick, which would make the login an open redirect.
 */
export function safeReturnPath(value: unknown, origin: string = window.location.origin): string | null {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) {
    return null;
  }
  // Control characters never appear in a real path; browsers drop some of them, which can turn '/\t/x' into '//x'.
  for (let i = 0; i < value.length; i++) {
    const unit = value.charCodeAt(i);
    if (unit < 0x20 || unit === 0x7f) return null;
  }
  try {
    const url = new URL(value, origin);
    if (url.origin !== origin) return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}

/** The page this tab shows now. */
export function currentPath(): string {
  return `${window.location.pathname}${window.location.search}${window.location.hash}`;
}

/** Whether a path is one of the session's own pages (login, forgot and reset password, maintenance). */
export function isSessionPage(path: string): boolean {
  return SESSION_PAGE.test(path);
}

/** Keeps the page to return to after the next sign-in of `userId` (null: whoever signs in). */
export function rememberReturnTo(path: string, userId: string | null): void {
  const safe = safeReturnPath(path);
  if (safe === null || isSessionPage(safe)) return;
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ path: safe, userId }));
  } catch {
    // Storage full or blocked: the user lands on the home page instead.
  }
}

export function forgetReturnTo(): void {
  try {
    sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // nothing kept
  }
}

/**
 * The page to return to after `userId` signed in, used once. A page kept for another user is dropped: it may be
 * one this user may not open.
 */
export function takeReturnTo(userId: string | null): string | null {
  let raw: string | null;
  try {
    raw = sessionStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
  forgetReturnTo();
  if (raw === null) return null;
  try {
    const kept = JSON.parse(raw) as { path?: unknown; userId?: unknown };
    if (typeof kept.userId === 'string' && kept.userId !== userId) return null;
    return safeReturnPath(kept.path);
  } catch {
    return null;
  }
}
