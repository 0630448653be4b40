import { Page } from '../../../components/layout/page';
import { pageTitles } from '@edition/pages';
import { events, eventsCopy } from '@edition/events';
import { calendarPath } from '../lib/ics';
import { edition } from '@edition/edition';
import { publishedEvent } from '../../../lib/published-content';
import { withPublishedPicture } from '../lib/event-image';
import { EventCard } from './event-card';

export function EventsPage() {
  return (
    <Page title={pageTitles.events} intro={eventsCopy.intro} className="events-page">
      <p className="events-page__calendar">
        <a href={calendarPath(eventsCopy.calendarFileName, edition.prefix)} className="button">
          {eventsCopy.addWeekendToCalendar}
        </a>
        <span className="events-page__hint">{eventsCopy.weekendCalendarHint}</span>
      </p>
      <div className="event-grid">
        {events.map((event, index) => (
          <EventCard
            key={event.id}
            event={withPublishedPicture(publishedEvent(event))}
            priority={index === 0}
          />
        ))}
      </div>
    </Page>
  );
}
