import { Page } from '../../components/layout/page';
import { pageTitles } from '@edition/pages';
import { AdminArea } from '../../features/admin/components/admin-area';
import { useHydrated } from '../../lib/use-hydrated';

/**
 * The hosts' area; the router loads this module (and all of the admin feature) as its own chunk.
 * Its HTML is only the frame: whether the login or the dashboard shows depends on the tab's session.
 */
export default function AdminRoute() {
  const hydrated = useHydrated();
  return (
    <Page title={pageTitles.admin} className="admin-page">
      {hydrated ? <AdminArea /> : null}
    </Page>
  );
}
