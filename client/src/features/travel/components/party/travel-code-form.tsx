import { travelFormCopy } from '@edition/travel-form';
import { keepFocusOnPointerDown, TextField, useCodeEntry } from '../../../../components/ui/text-field';
import { Link } from 'react-router-dom';
import { paths } from '../../../../config/paths';

interface TravelCodeFormProps {
  initialCode: string;
  /** Why the code in the address opened nothing, if it did not. */
  message?: string | undefined;
  onCode: (code: string) => void;
}

/** The way in without the link: the invitation code, typed. */
export function TravelCodeForm({ initialCode, message, onCode }: TravelCodeFormProps) {
  const copy = travelFormCopy.code;
  const { code, error, change, submit } = useCodeEntry('travel-code', initialCode, message, onCode);

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
            onChange={change}
          />
          <button className="button" type="submit" onMouseDown={keepFocusOnPointerDown}>
            {copy.submit}
          </button>
        </div>
        {error ? (
          // Its own link rather than the RSVP page's ContactLink: sharing that would put one more
          // chunk on /rsvp's first download.
          <p className="rsvp-contact-link">
            <Link to={`${paths.faq.href()}#contact`}>{travelFormCopy.contactLink}</Link>
          </p>
        ) : null}
      </form>
    </section>
  );
}
