import { Page } from '../../components/layout/page';
import { pageTitles } from '../../content';

export default function EventsRoute() {
  return <Page title={pageTitles.events} />;
}
