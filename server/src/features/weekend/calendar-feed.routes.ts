import { Router } from 'express';
import type { Db } from '../../platform/db/database';
import { sendRefusal } from '../../platform/http/errors';
import { requestLanguage } from '../../platform/http/language';
import { notFoundHandler } from '../../platform/http/error-middleware';
import { isPublicHostRequest } from '../../platform/http/spa';
import type { RsvpThrottles } from '../../platform/security/guest-throttles';
import { clientKey } from '../../platform/security/client-key';
import type { CodeUseFor } from '../../platform/security/code-proof';
import { FEED_FILE, partyCalendar } from './calendar-feed.service';

export interface CalendarFeedDeps {
  db: Db;
  throttles: RsvpThrottles;
  codeUseFor: CodeUseFor;
  publicHosts: readonly string[];
}

/**
 * `GET /calendar/CODE.ics`, the party's calendar feed (ADR 048), on the RSVP host only, as /rsvp.
 * Other names under /calendar/ (the events page's own files) go on to the static files. Each fetch
 * counts as a code lookup against code guessing (a wrong code stays counted).
 */
export function calendarFeedRoutes({ db, throttles, codeUseFor, publicHosts }: CalendarFeedDeps): Router {
  const router = Router();
  router.get('/calendar/:file', async (req, res, next) => {
    if (!FEED_FILE.test(req.params.file)) return next();
    if (isPublicHostRequest(req, publicHosts)) return notFoundHandler(req, res, next);
    const language = requestLanguage(req);
    const throttled = await throttles.lookup(clientKey(req.ip), language);
    if (throttled) return sendRefusal(res, throttled);
    const feed = await partyCalendar(db, req.params.file, new Date(), codeUseFor(req, language));
    if (!feed.ok) {
      return feed.refusal.code === 'not_found'
        ? notFoundHandler(req, res, next)
        : sendRefusal(res, feed.refusal);
    }
    // Private to the party; a phone asks again every hour (REFRESH-INTERVAL) and gets the latest.
    res
      .set('Cache-Control', 'private, no-cache')
      .set('Content-Language', feed.value.language)
      .type('text/calendar; charset=utf-8')
      .send(feed.value.ics);
  });
  return router;
}
