import { Page } from '../../components/layout/page';
import { pageTitles } from '../../content';

export default function HomeV2Route() {
  return <Page title={pageTitles.homeV2} />;
}
