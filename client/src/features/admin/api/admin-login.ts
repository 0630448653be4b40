import { useMutation } from '@tanstack/react-query';
import { adminCopy } from '@riviera/content/en/admin';
import { GraphqlRequestError, graphqlRequest } from './graphql-client';

export type LoginOutcome = { ok: true; token: string } | { ok: false; message: string };

const ADMIN_LOGIN = `query AdminLogin($password: String!) {
  adminLogin(password: $password) { success message token }
}`;

/**
 * AdminLogin: the password for a token. A refusal is the server's message or 'Authentication
 * failed'; the promise rejects only when no answer came (the screen then says an error occurred).
 */
export async function adminLogin(password: string): Promise<LoginOutcome> {
  try {
    const { data } = await graphqlRequest<{
      adminLogin: { success: boolean; message: string | null; token: string | null };
    }>('AdminLogin', ADMIN_LOGIN, { password });
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
