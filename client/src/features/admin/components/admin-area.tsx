import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { adminCopy } from '../../../content/en/admin';
import { adminLogout } from '../api/admin-logout';
import { SessionExpiredError } from '../api/graphql-client';
import { adminKeys } from '../api/keys';
import { useAdminSession } from '../lib/session';
import { Dashboard } from './dashboard';
import { LoginForm } from './login-form';
import './admin.css';

/** The admin area: the login while logged out, the dashboard while holding a token. */
export function AdminArea() {
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

  // A token the server refuses, in any admin query or mutation, sends the host back to the login.
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
  return <Dashboard token={token} onLogOut={logOutEverywhere} />;
}
