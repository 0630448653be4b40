import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, type ReactNode } from 'react';
import { adminCopy } from '@riviera/content/en/admin';
import { adminKeys } from '../../../lib/graphql/admin-query';
import { SessionExpiredError } from '../../../lib/graphql/graphql-client';
import { adminLogout } from '../api/admin-logout';
import { useAdminSession } from '../lib/session';
import { LoginForm } from './login-form';

/** What the hosts' area gets while a host is logged in. */
export interface LoggedIn {
  token: string;
  /** Logs out: the token is ended on the server, the session ends and every admin query is dropped. */
  logOut(): void;
}

/**
 * The hosts' session, one per browser (ADR 034): the login while logged out, `children` while
 * holding a token. A token the server refuses, in any admin query or mutation, sends the host back
 * to the login with its reason; logging in or out in another tab is followed here.
 */
export function AdminSession({ children }: { children: (session: LoggedIn) => ReactNode }) {
  const session = useAdminSession(adminCopy.login.expired, adminCopy.login.loggedOut);
  const queryClient = useQueryClient();
  const { logOut } = session;

  const endSession = useCallback(
    (notice: string) => {
      queryClient.removeQueries({ queryKey: adminKeys.all });
      logOut(notice);
    },
    [queryClient, logOut],
  );

  // Logged out here or in another tab: nothing of the admin area stays in this tab's cache.
  useEffect(() => {
    if (!session.token) queryClient.removeQueries({ queryKey: adminKeys.all });
  }, [session.token, queryClient]);

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
  const { token } = session;
  // The token is ended on the server first, so it is refused everywhere, then forgotten here (and in
  // every other tab of this browser).
  const logOutEverywhere = () => void adminLogout(token).then(() => endSession(adminCopy.login.loggedOut));
  return children({ token, logOut: logOutEverywhere });
}
