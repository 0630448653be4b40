import express, { type Express } from 'express';
import type pg from 'pg';
import helmet from 'helmet';
import { albumDirOf, sitePhotosDirOf, type Env } from './platform/config/env';
import type { Db } from './platform/db/database';
import { GRAPHQL_PATH, graphqlRoutes } from './platform/graphql/graphql.routes';
import { accessLog, requestIds } from './platform/http/access-log';
import { errorHandler, notFoundHandler, refuseMalformedPath } from './platform/http/error-middleware';
import { healthRoutes } from './platform/http/health.routes';
import { jsonBody, type BodyLimits } from './platform/http/json-body';
import {
  hiddenOnPublicHost,
  robotsRoute,
  SHARED_PAGE_PATH,
  spaNavigation,
  staticClient,
  type PageSettings,
} from './platform/http/spa';
import { refuseUnstorableText } from './platform/http/text-guard';
import { sitePhaseRoutes } from './platform/settings/site-phase.routes';
import type { Logger } from './platform/logger';
import { BUILT_PAGES_ONLY, type SitePages } from './platform/http/site-pages';
import { bootScriptSources } from './platform/http/boot-script';
import { createSchema, rootResolvers } from './schema';
import { tellHostsOfGuessing } from './platform/security/code-guessing-mail.service';
import { mailConfig } from './platform/mail/mail-config';
import { mailViewRoutes } from './features/mail';
import { createViewLinks } from './platform/mail/view-link';
import { CLIENT_DIST_DIR } from './platform/project-paths';
import { createRsvpThrottles, unthrottledRsvp } from './platform/security/guest-throttles';
import { codeUses } from './platform/security/code-proof';
import { rsvpRoutes } from './features/rsvp';
import { calendarFeedRoutes, passCodeCheckRoutes, passPageStatus } from './features/weekend';
import { announcementPagesRoutes, withAnnouncement } from './features/announcements';
import { albumRoutes } from './features/album';
import { sitePhotoRoutes } from './features/site-photos';
import { createAdminAuth } from './platform/auth/auth.service';

export interface AppDeps {
  env: Env;
  db: Db;
  /** The pool under `db`, for the throttles' PostgreSQL store. */
  pool: pg.Pool;
  logger: Logger;
  /** Where the built SPA is; the standalone server serves it. */
  clientDir?: string;
  /** The guest pages as published (features/pages, ADR 079); none: the built client's pages. */
  sitePages?: SitePages;
}

/** 64 KB is many times the largest answer; a phone on a poor network sends that well within 5 s. */
export const BODY_LIMITS: BodyLimits = { limitBytes: 64 * 1024, timeLimitMs: 5_000 };

/**
 * The GraphQL API carries the hosts' guest-list imports too: 500 guests with notes and parties are
 * well over 64 KB. 1 MB, given 20 s to arrive (nginx's client_max_body_size for /api/graphql says
 * the same).
 */
export const GRAPHQL_BODY_LIMITS: BodyLimits = {
  limitBytes: 1024 * 1024,
  timeLimitMs: 20_000,
  tooLargeMessage: 'The request body is too large. Send at most 1 MB: split a guest list into smaller files.',
};

/** The whole HTTP application, built from its dependencies; main.ts only listens. */
export function createApp({
  env,
  db,
  pool,
  logger,
  clientDir = CLIENT_DIST_DIR,
  sitePages = BUILT_PAGES_ONLY,
}: AppDeps): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', env.TRUST_PROXY);

  app.use(requestIds(logger));
  app.use(accessLog(logger));
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          'default-src': ["'self'"],
          // The guest pages' one inline script, by its hash (ADR 086).
          'script-src': ["'self'", ...bootScriptSources(clientDir)],
          'style-src': ["'self'"],
          'img-src': ["'self'", 'data:', 'blob:'],
          'font-src': ["'self'"],
          'connect-src': ["'self'"],
          'frame-ancestors': ["'none'"],
          'form-action': ["'self'"],
          'upgrade-insecure-requests': null,
        },
      },
      // HSTS only means something over TLS, which nginx terminates in production.
      strictTransportSecurity: env.NODE_ENV === 'production',
    }),
  );

  const mail = mailConfig(env);
  const throttles =
    env.RSVP_THROTTLES || env.NODE_ENV === 'production'
      ? createRsvpThrottles(pool, {
          logger,
          onGuessingAlert: async (guessing) => {
            await tellHostsOfGuessing(db, mail, guessing);
          },
        })
      : unthrottledRsvp;
  if (throttles === unthrottledRsvp)
    logger.warn('RSVP_THROTTLES is off: guest lookups and submissions are not limited per address');
  const codeUseFor = codeUses(throttles, env.JWT_SECRET, env.NODE_ENV === 'production');

  app.use(refuseMalformedPath);
  app.use(healthRoutes(db));
  const production = env.NODE_ENV === 'production';
  const hostsAuth = createAdminAuth({
    pool,
    db,
    jwtSecret: env.JWT_SECRET,
    passwordHash: env.ADMIN_PASSWORD_HASH,
    plainPassword: production ? undefined : env.ADMIN_PASSWORD,
  });
  // The album's uploads come before the JSON reader, which refuses any body over 64 KB (ADR 082).
  const album = albumRoutes({
    db,
    pool,
    albumDir: albumDirOf(env),
    limits: {
      formBytes: env.ALBUM_UPLOAD_LIMIT_MB * 1024 * 1024,
      resumableBytes: env.ALBUM_VIDEO_LIMIT_MB * 1024 * 1024,
      freeBytesFloor: env.ALBUM_FREE_SPACE_MB * 1024 * 1024,
    },
    uploadsPerHour: env.ALBUM_UPLOADS_PER_HOUR,
    codeUseFor,
    publicHosts: env.PUBLIC_HOSTS,
    tokenProblem: (token) => hostsAuth.tokenProblem(token),
  });
  app.use(album.uploads);
  // The hosts' photos for the site's pages (ADR 084): uploaded before the JSON reader too.
  const sitePhotos = sitePhotoRoutes({
    db,
    photosDir: sitePhotosDirOf(env),
    limitBytes: env.SITE_PHOTO_LIMIT_MB * 1024 * 1024,
    tokenProblem: (token) => hostsAuth.tokenProblem(token),
  });
  app.use(sitePhotos.uploads);
  app.use(sitePhotos.files);
  const guestBody = jsonBody(BODY_LIMITS);
  const graphqlBody = jsonBody(GRAPHQL_BODY_LIMITS);
  app.use((req, res, next) => (req.path === GRAPHQL_PATH ? graphqlBody : guestBody)(req, res, next));
  app.use(refuseUnstorableText(GRAPHQL_PATH));

  const pages: PageSettings = {
    publicHosts: env.PUBLIC_HOSTS,
    siteUrl: env.SITE_URL,
    searchIndexing: env.SEARCH_INDEXING,
    withAnnouncement: (html) => withAnnouncement(db, html),
    pageStatus: passPageStatus({ db, throttles, codeUseFor }),
    pagesDir: () => sitePages.servedDir(),
  };
  // /rsvp is both a page and the API: a GET accepting text/html is the page (ADR 011), the rest the
  // API, which a public host does not have.
  app.get(SHARED_PAGE_PATH, spaNavigation(clientDir, pages));
  app.all(SHARED_PAGE_PATH, hiddenOnPublicHost(env.PUBLIC_HOSTS));
  app.use(rsvpRoutes({ db, throttles, codeUseFor, env, mail }));
  app.use(sitePhaseRoutes(db));
  app.use(calendarFeedRoutes({ db, throttles, codeUseFor, publicHosts: env.PUBLIC_HOSTS }));
  app.use(announcementPagesRoutes({ db, publicHosts: env.PUBLIC_HOSTS }));
  app.use(album.pages);
  app.use(passCodeCheckRoutes({ db, throttles, codeUseFor, publicHosts: env.PUBLIC_HOSTS }));

  const viewLinks = createViewLinks(env.JWT_SECRET);
  app.use(
    graphqlRoutes({
      env,
      db,
      pool,
      throttles,
      codeUseFor,
      mail,
      viewLinks,
      sitePages,
      schema: createSchema(),
      rootValue: rootResolvers(),
    }),
  );
  app.use(mailViewRoutes({ db, mail, viewLinks }));
  app.use('/api', notFoundHandler);
  app.use(robotsRoute(env.SEARCH_INDEXING));
  app.use(staticClient(clientDir, pages.pagesDir));
  app.use(spaNavigation(clientDir, pages));
  app.use(notFoundHandler);
  app.use(errorHandler);
  return app;
}
