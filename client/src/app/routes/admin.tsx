import { lazy, Suspense } from 'react';
import { adminCopy } from '@riviera/content/en/admin';
import { Page } from '../../components/layout/page';
import { pageTitles } from '@edition/pages';
import { AdminSession } from '../../features/auth/components/admin-session';
import '../../components/admin/admin.css';

// The dashboard is a chunk of its own (ADR 090): the login the page opens on hydrates without it.
const Dashboard = lazy(() => import('../admin/dashboard').then((module) => ({ default: module.Dashboard })));

/**
 * The hosts' area; the router loads this module (the session and the login) as its own chunk, and
 * the dashboard (guests, reports, mail...) once a host is logged in. Its HTML is the login (ADR
 * 090): a host with a session in this browser sees the dashboard once the app has read it.
 */
export default function AdminRoute() {
  return (
    <Page title={pageTitles.admin} className="admin-page">
      <AdminSession>
        {({ token, logOut }) => (
          <Suspense
            fallback={
              <p className="admin-loading" role="status">
                {adminCopy.session.loading}
              </p>
            }
          >
            <Dashboard token={token} onLogOut={logOut} />
          </Suspense>
        )}
      </AdminSession>
    </Page>
  );
}
