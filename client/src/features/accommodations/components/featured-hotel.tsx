import { ExternalLink } from '../../../components/ui/external-link';
import { KeepTogether } from '../../../components/ui/keep-together';
import type { FeaturedHotel as Featured } from '@riviera/content';
import { accommodationsCopy } from '@edition/accommodations';
import { published } from '../../../lib/published-content';
import { RichText } from '../../../components/ui/rich-text';

export function FeaturedHotel({ hotel }: { hotel: Featured }) {
  return (
    <section className="featured-hotel" aria-labelledby="featured-hotel-name" data-testid="hotel-card">
      <p className="featured-hotel__label">{accommodationsCopy.featuredLabel}</p>
      <h2 id="featured-hotel-name" className="featured-hotel__name">
        <KeepTogether text={hotel.name} />
      </h2>
      <p className="featured-hotel__town">
        {/* A line breaks after a dot, never before one. */}
        {hotel.type}&nbsp;· <KeepTogether text={hotel.town} />
        &nbsp;· {hotel.distance}
      </p>
      <p>{hotel.note}</p>
      <h3 className="featured-hotel__block">{accommodationsCopy.roomBlockHeading}</h3>
      {/* The booking reference (AANYA-JULIEN-2026) never breaks at its hyphens on a phone. */}
      <RichText
        field="accommodations.roomBlock.details"
        paragraphs={hotel.blockDetails}
        paragraph={(detail) => <KeepTogether text={detail} />}
      />
      <p className="featured-hotel__actions">
        <ExternalLink
          href={published('accommodations.roomBlock.link', hotel.bookingUrl)}
          newTabNotice={accommodationsCopy.opensInNewTab}
          className="button"
        >
          {hotel.bookingLabel}
        </ExternalLink>
        <ExternalLink
          href={hotel.website}
          newTabNotice={`${hotel.name} ${accommodationsCopy.opensInNewTab}`}
          className="text-link"
        >
          {accommodationsCopy.websiteLink}
        </ExternalLink>
      </p>
    </section>
  );
}
