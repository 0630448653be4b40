import type { ExecutionResult } from 'graphql';
import type { Response as GraphqlResponse } from 'graphql-http';
import { isAppError } from '../http/errors';
import type { Logger } from '../logger';
import { GraphQLError } from './graphql-js';

export const INTERNAL_MESSAGE = 'Something went wrong on our side. Please try again in a moment.';

/**
 * The errors of a result as the client may see them: expected failures (AppError, GraphQLError
 * raised on purpose) keep their sentence and get a code; anything else is a bug, logged in full and
 * answered with a plain sentence, so no SQL, stack or internal message leaves the server.
 */
export function publicErrors(result: ExecutionResult, log: Logger): ExecutionResult {
  if (!result.errors) return result;
  const errors = result.errors.map((error) => {
    const original = error.originalError;
    if (!original || original instanceof GraphQLError) return error;
    const base = { nodes: error.nodes, path: error.path };
    if (isAppError(original)) {
      return new GraphQLError(original.message, {
        ...base,
        extensions: { code: original.code.toUpperCase() },
      });
    }
    log.error({ err: original, path: error.path?.join('.') }, 'GraphQL resolver failed');
    return new GraphQLError(INTERNAL_MESSAGE, { ...base, extensions: { code: 'INTERNAL_SERVER_ERROR' } });
  });
  return { ...result, errors };
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
      headers: {
        'content-type': graphqlResponse
          ? 'application/graphql-response+json; charset=utf-8'
          : 'application/json; charset=utf-8',
        'www-authenticate': 'Bearer',
      },
    },
  ];
}
