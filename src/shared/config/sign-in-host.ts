// Which host a user signs in on (docs/decisions.md, "Config switches"): a host serves one sorg, with its prices,
// currency and catalog; a user whose areas are all in other sorgs would see that sorg's catalog with nothing to
// order and its own cart in another currency. Such a sign-in is refused, naming the host that serves the user.

/** The outcome of {@link signInHost}. */
export type SignInHostOutcome = { allowed: true } | { allowed: false; rightHost: string | null };

/**
 * Whether a user with areas in `userSorgs` may sign in on a host serving `hostSorg`: yes when one of the areas is
 * in that sorg, or when the user has no area at all (nothing to compare; such a user acts for no customer). When
 * refused, `rightHost` is a host serving the sorg of the user's first area that has one (hostnames sorted, the
 * shortest first), or null when no host serves the user's sorgs.
 */
export function signInHost(input: {
  hostSorg: string;
  userSorgs: readonly string[];
  hostsBySorg: ReadonlyMap<string, readonly string[]>;
}): SignInHostOutcome {
  if (input.userSorgs.length === 0 || input.userSorgs.includes(input.hostSorg)) return { allowed: true };
  for (const sorg of input.userSorgs) {
    const hosts = [...(input.hostsBySorg.get(sorg) ?? [])].sort((a, b) => a.length - b.length || a.localeCompare(b));
    if (hosts[0] !== undefined) return { allowed: false, rightHost: hosts[0] };
  }
  return { allowed: false, rightHost: null };
}

/** The server's English text of a refused sign-in (the client translates it by status and `host`). */
export function wrongHostMessage(rightHost: string | null): string {
  return rightHost === null
    ? 'Your account does not order through this site. Please contact support.'
    : `Your account does not order through this site. Please sign in at ${rightHost}.`;
}
