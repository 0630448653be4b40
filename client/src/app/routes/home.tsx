import { Page } from '../../components/layout/page';
import { pageTitles } from '../../content';

export default function HomeRoute() {
  return <Page title={pageTitles.home} />;
}
