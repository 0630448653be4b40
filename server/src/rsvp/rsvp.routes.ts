import { MESSAGES } from '@riviera/contract';
import { Router, type Request } from 'express';
import type pg from 'pg';
import type { Env } from '../config/env';
import type { Db } from '../db/database';
import { AppError } from '../http/errors';
import { createThrottle } from '../security/rate-limit';
import { lookupGuestByCode, lookupGuestByName, submitRsvp } from './rsvp.service';

/**
 * Per client address and per 15 minutes. A household behind one address looks up a few names and
 * may correct its answer a few times; guessing names or codes needs far more than this.
 */
export const LOOKUP_LIMIT = { points: 30, windowSeconds: 15 * 60 };
export const SUBMIT_LIMIT = { points: 15, windowSeconds: 15 * 60 };

export interface RsvpRoutesDeps {
  db: Db;
  pool: pg.Pool;
  env: Pick<Env, 'RSVP_DEADLINE'>;
}

/** The client's address: Express reads X-Forwarded-For only from the proxies TRUST_PROXY names. */
function clientAddress(req: Request): string {
  return req.ip ?? req.socket.remoteAddress ?? 'unknown';
}

function queryText(value: unknown, name: string): string | undefined {
  if (value === undefined || typeof value === 'string') return value;
  throw new AppError('bad_request', `Send "${name}" once, as text.`);
}

/** `GET /rsvp` (lookup by name or invitation code) and `POST /rsvp` (submission), DESIGN.md 3.1. */
export function rsvpRoutes({ db, pool, env }: RsvpRoutesDeps): Router {
  const lookupThrottle = createThrottle(pool, {
    name: 'rsvp-lookup',
    ...LOOKUP_LIMIT,
    message: MESSAGES.lookup.tooMany,
  });
  const submitThrottle = createThrottle(pool, {
    name: 'rsvp-submit',
    ...SUBMIT_LIMIT,
    message: MESSAGES.rsvp.tooMany,
  });
  const router = Router();

  router.get('/rsvp', async (req, res) => {
    await lookupThrottle.consume(clientAddress(req));
    const code = queryText(req.query.code, 'code');
    const result =
      code !== undefined
        ? await lookupGuestByCode(db, code)
        : await lookupGuestByName(db, {
            firstName: queryText(req.query.firstName, 'firstName') ?? '',
            lastName: queryText(req.query.lastName, 'lastName') ?? '',
          });
    res.set('Cache-Control', 'no-store').json(result);
  });

  router.post('/rsvp', async (req, res) => {
    await submitThrottle.consume(clientAddress(req));
    if (!req.is('application/json')) {
      throw new AppError(
        'unsupported_media_type',
        'Send the RSVP as JSON, with the header Content-Type: application/json.',
      );
    }
    const saved = await submitRsvp(db, req.body, { now: new Date(), deadline: env.RSVP_DEADLINE });
    res.set('Cache-Control', 'no-store').json(saved);
  });

  router.all('/rsvp', (_req, res) => {
    res.set('Allow', 'GET, HEAD, POST');
    throw new AppError('method_not_allowed', 'Use GET to look up a guest, or POST to send an RSVP.');
  });
  return router;
}
