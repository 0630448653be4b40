import { randomUUID } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';

export const TOKEN_ISSUER = 'riviera-wedding';
export const TOKEN_AUDIENCE = 'riviera-wedding-admin';
export const TOKEN_ALGORITHM = 'HS256';
/** A host's session lasts at most a working day: 12 hours at most (ADR 006). */
export const TOKEN_LIFETIME_SECONDS = 12 * 60 * 60;
const ADMIN_SUBJECT = 'admin';

export interface TokenService {
  issue(now?: Date): Promise<string>;
  /** Why the token is refused, or undefined when it is a valid admin token. */
  problem(token: string): Promise<TokenProblem | undefined>;
}

/** `revoked`: a token the hosts ended with "Log out" (auth.service.ts), valid as a token otherwise. */
export type TokenProblem = 'missing' | 'expired' | 'invalid' | 'revoked';

export function createTokenService(secret: string): TokenService {
  const key = new TextEncoder().encode(secret);
  return {
    async issue(now = new Date()) {
      const issuedAt = Math.floor(now.getTime() / 1000);
      return (
        new SignJWT({})
          .setProtectedHeader({ alg: TOKEN_ALGORITHM, typ: 'JWT' })
          .setSubject(ADMIN_SUBJECT)
          .setIssuer(TOKEN_ISSUER)
          .setAudience(TOKEN_AUDIENCE)
          .setIssuedAt(issuedAt)
          // Each login its own token, even two in the same second: logging one out ends only it.
          .setJti(randomUUID())
          .setExpirationTime(issuedAt + TOKEN_LIFETIME_SECONDS)
          .sign(key)
      );
    },
    async problem(token) {
      if (token.trim() === '') return 'missing';
      try {
        // The algorithm is pinned: a token claiming "none" or an asymmetric algorithm is refused.
        const { payload } = await jwtVerify(token, key, {
          algorithms: [TOKEN_ALGORITHM],
          issuer: TOKEN_ISSUER,
          audience: TOKEN_AUDIENCE,
          subject: ADMIN_SUBJECT,
          requiredClaims: ['exp', 'iat'],
          // Even a correctly signed token cannot outlive the cap by carrying a far expiry.
          maxTokenAge: TOKEN_LIFETIME_SECONDS,
        });
        return payload.sub === ADMIN_SUBJECT ? undefined : 'invalid';
      } catch (error) {
        if (error instanceof errors.JWTExpired) return 'expired';
        if (error instanceof errors.JOSEError || error instanceof TypeError) return 'invalid';
        throw error;
      }
    },
  };
}
