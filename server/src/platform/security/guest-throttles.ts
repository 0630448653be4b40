import { guestMessages, type Language } from '@riviera/contract';
import type pg from 'pg';
import type { Refusal } from '../result';
import type { Logger } from '../logger';
import { isKnownCaller, rememberCaller } from './code-callers.repository';
import { createThrottle, tooManyRequests, type Throttle } from './rate-limit';

/**
 * The guests' limits, sized for a wedding of 150 guests of whom many may share one address (the
 * venue's Wi-Fi, an office, a carrier's NAT): per address and per 15 minutes, enough for every
 * guest behind it to look themselves up (with a few typos) and answer. There is no per-guest limit:
 * a stranger who knows a name could spend it and keep that guest from answering.
 */
export const RSVP_LIMITS = {
  lookup: { points: 300, windowSeconds: 15 * 60 },
  submit: { points: 150, windowSeconds: 15 * 60 },
} as const;

/**
 * Wrong invitation codes an hour (ADR 069): from one address (an IPv4 address, an IPv6 /64) and from
 * one network (an IPv4 /24, an IPv6 /48). Past its limit, that address or network has its codes
 * refused unlooked-at until its hour ends; a lookup by name still works. Across the site the count
 * only tells: past `site.points` an hour the site is being swept from many networks, the hosts are
 * told, and each address and network gets its `alertPoints` instead, so a sweep slows to a crawl
 * while a right code is still answered. A caller who has opened a code before (its browser's
 * cookie, or the network it was opened from: a phone's calendar) is never refused for that code.
 */
export const CODE_LIMITS = {
  address: { points: 30, alertPoints: 10, windowSeconds: 60 * 60 },
  network: { points: 100, alertPoints: 20, windowSeconds: 60 * 60 },
  site: { points: 300, windowSeconds: 60 * 60 },
} as const;

/** Who uses a code: the keys of security/client-key.ts, and what its browser proves (code-proof.ts). */
export interface CodeCaller {
  clientKey: string;
  networkKey?: string | undefined;
  /** Whether the caller's browser holds the site's proof that it opened this (normalised) code. */
  vouched?(code: string): boolean;
  /** Gives the caller's browser that proof, once the code found a guest. */
  remember?(code: string): void;
}

/**
 * A use of a code, counted as a wrong one until `found` gives it back; or its refusal. `found`
 * never fails: it runs after an answer's commit, which nothing may turn into an error.
 */
export type CodeAttempt = { refused: Refusal } | { found(): Promise<void> };

/** Starts one use of a (normalised) code for whoever called: what the services ask before they look it up. */
export type CodeUse = (code: string) => Promise<CodeAttempt>;

/** The site's code guessing as the hosts see it. */
export interface CodeGuessing {
  /** Wrong codes across the site in the current hour's window. */
  failed: number;
  /** Past this many, each address and network gets fewer wrong codes, and the hosts are told. */
  ceiling: number;
  /** While the site is past its ceiling, when its window ends. */
  alertUntil: Date | undefined;
}

/** Each counts one attempt from a client and answers the refusal once its limit is passed. */
export interface RsvpThrottles {
  /** One lookup (by name or by invitation code, REST or GraphQL); refused in the guest's language. */
  lookup(clientKey: string, language?: Language): Promise<Refusal | undefined>;
  /** One submission. */
  submit(clientKey: string, language?: Language): Promise<Refusal | undefined>;
  /**
   * One use of an invitation code (a lookup, a submission or a registration by code, each alias of
   * a GraphQL request apart), counted before the code is looked up.
   */
  code(caller: CodeCaller, code: string, language?: Language): Promise<CodeAttempt>;
  codeGuessing(): Promise<CodeGuessing>;
}

export interface RsvpThrottlesOptions {
  logger?: Logger | undefined;
  /** Told once a window, as the site's wrong codes reach the ceiling (the hosts' mail). */
  onGuessingAlert?: ((guessing: CodeGuessing) => Promise<void>) | undefined;
}

/** Built once per app: REST and GraphQL spend from the same counters. */
export function createRsvpThrottles(
  pool: pg.Pool,
  { logger, onGuessingAlert }: RsvpThrottlesOptions = {},
): RsvpThrottles {
  const lookup = createThrottle(pool, {
    name: 'rsvp-lookup',
    ...RSVP_LIMITS.lookup,
    message: (language) => guestMessages(language).lookup.tooMany,
  });
  const submit = createThrottle(pool, {
    name: 'rsvp-submit',
    ...RSVP_LIMITS.submit,
    message: (language) => guestMessages(language).rsvp.tooMany,
  });
  const codeThrottle = (level: keyof typeof CODE_LIMITS) =>
    createThrottle(pool, {
      name: `code-${level}`,
      points: CODE_LIMITS[level].points,
      windowSeconds: CODE_LIMITS[level].windowSeconds,
      message: (language) => guestMessages(language).lookup.codeTooMany,
    });
  const codes = {
    address: codeThrottle('address'),
    network: codeThrottle('network'),
    site: codeThrottle('site'),
  };

  /** Best effort, after the code found its guest: nothing here may fail the request. */
  async function settle(
    caller: CodeCaller,
    code: string,
    counted: ReadonlyArray<readonly [Throttle, string]>,
  ) {
    try {
      caller.remember?.(code);
      for (const [throttle, key] of counted) await throttle.reward(key);
      await rememberCaller(pool, code, caller.networkKey ?? caller.clientKey);
    } catch (error) {
      logger?.warn({ err: error }, 'could not give back a right invitation code to the guessing counters');
    }
  }

  async function alertHosts(failed: number, msBeforeNext: number) {
    const guessing = {
      failed,
      ceiling: CODE_LIMITS.site.points,
      alertUntil: new Date(Date.now() + msBeforeNext),
    };
    logger?.warn({ failed }, 'wrong invitation codes across the site reached the ceiling: limits tightened');
    try {
      await onGuessingAlert?.(guessing);
    } catch (error) {
      logger?.warn({ err: error }, 'could not tell the hosts about code guessing');
    }
  }

  return {
    lookup: (clientKey, language) => lookup.consume(clientKey, 1, language),
    submit: (clientKey, language) => submit.consume(clientKey, 1, language),
    async code(caller, code, language = 'en') {
      const known =
        caller.vouched?.(code) === true ||
        (await isKnownCaller(pool, code, caller.networkKey ?? caller.clientKey));
      if (known) return { found: () => settle(caller, code, []) };
      const site = await codes.site.peek('all');
      const alert = (site?.consumed ?? 0) >= CODE_LIMITS.site.points;
      // Narrowest first: a refused address or network spends nothing of the wider counters.
      const levels = [
        [codes.address, caller.clientKey, CODE_LIMITS.address] as const,
        ...(caller.networkKey ? [[codes.network, caller.networkKey, CODE_LIMITS.network] as const] : []),
      ];
      const counted: Array<readonly [Throttle, string]> = [];
      for (const [throttle, key, limit] of levels) {
        const { consumed, msBeforeNext } = await throttle.count(key);
        if (consumed > (alert ? limit.alertPoints : limit.points)) {
          const template = guestMessages(language).lookup.codeTooMany;
          return { refused: tooManyRequests(template, msBeforeNext, language) };
        }
        counted.push([throttle, key]);
      }
      const across = await codes.site.count('all');
      counted.push([codes.site, 'all']);
      // One use sees the count reach the ceiling: the counter is one row, raised one at a time.
      if (across.consumed === CODE_LIMITS.site.points) await alertHosts(across.consumed, across.msBeforeNext);
      return { found: () => settle(caller, code, counted) };
    },
    async codeGuessing() {
      const site = await codes.site.peek('all');
      const failed = site?.consumed ?? 0;
      const ceiling = CODE_LIMITS.site.points;
      return {
        failed,
        ceiling,
        alertUntil: site && failed >= ceiling ? new Date(Date.now() + site.msBeforeNext) : undefined,
      };
    },
  };
}

/**
 * Guests' requests not counted at all: RSVP_THROTTLES=off, so the benchmark's load from one address
 * measures the server, not the limit (ADR 032). env.ts refuses it in production, and createApp
 * keeps the limits there even if that check moved.
 */
export const unthrottledRsvp: RsvpThrottles = {
  lookup: async () => undefined,
  submit: async () => undefined,
  code: async () => ({ found: async () => undefined }),
  codeGuessing: async () => ({ failed: 0, ceiling: CODE_LIMITS.site.points, alertUntil: undefined }),
};
