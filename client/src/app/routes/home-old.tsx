import { Page } from '../../components/layout/page';
import { pageTitles } from '../../content';

export default function HomeOldRoute() {
  return <Page title={pageTitles.homeOld} />;
}
