/**
 * Who an access token speaks for: the user (`sub`) and the active customer (`r3`, `isr`). Read from the JWT's
 * payload only, without checking the signature: the client trusts its own storage, the server checks every token.
 */
export interface TokenIdentity {
  userId: string;
  r3: string | null;
  isr: string | null;
}

function decodeBase64Url(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const bytes = Uint8Array.from(atob(padded), (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

const code = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

/** The identity in an access token, or null for anything that is not a JWT with a subject. */
export function identityOf(accessToken: string | null | undefined): TokenIdentity | null {
  const payload = accessToken?.split('.')[1];
  if (!payload) return null;
  try {
    const claims = JSON.parse(decodeBase64Url(payload)) as Record<string, unknown>;
    const sub = claims.sub;
    if (typeof sub !== 'string' && typeof sub !== 'number') return null;
    return { userId: String(sub), r3: code(claims.r3), isr: code(claims.isr) };
  } catch {
    return null;
  }
}

/** Same user and same active customer (spec 01 §4 Session: user id, r3 or isr code). */
export function sameIdentity(a: TokenIdentity, b: TokenIdentity): boolean {
  return a.userId === b.userId && a.r3 === b.r3 && a.isr === b.isr;
}
