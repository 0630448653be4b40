import { codeProblem, type GuestLookupFound } from '@riviera/contract';
import { edition } from '@edition/edition';
import { messages } from '@edition/messages';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Spinner } from '../../../components/ui/spinner';
import { rsvpCopy } from '@edition/rsvp';
import { useHydrated } from '../../../lib/use-hydrated';
import { useSitePhase } from '../../../lib/site-phase';
import { PhaseCheck, WeekendOver } from '../../../components/ui/weekend-over';
import { afterWeddingCopy } from '@edition/after-wedding';
import { useGuestByCode } from '../api/lookup-guest';
import type { SavedRsvp } from '../api/submit-rsvp';
import { LookupStep } from './lookup-step';
import type * as LaterSteps from './later-steps';
import '../../../components/ui/guest-form.css';

/** The later steps' chunk, asked for once; a failed download (the phone offline) is tried again. */
let laterSteps: Promise<typeof LaterSteps> | undefined;
function loadLaterSteps() {
  laterSteps ??= import('./later-steps').catch((error: unknown) => {
    laterSteps = undefined;
    throw error;
  });
  return laterSteps;
}
const RsvpForm = lazy(() => loadLaterSteps().then((steps) => ({ default: steps.RsvpForm })));
const SuccessStep = lazy(() => loadLaterSteps().then((steps) => ({ default: steps.SuccessStep })));

/** While the later steps' chunk arrives (rarely seen: it is fetched as the page opens). */
function Later({ children }: { children: ReactNode }) {
  return <Suspense fallback={<Spinner label={rsvpCopy.lookup.loadingCode} />}>{children}</Suspense>;
}

type Step =
  | { name: 'lookup'; returned: boolean }
  | { name: 'form'; guest: GuestLookupFound }
  | { name: 'success'; guest: GuestLookupFound; saved: SavedRsvp };

/**
 * After the wedding (the hosts' phase, ADR 083) the page says so in place of the form; before, the
 * flow as ever, shown once the phase is told.
 */
export function RsvpFlow() {
  const phase = useSitePhase();
  if (phase === 'AFTER') return <WeekendOver>{afterWeddingCopy.rsvp}</WeekendOver>;
  return (
    <PhaseCheck checking={phase === undefined}>
      <RsvpSteps phaseKnown={phase !== undefined} />
    </PhaseCheck>
  );
}

/**
 * The specification's three steps: lookup, form, success. `/rsvp?code=XXXXXX` (the link printed on
 * an invitation) skips the lookup through the same service, by code.
 */
function RsvpSteps({ phaseKnown }: { phaseKnown: boolean }) {
  const [params, setParams] = useSearchParams();
  // The pre-rendered page is the lookup; an invitation link's code is read once hydrated and the
  // phase is told, so a step that takes the focus mounts once it can be focused (ADR 083).
  const hydrated = useHydrated() && phaseKnown;
  const code = hydrated ? (params.get('code') ?? undefined) : undefined;
  // A code no card carries (a character codes never use, a wrong length) is told here, by name,
  // without asking the server, which would only say it cannot be a printed code.
  const misprint = code === undefined ? undefined : codeProblem(code, messages, edition.language);
  const [step, setStep] = useState<Step>({ name: 'lookup', returned: false });
  const byCode = useGuestByCode(misprint === undefined ? code : undefined);
  // The later steps' chunk: at once for an invitation link (the form comes next), else as the guest
  // starts on the lookup, or once the page has settled (ADR 086).
  const byInvitationLink = code !== undefined;
  useEffect(() => {
    const load = () => void loadLaterSteps().catch(() => undefined);
    if (byInvitationLink) {
      load();
      return undefined;
    }
    const timer = window.setTimeout(load, 5_000);
    document.addEventListener('focusin', load, { once: true });
    document.addEventListener('pointerdown', load, { once: true });
    return () => {
      window.clearTimeout(timer);
      document.removeEventListener('focusin', load);
      document.removeEventListener('pointerdown', load);
    };
  }, [byInvitationLink]);

  const savedFor = (guest: GuestLookupFound) => (saved: SavedRsvp) =>
    setStep({ name: 'success', guest, saved });
  const startOver = () => {
    setStep({ name: 'lookup', returned: true });
    if (code !== undefined) setParams({});
  };

  if (step.name === 'success') {
    return (
      <Later>
        <SuccessStep
          guest={step.guest}
          saved={step.saved}
          invitationCode={step.guest.invitationCode ?? code}
        />
      </Later>
    );
  }
  if (step.name === 'form') {
    return (
      <Later>
        <RsvpForm guest={step.guest} onSaved={savedFor(step.guest)} onStartOver={startOver} />
      </Later>
    );
  }

  let codeMessage: string | undefined;
  if (misprint !== undefined) codeMessage = misprint;
  else if (code !== undefined) {
    if (byCode.isPending) return <Spinner label={rsvpCopy.lookup.loadingCode} />;
    const outcome = byCode.outcome;
    if (outcome?.status === 'found') {
      return (
        <Later>
          <RsvpForm
            guest={outcome.guest}
            invitationCode={outcome.guest.invitationCode ?? code}
            onSaved={savedFor(outcome.guest)}
            onStartOver={startOver}
          />
        </Later>
      );
    }
    // No answer came: the phone is offline (as the travel page says it), not a fault of the code.
    if (!outcome) codeMessage = rsvpCopy.lookup.codeOffline;
    else if (outcome.status === 'notFound') codeMessage = messages.lookup.codeNotFound;
    else if (outcome.status === 'child') codeMessage = rsvpCopy.lookup.childName;
    else codeMessage = outcome.message;
  }
  return (
    <LookupStep
      key={code ?? ''}
      code={code}
      codeMessage={codeMessage}
      focusHeading={step.returned}
      onFound={(guest) => setStep({ name: 'form', guest })}
      onCode={(next) => setParams({ code: next })}
    />
  );
}
