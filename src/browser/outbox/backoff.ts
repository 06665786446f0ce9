/** First retry after 2 s, then 4, 8, … up to 5 minutes: quick when a blip passes, quiet on a long outage. */
export const BACKOFF_BASE_MS = 2000;
export const BACKOFF_CAP_MS = 5 * 60_000;

/**
 * How long to wait before the next try of an entry that has already failed `attempts` times (0 on its first
 * failure). Up to 20 % is taken off at random, so the tablets of a shop that lost its network together do not all
 * come back in the same second; the result never exceeds the cap.
 */
export function backoffDelay(attempts: number, random: () => number = Math.random): number {
  const ceiling = Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, attempts));
  return Math.round(ceiling * (1 - 0.2 * random()));
}

/** The wait after a failure: the backoff, or longer when the server asked for it (Retry-After), within the cap. */
export function retryDelay(attempts: number, retryAfterMs: number | null, random?: () => number): number {
  const delay = backoffDelay(attempts, random);
  return retryAfterMs === null ? delay : Math.min(BACKOFF_CAP_MS, Math.max(delay, retryAfterMs));
}
