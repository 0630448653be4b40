import type { LookupFields } from '@riviera/contract';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { rsvpFormCopy } from '@edition/rsvp-form';
import type { SavedRsvp } from '../api/submit-rsvp';
import { useFocusOnMount } from '../lib/focus';
import { SavedSummary } from './saved-summary';

/** The specification's auto-redirect after a successful RSVP. */
export const REDIRECT_SECONDS = 2;

/**
 * Step 3: the server's thanks (worded for a yes or a no), what it stored, a visible countdown, then
 * home. The page scrolls back to its top, where the step now is: a guest who sent from the bottom of
 * a long form sees the thanks, not the footer.
 */
export function SuccessStep({
  guest,
  saved,
}: {
  /** The guest as the list has them (the lookup's names). */
  guest: LookupFields;
  saved: SavedRsvp;
}) {
  const answer = saved.answer;
  const navigate = useNavigate();
  const [seconds, setSeconds] = useState(REDIRECT_SECONDS);
  const headingRef = useFocusOnMount<HTMLHeadingElement>();
  // After the heading took focus (which scrolls only as far as the heading).
  // Braces: a recent Chromium's scrollTo returns a promise, which React would take for a cleanup.
  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, []);
  const goHome = () => void navigate(paths.home.href());

  useEffect(() => {
    if (seconds <= 0) {
      void navigate(paths.home.href());
      return;
    }
    const timer = setTimeout(() => setSeconds((left) => left - 1), 1000);
    return () => clearTimeout(timer);
  }, [seconds, navigate]);

  return (
    <section className="rsvp-step rsvp-success" aria-labelledby="rsvp-success-heading">
      <h2 className="rsvp-step__heading" id="rsvp-success-heading" tabIndex={-1} ref={headingRef}>
        {rsvpFormCopy.success.heading}
      </h2>
      {saved.message ? <p className="rsvp-success__message">{saved.message}</p> : null}
      {answer ? (
        <p className="rsvp-success__message">
          {answer.attending || answer.plusOneAttending
            ? rsvpFormCopy.success.attending
            : rsvpFormCopy.success.declining}
        </p>
      ) : null}
      {saved.confirmationTo ? (
        <p className="rsvp-note">{rsvpFormCopy.success.emailed(saved.confirmationTo)}</p>
      ) : null}
      {answer ? <SavedSummary guest={guest} answer={answer} party={saved.party} /> : null}
      <p className="rsvp-success__countdown" aria-live="polite">
        {rsvpFormCopy.success.countdown(Math.max(seconds, 0))}
      </p>
      <button className="button" type="button" onClick={goHome}>
        {rsvpFormCopy.success.goHome}
      </button>
    </section>
  );
}
