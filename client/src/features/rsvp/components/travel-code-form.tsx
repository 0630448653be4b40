import { parseInvitationCode } from '@riviera/contract';
import { messages } from '@edition/messages';
import { travelFormCopy } from '@edition/travel-form';
import { useState, type FormEvent } from 'react';
import { focusField, keepFocusOnPointerDown, TextField } from '../../../components/ui/text-field';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';

interface TravelCodeFormProps {
  initialCode: string;
  /** Why the code in the address opened nothing, if it did not. */
  message?: string | undefined;
  onCode: (code: string) => void;
}

/** The way in without the link: the invitation code, typed. */
export function TravelCodeForm({ initialCode, message, onCode }: TravelCodeFormProps) {
  const copy = travelFormCopy.code;
  const [code, setCode] = useState(initialCode);
  const [error, setError] = useState(message);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseInvitationCode(code);
    if (!parsed) {
      setError(messages.lookup.codeInvalid);
      focusField('travel-code');
      return;
    }
    onCode(parsed);
  };

  return (
    <section className="rsvp-step" aria-labelledby="travel-code-heading">
      <h2 className="rsvp-step__heading" id="travel-code-heading">
        {copy.heading}
      </h2>
      <form className="rsvp-code travel-code" noValidate onSubmit={submit}>
        <div className="rsvp-code__row">
          <TextField
            id="travel-code"
            label={copy.label}
            hint={copy.help}
            value={code}
            error={error}
            maxLength={12}
            autoComplete="off"
            onChange={(value) => {
              setCode(value);
              setError(undefined);
            }}
          />
          <button className="button" type="submit" onMouseDown={keepFocusOnPointerDown}>
            {copy.submit}
          </button>
        </div>
        {error ? (
          <p className="rsvp-contact-link">
            <Link to={`${paths.faq.href()}#contact`}>{travelFormCopy.contactLink}</Link>
          </p>
        ) : null}
      </form>
    </section>
  );
}
