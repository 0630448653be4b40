import { Router, type Request } from 'express';
import { createHandler, type Request as GraphqlRequest } from 'graphql-http';
import type pg from 'pg';
import { createAdminAuth, type AdminAuth } from '../auth/auth.service';
import { DEVICE_COOKIE, DEVICE_COOKIE_MAX_AGE_MS, readCookie } from '../auth/device';
import type { TokenProblem } from '../auth/token';
import { albumDirOf, type Env } from '../config/env';
import type { Db } from '../db/database';
import { isPublicHostRequest } from '../http/spa';
import type { MailConfig } from '../mail/mail-config';
import type { ViewLinks } from '../mail/view-link';
import type { RsvpThrottles } from '../security/guest-throttles';
import type { CodeUseFor } from '../security/code-proof';
import { requestLanguage } from '../http/language';
import { clientKey, networkKey } from '../security/client-key';
import { bearerToken, type GraphqlContext } from './context';
import { publicErrors, unauthenticatedResponse, unavailableResponse } from './errors';
import type { GraphQLSchema } from 'graphql';
import { GraphQLError } from './graphql-js';
import type { SitePages } from '../http/site-pages';
import { withoutSuggestions } from './limits';
import { createRequestGuard } from './request-guard';

export const GRAPHQL_PATH = '/api/graphql';

export const POST_ONLY_MESSAGE =
  'The GraphQL API accepts only POST requests with a JSON body, so passwords and tokens never appear in a URL.';

export interface GraphqlDeps {
  /** The API the application assembled from its features (schema.ts), and its root resolvers. */
  schema: GraphQLSchema;
  rootValue: Record<string, unknown>;
  env: Env;
  db: Db;
  pool: pg.Pool;
  /** The guests' throttles, shared with REST /rsvp. */
  throttles: RsvpThrottles;
  codeUseFor: CodeUseFor;
  mail: MailConfig;
  viewLinks: ViewLinks;
  sitePages: SitePages;
}

/** Production gives no hints about the schema: "Did you mean …?" is dropped from every error. */
function formatError(production: boolean) {
  return (error: Readonly<GraphQLError | Error>): GraphQLError | Error => {
    if (!production || !(error instanceof GraphQLError)) return error;
    const message = withoutSuggestions(error.message);
    if (message === error.message) return error;
    return new GraphQLError(message, {
      ...(error.nodes ? { nodes: error.nodes } : {}),
      ...(error.path ? { path: error.path } : {}),
      extensions: error.extensions,
    });
  };
}

function contextFor(
  req: Request,
  { env, db, throttles, codeUseFor, mail, viewLinks, sitePages }: GraphqlDeps,
  auth: AdminAuth,
): GraphqlContext {
  const production = env.NODE_ENV === 'production';
  const tokenChecks = new Map<string, Promise<TokenProblem | undefined>>();
  const language = requestLanguage(req);
  return {
    db,
    auth,
    tokenProblem(token) {
      const check = tokenChecks.get(token) ?? auth.tokenProblem(token);
      tokenChecks.set(token, check);
      return check;
    },
    clientKey: clientKey(req.ip),
    networkKey: networkKey(req.ip),
    language,
    bearer: bearerToken(req),
    deviceId: auth.devices?.verify(readCookie(req.headers.cookie, DEVICE_COOKIE)),
    rememberDevice(value) {
      req.res?.cookie(DEVICE_COOKIE, value, {
        httpOnly: true,
        secure: production,
        sameSite: 'strict',
        path: GRAPHQL_PATH,
        maxAge: DEVICE_COOKIE_MAX_AGE_MS,
      });
    },
    throttles,
    codeUse: codeUseFor(req, language),
    rsvpDeadline: env.RSVP_DEADLINE,
    mail,
    viewLinks,
    sitePages,
    publicHost: isPublicHostRequest(req, env.PUBLIC_HOSTS),
    albumDir: albumDirOf(env),
  };
}

/**
 * `POST /api/graphql`: graphql-http's handler behind a small Express adapter of our own, so the
 * body parsed by the app's JSON reader is reused, GET is refused with a sentence, and an unexpected
 * failure goes to the app's error middleware instead of the console.
 */
export function graphqlRoutes(deps: GraphqlDeps): Router {
  const { env, pool } = deps;
  const production = env.NODE_ENV === 'production';
  const auth = createAdminAuth({
    pool,
    db: deps.db,
    jwtSecret: env.JWT_SECRET,
    passwordHash: env.ADMIN_PASSWORD_HASH,
    // env.ts refuses a plain password in production; this keeps it out even if that check moved.
    plainPassword: production ? undefined : env.ADMIN_PASSWORD,
  });
  const { schema } = deps;
  const guard = createRequestGuard({ schema, production });
  const handler = createHandler<Request, undefined, GraphqlContext>({
    schema,
    rootValue: deps.rootValue,
    onSubscribe: (req, params) => guard(req.raw.headers.accept, params),
    context: (req) => contextFor(req.raw, deps, auth),
    formatError: formatError(production),
    onOperation: (req, _args, result) => {
      const shown = publicErrors(result, req.raw.log);
      const accept = req.raw.headers.accept;
      return unavailableResponse(shown, accept) ?? unauthenticatedResponse(shown, accept) ?? shown;
    },
  });

  const router = Router();
  router.post(GRAPHQL_PATH, async (req, res, next) => {
    const request: GraphqlRequest<Request, undefined> = {
      method: req.method,
      url: req.originalUrl,
      headers: req.headers,
      // the app's JSON reader (http/json-body.ts) has read every JSON body; anything else is refused (415) unread.
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
