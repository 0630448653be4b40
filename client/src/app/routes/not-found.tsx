import { Link } from 'react-router-dom';
import { Page } from '../../components/layout/page';
import { paths } from '../../config/paths';
import { notFoundCopy, pageTitles } from '@edition/pages';
import { useIsPublicHost } from '../../lib/public-host';

/**
 * The not-found page. On the public host it is also what /info and /rsvp answer (with 404, ADR 005),
 * so there it says where replies are made: a guest who typed /rsvp learns they answer by invitation.
 */
export default function NotFoundRoute() {
  const isPublicHost = useIsPublicHost();
  return (
    <Page title={pageTitles.notFound}>
      <p>{notFoundCopy.body}</p>
      {isPublicHost ? <p>{notFoundCopy.byInvitation}</p> : null}
      <p>
        <Link to={paths.home.href()}>{notFoundCopy.homeLink}</Link>
      </p>
    </Page>
  );
}
