import { guestMessages, type Language } from '@riviera/contract';
import type pg from 'pg';
import type { Refusal } from '../result';
import { createThrottle } from '../security/rate-limit';

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
 * Wrong invitation codes an hour (ADR 008): from one address (an IPv4 address, an IPv6 /64), from one
 * network (an IPv6 /48, an IPv4 /24) and across the site. Past any of them, codes are refused
 * unlooked-at until the hour ends, for that address, network or everyone; a lookup by name still
 * works. A guest mistyping their code a few times is far from any of them; a sweep of the code
 * space needs billions.
 */
export const CODE_LIMITS = {
  address: { points: 30, windowSeconds: 60 * 60 },
  network: { points: 100, windowSeconds: 60 * 60 },
  site: { points: 300, windowSeconds: 60 * 60 },
} as const;

/** Who uses a code: the keys of security/client-key.ts. */
export interface CodeCaller {
  clientKey: string;
  networkKey?: string | undefined;
}

/** A use of a code, counted as a wrong one until `found` gives it back; or its refusal. */
export type CodeAttempt = { refused: Refusal } | { found(): Promise<void> };

/** Starts one use of a code for whoever called: what the services ask before they look a code up. */
export type CodeUse = () => Promise<CodeAttempt>;

/** The site's code guessing as the hosts see it. */
export interface CodeGuessing {
  /** Wrong codes across the site in the current hour's window. */
  failed: number;
  ceiling: number;
  /** While codes are refused to everyone, when that ends. */
  refusedUntil: Date | undefined;
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
  code(caller: CodeCaller, language?: Language): Promise<CodeAttempt>;
  codeGuessing(): Promise<CodeGuessing>;
}

/** Built once per app: REST and GraphQL spend from the same counters. */
export function createRsvpThrottles(pool: pg.Pool): RsvpThrottles {
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
      ...CODE_LIMITS[level],
      message: (language) => guestMessages(language).lookup.codeTooMany,
    });
  const codes = {
    address: codeThrottle('address'),
    network: codeThrottle('network'),
    site: codeThrottle('site'),
  };
  return {
    lookup: (clientKey, language) => lookup.consume(clientKey, 1, language),
    submit: (clientKey, language) => submit.consume(clientKey, 1, language),
    async code({ clientKey, networkKey }, language) {
      // Narrowest first: a refused address or network spends nothing of the wider counters.
      const counted = [
        [codes.address, clientKey],
        ...(networkKey ? [[codes.network, networkKey] as const] : []),
        [codes.site, 'all'],
      ] as const;
      for (const [throttle, key] of counted) {
        const refused = await throttle.consume(key, 1, language);
        if (refused) return { refused };
      }
      return {
        async found() {
          for (const [throttle, key] of counted) await throttle.reward(key);
        },
      };
    },
    async codeGuessing() {
      const site = await codes.site.peek('all');
      const failed = site?.consumed ?? 0;
      const ceiling = CODE_LIMITS.site.points;
      return {
        failed,
        ceiling,
        // The next wrong code past the ceiling is refused, and every code after it, until then.
        refusedUntil: site && failed >= ceiling ? new Date(Date.now() + site.msBeforeNext) : undefined,
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
  codeGuessing: async () => ({ failed: 0, ceiling: CODE_LIMITS.site.points, refusedUntil: undefined }),
};
