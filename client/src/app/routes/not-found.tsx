import { Link } from 'react-router-dom';
import { Page } from '../../components/layout/page';
import { paths } from '../../config/paths';
import { notFoundCopy, pageTitles } from '@edition/pages';

export default function NotFoundRoute() {
  return (
    <Page title={pageTitles.notFound}>
      <p>{notFoundCopy.body}</p>
      <p>
        <Link to={paths.home.href()}>{notFoundCopy.homeLink}</Link>
      </p>
    </Page>
  );
}
