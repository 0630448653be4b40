import { Router, type Request, type Response } from 'express';
import type { Env } from '../../platform/config/env';
import type { Db } from '../../platform/db/database';
import type { MailConfig } from '../../platform/mail/mail-config';
import { sendRefusal } from '../../platform/http/errors';
import { requestLanguage } from '../../platform/http/language';
import { ok, refuse, type Result } from '../../platform/result';
import { clientKey } from '../../platform/security/client-key';
import type { CodeUseFor } from '../../platform/security/code-proof';
import type { RsvpThrottles } from '../../platform/security/guest-throttles';
import { lookupGuestByCode, lookupGuestByName } from './rsvp-lookup.service';
import { submitRsvp } from './rsvp.service';

export interface RsvpRoutesDeps {
  db: Db;
  throttles: RsvpThrottles;
  codeUseFor: CodeUseFor;
  env: Pick<Env, 'RSVP_DEADLINE'>;
  mail: MailConfig;
}

/** A service's answer: the value as JSON, or its refusal. */
function respond<T>(res: Response, result: Result<T>): void {
  if (result.ok) res.set('Cache-Control', 'no-store').json(result.value);
  else sendRefusal(res, result.refusal);
}

/** The named query parameters, each given once as text; twice (?firstName=a&firstName=b) is refused. */
function queryTexts<K extends string>(
  query: Request['query'],
  names: readonly K[],
): Result<Partial<Record<K, string>>> {
  const texts: Partial<Record<K, string>> = {};
  for (const name of names) {
    const value = query[name];
    if (typeof value === 'string') texts[name] = value;
    else if (value !== undefined) return refuse('bad_request', `Send "${name}" once, as text.`);
  }
  return ok(texts);
}

/** `GET /rsvp` (lookup by name or invitation code) and `POST /rsvp` (submission); see README.md here. */
export function rsvpRoutes({ db, throttles, codeUseFor, env, mail }: RsvpRoutesDeps): Router {
  const router = Router();

  // The reply-by date the guest pages show (RSVP_DEADLINE), or null when none is set.
  router.get('/api/rsvp/deadline', (_req, res) => {
    res
      .set('Cache-Control', 'public, max-age=300')
      .json({ deadline: env.RSVP_DEADLINE?.toISOString() ?? null });
  });

  router.get('/rsvp', async (req, res) => {
    const language = requestLanguage(req);
    // Express reads X-Forwarded-For only from the proxies TRUST_PROXY names.
    const throttled = await throttles.lookup(clientKey(req.ip), language);
    if (throttled) return sendRefusal(res, throttled);
    const query = queryTexts(req.query, ['code', 'firstName', 'lastName'] as const);
    if (!query.ok) return sendRefusal(res, query.refusal);
    const { code, firstName = '', lastName = '' } = query.value;
    return respond(
      res,
      code !== undefined
        ? await lookupGuestByCode(db, code, language, codeUseFor(req, language))
        : await lookupGuestByName(db, { firstName, lastName }, language),
    );
  });

  router.post('/rsvp', async (req, res) => {
    const language = requestLanguage(req);
    const throttled = await throttles.submit(clientKey(req.ip), language);
    if (throttled) return sendRefusal(res, throttled);
    if (!req.is('application/json')) {
      return sendRefusal(res, {
        code: 'unsupported_media_type',
        message: 'Send the RSVP as JSON, with the header Content-Type: application/json.',
      });
    }
    return respond(
      res,
      await submitRsvp(db, req.body, {
        now: new Date(),
        deadline: env.RSVP_DEADLINE,
        mail,
        language,
        codeUse: codeUseFor(req, language),
      }),
    );
  });

  router.all('/rsvp', (_req, res) => {
    res.set('Allow', 'GET, HEAD, POST');
    sendRefusal(res, {
      code: 'method_not_allowed',
      message: 'Use GET to look up a guest, or POST to send an RSVP.',
    });
  });
  return router;
}
