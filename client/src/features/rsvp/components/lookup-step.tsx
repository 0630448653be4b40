import {
  validateLookup,
  validateLookupField,
  type FieldErrors,
  type GuestLookupFound,
  type LookupFields,
} from '@riviera/contract';
import { useState, type FormEvent } from 'react';
import { messages } from '@edition/messages';
import { rsvpCopy } from '@edition/rsvp';
import { useLookupGuest } from '../api/lookup-guest';
import {
  focusField,
  keepFocusOnPointerDown,
  TextField,
  useFocusOnMount,
} from '../../../components/ui/text-field';
import { CodeForm } from './code-form';
import { ContactLink } from './contact-link';

const FIELD_IDS: Record<keyof LookupFields, string> = {
  firstName: 'rsvp-first-name',
  lastName: 'rsvp-last-name',
};

interface LookupStepProps {
  onFound: (guest: GuestLookupFound) => void;
  onCode: (code: string) => void;
  /** The code from the address, and what its lookup came to when it found nobody. */
  code?: string | undefined;
  codeMessage?: string | undefined;
  /** Focus the heading: the guest came back here from another step. */
  focusHeading: boolean;
}

/** Step 1: the guest finds themselves on the list by name, or by the code on their invitation. */
export function LookupStep({ onFound, onCode, code, codeMessage, focusHeading }: LookupStepProps) {
  const [fields, setFields] = useState<LookupFields>({ firstName: '', lastName: '' });
  const [errors, setErrors] = useState<FieldErrors<keyof LookupFields>>({});
  const [outcome, setOutcome] = useState<string>();
  const lookup = useLookupGuest();
  const headingRef = useFocusOnMount<HTMLHeadingElement>(focusHeading);
  const codeFirst = codeMessage !== undefined;
  const codeForm = (
    <CodeForm initialCode={code ?? ''} message={codeMessage} focus={codeFirst} onCode={onCode} />
  );

  const edit = (field: keyof LookupFields) => (value: string) => {
    setFields((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const check = (field: keyof LookupFields) => () => {
    setErrors((current) => ({ ...current, [field]: validateLookupField(field, fields[field], messages) }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateLookup(fields, messages);
    setErrors(found);
    if (found.firstName || found.lastName) {
      focusField(FIELD_IDS[found.firstName ? 'firstName' : 'lastName']);
      return;
    }
    setOutcome(undefined);
    lookup.mutate(fields, {
      onSuccess: (result) => {
        if (result.status === 'found') onFound(result.guest);
        else if (result.status === 'notFound') setOutcome(messages.lookup.notFound);
        else if (result.status === 'child') setOutcome(rsvpCopy.lookup.childName);
        else setOutcome(result.message);
      },
      onError: () => setOutcome(messages.lookup.exception),
    });
  };

  return (
    <section className="rsvp-step" aria-labelledby="rsvp-lookup-heading">
      <h2 className="rsvp-step__heading" id="rsvp-lookup-heading" tabIndex={-1} ref={headingRef}>
        {rsvpCopy.lookup.heading}
      </h2>
      <p className="rsvp-step__help">{rsvpCopy.lookup.help}</p>
      {/* A code from a link that opened nothing: its problem first, where the guest looks. */}
      {codeFirst ? codeForm : null}
      <form className="rsvp-lookup" noValidate onSubmit={submit}>
        <div className="rsvp-field-row">
          <TextField
            id={FIELD_IDS.firstName}
            label={rsvpCopy.lookup.firstName}
            value={fields.firstName}
            error={errors.firstName}
            required
            autoComplete="given-name"
            onChange={edit('firstName')}
            onBlur={check('firstName')}
          />
          <TextField
            id={FIELD_IDS.lastName}
            label={rsvpCopy.lookup.lastName}
            value={fields.lastName}
            error={errors.lastName}
            required
            autoComplete="family-name"
            onChange={edit('lastName')}
            onBlur={check('lastName')}
          />
        </div>
        {outcome ? (
          <>
            <p className="rsvp-alert" role="alert">
              {outcome}
            </p>
            <ContactLink />
          </>
        ) : null}
        <button
          className="button rsvp-submit"
          type="submit"
          disabled={lookup.isPending}
          onMouseDown={keepFocusOnPointerDown}
        >
          {lookup.isPending ? rsvpCopy.lookup.searching : rsvpCopy.lookup.submit}
        </button>
      </form>
      {codeFirst ? null : codeForm}
    </section>
  );
}
