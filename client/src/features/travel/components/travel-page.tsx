import { Link } from 'react-router-dom';
import { Page } from '../../../components/layout/page';
import { paths } from '../../../config/paths';
import { pageTitles } from '@edition/pages';
import { travelCopy, travelSections } from '@edition/travel';
import { useIsPublicHost } from '../../../lib/public-host';

export function TravelPage() {
  const isPublicHost = useIsPublicHost();
  return (
    <Page title={pageTitles.travel} intro={travelCopy.intro} className="travel-page">
      {travelSections.map((section) => (
        <section key={section.id} className="text-section" aria-labelledby={`travel-${section.id}`}>
          <h2 id={`travel-${section.id}`} className="section-heading">
            {section.heading}
          </h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          {section.points ? (
            <ul className="text-section__points">
              {section.points.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
          ) : null}
        </section>
      ))}
      <p className="page-aside">
        {travelCopy.accommodationsLead}{' '}
        <Link to={paths.accommodations.href()}>{travelCopy.accommodationsLink}</Link>.
        {isPublicHost ? null : (
          <>
            {' '}
            {travelCopy.infoLead} <Link to={paths.info.href()}>{travelCopy.infoLink}</Link>.
          </>
        )}
      </p>
    </Page>
  );
}
