import { createHash } from 'node:crypto';
import { LOCALES, type Language } from '@riviera/contract';
import type pg from 'pg';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import type { Logger } from '../logger';
import type { Refusal } from '../result';
import { forgetOldCallers } from './code-callers.repository';

export interface ThrottleOptions {
  /** Distinguishes counters of different throttles in the shared table, e.g. 'login'. */
  name: string;
  /** Attempts allowed per window. */
  points: number;
  windowSeconds: number;
  /** How long a key stays blocked once it used up its points (defaults to the rest of the window). */
  blockSeconds?: number;
  /**
   * The sentence the client sees, or one per language; "{wait}" becomes the wait, such as
   * "30 seconds" or "15 minutes".
   */
  message: string | ((language: Language) => string);
}

export interface Throttle {
  /**
   * Counts `points` attempts for `key`; once the limit is passed, the refusal to answer with, in
   * `language`.
   */
  consume(key: string, points?: number, language?: Language): Promise<Refusal | undefined>;
  /**
   * Counts `points` for `key` without ever refusing: how many the key has in this window, this
   * call's included, and when the window ends. For counters that tell rather than stop.
   */
  count(key: string, points?: number): Promise<{ consumed: number; msBeforeNext: number }>;
  /** What `key` holds in this window without counting anything, or undefined when it holds nothing. */
  peek(key: string): Promise<{ consumed: number; msBeforeNext: number } | undefined>;
  /** Gives back attempts that turned out not to count (a login that succeeded). */
  reward(key: string, points?: number): Promise<void>;
  /** Forgets a key's attempts. */
  reset(key: string): Promise<void>;
}

/** "1 minute", "15 minutes", or seconds under a minute: the wait as the client reads it (Intl's words). */
export function waitDuration(msBeforeNext: number, language: Language = 'en'): string {
  const seconds = Math.max(1, Math.ceil(msBeforeNext / 1000));
  const [unit, count] = seconds < 60 ? ['second', seconds] : ['minute', Math.ceil(seconds / 60)];
  const wait = new Intl.NumberFormat(LOCALES[language], { style: 'unit', unit, unitDisplay: 'long' }).format(
    count,
  );
  // French keeps a number and its unit together (ICU writes some units with a plain space).
  return language === 'fr' ? wait.replace(' ', '\u00a0') : wait;
}

/** The refusal a throttle answers with: a sentence saying how long to wait, and Retry-After. */
export function tooManyRequests(template: string, msBeforeNext: number, language: Language = 'en'): Refusal {
  return {
    code: 'too_many_requests',
    message: template.replace('{wait}', waitDuration(msBeforeNext, language)),
    errors: [],
    retryAfterSeconds: Math.max(1, Math.ceil(msBeforeNext / 1000)),
  };
}

/**
 * Keys are built from addresses, device ids and guest names: a long one (a name near its length
 * limit) is stored as its hash, so every key fits the column and none can be used to grow a row.
 */
export function boundedKey(key: string): string {
  return key.length <= 64 ? key : `sha256:${createHash('sha256').update(key).digest('hex')}`;
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
    // Expired rows are deleted by sweepExpiredThrottles, on the server's own schedule.
    clearExpiredByTimeout: false,
  });
  return {
    async consume(key, points = 1, language = 'en') {
      try {
        await limiter.consume(boundedKey(key), points);
        return undefined;
      } catch (rejection) {
        // rate-limiter-flexible rejects with a RateLimiterRes when the limit is passed, and with
        // the store's error (the database is down) otherwise: only the first is a refusal.
        if (rejection instanceof RateLimiterRes) {
          const { message } = options;
          const template = typeof message === 'string' ? message : message(language);
          return tooManyRequests(template, rejection.msBeforeNext, language);
        }
        throw rejection;
      }
    },
    async count(key, points = 1) {
      const counted = await limiter.penalty(boundedKey(key), points);
      return { consumed: counted.consumedPoints, msBeforeNext: counted.msBeforeNext };
    },
    async peek(key) {
      const held = await limiter.get(boundedKey(key));
      return held ? { consumed: held.consumedPoints, msBeforeNext: held.msBeforeNext } : undefined;
    },
    async reward(key, points = 1) {
      await limiter.reward(boundedKey(key), points);
    },
    async reset(key) {
      await limiter.delete(boundedKey(key));
    },
  };
}

/** Deletes the counters whose window has ended; returns how many. */
export async function sweepExpiredThrottles(pool: pg.Pool, now = Date.now()): Promise<number> {
  const result = await pool.query('DELETE FROM rate_limits WHERE expire IS NOT NULL AND expire < $1', [now]);
  return result.rowCount ?? 0;
}

/**
 * Sweeps expired counters (and the code callers not seen for months, ADR 069) at start and then
 * every `intervalMs` until stopped (a server restarted more often than that still sweeps); a failed
 * sweep waits for the next.
 */
export function startThrottleSweeper(pool: pg.Pool, logger: Logger, intervalMs = 10 * 60_000): () => void {
  const sweep = () => {
    Promise.all([sweepExpiredThrottles(pool), forgetOldCallers(pool)]).then(
      ([deleted, forgotten]) => {
        if (deleted > 0) logger.debug({ deleted }, 'expired throttle counters deleted');
        if (forgotten > 0)
          logger.debug({ forgotten }, 'invitation code callers not seen for months forgotten');
      },
      (error: unknown) => logger.warn({ err: error }, 'could not delete expired throttle counters'),
    );
  };
  const first = setTimeout(sweep, 0);
  const timer = setInterval(sweep, intervalMs);
  first.unref();
  timer.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
}
