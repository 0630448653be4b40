import { Page } from '../../components/layout/page';
import { pageTitles } from '../../content';

export default function AccommodationsRoute() {
  return <Page title={pageTitles.accommodations} />;
}
