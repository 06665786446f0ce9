/**
 * The lock every token refresh holds, in every tab and in the service worker (navigator.locks is per origin):
 * refresh tokens rotate and a reused one revokes the session, so one refresh at a time. Its own tiny module so
 * the page's entry chunk does not load the local database for it.
 */
export const REFRESH_LOCK = 'portal.session.refresh';

/** Runs `task` under the refresh lock; without navigator.locks (an old browser's worker) it runs as is. */
export function withRefreshLock<T>(task: () => Promise<T>): Promise<T> {
  if (typeof navigator !== 'undefined' && 'locks' in navigator) {
    return navigator.locks.request(REFRESH_LOCK, task) as Promise<T>;
  }
  return task();
}
