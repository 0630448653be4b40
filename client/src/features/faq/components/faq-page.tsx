import { Link } from 'react-router-dom';
import { Page } from '../../../components/layout/page';
import { paths } from '../../../config/paths';
import { pageTitles } from '@edition/pages';
import { contactEmail, faqCopy, faqEntries } from '@edition/faq';
import { useIsPublicHost } from '../../../lib/public-host';
import { published } from '../../../lib/published-content';
import { RichText } from '../../../components/ui/rich-text';

/** The id the footer and the RSVP lookup's messages link to. */
const CONTACT_ID = 'contact';

/**
 * `/faq`: the questions guests ask, and where "contact the couple" leads (the address, from
 * content). On the public host, which has no RSVP page, the question about replying is left out.
 */
export function FaqPage() {
  const isPublicHost = useIsPublicHost();
  const entries = isPublicHost ? faqEntries.filter((entry) => !entry.aboutReplying) : faqEntries;
  // The hosts' published words over the built ones (ADR 079).
  const email = published('info.contactEmail', contactEmail);
  return (
    <Page title={pageTitles.faq} intro={published('questions.intro', faqCopy.intro)} className="faq-page">
      <section id={CONTACT_ID} className="text-section faq-contact" aria-labelledby="faq-contact-heading">
        <h2 id="faq-contact-heading" className="section-heading">
          {faqCopy.contactHeading}
        </h2>
        <p>
          {faqCopy.contactLead} <a href={`mailto:${email}`}>{email}</a>.
        </p>
        <p>{faqCopy.contactTail}</p>
      </section>
      {entries.map((entry) => (
        <section key={entry.id} className="text-section" aria-labelledby={`faq-${entry.id}`}>
          <h2 id={`faq-${entry.id}`} className="section-heading">
            {published(`questions.${entry.id}.question`, entry.question)}
          </h2>
          <RichText field={`questions.${entry.id}.answer`} paragraphs={entry.answer} />
        </section>
      ))}
      <p className="page-aside">
        <Link to={paths.events.href()}>{faqCopy.eventsLink}</Link>.
      </p>
    </Page>
  );
}
