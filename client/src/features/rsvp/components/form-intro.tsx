import type { GuestLookupFound } from '@riviera/contract';
import { formatReplyTime, rsvpFormCopy } from '@edition/rsvp-form';
import { TravelLink, WeekendLink } from './next-links';

/**
 * Under the form's greeting: when the guest last replied, then their party's next pages. With the
 * code (the printed card's QR code brings it) the travel page (ADR 049) and, once answered, the
 * weekend pass (ADR 054); by name, which anyone may type, neither, and where the private link is.
 */
export function FormIntro({
  guest,
  invitationCode,
}: {
  guest: GuestLookupFound;
  invitationCode: string | undefined;
}) {
  const copy = rsvpFormCopy.form;
  const previous = guest.previousAnswer;
  return (
    <>
      {previous ? (
        <p className="rsvp-note rsvp-note--long">
          {previous.answeredBy
            ? copy.previousReplyBy(formatReplyTime(previous.submittedAt), previous.answeredBy)
            : copy.previousReply(formatReplyTime(previous.submittedAt))}
        </p>
      ) : null}
      {guest.answerOnFile ? (
        <p className="rsvp-note rsvp-note--long">
          {copy.answeredByName(formatReplyTime(guest.answerOnFile.submittedAt))}
        </p>
      ) : null}
      {invitationCode ? <TravelLink code={invitationCode} /> : null}
      {invitationCode && previous ? <WeekendLink code={invitationCode} /> : null}
      {invitationCode ? null : <p className="rsvp-note rsvp-note--long">{copy.privateLinkByName}</p>}
    </>
  );
}
