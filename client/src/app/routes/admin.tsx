import { Page } from '../../components/layout/page';
import { pageTitles } from '@edition/pages';
import { AdminSession } from '../../features/auth/components/admin-session';
import { useHydrated } from '../../lib/use-hydrated';
import { Dashboard } from '../admin/dashboard';
import '../../components/admin/admin.css';

/**
 * The hosts' area; the router loads this module (and the hosts' features: session, guests, reports,
 * mail) as its own chunk. Its HTML is only the frame: whether the login or the dashboard shows
 * depends on the tab's session.
 */
export default function AdminRoute() {
  const hydrated = useHydrated();
  return (
    <Page title={pageTitles.admin} className="admin-page">
      {hydrated ? (
        <AdminSession>{({ token, logOut }) => <Dashboard token={token} onLogOut={logOut} />}</AdminSession>
      ) : null}
    </Page>
  );
}
