import { MESSAGES, type GuestLookupFound, type RsvpPayload } from '@riviera/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Spinner } from '../../../components/ui/spinner';
import { rsvpCopy } from '../../../content/en/rsvp';
import { useHydrated } from '../../../lib/use-hydrated';
import { guestByCodeQueryOptions } from '../api/lookup-guest';
import { LookupStep } from './lookup-step';
import { RsvpForm } from './rsvp-form';
import { SuccessStep } from './success-step';
import './rsvp.css';

type Step =
  | { name: 'lookup'; returned: boolean }
  | { name: 'form'; guest: GuestLookupFound }
  | { name: 'success'; saved: RsvpPayload };

/**
 * The specification's three steps: lookup, form, success. `/rsvp?code=XXXXXX` (the link printed on
 * an invitation) skips the lookup through the same service, by code.
 */
export function RsvpFlow() {
  const [params, setParams] = useSearchParams();
  // The pre-rendered page is the lookup; an invitation link's code is read once hydrated.
  const hydrated = useHydrated();
  const code = hydrated ? (params.get('code') ?? undefined) : undefined;
  const [step, setStep] = useState<Step>({ name: 'lookup', returned: false });
  const byCode = useQuery({ ...guestByCodeQueryOptions(code ?? ''), enabled: code !== undefined });

  const saved = (payload: RsvpPayload) => setStep({ name: 'success', saved: payload });
  const startOver = () => {
    setStep({ name: 'lookup', returned: true });
    if (code !== undefined) setParams({});
  };

  if (step.name === 'success') return <SuccessStep saved={step.saved} />;
  if (step.name === 'form') return <RsvpForm guest={step.guest} onSaved={saved} onStartOver={startOver} />;

  let codeMessage: string | undefined;
  if (code !== undefined) {
    if (byCode.isPending) return <Spinner label={rsvpCopy.lookup.loadingCode} />;
    const outcome = byCode.data;
    if (outcome?.status === 'found') {
      return (
        <RsvpForm
          guest={outcome.guest}
          invitationCode={outcome.guest.invitationCode ?? code}
          onSaved={saved}
          onStartOver={startOver}
        />
      );
    }
    if (!outcome) codeMessage = MESSAGES.lookup.exception;
    else codeMessage = outcome.status === 'notFound' ? MESSAGES.lookup.codeNotFound : outcome.message;
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
