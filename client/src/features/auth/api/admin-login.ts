import { useCallback, useState } from 'react';
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

/**
 * The login as the form sends it: one request at a time, `isPending` while it is on its way. A
 * plain request rather than a query library's mutation: the login's chunk hydrates the page the
 * hosts open on, and the mutation code is the dashboard's to bring (ADR 090).
 */
export function useAdminLogin() {
  const [isPending, setPending] = useState(false);
  const mutate = useCallback(
    (
      password: string,
      handlers: { onSuccess(outcome: LoginOutcome): void; onError(error: unknown): void },
    ): void => {
      setPending(true);
      void adminLogin(password)
        .then(handlers.onSuccess, handlers.onError)
        .finally(() => setPending(false));
    },
    [],
  );
  return { isPending, mutate };
}
