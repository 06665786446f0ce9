// A sliding-window count of sends this process made, per key (e.g. one invoice of one customer): the rate limit
// of mails a user asks for (send invoice email: 5 per invoice per hour). Kept in AppDeps, not in the database: a
// second server process counts on its own, so the limit is per process (docs/decisions.md "Invoice and order
// PDFs"); the mails themselves are the record.

/** The instants (epoch ms) of recent sends, by key. */
export type SendLimits = Map<string, number[]>;

/** Keys kept at most; past it, keys with no send inside the window are dropped. */
const MAX_KEYS = 10_000;

export type SendSlot = { ok: true } | { ok: false; retryAfterSeconds: number };

/**
 * Takes one send of `key` at `at` when fewer than `max` were taken in the `windowMs` before it; otherwise takes
 * nothing and says how long until the oldest counted send leaves the window.
 */
export function takeSendSlot(limits: SendLimits, key: string, at: number, max: number, windowMs: number): SendSlot {
  const recent = (limits.get(key) ?? []).filter((t) => t > at - windowMs);
  if (recent.length >= max) {
    limits.set(key, recent);
    const oldest = Math.min(...recent);
    return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((oldest + windowMs - at) / 1000)) };
  }
  recent.push(at);
  limits.set(key, recent);
  if (limits.size > MAX_KEYS) {
    for (const [other, times] of limits) if (!times.some((t) => t > at - windowMs)) limits.delete(other);
  }
  return { ok: true };
}

/** Gives back a slot taken for a send that did not happen (the mail failed). */
export function returnSendSlot(limits: SendLimits, key: string, at: number): void {
  const times = limits.get(key);
  const index = times?.lastIndexOf(at) ?? -1;
  if (times && index >= 0) times.splice(index, 1);
}
