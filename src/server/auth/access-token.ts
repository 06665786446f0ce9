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
  sign(claims: AccessClaims): Promise<string>;
  /** Returns the claims, or undefined when the token is malformed, forged, expired or of another algorithm. */
  verify(token: string): Promise<AccessClaims | undefined>;
  ttlSeconds: number;
}

export function createAccessTokenIssuer(secret: Uint8Array, ttlSeconds: number): AccessTokenIssuer {
  return {
    ttlSeconds,
    sign: (claims) =>
      new SignJWT({ fam: claims.familyId, r3: claims.r3, isr: claims.isr })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(String(claims.userId))
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(secret),
    verify: async (token) => {
      try {
        const { payload } = await jwtVerify(token, secret, {
          algorithms: [ALGORITHM],
          issuer: ISSUER,
          audience: AUDIENCE,
          requiredClaims: ['sub', 'exp', 'fam'],
        });
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
