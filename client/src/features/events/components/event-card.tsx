import type { WeddingEvent } from '@riviera/content';
import { colon } from '@riviera/contract';
import { edition } from '@edition/edition';
import { eventsCopy } from '@edition/events';
import { couple, weddingTimeZone } from '@edition/site';
import { ExternalLink } from '../../../components/ui/external-link';
import { ResponsivePicture } from '../../../components/ui/responsive-picture';
import { RichText } from '../../../components/ui/rich-text';
import { EVENT_IMAGE_SIZES, EVENT_IMAGE_WIDTHS } from '../lib/event-image';
import { googleCalendarUrl } from '../lib/google-calendar';
import { calendarPath } from '../lib/ics';
import { formatEventDate, formatTimeRange, googleMapsUrl } from '../lib/format';

const calendarOptions = {
  titleSuffix: couple.together,
  dressCodeLabel: eventsCopy.dressCodeLabel,
  colon: colon(edition.language),
  timeZone: weddingTimeZone,
};

interface EventCardProps {
  event: WeddingEvent;
  /** The first card's picture is in the first view: loaded at once, and preloaded by the page. */
  priority?: boolean;
}

export function EventCard({ event, priority = false }: EventCardProps) {
  const titleId = `event-${event.id}-title`;
  return (
    <article className="event-card" id={event.id} aria-labelledby={titleId} data-testid="event-card">
      <div className={`event-card__media event-card__media--${event.colorMode}`}>
        <ResponsivePicture
          base={event.image}
          widths={EVENT_IMAGE_WIDTHS}
          width={1200}
          height={800}
          sizes={EVENT_IMAGE_SIZES}
          className="event-card__image"
          priority={priority}
        />
        {/* SVG attributes, not a style attribute, which the pages' Content-Security-Policy refuses. */}
        <svg className="event-card__wash" viewBox="0 0 1 1" preserveAspectRatio="none" aria-hidden="true">
          <rect width="1" height="1" fillOpacity={event.opacity} />
        </svg>
        <h2 id={titleId} className="event-card__title">
          {event.title}
        </h2>
      </div>
      <div className="event-card__body">
        <dl className="event-card__facts">
          <div>
            <dt>{eventsCopy.dateLabel}</dt>
            <dd data-testid="event-date">{formatEventDate(event.date)}</dd>
          </div>
          <div>
            <dt>{eventsCopy.timeLabel}</dt>
            <dd data-testid="event-time">
              {formatTimeRange(event.start, event.showEnd ? event.end : undefined)}
            </dd>
          </div>
          <div>
            <dt>{eventsCopy.placeLabel}</dt>
            <dd>
              <span className="event-card__place">{event.location.name}</span>
              <span className="event-card__address">{event.location.address}</span>
            </dd>
          </div>
        </dl>
        <RichText field={`events.${event.id}.description`} paragraphs={[event.description]} />
        <p className="event-card__dress">
          <strong>
            {eventsCopy.dressCodeLabel}
            {colon(edition.language).trimEnd()}
          </strong>{' '}
          {event.dressCode}
        </p>
        <p className="event-card__actions">
          <ExternalLink
            href={googleMapsUrl(event.location)}
            newTabNotice={`${event.location.name} ${eventsCopy.opensInNewTab}`}
            className="text-link"
          >
            {eventsCopy.mapLink}
          </ExternalLink>
          <a href={calendarPath(event.id, edition.prefix)} className="text-link">
            {eventsCopy.addToCalendar}
            <span className="visually-hidden">: {event.title}</span>
          </a>
          <ExternalLink
            href={googleCalendarUrl(event, calendarOptions)}
            newTabNotice={`${event.title} ${eventsCopy.opensInNewTab}`}
            className="text-link"
          >
            {eventsCopy.addToGoogleCalendar}
          </ExternalLink>
        </p>
      </div>
    </article>
  );
}
