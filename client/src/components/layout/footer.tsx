import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { couple, footerCopy, venue, weddingDate } from '@edition/site';

export function Footer() {
  return (
    <footer className="site-footer">
      <p className="site-footer__names">{couple.together}</p>
      <p>
        {weddingDate.weekend} · {venue.town}
      </p>
      <p>
        <Link to={paths.travel.href()}>{footerCopy.travelLink}</Link>
      </p>
      <p>
        <Link to={paths.faq.href()}>{footerCopy.faqLink}</Link>
      </p>
      <p className="site-footer__closing">{footerCopy.closing}</p>
    </footer>
  );
}
