import type { LookupFields } from '@riviera/contract';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { rsvpFormCopy } from '@edition/rsvp-form';
import type { SavedRsvp } from '../api/submit-rsvp';
import { useFocusOnMount } from '../../../components/ui/text-field';
import { NextSteps } from './next-steps';
import { SavedSummary } from './saved-summary';

/** Below the site's first breakpoint (layout.css): a phone, where the step comes to the top. */
const PHONE = '(max-width: 39.99rem)';

/** The specification's auto-redirect after a successful RSVP. */
export const REDIRECT_SECONDS = 2;

/**
 * Step 3: the server's thanks (worded for a yes or a no), a visible countdown, what it stored, then
 * home, unless the guest starts using the page meanwhile. The page scrolls back to its top, where
 * the step now is: a guest who sent from the bottom of a long form sees the thanks, not the footer.
 */
export function SuccessStep({
  guest,
  saved,
  invitationCode,
}: {
  /** The guest as the list has them (the lookup's names; the code when they came by it). */
  guest: LookupFields & { invitationCode?: string | null };
  saved: SavedRsvp;
  /** The guest's code, when they came with it: their party's travel page opens with it. */
  invitationCode?: string | undefined;
}) {
  const answer = saved.answer;
  // The thanks look at the whole party, as the pass and the confirmation do (ADR 067): a guest who
  // cannot come while their children do is not only told they will be missed.
  const selfComing = Boolean(answer && (answer.attending || answer.plusOneAttending));
  const partyComing = (saved.party ?? []).some((member) => member.previousAnswer?.attending === true);
  const navigate = useNavigate();
  const [seconds, setSeconds] = useState(REDIRECT_SECONDS);
  const headingRef = useFocusOnMount<HTMLHeadingElement>();
  const stepRef = useRef<HTMLElement>(null);
  // After the heading took focus (which scrolls only as far as the heading). On a phone the page's
  // title and introduction would push the countdown below the fold: the step itself comes to the top,
  // under the header; a wider screen shows the page from its top, the step in view.
  // Braces: a recent Chromium's scrollTo returns a promise, which React would take for a cleanup.
  useEffect(() => {
    if (window.matchMedia?.(PHONE).matches) stepRef.current?.scrollIntoView?.({ block: 'start' });
    else window.scrollTo({ top: 0 });
  }, []);
  const goHome = () => void navigate(paths.home.href());
  // A guest who touches, scrolls or types in those two seconds is reading or reaching for a link
  // (their weekend pass, their travel page): the countdown stops and the page waits for them (WCAG
  // 2.2.1, a time limit the user can stop). Left alone, the page goes home as the specification says.
  const [staying, setStaying] = useState(false);
  useEffect(() => {
    if (staying) return;
    const stay = () => setStaying(true);
    const uses = ['pointerdown', 'keydown', 'wheel'] as const;
    for (const use of uses) window.addEventListener(use, stay, { passive: true });
    return () => {
      for (const use of uses) window.removeEventListener(use, stay);
    };
  }, [staying]);

  useEffect(() => {
    if (staying) return;
    if (seconds <= 0) {
      void navigate(paths.home.href());
      return;
    }
    const timer = setTimeout(() => setSeconds((left) => left - 1), 1000);
    return () => clearTimeout(timer);
  }, [seconds, navigate, staying]);

  return (
    <section className="rsvp-step rsvp-success" aria-labelledby="rsvp-success-heading" ref={stepRef}>
      <h2 className="rsvp-step__heading" id="rsvp-success-heading" tabIndex={-1} ref={headingRef}>
        {rsvpFormCopy.success.heading}
      </h2>
      {saved.message ? <p className="rsvp-success__message">{saved.message}</p> : null}
      {answer ? (
        <p className="rsvp-success__message">
          {selfComing
            ? rsvpFormCopy.success.attending
            : partyComing
              ? rsvpFormCopy.success.partyComing
              : rsvpFormCopy.success.declining}
        </p>
      ) : null}
      {/* The specification's countdown and the way home, then what comes next, before the summary:
          a family's answers run longer than a phone's screen, and the two seconds and the next
          steps must be seen as the thanks appear (ADR 072). */}
      <p className="rsvp-success__countdown" aria-live="polite">
        {staying ? rsvpFormCopy.success.staying : rsvpFormCopy.success.countdown(Math.max(seconds, 0))}
      </p>
      <button className="button" type="button" onClick={goHome}>
        {rsvpFormCopy.success.goHome}
      </button>
      <NextSteps
        invitationCode={invitationCode}
        coming={selfComing || partyComing}
        confirmationTo={saved.confirmationTo}
      />
      {answer ? <SavedSummary guest={guest} answer={answer} party={saved.party} /> : null}
      {/* With the code the next pages are above: where the copy went comes after the answers. */}
      {invitationCode && saved.confirmationTo ? (
        <p className="rsvp-note">{rsvpFormCopy.success.emailed(saved.confirmationTo)}</p>
      ) : null}
    </section>
  );
}
