import { Page } from '../../components/layout/page';
import { pageTitles } from '../../content';

export default function TravelRoute() {
  return <Page title={pageTitles.travel} />;
}
