import { GraphQLError } from './graphql-js';
import type { TokenProblem } from '../auth/token';
import type { GraphqlContext } from './context';

export const UNAUTHENTICATED_MESSAGES: Record<TokenProblem, string> = {
  missing: 'Please log in to the admin area first.',
  expired: 'Your session has expired. Please log in again.',
  invalid: 'Your session is not valid. Please log in again.',
  revoked: 'You have logged out. Please log in again.',
};

/**
 * Lets a host through or stops the field with UNAUTHENTICATED. The `token` argument wins; an empty
 * one falls back to the `Authorization: Bearer` header.
 */
export async function requireAdmin(context: GraphqlContext, token: string): Promise<void> {
  const candidate = token.trim() !== '' ? token.trim() : (context.bearer ?? '');
  const problem = await context.tokenProblem(candidate);
  if (problem) {
    throw new GraphQLError(UNAUTHENTICATED_MESSAGES[problem], { extensions: { code: 'UNAUTHENTICATED' } });
  }
}

/** A resolver that runs only for a host holding a valid token. */
export function adminOnly<Args extends { token: string }, Result>(
  resolve: (args: Args, context: GraphqlContext) => Promise<Result>,
): (args: Args, context: GraphqlContext) => Promise<Result> {
  return async (args, context) => {
    await requireAdmin(context, args.token);
    return resolve(args, context);
  };
}
