import { MESSAGES } from '@riviera/contract';
import { Router, type Request } from 'express';
import { createHandler, type Request as GraphqlRequest } from 'graphql-http';
import type pg from 'pg';
import { createAdminAuth } from '../auth/auth.service';
import type { Env } from '../config/env';
import type { Db } from '../db/database';
import { LOOKUP_LIMIT, SUBMIT_LIMIT } from '../rsvp/rsvp.routes';
import { createThrottle } from '../security/rate-limit';
import { adminResolvers } from './admin.resolvers';
import { bearerToken, type GraphqlContext, type PublicThrottles } from './context';
import { publicErrors, unauthenticatedResponse } from './errors';
import { validationRules } from './limits';
import { publicResolvers } from './public.resolvers';
import { rsvpResolvers } from './rsvp.resolvers';
import { createSchema } from './schema';

export const GRAPHQL_PATH = '/api/graphql';

export const POST_ONLY_MESSAGE =
  'The GraphQL API accepts only POST requests with a JSON body, so passwords and tokens never appear in a URL.';

export interface GraphqlDeps {
  env: Env;
  db: Db;
  pool: pg.Pool;
  /** Tests lower the login limit to reach it quickly. */
  loginAttempts?: number;
}

/** The RSVP feature's own throttles: a guess or a submission costs the same by REST or GraphQL. */
function publicThrottles(pool: pg.Pool): PublicThrottles {
  return {
    lookup: createThrottle(pool, { name: 'rsvp-lookup', ...LOOKUP_LIMIT, message: MESSAGES.lookup.tooMany }),
    submit: createThrottle(pool, { name: 'rsvp-submit', ...SUBMIT_LIMIT, message: MESSAGES.rsvp.tooMany }),
  };
}

/**
 * `POST /api/graphql`: graphql-http's handler behind a small Express adapter of our own, so the
 * body parsed by express.json() is reused, GET is refused with a sentence, and an unexpected
 * failure goes to the app's error middleware instead of the console.
 */
export function graphqlRoutes({ env, db, pool, loginAttempts }: GraphqlDeps): Router {
  const auth = createAdminAuth({
    pool,
    jwtSecret: env.JWT_SECRET,
    passwordHash: env.ADMIN_PASSWORD_HASH,
    // env.ts refuses a plain password in production; this keeps it out even if that check moved.
    plainPassword: env.NODE_ENV === 'production' ? undefined : env.ADMIN_PASSWORD,
    ...(loginAttempts ? { attempts: loginAttempts } : {}),
  });
  const throttles = publicThrottles(pool);
  const rules = validationRules(env.NODE_ENV === 'production');
  const handler = createHandler<Request, undefined, GraphqlContext>({
    schema: createSchema(),
    rootValue: { ...publicResolvers, ...rsvpResolvers, ...adminResolvers },
    validationRules: rules,
    context: (req) => ({
      db,
      auth,
      clientKey: req.raw.ip ?? 'unknown',
      bearer: bearerToken(req.raw),
      throttles,
      rsvpDeadline: env.RSVP_DEADLINE,
    }),
    onOperation: (req, _args, result) => {
      const shown = publicErrors(result, req.raw.log);
      return unauthenticatedResponse(shown, req.raw.headers.accept) ?? shown;
    },
  });

  const router = Router();
  router.post(GRAPHQL_PATH, async (req, res, next) => {
    const request: GraphqlRequest<Request, undefined> = {
      method: req.method,
      url: req.originalUrl,
      headers: req.headers,
      // express.json() has read every JSON body already; anything else is refused (415) unread.
      body: () => (req.body as Record<string, unknown> | undefined) ?? null,
      raw: req,
      context: undefined,
    };
    try {
      const [body, init] = await handler(request);
      res.status(init.status).set({ ...init.headers, 'Cache-Control': 'no-store' });
      res.end(body ?? undefined);
    } catch (error) {
      next(error);
    }
  });
  router.all(GRAPHQL_PATH, (_req, res) => {
    res
      .status(405)
      .set({ Allow: 'POST', 'Cache-Control': 'no-store' })
      .json({ errors: [{ message: POST_ONLY_MESSAGE }] });
  });
  return router;
}
