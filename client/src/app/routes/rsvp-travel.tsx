import { pageTitles } from '@edition/pages';
import { travelFormCopy } from '@edition/travel-form';
import { Page } from '../../components/layout/page';
import { TravelFlow } from '../../features/travel/components/party/travel-flow';

/** A party's travel details (ADR 049): private, opened with an invitation code. */
export default function RsvpTravelRoute() {
  return (
    <Page title={pageTitles.rsvpTravel} intro={travelFormCopy.intro} className="rsvp-page">
      <noscript>
        <p className="rsvp-noscript">{travelFormCopy.needsJavaScript}</p>
      </noscript>
      <TravelFlow />
    </Page>
  );
}
