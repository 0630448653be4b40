import type pg from 'pg';
import { isAppError } from '../http/errors';
import { createThrottle, type Throttle } from '../security/rate-limit';
import { createPasswordCheck, type PasswordCheck } from './password';
import { createTokenService, type TokenProblem, type TokenService } from './token';

export const AUTH_MESSAGES = {
  success: 'Welcome back.',
  passwordRequired: 'Please enter the password.',
  wrongPassword: 'That password is not correct. Please check it and try again.',
  tooManyAttempts: 'Too many login attempts. Please wait {minutes} and try again.',
  notConfigured:
    'The admin area is not set up on this server: set ADMIN_PASSWORD_HASH and JWT_SECRET, then restart it.',
} as const;

/** Failed attempts allowed per address before logins from it are refused for a while. */
export const LOGIN_ATTEMPTS = 10;
export const LOGIN_WINDOW_SECONDS = 15 * 60;
const MAX_PASSWORD_LENGTH = 1024;

export type LoginResult =
  { success: true; message: string; token: string } | { success: false; message: string };

export interface AdminAuth {
  /** One login attempt from `clientKey` (the caller's address). Expected failures are values. */
  login(password: string, clientKey: string): Promise<LoginResult>;
  /** Why a token is refused, or undefined for a valid admin token. */
  tokenProblem(token: string): Promise<TokenProblem | undefined>;
  tokens: TokenService;
}

export interface AdminAuthOptions {
  pool: pg.Pool;
  /** Without a secret (and a password) the admin area stays closed instead of stopping the app. */
  jwtSecret?: string;
  passwordHash?: string;
  plainPassword?: string;
  /** Tests pass a small limit to reach it quickly. */
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
  const throttle: Throttle = createThrottle(options.pool, {
    name: 'admin-login',
    points: options.attempts ?? LOGIN_ATTEMPTS,
    windowSeconds: LOGIN_WINDOW_SECONDS,
    blockSeconds: LOGIN_WINDOW_SECONDS,
    message: AUTH_MESSAGES.tooManyAttempts,
  });

  return {
    tokens,
    tokenProblem: (token) => tokens.problem(token),
    async login(password, clientKey) {
      if (password === '') return { success: false, message: AUTH_MESSAGES.passwordRequired };
      // Every attempt is counted before the password is checked, one point per attempt, so a
      // request carrying many aliased logins spends as many points, and a blocked address never
      // gets to run the (deliberately slow) hash.
      try {
        await throttle.consume(clientKey);
      } catch (error) {
        if (isAppError(error) && error.code === 'too_many_requests') {
          return { success: false, message: error.message };
        }
        throw error;
      }
      const correct = password.length <= MAX_PASSWORD_LENGTH && (await check(password));
      if (!correct) return { success: false, message: AUTH_MESSAGES.wrongPassword };
      await throttle.reset(clientKey);
      return { success: true, message: AUTH_MESSAGES.success, token: await tokens.issue() };
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
    tokenProblem: (token) => tokens.problem(token),
    login: async () => ({ success: false, message: AUTH_MESSAGES.notConfigured }),
  };
}
