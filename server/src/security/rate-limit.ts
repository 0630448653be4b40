import type pg from 'pg';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import { AppError } from '../http/errors';

export interface ThrottleOptions {
  /** Distinguishes counters of different throttles in the shared table, e.g. 'login'. */
  name: string;
  /** Attempts allowed per window. */
  points: number;
  windowSeconds: number;
  /** How long a key stays blocked once it used up its points (defaults to the rest of the window). */
  blockSeconds?: number;
  /** The sentence the client sees; "{minutes}" is replaced by the wait, rounded up. */
  message: string;
}

export interface Throttle {
  /** Counts `points` attempts for `key`; throws AppError('too_many_requests') once the limit is passed. */
  consume(key: string, points?: number): Promise<void>;
  /** Forgets a key's attempts (e.g. after a successful login). */
  reset(key: string): Promise<void>;
}

function waitMessage(template: string, msBeforeNext: number): string {
  const minutes = Math.max(1, Math.ceil(msBeforeNext / 60_000));
  return template.replace('{minutes}', minutes === 1 ? '1 minute' : `${minutes} minutes`);
}

/**
 * A throttle whose counters live in PostgreSQL (table rate_limits, created by a migration), so
 * they hold across restarts and replicas.
 */
export function createThrottle(pool: pg.Pool, options: ThrottleOptions): Throttle {
  const limiter = new RateLimiterPostgres({
    storeClient: pool,
    storeType: 'pool',
    tableName: 'rate_limits',
    tableCreated: true,
    keyPrefix: options.name,
    points: options.points,
    duration: options.windowSeconds,
    blockDuration: options.blockSeconds ?? 0,
    clearExpiredByTimeout: false,
  });
  return {
    async consume(key, points = 1) {
      try {
        await limiter.consume(key, points);
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes) {
          throw new AppError('too_many_requests', waitMessage(options.message, rejection.msBeforeNext), {
            retryAfterSeconds: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)),
          });
        }
        throw rejection;
      }
    },
    async reset(key) {
      await limiter.delete(key);
    },
  };
}
