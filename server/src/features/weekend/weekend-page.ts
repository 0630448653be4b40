import { Router, type Request } from 'express';
import type { Db } from '../../platform/db/database';
import { notFoundHandler } from '../../platform/http/error-middleware';
import { requestLanguage } from '../../platform/http/language';
import { isPublicHostRequest } from '../../platform/http/spa';
import type { RsvpThrottles } from '../../platform/security/guest-throttles';
import { clientKey } from '../../platform/security/client-key';
import type { CodeUseFor } from '../../platform/security/code-proof';
import { passCodeOpens } from './weekend.service';

/** The pass's pages, as spaNavigation names them. */
const PASS_PAGES = new Set(['/weekend', '/fr/weekend']);

/** Where nginx asks, before it serves a pass page, whether its code opens a pass (site.conf). */
export const PASS_CODE_CHECK_PATH = '/_pass-code';

export interface PassCodeDeps {
  db: Db;
  throttles: RsvpThrottles;
  codeUseFor: CodeUseFor;
}

/**
 * Whether the `code` of a pass address (`/weekend?code=…`) opens a pass: true without a code (the
 * page asks for one) or when the guest's lookups are over budget (the page's own query says so);
 * otherwise a code lookup, on the budgets of the page's query and the feed.
 */
async function passAddressOpens({ db, throttles, codeUseFor }: PassCodeDeps, req: Request, address: string) {
  const code = new URLSearchParams(address.split('?')[1] ?? '').get('code');
  if (!code) return true;
  const language = requestLanguage(req);
  if (await throttles.lookup(clientKey(req.ip), language)) return true;
  return passCodeOpens(db, code, codeUseFor(req, language));
}

/** The status of a page of the RSVP host's edition: 404 for a pass address whose code opens nothing. */
export function passPageStatus(deps: PassCodeDeps) {
  return async (req: Request, page: string): Promise<number> =>
    !PASS_PAGES.has(page) || (await passAddressOpens(deps, req, req.originalUrl)) ? 200 : 404;
}

/**
 * Whether a request came from nginx's subrequest: through a proxy the server trusts (TRUST_PROXY,
 * which then names the client in X-Forwarded-For: `req.ips` is empty for anyone else), asking about
 * an address (`X-Original-URI`).
 */
function fromProxyCheck(req: Request): boolean {
  return req.ips.length > 0 && req.get('X-Original-URI') !== undefined;
}

/**
 * `GET /_pass-code`, nginx's question before it serves a pass page (auth_request, site.conf): the
 * address asked for in `X-Original-URI`; 204 when its code opens a pass (or it has none), 403 when
 * it opens nothing, which nginx answers with the page and 404. Only nginx may ask (nginx keeps the
 * path internal; the server answers anyone else 404, as a path it does not have). On the public
 * host no code is looked at: its edition has no pass page, which nginx answers 404 itself.
 */
export function passCodeCheckRoutes(deps: PassCodeDeps & { publicHosts: readonly string[] }): Router {
  const router = Router();
  router.get(PASS_CODE_CHECK_PATH, async (req, res, next) => {
    if (!fromProxyCheck(req)) return notFoundHandler(req, res, next);
    const opens =
      isPublicHostRequest(req, deps.publicHosts) ||
      (await passAddressOpens(deps, req, req.get('X-Original-URI') ?? ''));
    res
      .set('Cache-Control', 'no-store')
      .status(opens ? 204 : 403)
      .end();
  });
  return router;
}
