// The administrator's view of failed sign-ins (spec 01 §2 home, spec 01 §6 page.user-management): which accounts
// were tried and failed recently, grouped per account, with the addresses masked so no full address reaches a screen
// (docs/decisions.md "Sign-in failures on the administrator's home").

/** Failures of this long ago count: the card reads "in the last 24 hours". */
export const SIGN_IN_FAILURES_WINDOW_MS = 24 * 60 * 60_000;
/** Accounts one answer lists at most, and the default. */
export const SIGN_IN_FAILURES_MAX_LIMIT = 50;
export const SIGN_IN_FAILURES_DEFAULT_LIMIT = 10;
/** Distinct masked addresses listed per account (the busiest first); the count still covers every failure. */
export const SIGN_IN_FAILURE_ADDRESSES_MAX = 5;

/** The page size asked for, clamped to 1…{@link SIGN_IN_FAILURES_MAX_LIMIT}; absent or not a number: the default. */
export function signInFailuresLimit(limit: number | null | undefined): number {
  if (limit === null || limit === undefined || !Number.isFinite(limit)) return SIGN_IN_FAILURES_DEFAULT_LIMIT;
  return Math.min(SIGN_IN_FAILURES_MAX_LIMIT, Math.max(1, Math.trunc(limit)));
}

const IPV4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;

/**
 * An address as the administrator may see it: IPv4 without its last octet ('203.0.113.x'), IPv6 with its first
 * three groups only, the network's /48 ('2001:db8:85a3:…'); an IPv4-mapped IPv6 address as its IPv4. Anything
 * else (the server's 'unknown') is shown as '…', never as given.
 */
export function maskAddress(address: string): string {
  const trimmed = address.trim().toLowerCase();
  const v4 = IPV4.exec(trimmed.startsWith('::ffff:') ? trimmed.slice('::ffff:'.length) : trimmed);
  if (v4) return `${v4[1] ?? ''}.${v4[2] ?? ''}.${v4[3] ?? ''}.x`;
  if (/^[0-9a-f:]+$/.test(trimmed) && trimmed.includes(':')) {
    const [head = ''] = trimmed.split('::');
    const groups = head === '' ? [] : head.split(':');
    // Groups left of '::' are the address's first ones; when '::' comes earlier, the missing ones are zeros.
    const first = [...groups, '0', '0', '0'].slice(0, 3).map((g) => g.replace(/^0+(?=.)/, ''));
    return `${first.join(':')}:…`;
  }
  return '…';
}

/**
 * The masked addresses of an account's failures, each once (addresses that mask alike are one), the most failures
 * first, then as given; at most `max`.
 */
export function maskedAddresses(
  addresses: readonly { address: string; failures: number }[],
  max = SIGN_IN_FAILURE_ADDRESSES_MAX,
): string[] {
  const counts = new Map<string, number>();
  for (const { address, failures } of addresses) {
    const masked = maskAddress(address);
    counts.set(masked, (counts.get(masked) ?? 0) + failures);
  }
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, max)
    .map(([masked]) => masked);
}
