import { Page } from '../../components/layout/page';
import { pageTitles } from '../../content';

export default function RsvpRoute() {
  return <Page title={pageTitles.rsvp} />;
}
