import { colon, isEntree, RSVP_EVENT_KEYS, semicolon, type RsvpPayload } from '@riviera/contract';
import { edition } from '@edition/edition';
import { entreeLabels, rsvpCopy, rsvpEventLabels } from '@edition/rsvp';

interface Person {
  name: string;
  events: Partial<Record<(typeof RSVP_EVENT_KEYS)[number], boolean>>;
  entree: string;
}

function line({ name, events, entree }: Person): string {
  const chosen = RSVP_EVENT_KEYS.filter((key) => events[key]).map((key) => rsvpEventLabels[key].title);
  const said = colon(edition.language);
  if (chosen.length === 0) return `${name}${said}${rsvpCopy.success.notComing}`;
  const meal = isEntree(entree)
    ? `${semicolon(edition.language)}${rsvpCopy.success.entree(entreeLabels[entree])}`
    : '';
  return `${name}${said}${chosen.join(', ')}${meal}`;
}

/** The answer as the server saved it, person by person, so the guest can check it before leaving. */
export function SavedSummary({ payload }: { payload: RsvpPayload }) {
  const people: Person[] = [
    {
      name: `${payload.firstName} ${payload.lastName}`,
      events: payload.events,
      entree: payload.dietaryRestrictions,
    },
  ];
  const plusOneName = `${payload.plusOneFirstName} ${payload.plusOneLastName}`.trim();
  if (plusOneName) {
    people.push({
      name: plusOneName,
      events: payload.plusOneAttending ? payload.plusOneEvents : {},
      entree: payload.plusOneDietaryRestrictions,
    });
  }
  return (
    <div className="rsvp-saved">
      <h3 className="rsvp-saved__heading">{rsvpCopy.success.summaryHeading}</h3>
      <ul className="rsvp-saved__list">
        {people.map((person) => (
          <li key={person.name}>{line(person)}</li>
        ))}
      </ul>
    </div>
  );
}
