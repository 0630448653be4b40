import { Router } from 'express';
import type { Db } from '../../platform/db/database';
import { sendRefusal } from '../../platform/http/errors';
import type { MailConfig } from '../../platform/mail/mail-config';
import { MAIL_MESSAGES } from './mail-messages';
import { viewedHtml } from './mail-view.service';
import type { ViewLinks } from '../../platform/mail/view-link';

export const MAIL_VIEW_PATH = '/api/mail/view';

/**
 * A message's HTML for the admin area's sandboxed frame. Mail HTML carries inline styles, which the
 * site's own policy forbids; this response gets a policy of its own that allows those styles and
 * data: pictures and nothing else (no script, no request anywhere), inside a sandbox.
 */
export const MAIL_FRAME_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; img-src data:; font-src 'none'; form-action 'none'; frame-ancestors 'self'; sandbox";

export function mailViewRoutes({
  db,
  mail,
  viewLinks,
}: {
  db: Db;
  mail: MailConfig;
  viewLinks: ViewLinks;
}): Router {
  const router = Router();
  router.get(`${MAIL_VIEW_PATH}/:link`, async (req, res) => {
    const target = viewLinks.read(req.params.link);
    if (!target) return sendRefusal(res, { code: 'not_found', message: MAIL_MESSAGES.linkExpired });
    const html = await viewedHtml(db, mail, target);
    if (!html.ok) return sendRefusal(res, html.refusal);
    res
      .set({
        'Content-Security-Policy': MAIL_FRAME_POLICY,
        'X-Frame-Options': 'SAMEORIGIN',
        'Cache-Control': 'no-store',
        'Referrer-Policy': 'no-referrer',
      })
      .type('html')
      .send(html.value);
  });
  return router;
}
