import { Router } from 'express';
import type { Env } from '../config/env';
import type { Db } from '../db/database';
import { AppError } from '../http/errors';
import { clientKey } from '../security/client-key';
import type { RsvpThrottles } from './rsvp-throttles';
import { lookupGuestByCode, lookupGuestByName, submitRsvp } from './rsvp.service';

export interface RsvpRoutesDeps {
  db: Db;
  throttles: RsvpThrottles;
  env: Pick<Env, 'RSVP_DEADLINE'>;
}

function queryText(value: unknown, name: string): string | undefined {
  if (value === undefined || typeof value === 'string') return value;
  throw new AppError('bad_request', `Send "${name}" once, as text.`);
}

/** `GET /rsvp` (lookup by name or invitation code) and `POST /rsvp` (submission), DESIGN.md 3.1. */
export function rsvpRoutes({ db, throttles, env }: RsvpRoutesDeps): Router {
  const router = Router();

  router.get('/rsvp', async (req, res) => {
    // Express reads X-Forwarded-For only from the proxies TRUST_PROXY names.
    await throttles.lookup(clientKey(req.ip));
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
    await throttles.submit(clientKey(req.ip));
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
