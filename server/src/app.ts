import { randomUUID } from 'node:crypto';
import express, { type Express } from 'express';
import type pg from 'pg';
import helmet from 'helmet';
import { pinoHttp } from 'pino-http';
import type { Env } from './config/env';
import type { Db } from './db/database';
import { graphqlRoutes } from './graphql/graphql.routes';
import { errorHandler, notFoundHandler } from './http/error-middleware';
import { healthRoutes } from './http/health.routes';
import { spaNavigation, staticClient } from './http/spa';
import type { Logger } from './logger';
import { CLIENT_DIST_DIR } from './project-paths';
import { rsvpRoutes } from './rsvp/rsvp.routes';

export interface AppDeps {
  env: Env;
  db: Db;
  /** The pool under `db`, for rate-limiter-flexible's PostgreSQL store. */
  pool: pg.Pool;
  logger: Logger;
  /** Where the built SPA is; the standalone server serves it. */
  clientDir?: string;
}

export const BODY_LIMIT = '64kb';

const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** The whole HTTP application, built from its dependencies; main.ts only listens. */
export function createApp({ env, db, pool, logger, clientDir = CLIENT_DIST_DIR }: AppDeps): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', env.TRUST_PROXY);

  app.use(
    pinoHttp({
      logger,
      genReqId(req, res) {
        const incoming = req.headers['x-request-id'];
        const id = typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
        res.setHeader('X-Request-Id', id);
        return id;
      },
      autoLogging: { ignore: (req) => req.url === '/healthz' || req.url === '/readyz' },
    }),
  );
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          'default-src': ["'self'"],
          'script-src': ["'self'"],
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

  app.use(healthRoutes(db));
  app.use(express.json({ limit: BODY_LIMIT }));

  // /rsvp is both a page and the API: browser navigations get the SPA (DESIGN.md 3.1).
  app.get('/rsvp', spaNavigation(clientDir, env.PUBLIC_HOSTS));
  app.use(rsvpRoutes({ db, pool, env }));

  app.use(graphqlRoutes({ env, db, pool }));
  app.use('/api', notFoundHandler);
  app.use(staticClient(clientDir));
  app.use(spaNavigation(clientDir, env.PUBLIC_HOSTS));
  app.use(notFoundHandler);
  app.use(errorHandler);
  return app;
}
