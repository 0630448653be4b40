import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { homeCopy, homeOldCopy } from '@edition/home';
import { useIsPublicHost } from '../../../lib/public-host';
import { usePageTitle } from '../../../lib/use-page-title';
import { KeepTogether } from '../../../components/ui/keep-together';
import { BannerSlideshow } from './banner-slideshow';

/** `/home-old`: the earlier home page, a banner slideshow over the names and an RSVP link. */
export function HomeOldPage() {
  usePageTitle();
  const isPublicHost = useIsPublicHost();
  return (
    <div className="home-old">
      <BannerSlideshow label={homeOldCopy.bannerLabel} />
      <div className="home-old__content">
        <p className="hero__kicker">{homeCopy.kicker}</p>
        <h1 className="home-old__title">{homeCopy.title}</h1>
        <p className="home-old__date">{homeCopy.date}</p>
        <p className="home-old__weekend">{homeCopy.weekend}</p>
        <p className="home-old__venue">
          <KeepTogether text={homeCopy.venue} />
        </p>
        <p className="home-old__links">
          {isPublicHost ? null : (
            <Link to={paths.rsvp.href()} className="button">
              {homeOldCopy.rsvp}
            </Link>
          )}
          <Link to={paths.events.href()} className="text-link">
            {homeOldCopy.eventsLink}
          </Link>
        </p>
      </div>
    </div>
  );
}
