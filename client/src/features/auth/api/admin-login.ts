import { useMutation } from '@tanstack/react-query';
import { adminCopy } from '@riviera/content/en/admin';
import { GraphqlRequestError, graphqlRequest } from '../../../lib/graphql/graphql-client';
import { AdminLoginDocument } from '../../../lib/graphql/operations.generated';

export type LoginOutcome = { ok: true; token: string } | { ok: false; message: string };

/**
 * AdminLogin: the password for a token. A refusal is the server's message or 'Authentication
 * failed'; the promise rejects only when no answer came (the screen then says an error occurred).
 */
export async function adminLogin(password: string): Promise<LoginOutcome> {
  try {
    const { data } = await graphqlRequest(AdminLoginDocument, { password });
    const answer = data?.adminLogin;
    if (answer?.success && answer.token) return { ok: true, token: answer.token };
    return { ok: false, message: answer?.message?.trim() || adminCopy.login.failed };
  } catch (error) {
    if (error instanceof GraphqlRequestError)
      return { ok: false, message: error.message || adminCopy.login.failed };
    throw error;
  }
}

export function useAdminLogin() {
  return useMutation({ mutationFn: adminLogin });
}
