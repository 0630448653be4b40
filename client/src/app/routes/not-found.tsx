import { LANGUAGE_PREFIXES, SITE_URL_PLACEHOLDER } from '@riviera/contract';
import { edition } from '@edition/edition';
import { Link } from 'react-router-dom';
import { Page } from '../../components/layout/page';
import { paths } from '../../config/paths';
import { notFoundCopy, pageTitles } from '@edition/pages';
import { useIsPublicHost } from '../../lib/public-host';

/**
 * The RSVP page at the address guests reply at (SITE_URL, never a public host: ADR 005, 072). The
 * HTML carries the placeholder, which the server and nginx replace with SITE_URL; the page reads the
 * address they wrote into `<meta name="site-url">`, so hydration finds the same link.
 */
function rsvpAddress(): string {
  const site =
    typeof document === 'undefined'
      ? SITE_URL_PLACEHOLDER
      : (document.querySelector('meta[name="site-url"]')?.getAttribute('content') ?? SITE_URL_PLACEHOLDER);
  return `${site}${LANGUAGE_PREFIXES[edition.language]}${paths.rsvp.href()}`;
}

/**
 * The not-found page. On the public host it is also what /info and /rsvp answer (with 404, ADR 005),
 * so there it says where replies are made, with a link to the RSVP page at the address that takes
 * them: a guest who typed /rsvp learns they answer by invitation, and where.
 */
export default function NotFoundRoute() {
  const isPublicHost = useIsPublicHost();
  return (
    <Page title={pageTitles.notFound}>
      <p>{notFoundCopy.body}</p>
      {isPublicHost ? (
        <>
          <p>{notFoundCopy.byInvitation}</p>
          <p>
            <a href={rsvpAddress()}>{notFoundCopy.rsvpLink}</a>
          </p>
        </>
      ) : null}
      <p>
        <Link to={paths.home.href()}>{notFoundCopy.homeLink}</Link>
      </p>
    </Page>
  );
}
