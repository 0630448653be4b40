import {
  colon,
  isEntree,
  RSVP_EVENT_KEYS,
  semicolon,
  type EventChoices,
  type LookupFields,
  type PreviousAnswer,
} from '@riviera/contract';
import { edition } from '@edition/edition';
import { entreeLabels, rsvpFormCopy, rsvpEventLabels } from '@edition/rsvp-form';

interface Person {
  name: string;
  events: Partial<EventChoices>;
  entree: string;
}

function line({ name, events, entree }: Person): string {
  const chosen = RSVP_EVENT_KEYS.filter((key) => events[key]).map((key) => rsvpEventLabels[key].title);
  const said = colon(edition.language);
  if (chosen.length === 0) return `${name}${said}${rsvpFormCopy.success.notComing}`;
  const meal = isEntree(entree)
    ? `${semicolon(edition.language)}${rsvpFormCopy.success.entree(entreeLabels[entree])}`
    : '';
  return `${name}${said}${chosen.join(', ')}${meal}`;
}

/** The answer as the server stored it, person by person, so the guest can check it before leaving. */
export function SavedSummary({ guest, answer }: { guest: LookupFields; answer: PreviousAnswer }) {
  const people: Person[] = [
    {
      name: `${guest.firstName} ${guest.lastName}`.trim(),
      events: answer.events,
      entree: answer.dietaryRestrictions,
    },
  ];
  const plusOneName = `${answer.plusOneFirstName} ${answer.plusOneLastName}`.trim();
  if (plusOneName) {
    people.push({
      name: plusOneName,
      events: answer.plusOneAttending ? answer.plusOneEvents : {},
      entree: answer.plusOneDietaryRestrictions,
    });
  }
  return (
    <div className="rsvp-saved">
      <h3 className="rsvp-saved__heading">{rsvpFormCopy.success.summaryHeading}</h3>
      <ul className="rsvp-saved__list">
        {people.map((person) => (
          <li key={person.name}>{line(person)}</li>
        ))}
      </ul>
    </div>
  );
}
