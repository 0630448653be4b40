import { useEffect } from 'react';
import { rsvpCopy } from '@edition/rsvp';
import { keepFocusOnPointerDown, TextField, useCodeEntry } from '../../../components/ui/text-field';
import { ContactLink } from './contact-link';

interface CodeFormProps {
  initialCode: string;
  /** Why the code in the address found nobody, if it did not. */
  message?: string | undefined;
  onCode: (code: string) => void;
  /** Take focus (and come into view) as it appears: it says why the link's code opened nothing. */
  focus?: boolean;
}

/** The invitation code: the way in for two guests who share a name, or anyone with the card at hand. */
export function CodeForm({ initialCode, message, onCode, focus = false }: CodeFormProps) {
  const { code, error, change, submit } = useCodeEntry('rsvp-code', initialCode, message, onCode);
  useEffect(() => {
    if (!focus) return;
    const field = document.getElementById('rsvp-code');
    field?.focus({ preventScroll: true });
    // The page's title and introduction are above: the field and its sentence come to the middle.
    field?.scrollIntoView?.({ block: 'center' });
  }, [focus]);

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
