import { SignJWT } from 'jose';
import { TOKEN_AUDIENCE, TOKEN_ISSUER } from '../../auth/token';

const HOUR = 60 * 60;
const now = () => Math.floor(Date.now() / 1000);
const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

function sign(secret: string, claims: { iat: number; exp: number; aud?: string }, alg = 'HS256') {
  return new SignJWT({})
    .setProtectedHeader({ alg, typ: 'JWT' })
    .setSubject('admin')
    .setIssuer(TOKEN_ISSUER)
    .setAudience(claims.aud ?? TOKEN_AUDIENCE)
    .setIssuedAt(claims.iat)
    .setExpirationTime(claims.exp)
    .sign(new TextEncoder().encode(secret));
}

/** Every kind of token a host must not get in with, given the server's real secret. */
export async function forgedTokens(secret: string): Promise<Array<[label: string, token: string]>> {
  const t = now();
  return [
    ['no token', ''],
    ['an expired token', await sign(secret, { iat: t - 13 * HOUR, exp: t - HOUR })],
    [
      'a token signed with another secret',
      await sign('another-secret-of-at-least-32-bytes!!', { iat: t, exp: t + HOUR }),
    ],
    [
      'an alg:none token',
      `${encode({ alg: 'none', typ: 'JWT' })}.${encode({ sub: 'admin', iss: TOKEN_ISSUER, aud: TOKEN_AUDIENCE, iat: t, exp: t + HOUR })}.`,
    ],
    ['a token of another algorithm (HS512)', await sign(secret, { iat: t, exp: t + HOUR }, 'HS512')],
    ['a token for another audience', await sign(secret, { iat: t, exp: t + HOUR, aud: 'someone-else' })],
    [
      'a token living longer than 12 hours',
      await sign(secret, { iat: t - 13 * HOUR, exp: t + 30 * 24 * HOUR }),
    ],
    ['garbage', 'not-a-token'],
  ];
}
