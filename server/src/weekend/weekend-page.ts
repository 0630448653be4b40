import { Router, type Request } from 'express';
import type { Db } from '../db/database';
import { requestLanguage } from '../http/language';
import type { RsvpThrottles } from '../rsvp/rsvp-throttles';
import { callerKeys, clientKey } from '../security/client-key';
import { passCodeOpens } from './weekend.service';

/** The pass's pages, as spaNavigation names them. */
const PASS_PAGES = new Set(['/weekend', '/fr/weekend']);

/** Where nginx asks, before it serves a pass page, whether its code opens a pass (site.conf). */
export const PASS_CODE_CHECK_PATH = '/_pass-code';

export interface PassCodeDeps {
  db: Db;
  throttles: RsvpThrottles;
}

/**
 * Whether the `code` of a pass address (`/weekend?code=…`) opens a pass: true without a code (the
 * page asks for one) or when the guest's lookups are over budget (the page's own query says so);
 * otherwise a code lookup, on the budgets of the page's query and the feed.
 */
async function passAddressOpens({ db, throttles }: PassCodeDeps, req: Request, address: string) {
  const code = new URLSearchParams(address.split('?')[1] ?? '').get('code');
  if (!code) return true;
  const language = requestLanguage(req);
  if (await throttles.lookup(clientKey(req.ip), language)) return true;
  return passCodeOpens(db, code, () => throttles.code(callerKeys(req.ip), language));
}

/** The status of a page of the RSVP host's edition: 404 for a pass address whose code opens nothing. */
export function passPageStatus(deps: PassCodeDeps) {
  return async (req: Request, page: string): Promise<number> =>
    !PASS_PAGES.has(page) || (await passAddressOpens(deps, req, req.originalUrl)) ? 200 : 404;
}

/**
 * `GET /_pass-code`, nginx's question before it serves a pass page (auth_request, site.conf): the
 * address asked for in `X-Original-URI`; 204 when its code opens a pass (or it has none), 403 when
 * it opens nothing, which nginx answers with the page and 404. nginx keeps the path internal.
 */
export function passCodeCheckRoutes(deps: PassCodeDeps): Router {
  const router = Router();
  router.get(PASS_CODE_CHECK_PATH, async (req, res) => {
    const opens = await passAddressOpens(deps, req, req.get('X-Original-URI') ?? '');
    res
      .set('Cache-Control', 'no-store')
      .status(opens ? 204 : 403)
      .end();
  });
  return router;
}
