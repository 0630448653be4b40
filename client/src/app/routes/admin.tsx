import { Page } from '../../components/layout/page';
import { pageTitles } from '../../content';

export default function AdminRoute() {
  return <Page title={pageTitles.admin} />;
}
