import { Link } from 'react-router-dom';
import { Page } from '../../../components/layout/page';
import { KeepTogether } from '../../../components/ui/keep-together';
import { paths } from '../../../config/paths';
import { pageTitles } from '@edition/pages';
import { accommodationsCopy, featuredHotel, hotels } from '@edition/accommodations';
import { FeaturedHotel } from './featured-hotel';
import { HotelCard } from './hotel-card';

export function AccommodationsPage() {
  return (
    <Page title={pageTitles.accommodations} intro={accommodationsCopy.intro} className="accommodations-page">
      <aside className="notice" aria-labelledby="stay-heading">
        <h2 id="stay-heading" className="notice__heading">
          {accommodationsCopy.stayHeading}
        </h2>
        <p>{accommodationsCopy.stay}</p>
        <p>
          <strong>{accommodationsCopy.minimumNights}</strong>
        </p>
      </aside>
      <FeaturedHotel hotel={featuredHotel} />
      <section aria-labelledby="more-hotels">
        <h2 id="more-hotels" className="section-heading">
          {accommodationsCopy.moreHeading}
        </h2>
        <p className="section-intro">
          <KeepTogether text={accommodationsCopy.moreIntro} />
        </p>
        <ul className="hotel-grid">
          {hotels.map((hotel) => (
            <HotelCard key={hotel.name} hotel={hotel} />
          ))}
        </ul>
      </section>
      <p className="page-aside">
        {accommodationsCopy.travelLinkLead}{' '}
        <Link to={paths.travel.href()}>{accommodationsCopy.travelLink}</Link>{' '}
        {accommodationsCopy.travelLinkTail}
      </p>
    </Page>
  );
}
