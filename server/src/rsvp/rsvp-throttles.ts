import { guestMessages, type Language } from '@riviera/contract';
import type pg from 'pg';
import type { Refusal } from '../result';
import { createThrottle } from '../security/rate-limit';

/**
 * The guests' limits, sized for a wedding of 150 guests of whom many may share one address (the
 * venue's Wi-Fi, an office, a carrier's NAT): per address and per 15 minutes, enough for every
 * guest behind it to look themselves up (with a few typos) and answer, far too few to guess
 * invitation codes (31 ^ 6, close to 900 million). There is no per-guest limit: a stranger who knows a name could
 * spend it and keep that guest from answering.
 */
export const RSVP_LIMITS = {
  lookup: { points: 300, windowSeconds: 15 * 60 },
  submit: { points: 150, windowSeconds: 15 * 60 },
} as const;

/** Each counts one attempt from a client and answers the refusal once its limit is passed. */
export interface RsvpThrottles {
  /** One lookup (by name or by invitation code, REST or GraphQL); refused in the guest's language. */
  lookup(clientKey: string, language?: Language): Promise<Refusal | undefined>;
  /** One submission. */
  submit(clientKey: string, language?: Language): Promise<Refusal | undefined>;
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
  return {
    lookup: (clientKey, language) => lookup.consume(clientKey, 1, language),
    submit: (clientKey, language) => submit.consume(clientKey, 1, language),
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
};
