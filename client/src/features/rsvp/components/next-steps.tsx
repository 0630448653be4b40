import { rsvpFormCopy } from '@edition/rsvp-form';
import { TravelLink, WeekendLink } from './next-links';

interface NextStepsProps {
  /** The code the guest came with: the party's pages open with it, here. */
  invitationCode: string | undefined;
  /** Anyone of the party comes: the weekend pass has something to show. */
  coming: boolean;
  /** Where the confirmation went, when one was sent (masked when the guest typed their name). */
  confirmationTo: string | undefined;
}

/**
 * What comes next, right under the thanks' countdown and Go Home, where the guest looks as the
 * thanks appear (ADR 072): with the code, the travel page and the weekend pass; by name, which
 * opens neither, where the private link is: the confirmation on its way (to the masked address), or
 * the invitation's mail and card when no confirmation went.
 */
export function NextSteps({ invitationCode, coming, confirmationTo }: NextStepsProps) {
  const copy = rsvpFormCopy.success;
  return (
    <div className="rsvp-next" role="group" aria-labelledby="rsvp-next-heading">
      <h3 className="rsvp-next__heading" id="rsvp-next-heading">
        {copy.nextHeading}
      </h3>
      {invitationCode ? <TravelLink code={invitationCode} hint={false} /> : null}
      {invitationCode && coming ? <WeekendLink code={invitationCode} /> : null}
      {/* By name, which opens neither page: where the private link is (the copy with the code
          is told under the answers). */}
      {!invitationCode && confirmationTo ? <p className="rsvp-note">{copy.emailed(confirmationTo)}</p> : null}
      {invitationCode ? null : (
        <p className="rsvp-note rsvp-note--long">
          {confirmationTo ? copy.privateLinkMailed : copy.privateLinkElsewhere}
        </p>
      )}
    </div>
  );
}
