import { decodeJwt } from 'jose';
import type pg from 'pg';
import type { Db } from '../db/database';
import { ok, refuse, type Result } from '../result';
import { createDeviceCookies, type DeviceCookies } from './device';
import { createLoginThrottle, type LoginCaller } from './login-throttle';
import { createPasswordCheck, type PasswordCheck } from './password';
import { isRevoked, revokeToken } from './revoked-tokens.repository';
import { createTokenService, type TokenProblem, type TokenService } from './token';

export const AUTH_MESSAGES = {
  success: 'Welcome back.',
  loggedOut: 'You are logged out.',
  passwordRequired: 'Please enter the password.',
  wrongPassword: 'That password is not correct. Please check it and try again.',
  notConfigured:
    'The admin area is not set up on this server: set ADMIN_PASSWORD_HASH and JWT_SECRET, then restart it.',
} as const;

const MAX_PASSWORD_LENGTH = 1024;

/** A logout with no token, or one this server never signed, ends nothing. */
const LOGOUT_REFUSED = {
  missing: 'Please send the token to end: there is no session to log out of.',
  invalid: 'This is not a session of this site: nothing was logged out.',
} as const;

export interface LoggedIn {
  message: string;
  token: string;
  /** A device cookie value for a browser that does not hold a valid one yet. */
  newDevice?: string;
}

export interface AdminAuth {
  /** One login attempt. Expected failures are values. */
  login(password: string, caller: LoginCaller): Promise<Result<LoggedIn>>;
  /** Device cookies, signed with the same secret as the tokens. */
  devices: DeviceCookies | undefined;
  /** Why a token is refused (a logged-out one too), or undefined for a valid admin token. */
  tokenProblem(token: string): Promise<TokenProblem | undefined>;
  /**
   * Ends a token on the server, for every replica (adminLogout): refused from then on, until it
   * would have expired. A token that is already expired or ended is simply done with.
   */
  logout(token: string): Promise<Result<{ message: string }>>;
  tokens: TokenService;
}

export interface AdminAuthOptions {
  pool: pg.Pool;
  /** Where ended tokens are listed (revoked_tokens). */
  db: Db;
  /** Without a secret (and a password) the admin area stays closed instead of stopping the app. */
  jwtSecret?: string;
  passwordHash?: string;
  plainPassword?: string;
  /** Tests pass a small number of free failures to reach the limits quickly. */
  attempts?: number;
}

export function createAdminAuth(options: AdminAuthOptions): AdminAuth {
  const secret = options.jwtSecret;
  if (!secret || !(options.passwordHash || options.plainPassword)) return closedAdminAuth();
  const check: PasswordCheck = createPasswordCheck({
    hash: options.passwordHash,
    plain: options.plainPassword,
  });
  const tokens = createTokenService(secret);
  const devices = createDeviceCookies(secret);
  const throttle = createLoginThrottle(options.pool, options.attempts);

  const tokenProblem = async (token: string) =>
    (await tokens.problem(token)) ?? ((await isRevoked(options.db, token)) ? 'revoked' : undefined);
  return {
    tokens,
    devices,
    tokenProblem,
    async logout(token) {
      const problem = await tokenProblem(token);
      if (problem === 'missing' || problem === 'invalid')
        return refuse('unauthenticated', LOGOUT_REFUSED[problem]);
      if (problem === undefined) {
        // Verified just now: its expiry is there, in seconds.
        const { exp = 0 } = decodeJwt(token);
        await revokeToken(options.db, token, new Date(exp * 1000));
      }
      return ok({ message: AUTH_MESSAGES.loggedOut });
    },
    async login(password, caller) {
      if (password === '') return refuse('validation', AUTH_MESSAGES.passwordRequired);
      // Every attempt is counted before the password is checked, so a request carrying many
      // aliased logins spends as many, and a refused caller never gets to run the (deliberately
      // slow) hash. A correct password gives its attempt back.
      const gate = await throttle.begin(caller);
      if ('refused' in gate) return { ok: false, refusal: gate.refused };
      const correct = password.length <= MAX_PASSWORD_LENGTH && (await check(password));
      if (!correct) return refuse('unauthenticated', AUTH_MESSAGES.wrongPassword);
      await gate.succeeded();
      return ok({
        message: AUTH_MESSAGES.success,
        token: await tokens.issue(),
        ...(caller.deviceId ? {} : { newDevice: devices.issue() }),
      });
    },
  };
}

/** The admin area of a server started without a password or secret: every login and token is refused. */
function closedAdminAuth(): AdminAuth {
  const tokens: TokenService = {
    issue: () => Promise.reject(new Error('JWT_SECRET is not set: no admin token can be issued.')),
    problem: async (token) => (token.trim() === '' ? 'missing' : 'invalid'),
  };
  return {
    tokens,
    devices: undefined,
    tokenProblem: (token) => tokens.problem(token),
    login: async () => refuse('unavailable', AUTH_MESSAGES.notConfigured),
    logout: async () => refuse('unavailable', AUTH_MESSAGES.notConfigured),
  };
}
