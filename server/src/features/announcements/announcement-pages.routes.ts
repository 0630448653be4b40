import { ANNOUNCEMENT_PATH, isLanguage } from '@riviera/contract';
import { Router } from 'express';
import type { Db } from '../../platform/db/database';
import { notFoundHandler } from '../../platform/http/error-middleware';
import { isPublicHostRequest } from '../../platform/http/spa';
import { currentNotice } from './announcement-pages.service';

/**
 * `GET /_announcement/en` and `/_announcement/fr`: the fragment nginx includes in the RSVP host's
 * pages (SSI, ADR 055), never cached, never compressed (it goes into a page as it is). Empty when
 * there is no notice for everyone, and always on a public host, which shows none.
 */
export function announcementPagesRoutes({
  db,
  publicHosts,
}: {
  db: Db;
  publicHosts: readonly string[];
}): Router {
  const router = Router();
  router.get(`${ANNOUNCEMENT_PATH}/:language`, async (req, res, next) => {
    const { language } = req.params;
    if (!isLanguage(language)) return notFoundHandler(req, res, next);
    const fragment = isPublicHostRequest(req, publicHosts) ? '' : await currentNotice(db, language);
    res.set('Cache-Control', 'no-store').type('html').send(fragment);
  });
  return router;
}
