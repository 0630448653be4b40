import { Link } from 'react-router-dom';
import { rsvpCopy } from '@edition/rsvp';
import { paths } from '../../../config/paths';

/** Under a lookup's message ("…or contact the couple"): where contacting the couple leads. */
export function ContactLink() {
  return (
    <p className="rsvp-contact-link">
      <Link to={`${paths.faq.href()}#contact`}>{rsvpCopy.lookup.contactLink}</Link>
    </p>
  );
}
