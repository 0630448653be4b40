import { Page } from '../../components/layout/page';
import { pageTitles } from '../../content';
import { AdminArea } from '../../features/admin/components/admin-area';

/** The hosts' area; the router loads this module (and all of the admin feature) as its own chunk. */
export default function AdminRoute() {
  return (
    <Page title={pageTitles.admin} className="admin-page">
      <AdminArea />
    </Page>
  );
}
