import { MESSAGES } from '@riviera/contract';
import type { ExecutionResult } from 'graphql';
import type { Response as GraphqlResponse } from 'graphql-http';
import { BUSY_MESSAGE, isDatabaseUnavailable, RETRY_AFTER_SECONDS } from '../db/unavailable';
import type { Logger } from '../logger';
import type { GraphqlContext } from './context';
import { GraphQLError } from './graphql-js';

export const INTERNAL_MESSAGE = MESSAGES.request.internal;

export const NOT_FOUND_MESSAGE = 'There is nothing at this address.';

/** Guests answer on the private host only: on a public host their fields do not exist, as /rsvp. */
export function refuseOnPublicHost(context: GraphqlContext): void {
  if (context.publicHost) {
    throw new GraphQLError(NOT_FOUND_MESSAGE, { extensions: { code: 'NOT_FOUND' } });
  }
}

/**
 * The errors of a result as the client may see them: a GraphQLError raised on purpose (the admin
 * guard, the public-host rule, the request limits) keeps its sentence and code; a database that
 * cannot be reached is SERVICE_UNAVAILABLE (answered 503); anything else is a bug, logged in full
 * and answered with a plain sentence, so no SQL, stack or internal message leaves the server.
 * Services refuse with values (result.ts), which resolvers turn into payloads (refusal.ts).
 */
export function publicErrors(result: ExecutionResult, log: Logger): ExecutionResult {
  if (!result.errors) return result;
  const errors = result.errors.map((error) => {
    const original = error.originalError;
    if (!original || original instanceof GraphQLError) return error;
    const base = { nodes: error.nodes, path: error.path };
    if (isDatabaseUnavailable(original)) {
      log.warn({ err: original, path: error.path?.join('.') }, 'database unavailable');
      return new GraphQLError(BUSY_MESSAGE, { ...base, extensions: { code: 'SERVICE_UNAVAILABLE' } });
    }
    log.error({ err: original, path: error.path?.join('.') }, 'GraphQL resolver failed');
    return new GraphQLError(INTERNAL_MESSAGE, { ...base, extensions: { code: 'INTERNAL_SERVER_ERROR' } });
  });
  return { ...result, errors };
}

/** The content type of a GraphQL answer, by the same rule as graphql-http. */
export function graphqlContentType(accept: string | undefined): string {
  return answersGraphqlResponse(accept)
    ? 'application/graphql-response+json; charset=utf-8'
    : 'application/json; charset=utf-8';
}

/**
 * A request that met an unreachable database is answered 503 with Retry-After, whatever the media
 * type, so browsers and nginx know to try again rather than read it as a failed answer.
 */
export function unavailableResponse(
  result: ExecutionResult,
  accept: string | undefined,
): GraphqlResponse | undefined {
  if (!result.errors?.some((error) => error.extensions.code === 'SERVICE_UNAVAILABLE')) return undefined;
  return [
    JSON.stringify(result),
    {
      status: 503,
      statusText: 'Service Unavailable',
      headers: {
        'content-type': graphqlContentType(accept),
        'retry-after': String(RETRY_AFTER_SECONDS),
      },
    },
  ];
}

/** Which of the two GraphQL-over-HTTP media types graphql-http answers with, by the same rule. */
export function answersGraphqlResponse(accept: string | undefined): boolean {
  for (const item of (accept ?? '*/*').replace(/\s/g, '').toLowerCase().split(',')) {
    const type = item.split(';')[0];
    if (type === 'application/graphql-response+json') return true;
    if (type === 'application/json' || type === 'application/*' || type === '*/*') return false;
  }
  return false;
}

/**
 * A request whose token was refused gets the errors and no data at all, so nothing of a partly
 * run request leaks. Without data, the GraphQL-over-HTTP spec asks for a 4xx status under
 * application/graphql-response+json (401 here); application/json keeps 200, as that spec says.
 */
export function unauthenticatedResponse(
  result: ExecutionResult,
  accept: string | undefined,
): GraphqlResponse | undefined {
  const refused = result.errors?.filter((error) => error.extensions.code === 'UNAUTHENTICATED') ?? [];
  if (refused.length === 0) return undefined;
  const graphqlResponse = answersGraphqlResponse(accept);
  return [
    JSON.stringify({ errors: refused }),
    {
      status: graphqlResponse ? 401 : 200,
      statusText: graphqlResponse ? 'Unauthorized' : 'OK',
      headers: { 'content-type': graphqlContentType(accept), 'www-authenticate': 'Bearer' },
    },
  ];
}
