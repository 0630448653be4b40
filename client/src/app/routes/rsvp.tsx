import { Page } from '../../components/layout/page';
import { ReplyBy } from '../../components/ui/reply-by';
import { pageTitles } from '@edition/pages';
import { rsvpCopy } from '@edition/rsvp';
import { RsvpFlow } from '../../features/rsvp/components/rsvp-flow';

export default function RsvpRoute() {
  return (
    <Page title={pageTitles.rsvp} intro={rsvpCopy.intro} className="rsvp-page">
      <ReplyBy />
      <noscript>
        <p className="rsvp-noscript">{rsvpCopy.needsJavaScript}</p>
      </noscript>
      <RsvpFlow />
    </Page>
  );
}
