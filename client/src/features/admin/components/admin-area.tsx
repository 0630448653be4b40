import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { adminCopy } from '@riviera/content/en/admin';
import { SessionExpiredError } from '../api/graphql-client';
import { adminKeys } from '../api/keys';
import { useAdminSession } from '../lib/session';
import { Dashboard } from './dashboard';
import { LoginForm } from './login-form';
import './admin.css';

/** The admin area: the login while logged out, the dashboard while holding a token. */
export function AdminArea() {
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
  return <Dashboard token={session.token} onLogOut={() => endSession(adminCopy.login.loggedOut)} />;
}
