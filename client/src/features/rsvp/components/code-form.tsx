import { rsvpCopy } from '@edition/rsvp';
import { keepFocusOnPointerDown, TextField, useCodeEntry } from '../../../components/ui/text-field';
import { ContactLink } from './contact-link';

interface CodeFormProps {
  initialCode: string;
  /** Why the code in the address found nobody, if it did not. */
  message?: string | undefined;
  onCode: (code: string) => void;
}

/** The invitation code: the way in for two guests who share a name, or anyone with the card at hand. */
export function CodeForm({ initialCode, message, onCode }: CodeFormProps) {
  const { code, error, change, submit } = useCodeEntry('rsvp-code', initialCode, message, onCode);

  return (
    <form className="rsvp-code" noValidate onSubmit={submit} aria-labelledby="rsvp-code-heading">
      <h3 className="rsvp-code__heading" id="rsvp-code-heading">
        {rsvpCopy.lookup.codeHeading}
      </h3>
      <div className="rsvp-code__row">
        <TextField
          id="rsvp-code"
          label={rsvpCopy.lookup.codeLabel}
          hint={rsvpCopy.lookup.codeHelp}
          value={code}
          error={error}
          maxLength={12}
          autoComplete="off"
          onChange={change}
        />
        <button className="button rsvp-button-quiet" type="submit" onMouseDown={keepFocusOnPointerDown}>
          {rsvpCopy.lookup.codeSubmit}
        </button>
      </div>
      {error ? <ContactLink /> : null}
    </form>
  );
}
