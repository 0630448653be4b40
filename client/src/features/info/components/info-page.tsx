import { Link } from 'react-router-dom';
import { Page } from '../../../components/layout/page';
import { ExternalLink } from '../../../components/ui/external-link';
import { paths } from '../../../config/paths';
import { pageTitles } from '@edition/pages';
import { infoCopy, infoGroups } from '@edition/info';

export function InfoPage() {
  return (
    <Page
      title={pageTitles.info}
      className="info-page"
      intro={
        <>
          {infoCopy.intro} <Link to={paths.travel.href()}>{infoCopy.travelLink}</Link>.
        </>
      }
    >
      <div className="link-groups">
        {infoGroups.map((group) => (
          <section key={group.id} className="link-group" aria-labelledby={`info-${group.id}`}>
            <h2 id={`info-${group.id}`} className="link-group__heading">
              {group.heading}
            </h2>
            <p className="link-group__intro">{group.intro}</p>
            <ul className="link-group__list">
              {group.links.map((link) => (
                <li key={link.url}>
                  <ExternalLink href={link.url} newTabNotice={infoCopy.opensInNewTab} className="text-link">
                    {link.label}
                  </ExternalLink>
                  <p>{link.description}</p>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </Page>
  );
}
