import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { rsvpFormCopy } from '@edition/rsvp-form';

/**
 * The party's travel page (ADR 049), for a guest who came with their code; with what it asks for,
 * except under the thanks, where room is short.
 */
export function TravelLink({ code, hint = true }: { code: string; hint?: boolean }) {
  return (
    <p className="rsvp-travel-link">
      <Link to={paths.rsvpTravel.href(code)}>{rsvpFormCopy.travel.link}</Link>
      {hint ? <span className="rsvp-travel-link__hint">{rsvpFormCopy.travel.hint}</span> : null}
    </p>
  );
}

/** The party's weekend pass (ADR 054), for a guest who came with their code and has answered. */
export function WeekendLink({ code }: { code: string }) {
  return (
    <p className="rsvp-note">
      <Link to={paths.weekend.href(code)}>{rsvpFormCopy.success.weekendLink}</Link>
    </p>
  );
}
