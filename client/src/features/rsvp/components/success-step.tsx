import type { RsvpPayload } from '@riviera/contract';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { rsvpCopy } from '@edition/rsvp';
import { useFocusOnMount } from '../lib/focus';
import { SavedSummary } from './saved-summary';

/** The specification's auto-redirect after a successful RSVP. */
export const REDIRECT_SECONDS = 2;

/**
 * Step 3: thanks (worded for a yes or a no), what was saved, a visible countdown, then home. The
 * page scrolls back to its top, where the step now is: a guest who sent from the bottom of a long
 * form sees the thanks, not the footer.
 */
export function SuccessStep({
  saved,
  confirmationTo,
}: {
  saved: RsvpPayload;
  /** Where the confirmation went, as the server told it (masked when the guest came by name). */
  confirmationTo?: string | undefined;
}) {
  const anyoneAttending = saved.attending || saved.plusOneAttending;
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
        {rsvpCopy.success.heading}
      </h2>
      <p className="rsvp-success__message">
        {anyoneAttending ? rsvpCopy.success.attending : rsvpCopy.success.declining}
      </p>
      {confirmationTo ? <p className="rsvp-note">{rsvpCopy.success.emailed(confirmationTo)}</p> : null}
      <SavedSummary payload={saved} />
      <p className="rsvp-success__countdown" aria-live="polite">
        {rsvpCopy.success.countdown(Math.max(seconds, 0))}
      </p>
      <button className="button" type="button" onClick={goHome}>
        {rsvpCopy.success.goHome}
      </button>
    </section>
  );
}
