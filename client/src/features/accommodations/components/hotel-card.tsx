import { ExternalLink } from '../../../components/ui/external-link';
import { KeepTogether } from '../../../components/ui/keep-together';
import type { Hotel } from '@riviera/content';
import { accommodationsCopy } from '@edition/accommodations';

export function HotelCard({ hotel }: { hotel: Hotel }) {
  return (
    <li className="hotel-card" data-testid="hotel-card">
      <h3 className="hotel-card__name">
        <KeepTogether text={hotel.name} />
      </h3>
      <p className="hotel-card__town">
        <KeepTogether text={hotel.town} />
      </p>
      <dl className="hotel-card__facts">
        <div>
          <dt>{accommodationsCopy.typeLabel}</dt>
          <dd>{hotel.type}</dd>
        </div>
        <div>
          <dt>{accommodationsCopy.distanceLabel}</dt>
          <dd>{hotel.distance}</dd>
        </div>
      </dl>
      <p className="hotel-card__note">{hotel.note}</p>
      <ExternalLink
        href={hotel.website}
        newTabNotice={`${hotel.name} ${accommodationsCopy.opensInNewTab}`}
        className="text-link"
      >
        {accommodationsCopy.websiteLink}
      </ExternalLink>
    </li>
  );
}
