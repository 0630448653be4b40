import { formatTime, formatWeekendDay, SITE_PHASE_FIELD, upperFirst } from '@riviera/contract';
import { Link } from 'react-router-dom';
import { edition } from '@edition/edition';
import { events } from '@edition/events';
import { contactEmail, hostPhones, weekendCopy } from '@edition/weekend';
import { paths } from '../../../config/paths';
import { googleMapsUrl } from '../../../lib/map-link';
import { published, publishedEvent } from '../../../lib/published-content';
import type { WeekendPass } from '../api/get-weekend-pass';
import { daysOf, type TimelineItem } from '../lib/timeline';

const copy = weekendCopy;
// The pass keeps the weekend as it was, with its year, before and after it (ADR 083).
const day = (date: string) => formatWeekendDay(date, edition.language);
/** A time heading its line: "Noon" beside "6 PM" (ADR 067), « 12 h » in French. */
const time = (start: string) => upperFirst(formatTime(start, edition.language));

/** An entrée as the RSVP form names it in this language. */
function menuOf(entree: string): string {
  return Object.hasOwn(copy.menus, entree) ? copy.menus[entree as keyof typeof copy.menus] : entree;
}

function Item({ item, party }: { item: TimelineItem; party: number }) {
  if (item.kind === 'pickup') {
    const { run, seats } = item.pickup;
    return (
      <li className={`weekend-item${run.cancelledAt ? ' weekend-item--cancelled' : ''}`}>
        <p className="weekend-item__time">{time(item.start)}</p>
        <div className="weekend-item__body">
          <h3 className="weekend-item__title">{copy.shuttle(run.from, run.to)}</h3>
          <p>{copy.seats(seats)}</p>
          {run.cancelledAt ? <p className="weekend-item__cancelled">{copy.cancelled}</p> : null}
        </div>
      </li>
    );
  }
  const { event, people, seats } = item;
  return (
    <li className="weekend-item">
      <p className="weekend-item__time">{time(item.start)}</p>
      <div className="weekend-item__body">
        <h3 className="weekend-item__title">{event.title}</h3>
        <p className="weekend-item__place">{event.location.name}</p>
        <p className="weekend-item__address">{event.location.address}</p>
        <a className="weekend-item__map" href={googleMapsUrl(event.location)} target="_blank" rel="noopener">
          {copy.mapLink}
          <span className="visually-hidden">
            {' · '}
            {event.location.name} {copy.opensInNewTab}
          </span>
        </a>
        {/* Who comes, when not everyone of the party does. */}
        {party > 1 && people.length < party ? <p>{copy.coming(people.join(', '))}</p> : null}
        {/* Each person's table, once the hosts release the dinner's plan (DESIGN 3.6). */}
        {seats.length > 0 ? (
          <div className="weekend-item__seats">
            <h4 className="weekend-item__seats-heading">{copy.seatsHeading}</h4>
            <ul>
              {seats.map((seat, index) => (
                <li key={`${seat.name}-${index}`}>{copy.seatAt(seat.name, seat.table)}</li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
    </li>
  );
}

/** The party's weekend: day by day, who comes, where they stay, their calendar, and us. */
export function PassDetails({ pass }: { pass: WeekendPass }) {
  // The events, phones and address as the hosts last published them (ADR 079).
  const days = daysOf(pass, events.map(publishedEvent));
  const phones = hostPhones.map((phone, index) => ({
    name: phone.name,
    number: published(`info.hostPhone.${index + 1}`, phone.number),
  }));
  const email = published('info.contactEmail', contactEmail);
  // After the wedding the pass leads to the album with the party's code (DESIGN 3.8, ADR 083).
  const after = published(SITE_PHASE_FIELD, 'BEFORE') === 'AFTER';
  const feed = `webcal://${window.location.host}/calendar/${encodeURIComponent(pass.invitationCode)}.ics`;
  return (
    <div className="weekend-pass">
      <p className="weekend-greeting">{copy.greeting(pass.firstName)}</p>
      {days.length === 0 ? (
        <p className="weekend-note">
          {copy.nothingYet} <Link to={paths.rsvp.href(pass.invitationCode)}>{copy.answerLink}</Link>
        </p>
      ) : null}
      {days.map(({ date, items }) => (
        <section className="weekend-day" key={date} aria-labelledby={`weekend-day-${date}`}>
          <h2 id={`weekend-day-${date}`}>{upperFirst(day(date))}</h2>
          <ol className="weekend-items">
            {items.map((item) => (
              <Item
                key={item.kind === 'event' ? item.event.id : item.pickup.run.id}
                item={item}
                party={pass.people.length}
              />
            ))}
          </ol>
        </section>
      ))}
      {pass.people.length > 0 ? (
        <section className="weekend-section" aria-labelledby="weekend-party">
          <h2 id="weekend-party">{copy.partyHeading}</h2>
          <ul className="weekend-people">
            {pass.people.map((person, index) => (
              <li key={`${person.name}-${index}`}>
                <span className="weekend-people__name">
                  {person.name}
                  {person.child ? ` (${copy.child})` : ''}
                </span>
                {person.entree ? <span>{copy.entree(menuOf(person.entree))}</span> : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {pass.stay ? (
        <section className="weekend-section" aria-labelledby="weekend-stay">
          <h2 id="weekend-stay">{copy.stayHeading}</h2>
          <p className="weekend-stay__hotel">{pass.stay.hotel}</p>
          <p>{copy.stayDates(day(pass.stay.checkIn), day(pass.stay.checkOut))}</p>
          {pass.stay.booked ? null : <p>{copy.notBooked}</p>}
        </section>
      ) : null}
      {after ? (
        <section className="weekend-section" aria-labelledby="weekend-album">
          <h2 id="weekend-album">{copy.albumHeading}</h2>
          <p>{copy.albumText}</p>
          <Link
            className="button"
            to={`${paths.album.href()}?code=${encodeURIComponent(pass.invitationCode)}`}
          >
            {copy.albumLink}
          </Link>
        </section>
      ) : null}
      <section className="weekend-section" aria-labelledby="weekend-calendar">
        <h2 id="weekend-calendar">{copy.calendarHeading}</h2>
        <p>{copy.calendarText}</p>
        <a className="button" href={feed}>
          {copy.calendarLink}
        </a>
      </section>
      <section className="weekend-section" aria-labelledby="weekend-contact">
        <h2 id="weekend-contact">{copy.contactHeading}</h2>
        <ul className="weekend-contact">
          {phones.map((phone) => (
            <li key={phone.name}>
              <a href={`tel:${phone.number.replace(/[^+\d]/g, '')}`}>
                {copy.call(phone.name)} <span className="weekend-contact__number">{phone.number}</span>
              </a>
            </li>
          ))}
          <li>
            <a href={`mailto:${email}`}>
              {copy.write} {email}
            </a>
          </li>
        </ul>
      </section>
    </div>
  );
}
