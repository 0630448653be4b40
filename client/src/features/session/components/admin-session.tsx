import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, type ReactNode } from 'react';
import { adminCopy } from '@riviera/content/en/admin';
import { adminKeys } from '../../../lib/graphql/admin-query';
import { SessionExpiredError } from '../../../lib/graphql/graphql-client';
import { useAdminSession } from '../lib/session';
import { LoginForm } from './login-form';

/** What the hosts' area gets while a host is logged in. */
export interface LoggedIn {
  token: string;
  /** Logs out: the session ends and every admin query is dropped. */
  logOut(): void;
}

/**
 * The hosts' session: the login while logged out, `children` while holding a token. A token the
 * server refuses, in any admin query or mutation, sends the host back to the login with its reason.
 */
export function AdminSession({ children }: { children: (session: LoggedIn) => ReactNode }) {
  const session = useAdminSession(adminCopy.login.expired);
  const queryClient = useQueryClient();
  const { logOut } = session;

  const endSession = useCallback(
    (notice: string) => {
      queryClient.removeQueries({ queryKey: adminKeys.all });
      logOut(notice);
    },
    [queryClient, logOut],
  );

  useEffect(() => {
    const check = (error: unknown) => {
      if (error instanceof SessionExpiredError) endSession(error.message || adminCopy.login.expired);
    };
    const unsubscribeQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') check(event.action.error);
    });
    const unsubscribeMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') check(event.action.error);
    });
    return () => {
      unsubscribeQueries();
      unsubscribeMutations();
    };
  }, [queryClient, endSession]);

  if (!session.token) return <LoginForm notice={session.notice} onLoggedIn={session.logIn} />;
  return children({ token: session.token, logOut: () => endSession(adminCopy.login.loggedOut) });
}
