import { Page } from '../../components/layout/page';
import { pageTitles } from '../../content';

export default function InfoRoute() {
  return <Page title={pageTitles.info} />;
}
