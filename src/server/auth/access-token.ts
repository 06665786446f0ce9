import { SignJWT, jwtVerify, errors } from 'jose';

const ALGORITHM = 'HS256'; // the only algorithm accepted on verify: 'none' and RS/ES confusion are refused
const ISSUER = 'dealer-portal';
const AUDIENCE = 'dealer-portal-api';

/** What an access token says: the user, the refresh family it belongs to, and the active customer. */
export interface AccessClaims {
  userId: number;
  familyId: string;
  r3: string | null;
  isr: string | null;
}

export interface AccessTokenIssuer {
  /** Signs the claims; issued at `issuedAt` (default now), so the same claims and time give the same token. */
  sign(claims: AccessClaims, issuedAt?: Date): Promise<string>;
  /** Returns the claims, or undefined when the token is malformed, forged, expired or of another algorithm. */
  verify(token: string): Promise<AccessClaims | undefined>;
  ttlSeconds: number;
}

/** The JWS compact form exactly: three unpadded base64url parts (no `=`, `+`, `/` or whitespace anywhere). */
const COMPACT_JWS = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;
/** A user id as the server writes it: a positive decimal integer without sign, exponent, prefix or leading zero. */
const SUBJECT = /^[1-9][0-9]{0,15}$/;

export function createAccessTokenIssuer(secret: Uint8Array, ttlSeconds: number): AccessTokenIssuer {
  return {
    ttlSeconds,
    sign: (claims, issuedAt = new Date()) => {
      const iat = Math.floor(issuedAt.getTime() / 1000);
      return new SignJWT({ fam: claims.familyId, r3: claims.r3, isr: claims.isr })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(String(claims.userId))
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt(iat)
        .setExpirationTime(iat + ttlSeconds)
        .sign(secret);
    },
    verify: async (token) => {
      // jose decodes base64url leniently (a padded signature verifies): only the canonical form is a token.
      if (!COMPACT_JWS.test(token)) return undefined;
      try {
        const { payload } = await jwtVerify(token, secret, {
          algorithms: [ALGORITHM],
          issuer: ISSUER,
          audience: AUDIENCE,
          requiredClaims: ['sub', 'exp', 'fam'],
        });
        // Number() would read "1e0", "0x1" or " 1" as user 1: only the exact form the server signs is accepted.
        if (typeof payload.sub !== 'string' || !SUBJECT.test(payload.sub)) return undefined;
        const userId = Number(payload.sub);
        if (!Number.isSafeInteger(userId) || typeof payload.fam !== 'string') return undefined;
        const code = (v: unknown) => (typeof v === 'string' && v !== '' ? v : null);
        return { userId, familyId: payload.fam, r3: code(payload.r3), isr: code(payload.isr) };
      } catch (error) {
        if (error instanceof errors.JOSEError || error instanceof TypeError) return undefined;
        throw error;
      }
    },
  };
}
